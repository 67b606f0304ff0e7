import type { FastifyInstance } from 'fastify';
import { STATIC_PATHS } from '../../shared/routes';
import { LANGUAGES, localisedPath } from '../../shared/i18n/languages';
import { listEventSlugs } from '../repositories/content';

// /sitemap.xml lists every public page (the shared route list) and every event page, in each language (/mr/…,
// /kn/…, /hi/…), with absolute addresses from PUBLIC_URL; /robots.txt points search engines to it and keeps them out of the API and the console.

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function sitemapXml(publicUrl: string, events: Array<{ slug: string; date: string }>): string {
  const url = (path: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(publicUrl + encodeURI(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...LANGUAGES.flatMap((language) => [
      ...STATIC_PATHS.map((path) => url(localisedPath(language, path))),
      ...events.map((event) => url(localisedPath(language, `/events/${event.slug}`), event.date)),
    ]),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/uploads/',
    'Disallow: /api/',
    'Disallow: /admin',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export default async function sitemapRoutes(app: FastifyInstance): Promise<void> {
  app.get('/sitemap.xml', async (_request, reply) => {
    const events = await listEventSlugs(app.db);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(app.config.publicUrl, events));
  });
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(app.config.publicUrl)),
  );
}
