import fs from 'node:fs';
import path from 'node:path';
import { ORPHAN_GRACE_MS, runRetention } from '../../../src/server/admin/retention';
import { privateFilesFor } from '../../../src/server/storage/privateFiles';
import { fileBackendFor } from '../../../src/server/storage/storedFiles';
import { describeEachDatabase } from '../helpers/harness';
import { pngBytes } from '../payments/fixtures';

// A public image no row points to is swept like a private file: on disk an image is written before its row
// commits, and a replaced image is removed after its save commits, so a crash in between leaves one behind (the
// crash loop, scripts/crash-loop.ts, found them staying for good). Every image a row points to stays, with its
// narrower copies.

describeEachDatabase('retention of public images', (server) => {
  it('sweeps an image no row points to once past the grace period, and keeps every image in use', async () => {
    const { db, config } = server();
    const publicFiles = fileBackendFor(db, config);
    const privateFiles = privateFilesFor(db, config);
    // The seeded content's images and their narrower copies: every one of them is in use.
    const inUse = (await publicFiles.list('uploads')).map((file) => file.key);
    expect(inUse.length).toBeGreaterThan(0);
    const orphan = 'uploads/events/left-by-a-crash-0123456789ab.webp';
    const orphanCopy = 'uploads/events/left-by-a-crash-0123456789ab-400w.webp';
    for (const key of [orphan, orphanCopy]) await publicFiles.put(key, await pngBytes(), 'image/webp');

    await runRetention(db, privateFiles, { userId: null, publicFiles });
    expect(await publicFiles.exists(orphan)).toBe(true);

    const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
    const { deleted } = await runRetention(db, privateFiles, { userId: null, now: later, publicFiles });
    expect(deleted).toBe(2);
    expect(await publicFiles.exists(orphan)).toBe(false);
    expect(await publicFiles.exists(orphanCopy)).toBe(false);
    const left = (await publicFiles.list('uploads')).map((file) => file.key);
    expect(left.sort()).toEqual([...inUse].sort());
  });

  it('sweeps the temporary file of a write a crash cut short, once past the grace period', async () => {
    const { db, config, dataDir } = server();
    const folder = path.join(dataDir, 'uploads', 'events');
    fs.mkdirSync(folder, { recursive: true });
    const temporary = path.join(folder, 'cut-short-0123456789ab.webp.4242.0a1b2c3d.tmp');
    fs.writeFileSync(temporary, 'half an image');
    const outbox = path.join(dataDir, 'outbox');
    fs.mkdirSync(outbox, { recursive: true });
    const halfMail = path.join(outbox, 'receipt-12.eml.4242.0a1b2c3d.tmp');
    fs.writeFileSync(halfMail, 'To: a donor');
    const privateFiles = privateFilesFor(db, config);
    await runRetention(db, privateFiles, { userId: null, dataDir });
    expect(fs.existsSync(temporary)).toBe(true);
    expect(fs.existsSync(halfMail)).toBe(true);
    await runRetention(db, privateFiles, {
      userId: null,
      dataDir,
      now: new Date(Date.now() + ORPHAN_GRACE_MS + 60_000),
    });
    expect(fs.existsSync(temporary)).toBe(false);
    expect(fs.existsSync(halfMail)).toBe(false);
  });
});
