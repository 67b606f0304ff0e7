import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import sharp from 'sharp';
import { describeEachDatabase } from '../helpers/harness';
import { asAdmin, signIn, type AdminSession } from './adminHelpers';

// An image whose header is valid but whose pixels are broken used to pass the check, fail during conversion and
// answer 500 with the cover already stored. It must be refused with 400 and leave no file behind.

async function brokenPng(): Promise<Buffer> {
  const raw = Buffer.alloc(120 * 120 * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919) % 251;
  const png = await sharp(raw, { raw: { width: 120, height: 120, channels: 3 } })
    .png()
    .toBuffer();
  const broken = Buffer.from(png);
  for (let i = Math.floor(png.length / 2); i < png.length - 20; i++) broken[i] = 0xaa;
  return broken;
}

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((e) => e.name);
}

describeEachDatabase('office uploads with broken pixels', (server) => {
  let session: AdminSession;
  beforeAll(async () => {
    session = await signIn(server().app, server().db);
  });

  it('refuses a gallery image with a valid header and broken pixels, storing neither it nor the cover', async () => {
    const { app, dataDir } = server();
    const cover = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#7b1e1e' } })
      .png()
      .toBuffer();
    const before = filesUnder(path.join(dataDir, 'uploads'));
    const boundary = `----dbjs${crypto.randomBytes(8).toString('hex')}`;
    const part = (name: string, value: string) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    const file = (name: string, bytes: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from('\r\n'),
      ]);
    const payload = Buffer.concat([
      part('event_name', 'Broken pixels'),
      part('event_date', '2026-03-01'),
      part('event_description', '<p>x</p>'),
      file('event_image', cover),
      file('event_gallery', await brokenPng()),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const response = await asAdmin(app, session, {
      method: 'POST',
      url: '/api/admin/events',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.event_gallery).toBe('Please choose a PNG, JPEG or WebP image.');
    expect(filesUnder(path.join(dataDir, 'uploads'))).toEqual(before);
  });
});
