import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { AppConfig } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { seedIfEmpty } from '../../src/server/db/seed';
import { keyFingerprints, memberships, orders, storedFiles } from '../../src/server/db/schema';
import { checkSharedUploadKey, UPLOAD_KEY_MISMATCH_MESSAGE } from '../../src/server/storage/privateFiles';
import { moveDirectoryFilesIntoDatabase } from '../../src/server/storage/storedFiles';
import { asAdmin, signIn } from './admin/adminHelpers';
import { VALID_ENQUIRY } from './helpers/enquiry';
import { makeTempDir, SLOW_HOOK_MS, testConfig } from './helpers/harness';
import { createTestDatabase, postgresReachable, TEST_DATABASE_URL } from './helpers/postgres';
import { spawnServer } from './helpers/serverProcess';
import {
  createDonation,
  createMembership,
  DONATION_FIELDS,
  multipart,
  payAndVerify,
  paySandbox,
  PDF_BYTES,
  pngBytes,
  receiptsSent,
  verify,
} from './payments/fixtures';

// Two app servers on one PostgreSQL database, each with its own DATA_DIR (as on two machines) and the same
// UPLOAD_ENCRYPTION_KEY, behind a round-robin client: what one instance stores, the other serves. PostgreSQL only
// (PGlite is one process); in CI it must run.

const FORM_LIMIT = 8;
const KEY = crypto.randomBytes(32).toString('base64');

interface Instance {
  name: 'A' | 'B';
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  dataDir: string;
}

const reachable = postgresReachable();
if (!reachable && !process.env.CI) {
  console.warn(`PostgreSQL at ${TEST_DATABASE_URL} is unreachable: skipping the two-instance test.`);
}

(reachable || process.env.CI ? describe : describe.skip)('two instances on one PostgreSQL', () => {
  let databaseUrl: string;
  let drop: (() => Promise<void>) | undefined;
  const instances: Instance[] = [];
  let turn = 0;
  /** The round-robin balancer: each call goes to the next instance. */
  const next = () => instances[turn++ % instances.length];
  const [A, B] = [() => instances[0], () => instances[1]];

  async function startInstance(name: 'A' | 'B', env: Record<string, string> = {}): Promise<Instance> {
    const dataDir = makeTempDir(`dbjs-instance-${name}-`);
    const config = testConfig(dataDir, {
      DATABASE_URL: databaseUrl,
      UPLOAD_ENCRYPTION_KEY: KEY,
      FORM_RATE_LIMIT: String(FORM_LIMIT),
      ...env,
    });
    const database = await openDatabase({ databaseUrl, dataDir: null });
    try {
      // As main.ts starts an instance: the key check, the seed, the app.
      await checkSharedUploadKey(database.db, config);
      await seedIfEmpty(database.db, config);
      const app = await buildApp({ config, database, logger: false, serveSite: false });
      await app.ready();
      return { name, app, database, config, dataDir };
    } catch (error) {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }

  /** Files under a DATA_DIR's private/ and uploads/ folders (there should be none on PostgreSQL). */
  const filesUnder = (dataDir: string) =>
    ['private', 'uploads'].flatMap((folder) => {
      const root = path.join(dataDir, folder);
      return fs.existsSync(root)
        ? (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
            .filter((entry) => entry.isFile())
            .map((entry) => path.join(entry.parentPath, entry.name))
        : [];
    });

  beforeAll(async () => {
    if (!reachable) {
      throw new Error(`PostgreSQL at ${TEST_DATABASE_URL} is unreachable; in CI this test must run.`);
    }
    const created = await createTestDatabase();
    databaseUrl = created.url;
    drop = created.drop;
    instances.push(await startInstance('A'));
    instances.push(await startInstance('B'));
  }, SLOW_HOOK_MS);

  afterAll(async () => {
    for (const instance of instances) {
      await instance.app.close();
      await instance.database.close();
      fs.rmSync(instance.dataDir, { recursive: true, force: true });
    }
    await drop?.();
  }, SLOW_HOOK_MS);

  it('runs the whole journey across both instances: payments, uploads, the office and erasure', async () => {
    const db = A().database.db;
    expect(A().dataDir).not.toBe(B().dataDir);

    // Membership with photo and identity file: ordered on A, paid and verified on B.
    const membership = await createMembership(A().app);
    await payAndVerify(B().app, 'membership', membership);

    // A donation: ordered on B, paid and verified on A.
    const donation = await createDonation(B().app);
    await payAndVerify(A().app, 'donation', donation);
    await Promise.all(instances.map((instance) => receiptsSent(instance.app)));
    for (const receiptId of [membership.receiptId, donation.receiptId]) {
      const [order] = await db.select().from(orders).where(eq(orders.receiptId, receiptId));
      expect(order.status).toBe('paid');
    }

    // The office signs in on A; the session works on B.
    const session = await signIn(A().app, db);
    const [member] = await db
      .select({ id: memberships.id, photoKey: memberships.photoKey, identityKey: memberships.identityKey })
      .from(memberships)
      .innerJoin(orders, eq(memberships.orderId, orders.id))
      .where(eq(orders.receiptId, membership.receiptId));
    const identity = await asAdmin(B().app, session, {
      method: 'GET',
      url: `/api/admin/memberships/${member.id}/identity`,
    });
    expect(identity.statusCode).toBe(200);
    expect(identity.rawPayload.equals(PDF_BYTES)).toBe(true);
    const photo = await asAdmin(A().app, session, {
      method: 'GET',
      url: `/api/admin/memberships/${member.id}/photo`,
    });
    expect(photo.statusCode).toBe(200);
    // Stored as the JPEG the upload was turned into (storage/memberPhoto.ts).
    expect([...photo.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    // An event with its image, created on A; B serves the image and the event.
    const form = multipart(
      {
        event_name: 'Two Instance Camp',
        event_date: '2026-01-15',
        event_description: '<p>One site on two servers.</p>',
      },
      { event_image: { filename: 'camp.png', contentType: 'image/png', content: await pngBytes() } },
    );
    const created = await asAdmin(A().app, session, {
      method: 'POST',
      url: '/api/admin/events',
      ...form,
    });
    expect(created.statusCode).toBe(201);
    const event = created.json().result as { event_image: string; slug?: string };
    const image = await B().app.inject({ method: 'GET', url: `/api/${event.event_image}` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.toString('latin1', 8, 12)).toBe('WEBP');
    const again = await B().app.inject({
      method: 'GET',
      url: `/api/${event.event_image}`,
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // The seed's images too: either instance serves them.
    const seeded = await A().app.inject({ method: 'GET', url: '/api/fetch/events/?per_page=1&page=1' });
    const seededImage = (seeded.json() as { data: Array<{ event_image: string }> }).data[0].event_image;
    expect((await B().app.inject({ method: 'GET', url: `/api/${seededImage}` })).statusCode).toBe(200);

    // Nothing of it lives in either DATA_DIR.
    for (const instance of instances) expect(filesUnder(instance.dataDir)).toEqual([]);
    const privateRows = await db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(like(storedFiles.key, 'private/%'));
    expect(privateRows.map((row) => row.key).sort()).toEqual(
      [`private/${member.photoKey}`, `private/${member.identityKey}`].sort(),
    );
    // Sealed in the database: neither the PDF nor its text is there in the clear.
    const [sealed] = await db
      .select({ content: storedFiles.content })
      .from(storedFiles)
      .where(eq(storedFiles.key, `private/${member.identityKey}`));
    expect(sealed.content.includes(Buffer.from('%PDF'))).toBe(false);

    // Erasure through A leaves no stored file for either instance to serve.
    const erased = await asAdmin(A().app, session, {
      method: 'POST',
      url: '/api/admin/people/erase',
      payload: { kind: 'membership', id: member.id },
    });
    expect(erased.statusCode).toBe(200);
    expect(
      await db.select({ key: storedFiles.key }).from(storedFiles).where(like(storedFiles.key, 'private/%')),
    ).toEqual([]);
    for (const instance of instances) {
      expect(filesUnder(instance.dataDir)).toEqual([]);
      const gone = await asAdmin(instance.app, session, {
        method: 'GET',
        url: `/api/admin/memberships/${member.id}/identity`,
      });
      expect(gone.statusCode).toBe(404);
    }
  });

  it('verifies on one instance a sandbox payment made on the other', async () => {
    const db = A().database.db;
    // A client of its own, so that these forms do not count towards the rate limit of the others.
    const give = (app: FastifyInstance, fields: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/donation/add',
        remoteAddress: '203.0.113.78',
        ...multipart({ ...DONATION_FIELDS, ...fields }),
      });
    // A one-time gift: ordered and paid on A, verified on B.
    const donation = (await give(A().app)).json();
    const checkout = await paySandbox(A().app, donation.orderId);
    const answer = await verify(B().app, 'donation', { ...checkout, receiptId: donation.receiptId });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ success: true });
    const [order] = await db.select().from(orders).where(eq(orders.receiptId, donation.receiptId));
    expect(order.status).toBe('paid');

    // A monthly gift: authorised on B, verified on A.
    const created = await give(B().app, { donation_frequency: 'Monthly' });
    expect(created.statusCode).toBe(201);
    const { subscriptionId, receiptId } = created.json();
    const authorised = await B().app.inject({
      method: 'POST',
      url: `/api/sandbox/subscriptions/${subscriptionId}/authorise`,
    });
    expect(authorised.statusCode).toBe(200);
    const verified = await verify(A().app, 'donation', { ...authorised.json(), receiptId });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ success: true });
    await Promise.all(instances.map((instance) => receiptsSent(instance.app)));
  });

  it('counts the form rate limit across both instances', async () => {
    const answers: Array<{ instance: string; status: number }> = [];
    for (let i = 0; i <= FORM_LIMIT; i += 1) {
      const instance = next();
      const response = await instance.app.inject({
        method: 'POST',
        url: '/api/fetch/contact-details/add',
        payload: VALID_ENQUIRY,
        // A client of its own, so that the journey's forms do not count here.
        remoteAddress: '203.0.113.77',
      });
      answers.push({ instance: instance.name, status: response.statusCode });
    }
    const allowed = answers.slice(0, FORM_LIMIT);
    expect(allowed.every((answer) => answer.status < 300)).toBe(true);
    expect(new Set(allowed.map((answer) => answer.instance))).toEqual(new Set(['A', 'B']));
    // Each instance has seen only half the limit, yet the next form is refused: the count is shared.
    expect(answers[FORM_LIMIT].status).toBe(429);
  });

  it('refuses to start an instance whose upload key differs from the one recorded', async () => {
    const [recorded] = await A().database.db.select().from(keyFingerprints);
    expect(recorded.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(recorded.fingerprint).not.toContain(Buffer.from(KEY, 'base64').toString('hex'));

    const other = crypto.randomBytes(32).toString('base64');
    await expect(startInstance('B', { UPLOAD_ENCRYPTION_KEY: other })).rejects.toThrow(
      UPLOAD_KEY_MISMATCH_MESSAGE,
    );
    // No key at all: the instance would generate its own into its DATA_DIR, which cannot match either.
    await expect(startInstance('B', { UPLOAD_ENCRYPTION_KEY: '' })).rejects.toThrow(
      UPLOAD_KEY_MISMATCH_MESSAGE,
    );
    // The same key starts.
    const third = await startInstance('B');
    await third.app.close();
    await third.database.close();
    fs.rmSync(third.dataDir, { recursive: true, force: true });
  });

  it('the server process says so in one line, without a stack trace, and exits 1', async () => {
    const dataDir = makeTempDir('dbjs-instance-C-');
    try {
      const child = spawnServer(
        {
          PORT: '0',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          UPLOAD_ENCRYPTION_KEY: crypto.randomBytes(32).toString('base64'),
          LOG_LEVEL: 'info',
        },
        ['ignore', 'pipe', 'pipe'],
      );
      let output = '';
      const collect = (chunk: Buffer) => {
        output += chunk;
        // Should it start after all, stop it so that the test fails instead of waiting.
        if (/website at http/.test(output)) child.kill('SIGKILL');
      };
      child.stdout!.on('data', collect);
      child.stderr!.on('data', collect);
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(output.trim()).toBe(UPLOAD_KEY_MISMATCH_MESSAGE);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
  it('moves files an earlier version left under DATA_DIR into the database', async () => {
    const { database, dataDir } = A();
    const image = path.join(dataDir, 'uploads', 'events', 'old-camp-0123456789ab.webp');
    const sealed = path.join(dataDir, 'private', 'photo', '2025', `${'a'.repeat(32)}.png`);
    for (const [file, bytes] of [
      [image, Buffer.from('RIFF....WEBP old')],
      [sealed, Buffer.from('DBJSENC1 sealed')],
    ] as const) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, bytes);
    }
    expect(await moveDirectoryFilesIntoDatabase(database.db, dataDir)).toBe(2);
    expect(filesUnder(dataDir)).toEqual([]);
    const served = await B().app.inject({
      method: 'GET',
      url: '/api/uploads/events/old-camp-0123456789ab.webp',
    });
    expect(served.statusCode).toBe(200);
    expect(served.body).toBe('RIFF....WEBP old');
    const [row] = await database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, `private/photo/2025/${'a'.repeat(32)}.png`));
    expect(row.content.toString()).toBe('DBJSENC1 sealed');
    expect(row.contentType).toBe('application/octet-stream');
    await database.db.delete(storedFiles).where(eq(storedFiles.key, row.key));
  });
});
