import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LANGUAGES, localisedPath } from '../../src/shared/i18n/languages';
import { STATIC_PATHS } from '../../src/shared/routes';
import { axeViolations, summarise, type AxeViolation } from './axe';
import { baseUrl, horizontalOverflow, launchBrowser, screenshot, waitForHydration } from './browser';

// Issue 13, WCAG 2.2 AA: axe-core finds no violation (wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa) on any public
// route (docs/product.md#routes: every fixed path, an event page and the 404 page) in any language at 375 and
// 1440 px. Each page is checked as the visitor uses it: after the first interaction has hydrated it (most pages
// load the app only then), its fonts loaded. One browser and one page, reused from route to route.

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

/** Loads a route as a visitor meets it: hydrated by a first key press, fonts loaded, loading states settled. */
async function open(page: Page, path: string): Promise<string | null> {
  const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
  const expected = path.endsWith('/no-such-page') ? 404 : 200;
  if (response?.status() !== expected) return `answered ${response?.status()}`;
  await page.keyboard.press('Shift');
  await waitForHydration(page);
  await settle(page);
  return null;
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames: the layout (and the header's menu, chosen by the width) has followed a resize.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await page
    // Pages that fetch after hydration show a loading state first; axe reads what settles.
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 5_000 })
    .catch(() => undefined);
}

const AXE_WIDTHS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
];
// WCAG 1.4.10 Reflow: at 320 CSS px, and at 200% zoom of a 1280 px window (640 CSS px: zoom changes the layout
// width, not what lays out), no page scrolls sideways. Target sizes (2.5.8) are axe's target-size rule.
const REFLOW_WIDTHS = [
  { width: 320, height: 640 },
  { width: 640, height: 400 },
];

// Each route is loaded once per language and checked at every width by resizing the page: about 220 loads
// instead of 650, so the whole check takes minutes in CI.
describe('every public route, in every language', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    // Reduced motion: the carousels stand still while axe reads them. bypassCSP: axe is injected as a script.
    context = await browser.newContext({ viewport: AXE_WIDTHS[0], reducedMotion: 'reduce', bypassCSP: true });
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  test.each(LANGUAGES.map((language) => ({ language })))(
    'in $language: axe finds no WCAG 2.2 AA violation at 1440 and 375 px, and nothing scrolls sideways at 320 px or at 200% zoom',
    async ({ language }) => {
      const paths = [...STATIC_PATHS, eventPath, '/no-such-page'].map((path) =>
        localisedPath(language, path),
      );
      const found: { route: string; violations: AxeViolation[] }[] = [];
      const overflowing: string[] = [];
      for (const path of paths) {
        await page.setViewportSize(AXE_WIDTHS[0]);
        const failure = await open(page, path);
        if (failure) {
          found.push({
            route: path,
            violations: [{ rule: 'status', impact: '', help: failure, nodes: [], count: 1 }],
          });
          continue;
        }
        for (const size of AXE_WIDTHS) {
          if (size !== AXE_WIDTHS[0]) {
            await page.setViewportSize(size);
            await settle(page);
          }
          const violations = await axeViolations(page);
          if (violations.length) found.push({ route: `${path} at ${size.width} px`, violations });
        }
        for (const size of REFLOW_WIDTHS) {
          await page.setViewportSize(size);
          await settle(page);
          const overflow = await horizontalOverflow(page);
          if (overflow > 0) overflowing.push(`${path} at ${size.width} px: ${overflow}px`);
        }
      }
      await screenshot(page, `accessibility-${language}-last-640`);
      if (found.length) console.log(`axe in ${language}:\n${summarise(found)}`);
      expect(
        found.map(({ route, violations }) => `${route}: ${violations.map((v) => v.rule).join(', ')}`),
      ).toEqual([]);
      expect(overflowing).toEqual([]);
    },
    // 54 routes, each checked at four widths: minutes on a busy 2-core machine.
    1_200_000,
  );
});
