import sharp from 'sharp';
import { describeEachDatabase } from '../helpers/harness';
import { photoOfSize, pngBytes } from '../payments/fixtures';
import { asAdmin, signedInOffice } from './adminHelpers';
import { fileBackendFor } from '../../../src/server/storage/storedFiles';
import { UPLOAD_VARIANT_WIDTHS, variantPath } from '../../../src/shared/imageVariants';

// An event picture the office uploads is stored with 400 and 800 px copies under the shared naming rule, so the
// events list's srcset can name them; they go when the picture goes, and a picture without copies (stored before
// they existed) answers for them.

describeEachDatabase('office uploads: event picture variants', (server) => {
  const office = signedInOffice(server, {
    contentType: 'application/octet-stream',
    filename: (field) => `${field}.img`,
  });
  const { sendForm } = office;
  const get = (path: string) => server().app.inject({ method: 'GET', url: `/api/${path}` });
  const widthOf = async (path: string) => {
    const answer = await get(path);
    expect([path, answer.statusCode, answer.headers['content-type']]).toEqual([path, 200, 'image/webp']);
    return (await sharp(answer.rawPayload).metadata()).width;
  };
  const fields = {
    event_name: 'Variant Test Event',
    event_date: '2026-09-01',
    event_description: '<p>Photos</p>',
  };

  it('stores 400 and 800 px copies of the cover and the gallery, never enlarged, and removes them with the picture', async () => {
    const created = await sendForm('POST', '/api/admin/events', fields, {
      event_image: await photoOfSize(2400, 1200),
      event_gallery: await pngBytes(),
    });
    expect(created.statusCode).toBe(201);
    const event = created.json().result as { id: number; event_image: string; event_gallery: string[] };

    expect(await widthOf(event.event_image)).toBe(1600);
    expect(await widthOf(variantPath(event.event_image, 400))).toBe(400);
    expect(await widthOf(variantPath(event.event_image, 800))).toBe(800);
    const copy = await get(variantPath(event.event_image, 400));
    expect((await sharp(copy.rawPayload).metadata()).height).toBe(200);
    expect(copy.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // The 24 px gallery picture: its copies exist (the srcset names them) at its own width.
    const [gallery] = event.event_gallery;
    for (const width of UPLOAD_VARIANT_WIDTHS) expect(await widthOf(variantPath(gallery, width))).toBe(24);
    const files = fileBackendFor(server().db, server().config);
    for (const width of UPLOAD_VARIANT_WIDTHS)
      expect(await files.exists(variantPath(gallery, width))).toBe(true);

    // Replacing the cover removes the old one with its copies; the new one has its own.
    const replaced = await sendForm('PUT', `/api/admin/events/${event.id}`, fields, {
      event_image: await photoOfSize(1000, 500),
    });
    expect(replaced.statusCode).toBe(200);
    const newImage = replaced.json().result.event_image as string;
    expect(await widthOf(variantPath(newImage, 800))).toBe(800);
    for (const path of [
      event.event_image,
      ...UPLOAD_VARIANT_WIDTHS.map((w) => variantPath(event.event_image, w)),
    ]) {
      expect([path, await files.exists(path), (await get(path)).statusCode]).toEqual([path, false, 404]);
    }

    const deleted = await asAdmin(server().app, office.session(), {
      method: 'DELETE',
      url: `/api/admin/events/${event.id}`,
    });
    expect(deleted.statusCode).toBe(200);
    for (const path of [newImage, gallery].flatMap((p) => [
      p,
      ...UPLOAD_VARIANT_WIDTHS.map((w) => variantPath(p, w)),
    ])) {
      expect([path, await files.exists(path)]).toEqual([path, false]);
    }
  });

  it('two edits of one event that meet, each with a new cover, leave only the cover the event shows', async () => {
    const files = fileBackendFor(server().db, server().config);
    const eventFiles = async () =>
      (await files.list('uploads'))
        .map((file) => file.key)
        .filter((key) => key.startsWith('uploads/events/'));
    const before = new Set(await eventFiles());
    const created = await sendForm('POST', '/api/admin/events', fields, {
      event_image: await photoOfSize(900, 450),
    });
    const id = created.json().result.id as number;
    // Both read the event before either saves (their pictures take a while to convert): each then replaces the
    // cover it found, so the one saved first used to stay behind with nothing pointing to it.
    const edits = await Promise.all([
      sendForm('PUT', `/api/admin/events/${id}`, fields, { event_image: await photoOfSize(700, 350) }),
      sendForm('PUT', `/api/admin/events/${id}`, fields, { event_image: await photoOfSize(600, 300) }),
    ]);
    expect(edits.map((edit) => edit.statusCode)).toEqual([200, 200]);
    const shown = (
      await asAdmin(server().app, office.session(), { method: 'GET', url: `/api/admin/events/${id}` })
    ).json().result.event_image as string;
    const added = (await eventFiles()).filter((key) => !before.has(key));
    expect(added.sort()).toEqual([shown, ...UPLOAD_VARIANT_WIDTHS.map((w) => variantPath(shown, w))].sort());
    await asAdmin(server().app, office.session(), { method: 'DELETE', url: `/api/admin/events/${id}` });
  });

  it('a seeded event serves its own copies; a picture stored without copies answers for them; nothing else does', async () => {
    const list = (await server().app.inject({ method: 'GET', url: '/api/fetch/events/?per_page=1' })).json();
    const seeded = list.data[0].event_image as string;
    expect(await widthOf(seeded)).toBe(1200);
    expect(await widthOf(variantPath(seeded, 400))).toBe(400);
    expect(await widthOf(variantPath(seeded, 800))).toBe(800);

    // Stored before copies were made: the copy's address answers with the picture itself.
    const files = fileBackendFor(server().db, server().config);
    const old = 'uploads/events/0123456789abcdef01234567.webp';
    await files.put(
      old,
      await sharp(await photoOfSize(1200, 600))
        .webp()
        .toBuffer(),
      'image/webp',
    );
    expect(await widthOf(variantPath(old, 400))).toBe(1200);

    // No picture, no answer; the rule opens no other path.
    expect((await get('uploads/events/ffffffffffffffffffffffff-400w.webp')).statusCode).toBe(404);
    expect((await get('uploads/events/..-400w.webp')).statusCode).toBe(404);
    expect((await get('uploads/events/%2e%2e%2fkeys-400w.webp')).statusCode).toBe(404);
    await files.remove(old);
  });
});
