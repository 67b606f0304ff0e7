import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LANGUAGES, localisedPath } from '../../src/shared/i18n/languages';
import { STATIC_PATHS } from '../../src/shared/routes';
import { axeViolations, summarise, type AxeViolation } from './axe';
import { baseUrl, horizontalOverflow, launchBrowser, screenshot, waitForHydration } from './browser';

// Issue 13, WCAG 2.2 AA: axe-core finds no violation (wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa) on any public
// route (docs/product.md#routes: every fixed path, an event page and the 404 page) in any language at 375 and
// 1440 px. Each page is checked as the visitor uses it: after the first interaction has hydrated it (most pages
// load the app only then), its fonts loaded. One browser, one page per width, reused from route to route.

const WIDTHS = [
  { width: 375, height: 812 },
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

async function check(page: Page, path: string): Promise<AxeViolation[]> {
  const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
  const expected = path.endsWith('/no-such-page') ? 404 : 200;
  if (response?.status() !== expected) {
    return [{ rule: 'status', impact: '', help: `answered ${response?.status()}`, nodes: [], count: 1 }];
  }
  await page.keyboard.press('Shift');
  await waitForHydration(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page
    // Pages that fetch after hydration show a loading state first; axe reads what settles.
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 5_000 })
    .catch(() => undefined);
  return axeViolations(page);
}

describe.each(WIDTHS)('axe, WCAG 2.2 AA, at $width px', ({ width, height }) => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // Reduced motion: the carousels stand still while axe reads them. bypassCSP: axe is injected as a script.
    context = await browser.newContext({
      viewport: { width, height },
      reducedMotion: 'reduce',
      bypassCSP: true,
    });
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  test.each(LANGUAGES.map((language) => ({ language })))(
    'every route in $language has no violation',
    async ({ language }) => {
      const paths = [...STATIC_PATHS, eventPath, '/no-such-page'].map((path) =>
        localisedPath(language, path),
      );
      const found: { route: string; violations: AxeViolation[] }[] = [];
      for (const path of paths) {
        const violations = await check(page, path);
        if (violations.length) found.push({ route: path, violations });
      }
      if (found.length) console.log(`axe at ${width} px in ${language}:\n${summarise(found)}`);
      expect(
        found.map(({ route, violations }) => `${route}: ${violations.map((v) => v.rule).join(', ')}`),
      ).toEqual([]);
    },
    300_000,
  );
});

// WCAG 1.4.10 Reflow: at 320 CSS px, and at 200% zoom of a 1280 px window (640 CSS px at device scale 2), no page
// scrolls sideways; every route in English and in Marathi (the longer words). Target sizes (2.5.8) are axe's
// target-size rule above.
describe.each([
  { name: '320 px', width: 320, height: 640, scale: 1 },
  { name: '200% zoom of 1280 px', width: 640, height: 400, scale: 2 },
])('reflow at $name', ({ width, height, scale }) => {
  test.each([{ language: 'en' as const }, { language: 'mr' as const }])(
    'no route in $language scrolls sideways',
    async ({ language }) => {
      const context = await browser.newContext({
        viewport: { width, height },
        deviceScaleFactor: scale,
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      const overflowing: string[] = [];
      try {
        for (const path of [...STATIC_PATHS, eventPath].map((route) => localisedPath(language, route))) {
          await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
          await page.keyboard.press('Shift');
          await waitForHydration(page);
          await page.evaluate(async () => {
            await document.fonts.ready;
          });
          const overflow = await horizontalOverflow(page);
          if (overflow > 0) overflowing.push(`${path}: ${overflow}px`);
        }
        await screenshot(page, `reflow-${width}x${scale}-${language}-last`);
      } finally {
        await context.close();
      }
      expect(overflowing).toEqual([]);
    },
    300_000,
  );
});
