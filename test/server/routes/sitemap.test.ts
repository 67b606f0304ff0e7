import { LANGUAGES, localisedPath } from '../../../src/shared/i18n/languages';
import { STATIC_PATHS } from '../../../src/shared/routes';
import { sitemapXml } from '../../../src/server/routes/sitemap';
import { describeEachDatabase } from '../helpers/harness';

// /sitemap.xml names every public page and every event with its absolute address; /robots.txt points to it.

describe('sitemapXml', () => {
  it('escapes and encodes addresses', () => {
    const xml = sitemapXml('https://dbjs.example.org', [{ slug: 'a&b', date: '2026-01-02' }]);
    expect(xml).toContain('<loc>https://dbjs.example.org/events/a&amp;b</loc><lastmod>2026-01-02</lastmod>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
});

describeEachDatabase('sitemap and robots', (server) => {
  it('lists every public route and every event of the database, in every language', async () => {
    const { app } = server();
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const base = app.config.publicUrl;
    const events = (await app.inject('/api/fetch/events?per_page=50')).json().data as Array<{
      event_slug: string;
    }>;
    expect(events.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      for (const path of STATIC_PATHS) expect(locs).toContain(base + localisedPath(language, path));
      for (const event of events)
        expect(locs).toContain(`${base}${localisedPath(language, `/events/${event.event_slug}`)}`);
    }
    expect(locs).toContain(`${base}/mr/events`);
    expect(locs).toHaveLength(LANGUAGES.length * (STATIC_PATHS.length + events.length));
  });

  it('points search engines to the sitemap and keeps them out of the API and the console', async () => {
    const response = await server().app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Sitemap: ${server().app.config.publicUrl}/sitemap.xml`);
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain('Disallow: /admin');
  });
});
