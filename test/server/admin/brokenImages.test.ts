import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import sharp from 'sharp';
import { describeEachDatabase } from '../helpers/harness';
import { IMAGE_PIXELS_MESSAGE } from '../../../src/server/admin/uploads';
import { asAdmin, signIn, type AdminSession } from './adminHelpers';

// An image whose header is valid but whose pixels are broken used to pass the check, fail during conversion and
// answer 500 with the cover already stored. It must be refused with 400 and leave no file behind. So must a picture
// of more pixels than any upload may have, with a message that says so.

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

  /** Posts a new event with this cover and gallery picture, as the console does. */
  const postEvent = (cover: Buffer, gallery: Buffer) => {
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
      file('event_gallery', gallery),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    return asAdmin(server().app, session, {
      method: 'POST',
      url: '/api/admin/events',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
  };
  const smallCover = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#7b1e1e' } })
      .png()
      .toBuffer();

  it('refuses a gallery image with a valid header and broken pixels, storing neither it nor the cover', async () => {
    const before = filesUnder(path.join(server().dataDir, 'uploads'));
    const response = await postEvent(await smallCover(), await brokenPng());
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.event_gallery).toBe('Please choose a PNG, JPEG or WebP image.');
    expect(filesUnder(path.join(server().dataDir, 'uploads'))).toEqual(before);
  });

  it('refuses a picture of more than 120 megapixels by its header, saying so, and stores nothing', async () => {
    // 11,000 x 11,000 of one colour: 121 million pixels in well under the 5 MB a file may have.
    const huge = await sharp({ create: { width: 11_000, height: 11_000, channels: 3, background: '#ddd' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    const before = filesUnder(path.join(server().dataDir, 'uploads'));
    const response = await postEvent(await smallCover(), huge);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.event_gallery).toBe(IMAGE_PIXELS_MESSAGE);
    expect(filesUnder(path.join(server().dataDir, 'uploads'))).toEqual(before);
  });
});
