import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
// First: the harness hands the app a PGlite loaded outside jest's module sandbox.
import { appOnStandIn, makeTempDir, SLOW_HOOK_MS, testConfig } from '../helpers/harness';
import { buildApp } from '../../../src/server/app';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { seedIfEmpty } from '../../../src/server/db/seed';
import { SEED_EVENTS } from '../../../src/server/db/seed/content';
import { eventSlugOf } from '../../../src/server/routes/site';
import { eventSlug } from '../../../src/shared/slug';
import { expectIndexPage, INDEX_HTML } from '../helpers/site';

// Issue 9, defect 8: /events/{slug} answers the page with 200 only for an event that exists. An unknown slug
// answers the same page with 404 (the app shows its not-found page there), as every unknown address does.

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function distWithIndex(): string {
  const distDir = makeTempDir('dbjs-dist-');
  dirs.push(distDir);
  fs.writeFileSync(path.join(distDir, 'index.html'), INDEX_HTML);
  return distDir;
}

describe('event detail pages with the demo content', () => {
  let app: FastifyInstance;
  let database: Database;
  const known = eventSlug(SEED_EVENTS[0].name);

  beforeAll(async () => {
    const dataDir = makeTempDir();
    dirs.push(dataDir);
    database = await openDatabase({ dataDir: null });
    await seedIfEmpty(database.db, { dataDir });
    app = await buildApp({
      config: testConfig(dataDir),
      database,
      logger: false,
      serveSite: true,
      distDir: distWithIndex(),
    });
  }, SLOW_HOOK_MS);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  }, SLOW_HOOK_MS);

  it.each([`/events/${known}`, `/events/${known}/`])(
    'a known event %s answers the page with 200',
    async (url) => {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it.each([
    '/events/no-such-event',
    `/events/${known}-2`,
    `/events/${known.toUpperCase()}`,
    '/events/%F0%9F%99%8F',
  ])('an unknown event %s answers the not-found page with 404', async (url) => {
    expectIndexPage(await app.inject(url), 404);
  });

  it('the events list and other pages are unaffected', async () => {
    expect((await app.inject('/events')).statusCode).toBe(200);
    expect((await app.inject('/events/a/b')).statusCode).toBe(404);
    expect((await app.inject(`/api/fetch/event-view/${known}`)).statusCode).toBe(200);
  });
});

describe('event detail pages when the database does not answer', () => {
  it('is 503 with the page (which then says the event could not be loaded), never a 500', async () => {
    const dataDir = makeTempDir();
    dirs.push(dataDir);
    // A database stand-in whose every query throws, as a database that cannot be reached does.
    const app = await appOnStandIn(dataDir, { serveSite: true, distDir: distWithIndex() });
    const response = await app.inject('/events/annual-general-meeting');
    expect(response.statusCode).toBe(503);
    expect(response.body).toBe(INDEX_HTML);
    await app.close();
  });
});

describe('eventSlugOf', () => {
  it.each([
    ['/events/blood-donation-camp', 'blood-donation-camp'],
    ['/events/blood-donation-camp/', 'blood-donation-camp'],
    ['/events', null],
    ['/events/', null],
    ['/events/a/b', null],
    ['/about-sabha', null],
  ])('%s -> %s', (pathname, slug) => expect(eventSlugOf(pathname)).toBe(slug));
});
