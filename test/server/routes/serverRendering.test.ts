import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as ssr from '../../../src/client/ssr';
import { buildApp } from '../../../src/server/app';
import { openDatabase, type Database } from '../../../src/server/db/client';
import type { PageRenderer } from '../../../src/server/routes/site';
import { addNews, signIn, type AdminSession } from '../admin/adminHelpers';
import {
  describeEachDatabase,
  makeTempDir,
  SLOW_HOOK_MS,
  startTestServer,
  type TestServer,
} from '../helpers/harness';
import { postgresReachable } from '../helpers/postgres';
import { formatOrdinalDate } from '../../../src/shared/dates';
import { TRANSLATED_LANGUAGES } from '../../../src/shared/i18n/languages';

// Server rendering through the app (issue 10): every public route answers its page rendered by React from
// src/client/ssr.tsx (the same module webpack builds into dist/server/ssr.js) with its data, head tags and the
// state of its queries; pages are rendered once per content change, revalidate with 304, go out compressed, and
// an office write on this or (PostgreSQL) another instance renders them afresh.

const PUBLIC_URL = 'https://sabha.example.org';
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dakshin Bharat Jain Sabha</title>' +
  '<meta name="description" content="The template\'s description"><script defer src="/assets/main.js"></script>' +
  '</head><body><noscript>This website needs JavaScript.</noscript><div id="root"></div></body></html>';

const createdDirs: string[] = [];
afterAll(() => {
  for (const dir of createdDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function distFolder(): string {
  const dir = makeTempDir('dbjs-ssr-dist-');
  createdDirs.push(dir);
  fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(
    path.join(dir, 'server', 'chunks.json'),
    JSON.stringify({
      app: ['assets/framework.1234abcd.js', 'assets/app.1234abcd.css', 'assets/app.1234abcd.js'],
      events: ['assets/events.1234abcd.css', 'assets/events.1234abcd.js'],
      join: ['assets/join.1234abcd.css', 'assets/join.1234abcd.js'],
    }),
  );
  return dir;
}

/** The renderer of src/client/ssr.tsx, counting its renders. */
function countingRenderer(): PageRenderer & { renders: number } {
  const renderer = {
    renders: 0,
    render: (url: string, options: Parameters<PageRenderer['render']>[1]) => {
      renderer.renders += 1;
      return ssr.render(url, options);
    },
  };
  return renderer;
}

async function siteApp(
  server: TestServer,
  database: Database,
  renderer: PageRenderer,
  pageCache?: { maxEntries: number },
): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { ...server.config, publicUrl: PUBLIC_URL },
    database,
    logger: false,
    serveSite: true,
    distDir: distFolder(),
    renderer,
    pageCache,
  });
  await app.ready();
  return app;
}

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
  return response.body;
}

/** The serialised query state of a page. */
function stateOf(html: string): { api: { queries: Record<string, { status: string; data?: unknown }> } } {
  const match = /<script type="application\/json" id="dbjs-state">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('the page carries no state');
  expect(match[1]).not.toContain('<');
  return JSON.parse(match[1]);
}

function headOf(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

describeEachDatabase('server-rendered pages', (server) => {
  let app: FastifyInstance;
  let renderer: ReturnType<typeof countingRenderer>;
  let session: AdminSession;
  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    renderer = countingRenderer();
    app = await siteApp(server(), server().database, renderer);
    session = await signIn(server().app, server().db);
  }, SLOW_HOOK_MS);
  afterAll(async () => {
    await app?.close();
  });

  it('the home page arrives complete: headings, links, pictures, data, state and its own head tags', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toMatch(/<h1[^>]*>Dakshin Bharat Jain Sabha/);
    expect(html).toContain('href="/join-us"');
    expect(html).toMatch(/<img[^>]+src="\/images\/hero\//);
    // The template's own title, description and note for browsers without JavaScript are replaced.
    expect(html).not.toContain('needs JavaScript');
    expect(html).not.toContain("The template's description");
    expect(html.match(/<title>/g)).toHaveLength(1);
    const head = headOf(html);
    expect(head).toContain('<title>Home | Dakshin Bharat Jain Sabha</title>');
    expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/">`);
    expect(head).toMatch(/<meta property="og:image" content="https:\/\/sabha\.example\.org\/images\//);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head);
    expect(JSON.parse(jsonLd![1])).toMatchObject({ '@type': 'NGO', name: 'Dakshin Bharat Jain Sabha' });
    // No Suspense fallback and no inline script other than the data blocks (the CSP allows no inline script).
    expect(html).not.toContain('<!--$!-->');
    expect(html).not.toContain('Loading…');
    const scripts = html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [];
    expect(scripts.every((tag) => /type="application\/(json|ld\+json)"/.test(tag))).toBe(true);
    const { queries } = stateOf(html).api;
    expect(queries['getHomepage(undefined)']).toMatchObject({ status: 'fulfilled' });
    expect(queries['getSettings(undefined)']).toMatchObject({ status: 'fulfilled' });
  });

  it("the home page's carousels hide no slide before hydration: their links are all readable and reachable", async () => {
    const html = (await get('/')).body;
    const slides = html.match(/<div data-index="-?\d+" class="slick-slide[^>]*>/g) ?? [];
    // The hero, the branches, the testimonials, the events, the history cards and the pillars.
    expect(slides.length).toBeGreaterThan(20);
    expect(slides.filter((slide) => slide.includes('aria-hidden="true"'))).toEqual([]);
    // Slides react-slick showed first keep its own marking.
    expect(slides.filter((slide) => slide.includes('aria-hidden="false"')).length).toBeGreaterThan(0);
  });

  it('the events page carries its events, their pictures, its page chunk and its state', async () => {
    const events = (await server().app.inject('/api/fetch/events/?per_page=9&page=1')).json().data as {
      event_name: string;
      event_slug: string;
      event_image: string;
    }[];
    expect(events.length).toBeGreaterThan(0);
    const html = (await get('/events')).body;
    const text = textOf(html);
    for (const event of events) {
      expect(text).toContain(event.event_name);
      expect(html).toContain(`href="/events/${event.event_slug}"`);
    }
    expect(html).toContain(`src="/api/${events[0].event_image}"`);
    expect(headOf(html)).toContain('<link href="/assets/app.1234abcd.css" rel="stylesheet">');
    expect(headOf(html)).toContain('<link href="/assets/events.1234abcd.css" rel="stylesheet">');
    // It hydrates at the visitor's first interaction: no script of the app's before then, only their names.
    expect(headOf(html)).not.toContain('rel="preload" as="script"');
    expect(html).toContain(
      '<div id="root" data-hydrate="interaction" data-scripts="/assets/framework.1234abcd.js /assets/app.1234abcd.js /assets/events.1234abcd.js">',
    );
    expect(headOf(html)).toContain('<title>Events | Dakshin Bharat Jain Sabha</title>');
    const state = stateOf(html);
    const eventsQuery = Object.entries(state.api.queries).find(([key]) => key.startsWith('getEvents('));
    expect(eventsQuery?.[1]).toMatchObject({ status: 'fulfilled' });
  });

  it('a page with a form hydrates once it has loaded: its scripts are named, not asked for in the head', async () => {
    const html = (await get('/join-us')).body;
    expect(headOf(html)).not.toContain('rel="preload" as="script"');
    expect(headOf(html)).toContain('<link href="/assets/join.1234abcd.css" rel="stylesheet">');
    expect(html).toContain(
      '<div id="root" data-hydrate="load" data-scripts="/assets/framework.1234abcd.js /assets/app.1234abcd.js /assets/join.1234abcd.js">',
    );
  });

  it('an event page: its name, date, picture as absolute address, and schema.org Event', async () => {
    const event = (await server().app.inject('/api/fetch/event-view/blood-donation-camp')).json().result;
    const response = await get('/events/blood-donation-camp');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toMatch(new RegExp(`<h1[^>]*>${event.event_name}`));
    const head = headOf(html);
    expect(head).toContain(`<title>${event.event_name} | Dakshin Bharat Jain Sabha</title>`);
    expect(head).toContain(`<meta property="og:title" content="${event.event_name}">`);
    expect(head).toContain(`<meta property="og:image" content="${PUBLIC_URL}/api/${event.event_image}">`);
    expect(head).toMatch(/<meta property="og:description" content="\d+(st|nd|rd|th) \w+, \d{4}\. /);
    expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}/events/blood-donation-camp">`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)![1]);
    expect(jsonLd).toMatchObject({
      '@type': 'Event',
      name: event.event_name,
      startDate: event.event_date,
      image: [`${PUBLIC_URL}/api/${event.event_image}`],
    });
    expect(stateOf(html).api.queries['getEvent("blood-donation-camp")']).toMatchObject({
      status: 'fulfilled',
    });
  });

  it("a translated event page's shared description names the day in the page's language", async () => {
    const event = (await server().app.inject('/api/fetch/event-view/blood-donation-camp')).json().result;
    const english = formatOrdinalDate(event.event_date);
    for (const language of TRANSLATED_LANGUAGES) {
      const response = await get(`/${language}/events/blood-donation-camp`);
      expect(response.statusCode).toBe(200);
      const head = headOf(response.body);
      const day = formatOrdinalDate(event.event_date, language);
      expect(day).not.toBe(english);
      for (const key of ['property="og:description"', 'name="twitter:description"']) {
        const content = new RegExp(`<meta ${key} content="([^"]*)"`).exec(head)?.[1];
        expect(content?.startsWith(`${day}. `)).toBe(true);
        expect(content).not.toContain(english);
      }
    }
  });

  it('unknown addresses and unknown events answer the not-found page with 404', async () => {
    for (const url of ['/no-such-page', '/events/no-such-event', '/server/chunks.json']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toMatch(/<h1[^>]*>Page not found/);
      const head = headOf(response.body);
      expect(head).toContain('<title>Page not found | Dakshin Bharat Jain Sabha</title>');
      // Not a page of the site: not indexed, and the unknown address is not named as canonical or shared.
      expect(head).toContain('<meta name="robots" content="noindex">');
      expect(head).not.toContain('rel="canonical"');
      expect(head).not.toContain('hreflang=');
      expect(head).not.toContain('og:url');
    }
  });

  it('every page has its own title, description and canonical address', async () => {
    const pages = [
      '/about-sabha',
      '/history',
      '/central-committee',
      '/about-president',
      '/social-work/awards',
    ];
    const titles = new Set<string>();
    for (const url of [...pages, '/social-work/matrimony-events', '/join-us', '/contact-us']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const head = headOf(response.body);
      const title = /<title>(.*?)<\/title>/.exec(head)![1];
      expect(title).toMatch(/^.+ \| Dakshin Bharat Jain Sabha$/);
      titles.add(title);
      expect(head).toMatch(/<meta name="description" content="[^"]{20,}">/);
      expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}${url}">`);
      expect(head).toContain(`<meta property="og:url" content="${PUBLIC_URL}${url}">`);
      expect(response.body).toMatch(/<h1[^>]*>/);
    }
    expect(titles.size).toBe(8);
  });

  it('pages with data render it: committee, president, awards, matrimony', async () => {
    for (const [url, endpoint] of [
      ['/central-committee', 'getBoardMembers('],
      ['/about-president', 'getPresident('],
      ['/social-work/awards', 'getAwards('],
      ['/social-work/matrimony-events', 'getMatrimonyCard('],
    ]) {
      const { queries } = stateOf((await get(url)).body).api;
      const entry = Object.entries(queries).find(([key]) => key.startsWith(endpoint));
      expect([url, entry?.[1].status]).toEqual([url, 'fulfilled']);
    }
  });

  it('revalidates with 304, compresses, and renders a page once until the content changes', async () => {
    const first = await get('/about-president');
    const rendersAfterFirst = renderer.renders;
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    const again = await get('/about-president', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const brotli = await get('/about-president', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('Accept-Encoding');
    expect(decoded(brotli)).toBe(first.body);
    const gzip = await get('/about-president', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(first.body);
    // The compressed form revalidates too.
    expect(
      (await get('/about-president', { 'if-none-match': brotli.headers.etag as string })).statusCode,
    ).toBe(304);
    expect(renderer.renders).toBe(rendersAfterFirst);
  });

  it('a server that starts listening renders the home page before any visitor asks for it', async () => {
    const warmed = countingRenderer();
    const started = await siteApp(server(), server().database, warmed);
    try {
      expect(warmed.renders).toBe(0);
      await started.listen({ port: 0, host: '127.0.0.1' });
      const deadline = Date.now() + 30_000;
      while (started.pageCache.size === 0 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      expect(warmed.renders).toBe(1);
      // The first visitor gets the kept page: no second render.
      const home = await started.inject('/');
      expect(home.statusCode).toBe(200);
      expect(home.body).toMatch(/<h1[^>]*>Dakshin Bharat Jain Sabha/);
      expect(warmed.renders).toBe(1);
    } finally {
      await started.close();
    }
  });

  it('an office write renders the pages afresh with the new content', async () => {
    const before = await get('/');
    expect(textOf(before.body)).not.toContain('Paryushan timetable');
    const renders = renderer.renders;
    await get('/');
    expect(renderer.renders).toBe(renders);
    await addNews(app, session, {
      content: '<p>Paryushan timetable is out.</p>',
      published_on: '2099-05-01',
    });
    const after = await get('/', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(textOf(after.body)).toContain('Paryushan timetable is out.');
    expect(renderer.renders).toBe(renders + 1);
  });

  it('keeps a bounded number of pages, whatever addresses clients make up', async () => {
    const small = await siteApp(server(), server().database, countingRenderer(), { maxEntries: 3 });
    try {
      for (let i = 0; i < 8; i += 1) {
        expect((await small.inject(`/made-up-${i}`)).statusCode).toBe(404);
        expect(small.pageCache.size).toBeLessThanOrEqual(3);
      }
    } finally {
      await small.close();
    }
  });

  it('falls back to the plain page when rendering fails, never a 500', async () => {
    const failing = await siteApp(server(), server().database, {
      render: () => Promise.reject(new Error('renderer broke')),
    });
    try {
      const response = await failing.inject('/events');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect((await failing.inject('/no-such-page')).statusCode).toBe(404);
    } finally {
      await failing.close();
    }
  });
});

// PGlite is embedded: one instance only. Several instances share one PostgreSQL.
const describeOnPostgres = postgresReachable() || process.env.CI ? describe : describe.skip;

describeOnPostgres('server-rendered pages: two instances on one PostgreSQL', () => {
  let first: TestServer & { stop(): Promise<void> };
  beforeAll(async () => {
    first = await startTestServer('postgres');
  }, SLOW_HOOK_MS);
  afterAll(async () => {
    await first?.stop();
  }, SLOW_HOOK_MS);

  it('an office write on one instance renders the pages of the other afresh', async () => {
    const session = await signIn(first.app, first.db);
    const secondDatabase = await openDatabase({ databaseUrl: first.config.databaseUrl, dataDir: null });
    const renderer = countingRenderer();
    const second = await siteApp(first, secondDatabase, renderer);
    try {
      const home = async () => textOf((await second.inject('/')).body);
      expect(await home()).not.toContain('Ahimsa walk');
      await home();
      expect(renderer.renders).toBe(1);
      await addNews(first.app, session, {
        content: '<p>Ahimsa walk on Sunday.</p>',
        published_on: '2099-06-01',
      });
      const deadline = Date.now() + 10_000;
      while (!(await home()).includes('Ahimsa walk on Sunday.')) {
        if (Date.now() > deadline) throw new Error('the second instance still shows the old page');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await second.close();
      await secondDatabase.close();
    }
  }, 60_000);
});
