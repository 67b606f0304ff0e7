import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isKnownRoute } from '../../shared/routes';
import { regularFileInside, sendStaticFile } from '../lib/staticFile';
import { loggableError } from '../plugins/errors';
import { findEventBySlug } from '../repositories/content';

// The browser app built by webpack (dist/). Every route of SPEC.md section 2 answers index.html (history
// fallback); files answer themselves; any other path answers index.html with 404, so the app shows its
// not-found page and crawlers see the right status. /api/* never falls back to the page.

export interface SiteOptions {
  serveSite: boolean;
  /** Folder of the built app; dist/ at the project root by default (tests pass a temporary folder). */
  distDir?: string;
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

/** A path inside dist made of plain segments (no dot segments, no hidden files), or null. */
export function safeDistPath(relativePath: string): string | null {
  if (relativePath === '' || relativePath.length > 500) return null;
  const segments = relativePath.split('/');
  if (!segments.every((segment) => SAFE_SEGMENT.test(segment) && !segment.includes('..'))) return null;
  return segments.join('/');
}

/** The slug of an event detail page (`/events/{slug}`, trailing slash allowed), or null for any other path. */
export function eventSlugOf(pathname: string): string | null {
  const match = /^\/events\/([^/]+)\/*$/.exec(pathname);
  return match ? match[1] : null;
}

export default async function siteRoutes(app: FastifyInstance, options: SiteOptions): Promise<void> {
  if (!options.serveSite) return;
  const distDir = path.resolve(options.distDir ?? DEFAULT_DIST_DIR);
  const indexFile = path.join(distDir, 'index.html');

  // dist/ may not exist yet (first start, or a watch build still running): requests then get a 503 that says so.
  async function sendIndex(reply: FastifyReply, statusCode: number): Promise<FastifyReply> {
    let html: string;
    try {
      html = await fs.promises.readFile(indexFile, 'utf8');
    } catch {
      return reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(SITE_NOT_BUILT_MESSAGE);
    }
    reply.code(statusCode).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
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

  // The office console (src/admin) is its own page, dist/admin.html, for /admin and everything under it. It is
  // not a public route (isKnownRoute stays as it is), and its HTML is never cached.
  const adminFile = path.join(distDir, 'admin.html');
  const sendAdmin = async (_request: FastifyRequest, reply: FastifyReply) => {
    let html: string;
    try {
      html = await fs.promises.readFile(adminFile, 'utf8');
    } catch {
      return reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(SITE_NOT_BUILT_MESSAGE);
    }
    return reply.code(200).header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(html);
  };
  app.get('/admin', sendAdmin);
  app.get('/admin/*', sendAdmin);

  // /events/{slug} is a page only while that event exists; otherwise 404, and the app shows its not-found page.
  // If the database cannot say, 503: the page then explains that the event could not be loaded.
  async function eventPageStatus(request: FastifyRequest, slug: string): Promise<number> {
    try {
      return (await findEventBySlug(app.db, slug)) ? 200 : 404;
    } catch (error) {
      request.log.error({ err: loggableError(error) }, 'event page: the event could not be looked up');
      return 503;
    }
  }

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const rest = ((request.params as { '*'?: string })['*'] ?? '').replace(/^\/+/, '');
    const pathname = `/${rest}`;
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
    const slug = eventSlugOf(pathname);
    if (slug !== null) return sendIndex(reply, await eventPageStatus(request, slug));
    if (pathname === '/index.html' || isKnownRoute(pathname)) return sendIndex(reply, 200);
    const relative = safeDistPath(rest);
    if (relative) {
      const file = path.join(distDir, relative);
      const stat = await regularFileInside(distDir, file);
      if (stat)
        return sendStaticFile(request, reply, file, stat, {
          cacheControl: cacheControlFor(relative),
          // webpack.config.ts compresses the hashed bundles at build time.
          precompressed: relative.startsWith('assets/'),
        });
    }
    return sendIndex(reply, 404);
  };

  app.get('/', handler);
  app.get('/*', handler);
}
