import type { Browser } from 'playwright-core';
import { STATIC_PATHS } from '../../src/shared/routes';
import {
  baseUrl,
  horizontalOverflow,
  launchBrowser,
  screenshot,
  unknownInternalLinks,
  watchProblems,
} from './browser';

// Every route of docs/product.md#routes at phone and desktop width: it renders one visible h1, logs no error,
// makes no failing request, does not scroll sideways and links only to known routes.

const WIDTHS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1440, height: 900 },
];

let browser: Browser;
let eventPaths: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  const events = await (await fetch(`${baseUrl()}/api/fetch/events/?per_page=2&page=1`)).json();
  eventPaths = events.data.map((event: { event_slug: string }) => `/events/${event.event_slug}`);
});

afterAll(async () => {
  await browser?.close();
});

const screenshotName = (path: string, width: string) =>
  `${width}${path === '/' ? '-home' : path.replace(/[^a-zA-Z0-9]+/g, '-')}`.replace(/-+$/, '');

describe.each(WIDTHS)('every route at $width px', ({ name, width, height }) => {
  const paths = () => [...STATIC_PATHS, ...eventPaths];

  test('renders cleanly', async () => {
    expect(eventPaths.length).toBeGreaterThan(0);
    const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
    const failures: string[] = [];
    try {
      for (const path of paths()) {
        const page = await context.newPage();
        const problems = watchProblems(page);
        const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
        if (response?.status() !== 200) failures.push(`${path}: status ${response?.status()}`);
        const h1 = page.locator('h1:visible');
        await h1
          .first()
          .waitFor({ timeout: 10_000 })
          .catch(() => undefined);
        const h1Count = await h1.count();
        if (h1Count !== 1) failures.push(`${path}: ${h1Count} visible h1`);
        const overflow = await horizontalOverflow(page);
        if (overflow > 0) failures.push(`${path}: ${overflow}px horizontal overflow`);
        const badLinks = await unknownInternalLinks(page);
        if (badLinks.length) failures.push(`${path}: links to unknown routes ${badLinks.join(', ')}`);
        if (problems.consoleErrors.length)
          failures.push(`${path}: console errors ${problems.consoleErrors.join(' | ')}`);
        if (problems.failedRequests.length)
          failures.push(`${path}: failed requests ${problems.failedRequests.join(' | ')}`);
        await screenshot(page, screenshotName(path, name));
        await page.close();
      }
    } finally {
      await context.close();
    }
    expect(failures).toEqual([]);
  }, 600_000);

  test('an unknown path answers 404 with a friendly page', async () => {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl()}/no-such-page`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').first().textContent()).resolves.toMatch(/not found/i);
    expect(await page.locator('a[href="/"]').count()).toBeGreaterThan(0);
    await context.close();
  });
});
