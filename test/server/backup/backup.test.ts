import fs from 'node:fs';
import path from 'node:path';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { restoreBackup, writeBackup } from '../../../src/server/backup/backup';
import { openDatabase, type Database, type Db } from '../../../src/server/db/client';
import * as schema from '../../../src/server/db/schema';
import { FILE_FOLDERS, fileBackendFor, type StorageConfig } from '../../../src/server/storage/storedFiles';
import { describeEachDatabase, makeTempDir } from '../helpers/harness';
import { createTestDatabase, postgresReachable } from '../helpers/postgres';
import { createMembership, paySandbox, receiptsSent, verify } from '../payments/fixtures';

// npm run backup / npm run restore: a round trip from each database into a fresh PGlite and a fresh PostgreSQL
// database gives back every row of every table and every file under DATA_DIR, and the id sequences go on after the
// highest id restored.

// Stored files are compared as files (filesOf): on PostgreSQL they are stored_files rows, on PGlite files.
const TABLES = (Object.values(schema) as unknown[]).filter(
  (value): value is PgTable => value instanceof PgTable && value !== schema.storedFiles,
);

async function snapshot(database: Database): Promise<Record<string, unknown[]>> {
  const all: Record<string, unknown[]> = {};
  for (const table of TABLES) {
    const rows = (await database.db.select().from(table)) as Array<Record<string, unknown>>;
    all[getTableConfig(table).name] = rows
      .map((row) => JSON.stringify(row))
      .sort()
      .map((row) => JSON.parse(row));
  }
  return all;
}

/** DATA_DIR's keys and mails, and the stored files wherever the storage keeps them, by key. */
async function filesOf(db: Db, storage: StorageConfig): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  const backend = fileBackendFor(db, storage);
  for (const folder of FILE_FOLDERS) {
    for (const { key } of await backend.list(folder)) {
      found[key] = (await backend.get(key))!.bytes.toString('base64');
    }
  }
  const dir = storage.dataDir;
  for (const folder of ['outbox', 'keys']) {
    const root = path.join(dir, folder);
    if (!fs.existsSync(root)) continue;
    for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) {
        const full = path.join(entry.parentPath, entry.name);
        found[path.relative(dir, full)] = fs.readFileSync(full).toString('base64');
      }
    }
  }
  return found;
}

describeEachDatabase('backup and restore', (server) => {
  it('restores every row and file into a fresh PGlite and a fresh PostgreSQL database', async () => {
    const { app, database, config } = server();
    const created = await createMembership(app);
    const checkout = await paySandbox(app, created.orderId);
    expect((await verify(app, 'membership', { ...checkout, receiptId: created.receiptId })).statusCode).toBe(
      200,
    );
    await receiptsSent(app);
    const file = path.join(makeTempDir('dbjs-backup-'), 'backup.json.gz');
    const written = await writeBackup(database.db, config, file);
    expect(written.files).toBeGreaterThanOrEqual(3); // photo, identity file, receipt mail (and the key)
    const before = await snapshot(database);
    const beforeFiles = await filesOf(database.db, config);
    expect(Object.keys(beforeFiles).filter((key) => key.startsWith('private/'))).toHaveLength(2);

    const targets: Array<{
      name: string;
      open: () => Promise<{ database: Database; url?: string; drop?: () => Promise<void> }>;
    }> = [{ name: 'PGlite', open: async () => ({ database: await openDatabase({ dataDir: null }) }) }];
    if (postgresReachable() || process.env.CI) {
      targets.push({
        name: 'PostgreSQL',
        open: async () => {
          const created = await createTestDatabase();
          return {
            database: await openDatabase({ databaseUrl: created.url, dataDir: null }),
            url: created.url,
            drop: created.drop,
          };
        },
      });
    }
    for (const target of targets) {
      const { database: restored, url, drop } = await target.open();
      const targetDir = makeTempDir('dbjs-restore-');
      const storage = { dataDir: targetDir, databaseUrl: url };
      try {
        const answer = await restoreBackup(restored.db, storage, file);
        expect(answer.files).toBe(written.files);
        expect(await snapshot(restored)).toEqual(before);
        // Each stored file lands where the target keeps them (stored_files or DATA_DIR), byte for byte.
        expect(await filesOf(restored.db, storage)).toEqual(beforeFiles);
        if (url) expect(fs.existsSync(path.join(targetDir, 'private'))).toBe(false);
        // The sequences go on after the highest id restored.
        const [order] = await restored.db
          .insert(schema.enquiries)
          .values({
            firstName: 'After',
            lastName: 'Restore',
            email: 'after@example.org',
            mobile: '9876543210',
            interestedIn: 'x',
            address: 'Sangli road',
            message: 'y',
          })
          .returning();
        const highest = Math.max(0, ...(before.enquiries as Array<{ id: number }>).map((row) => row.id));
        expect(order.id).toBeGreaterThan(highest);
        // A second restore into the same (no longer empty) database is refused and changes nothing.
        await expect(restoreBackup(restored.db, storage, file)).rejects.toThrow(/not empty/);
      } finally {
        await restored.close();
        await drop?.();
        fs.rmSync(targetDir, { recursive: true, force: true });
      }
    }
  }, 120_000);

  it('refuses a file that is not a backup', async () => {
    const file = path.join(makeTempDir('dbjs-backup-'), 'not-a-backup.json.gz');
    fs.writeFileSync(file, 'hello');
    const empty = await openDatabase({ dataDir: null });
    try {
      await expect(restoreBackup(empty.db, { dataDir: makeTempDir() }, file)).rejects.toThrow(/not a backup/);
    } finally {
      await empty.close();
    }
  });
});
