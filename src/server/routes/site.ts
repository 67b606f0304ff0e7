import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { DOMPurify } from 'dompurify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toIsoDate, todayInIndia } from '../../shared/dates';
import { isKnownRoute } from '../../shared/routes';
import { splitLanguage } from '../../shared/i18n/languages';
import type { CachedAnswer } from '../cache/readCache';
import { preferredEncoding } from '../lib/contentEncoding';
import { criticalCss, inlineStyleHashes } from '../lib/criticalCss';
import { regularFileInside, sendStaticFile } from '../lib/staticFile';
import { getPurifier } from '../lib/sanitize';
import { loggableError } from '../plugins/errors';
import { pageContentSecurityPolicy } from '../plugins/security';
import { findEventBySlug } from '../repositories/content';

// The browser app built by webpack (dist/). Every route of docs/product.md#routes answers its page rendered
// by React on the server (dist/server/ssr.js, built from src/client/ssr.tsx), which the browser hydrates;
// files answer themselves; any other path answers the not-found page with 404, so crawlers see the right
// status. /api/* never falls back to a page.
//
// A rendered page is kept in app.pageCache (plugins/readCache.ts): rendered once per path and content change
// (an office write drops every page, on every instance), sent with a strong ETag per encoding, compressed once.
// Should the renderer be missing or fail, the page is the built shell (dist/index.html), which the browser
// renders by itself: a slower page, never an error.

/** What src/client/ssr.tsx exports (the server build's dist/server/ssr.js). */
export interface PageRenderer {
  render(
    url: string,
    options: {
      template: string;
      publicUrl: string;
      fetch: typeof fetch;
      chunkFiles?: Record<string, string[]>;
      purifier?: Pick<DOMPurify, 'sanitize'>;
      statusCode?: number;
    },
  ): Promise<{ html: string }>;
}

export interface SiteOptions {
  serveSite: boolean;
  /** Folder of the built app; dist/ at the project root by default (tests pass a temporary folder). */
  distDir?: string;
  /** The page renderer; by default DIST_DIR/server/ssr.js, loaded on first use (tests pass src/client/ssr). */
  renderer?: PageRenderer;
}

export const DEFAULT_DIST_DIR = path.resolve(__dirname, '../../../dist');

export const SITE_NOT_BUILT_MESSAGE =
  'The website has not been built yet. Run `npm run build` (or `npm start`, which builds it when needed) and reload this page.';

// Webpack names bundles by content hash; such a name never changes its bytes.
const HASHED_NAME = /(^|[.-])[0-9a-f]{8,}\./i;
const SAFE_SEGMENT = /^[A-Za-z0-9_@][A-Za-z0-9._@-]*$/;

export function cacheControlFor(relativePath: string): string {
  if (relativePath.endsWith('.html')) return 'no-cache';
  if (HASHED_NAME.test(path.posix.basename(relativePath))) return 'public, max-age=31536000, immutable';
  // A development build names its bundles without hashes: always revalidate them.
  if (relativePath.startsWith('assets/')) return 'no-cache';
  // Files copied from public/ keep their names across builds: cache briefly, then revalidate.
  return 'public, max-age=3600';
}

/** The server build's folder inside dist: code for the server, never sent to browsers. */
const SERVER_BUILD_DIR = 'server';

/** A path inside dist made of plain segments (no dot segments, no hidden files), or null. */
export function safeDistPath(relativePath: string): string | null {
  if (relativePath === '' || relativePath.length > 500) return null;
  const segments = relativePath.split('/');
  if (!segments.every((segment) => SAFE_SEGMENT.test(segment) && !segment.includes('..'))) return null;
  return segments.join('/');
}

/** The slug of an event detail page (`/events/{slug}`, trailing slash allowed), or null for any other path. */
export function eventSlugOf(pathname: string): string | null {
  const match = /^\/events\/([^/]+)\/*$/.exec(splitLanguage(pathname).path);
  return match ? match[1] : null;
}

/**
 * The renderer built into DIST_DIR/server/ssr.js, loaded again whenever that file changes (a rebuild while the
 * server runs, as `npm run dev` does). Null while there is none.
 */
function builtRenderer(distDir: string, onReload: () => void): () => PageRenderer | null {
  const file = path.join(distDir, SERVER_BUILD_DIR, 'ssr.js');
  const load = createRequire(__filename);
  let loaded: { mtimeMs: number; renderer: PageRenderer } | null = null;
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (loaded?.mtimeMs !== stat.mtimeMs) {
      // Pages rendered by the previous renderer are dropped with it.
      if (loaded) onReload();
      delete load.cache[file];
      loaded = { mtimeMs: stat.mtimeMs, renderer: load(file) as PageRenderer };
    }
    return loaded.renderer;
  };
}

const HTML_TYPE = 'text/html; charset=utf-8';

export default async function siteRoutes(app: FastifyInstance, options: SiteOptions): Promise<void> {
  if (!options.serveSite) return;
  const distDir = path.resolve(options.distDir ?? DEFAULT_DIST_DIR);
  const renderer = options.renderer
    ? () => options.renderer ?? null
    : builtRenderer(distDir, () => app.pageCache.invalidate());
  const sendPage = pageSender(app, distDir, renderer);
  registerAdminRoutes(app, distDir);
  registerSiteRoutes(app, distDir, sendPage);
  // The first page a process renders takes about 300 ms more than the next ones (the renderer's modules, the
  // sanitiser's document, the first run of React's code): the home page is rendered into the page cache as the
  // server starts listening, so that the first visitor after a start does not wait for that.
  app.addHook('onListen', (done) => {
    app.inject({ method: 'GET', url: '/' }).catch(() => undefined);
    done();
  });
}

/** Sends the page at the request's address with `statusCode` (see pageSender). */
type SendPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  pathname: string,
  statusCode: number,
) => Promise<FastifyReply>;

/** The 503 for a request that needs a file of the build while dist/ has none yet. */
function sendSiteNotBuilt(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('Cache-Control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(SITE_NOT_BUILT_MESSAGE);
}

// dist/ may not exist yet (first start, or a watch build still running): requests then get a 503 that says so.
async function sendIndex(reply: FastifyReply, indexFile: string, statusCode: number): Promise<FastifyReply> {
  let html: string;
  try {
    html = await fs.promises.readFile(indexFile, 'utf8');
  } catch {
    return sendSiteNotBuilt(reply);
  }
  reply.code(statusCode).header('Cache-Control', 'no-cache').type(HTML_TYPE);
  if (statusCode === 200) {
    // no-cache means "revalidate": a browser's next visit asks with If-None-Match and gets 304 while the
    // build is unchanged. Weak, because the page is sent compressed in the encoding each client accepts.
    const etag = `W/"${crypto.createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
    reply.header('ETag', etag);
    const ifNoneMatch = reply.request.headers['if-none-match'];
    if (ifNoneMatch?.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();
  }
  return reply.send(html);
}

// A rebuild changes the bundles' names in the template: the pages rendered from the old one are dropped. The
// template's time is looked at once a second at most, not on every request.
function oldBuildDropper(app: FastifyInstance, indexFile: string): () => void {
  let templateSeen = { mtimeMs: -1, checkedAt: 0 };
  return function dropPagesOfOldBuild(): void {
    const now = Date.now();
    if (now - templateSeen.checkedAt < 1000) return;
    const mtimeMs = fs.statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (templateSeen.mtimeMs !== -1 && mtimeMs !== templateSeen.mtimeMs) app.pageCache.invalidate();
    templateSeen = { mtimeMs, checkedAt: now };
  };
}

/** The browser build's files per chunk (webpack.config.ts writes them); without them pages link no chunk. */
async function readChunkFiles(distDir: string): Promise<Record<string, string[]> | undefined> {
  try {
    return JSON.parse(
      await fs.promises.readFile(path.join(distDir, SERVER_BUILD_DIR, 'chunks.json'), 'utf8'),
    ) as Record<string, string[]>;
  } catch {
    return undefined;
  }
}

/** The page's API calls, answered in process through the same routes and read cache as the browser's. */
function serverFetchThrough(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const answer = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'application/json' },
    });
    const headers = new Headers();
    const type = answer.headers['content-type'];
    if (typeof type === 'string') headers.set('content-type', type);
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };
}

// The page's CSP names its inline styles by hash, worked out once per kept page.
function pagePolicies(app: FastifyInstance): (page: CachedAnswer) => string {
  const policies = new WeakMap<CachedAnswer, string>();
  return function policyOf(page: CachedAnswer): string {
    let policy = policies.get(page);
    if (policy === undefined) {
      policy = pageContentSecurityPolicy(app.config, inlineStyleHashes(page.body));
      policies.set(page, policy);
    }
    return policy;
  };
}

function sendRenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedAnswer,
  policy: string,
): FastifyReply {
  reply.header('Content-Security-Policy', policy);
  const encoding = page.compressible ? preferredEncoding(request.headers['accept-encoding']) : null;
  reply
    .code(page.statusCode)
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding')
    .header('ETag', page.etag(encoding));
  if (page.statusCode === 200 && page.matches(request.headers['if-none-match']))
    return reply.code(304).send();
  reply.type(HTML_TYPE);
  if (encoding) return reply.header('Content-Encoding', encoding).send(page.encodedBody(encoding));
  return reply.send(page.body);
}

/** Sends the page at the request's address, rendered by React (or, failing that, the shell) with `statusCode`. */
function pageSender(app: FastifyInstance, distDir: string, renderer: () => PageRenderer | null): SendPage {
  const indexFile = path.join(distDir, 'index.html');
  const dropPagesOfOldBuild = oldBuildDropper(app, indexFile);
  const serverFetch = serverFetchThrough(app);
  // The first screen's CSS inline and the fonts preloaded, once per rendered page (lib/criticalCss.ts).
  const finishPage = criticalCss({ distDir, log: app.log });
  const policyOf = pagePolicies(app);

  return async function sendPage(request, reply, pathname, statusCode) {
    // 503: the database could not say whether the page exists; the browser's app explains it.
    if (statusCode === 503) return sendIndex(reply, indexFile, statusCode);
    let render: PageRenderer | null;
    try {
      render = renderer();
    } catch (error) {
      request.log.error(
        { err: loggableError(error) },
        'page renderer could not be loaded; sending the shell',
      );
      return sendIndex(reply, indexFile, statusCode);
    }
    if (!render) return sendIndex(reply, indexFile, statusCode);
    dropPagesOfOldBuild();
    const query = request.url.indexOf('?');
    const url = query === -1 ? pathname : `${pathname}${request.url.slice(query)}`;
    // Matrimony cards are ordered around today's date in India: a page is kept for its day only.
    const key = `${toIsoDate(todayInIndia())} ${statusCode} ${url}`;
    try {
      const page = await app.pageCache.get(key, async () => {
        const template = await fs.promises.readFile(indexFile, 'utf8');
        const chunkFiles = await readChunkFiles(distDir);
        const rendered = await render.render(url, {
          template,
          publicUrl: app.config.publicUrl,
          fetch: serverFetch,
          chunkFiles,
          purifier: getPurifier(),
          statusCode,
        });
        return { statusCode, payload: null, text: await finishPage(rendered.html) };
      });
      return sendRenderedPage(request, reply, page, policyOf(page));
    } catch (error) {
      request.log.error({ err: loggableError(error) }, 'page could not be rendered; sending the shell');
      return sendIndex(reply, indexFile, statusCode);
    }
  };
}

// The office console (src/admin) is its own page, dist/admin.html, for /admin and everything under it. It is
// not a public route (isKnownRoute stays as it is), and its HTML is never cached.
function registerAdminRoutes(app: FastifyInstance, distDir: string): void {
  const adminFile = path.join(distDir, 'admin.html');
  const sendAdmin = async (_request: FastifyRequest, reply: FastifyReply) => {
    let html: string;
    try {
      html = await fs.promises.readFile(adminFile, 'utf8');
    } catch {
      return sendSiteNotBuilt(reply);
    }
    return reply.code(200).header('Cache-Control', 'no-store').type(HTML_TYPE).send(html);
  };
  app.get('/admin', sendAdmin);
  app.get('/admin/*', sendAdmin);
}

// /events/{slug} is a page only while that event exists; otherwise 404, and the app shows its not-found page.
// If the database cannot say, 503: the page then explains that the event could not be loaded.
async function eventPageStatus(app: FastifyInstance, request: FastifyRequest, slug: string): Promise<number> {
  try {
    return (await findEventBySlug(app.db, slug)) ? 200 : 404;
  } catch (error) {
    request.log.error({ err: loggableError(error) }, 'event page: the event could not be looked up');
    return 503;
  }
}

/** Every other path: a page of the site, a file of the build, or the not-found page. */
function registerSiteRoutes(app: FastifyInstance, distDir: string, sendPage: SendPage): void {
  const indexFile = path.join(distDir, 'index.html');
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const rest = ((request.params as { '*'?: string })['*'] ?? '').replace(/^\/+/, '');
    const pathname = `/${rest}`;
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
    const slug = eventSlugOf(pathname);
    if (slug !== null) return sendPage(request, reply, pathname, await eventPageStatus(app, request, slug));
    if (pathname === '/index.html') return sendIndex(reply, indexFile, 200);
    if (isKnownRoute(pathname)) return sendPage(request, reply, pathname, 200);
    const relative = safeDistPath(rest);
    if (relative && !relative.startsWith(`${SERVER_BUILD_DIR}/`)) {
      const file = path.join(distDir, relative);
      const stat = await regularFileInside(distDir, file);
      if (stat)
        return sendStaticFile(request, reply, file, stat, {
          cacheControl: cacheControlFor(relative),
          // webpack.config.ts compresses the hashed bundles at build time.
          precompressed: relative.startsWith('assets/'),
        });
    }
    return sendPage(request, reply, pathname, 404);
  };

  app.get('/', handler);
  app.get('/*', handler);
}
