import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchBrowser, screenshot } from './browser';

// Server rendering and hydration (issue 10): each page arrives complete from the server, the browser hydrates
// that HTML without a mismatch at phone, tablet and desktop width (React errors #418, #419, #423 or a hydration
// warning would show in the console, and a client re-render would replace the server's elements), and it asks
// the API for nothing while it loads: the page's data came with it.

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 834, height: 1112 },
  { width: 1440, height: 900 },
];

let browser: Browser;
let eventPath = '';

beforeAll(async () => {
  browser = await launchBrowser();
  const events = await (await fetch(`${baseUrl()}/api/fetch/events/?per_page=1&page=1`)).json();
  eventPath = `/events/${events.data[0].event_slug}`;
});

afterAll(async () => {
  await browser?.close();
});

const paths = () => [
  '/',
  '/events',
  eventPath,
  '/central-committee',
  '/about-president',
  '/social-work/awards',
  '/social-work/matrimony-events',
  '/history',
  '/veer-seva-dal',
  '/join-us',
  '/no-such-page',
];

/** Before any script runs: remember the server's <main> and header, to see whether hydration kept them. */
const REMEMBER_SERVER_ELEMENTS = () => {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const marks = window as unknown as Record<string, unknown>;
    marks.__serverMain = document.querySelector('main');
    marks.__serverHeader = document.querySelector('header');
  });
};

/** Whether the server's elements are still the ones on the page (a client re-render would replace them). */
async function serverElementsKept(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const marks = window as unknown as Record<string, unknown>;
    return (
      marks.__serverMain instanceof Element &&
      marks.__serverMain === document.querySelector('main') &&
      marks.__serverHeader === document.querySelector('header')
    );
  });
}

/** Resolves once React has hydrated the page (its handlers are attached to #root). */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    },
    undefined,
    { timeout: 30_000 },
  );
}

describe.each(WIDTHS)('server-rendered pages at $width px', ({ width, height }) => {
  test('hydrate without a mismatch and without API calls', async () => {
    const context = await browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
    await context.addInitScript(REMEMBER_SERVER_ELEMENTS);
    const failures: string[] = [];
    try {
      for (const path of paths()) {
        const page = await context.newPage();
        const errors: string[] = [];
        const apiCalls: string[] = [];
        page.on('console', (message) => {
          const text = message.text();
          // The not-found page's own 404 answer is reported as a failed resource; nothing else may be.
          if (path === '/no-such-page' && /status of 404/.test(text)) return;
          if (message.type() === 'error' || /hydrat/i.test(text)) errors.push(text);
        });
        page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
        });
        const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
        const expected = path === '/no-such-page' ? 404 : 200;
        if (response?.status() !== expected) failures.push(`${path}: status ${response?.status()}`);
        await waitForHydration(page);
        if (!(await serverElementsKept(page))) failures.push(`${path}: the server's HTML was replaced`);
        if (errors.length) failures.push(`${path}: console ${errors.join(' | ')}`);
        // Pictures come from /api/uploads; the data calls are what must not happen.
        const dataCalls = apiCalls.filter((url) => !new URL(url).pathname.startsWith('/api/uploads/'));
        if (dataCalls.length) failures.push(`${path}: API calls while loading ${dataCalls.join(', ')}`);
        if (width !== 834 && (path === '/' || path === '/events'))
          await screenshot(page, `hydrated-${width}${path === '/' ? '-home' : '-events'}`);
        await page.close();
      }
    } finally {
      await context.close();
    }
    expect(failures).toEqual([]);
  });
});

describe('without JavaScript', () => {
  test('every page reads and its menu links are followed', async () => {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/`);
      expect(await page.locator('h1:visible').count()).toBe(1);
      // The menu is a <details> that opens without a script.
      await page.locator('summary', { hasText: 'Menu' }).click();
      await page.locator('nav[aria-label="Site"] a', { hasText: 'Central Committee' }).click();
      await page.waitForURL('**/central-committee');
      expect(await page.locator('h1:visible').textContent()).toContain('Central Committee');
      // The footer's sections are open: their links can be followed too.
      const privacy = page.locator('footer a', { hasText: 'Privacy Policy' });
      expect(await privacy.isVisible()).toBe(true);
      await page.goto(`${baseUrl()}${eventPath}`);
      expect(await page.locator('h1:visible').count()).toBe(1);
      expect(await page.locator('main img').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
