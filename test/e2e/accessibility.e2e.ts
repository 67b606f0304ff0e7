import type { Browser, BrowserContext, Page } from 'playwright-core';
import { LANGUAGES, localisedPath } from '../../src/shared/i18n/languages';
import { STATIC_PATHS } from '../../src/shared/routes';
import { axeViolations, summarise, type AxeViolation } from './axe';
import {
  baseUrl,
  horizontalOverflow,
  launchBrowser,
  screenshot,
  unknownInternalLinks,
  waitForHydration,
  watchProblems,
  withSkippedContentRendered,
  type PageProblems,
} from './browser';

// Every public route (docs/product.md#routes: every fixed path, an event page and the 404 page) in every language,
// checked as the visitor uses it: after the first interaction has hydrated it (most pages load the app only then),
// its fonts loaded. At 1440 and 375 px it answers its status, shows one visible h1, logs no error, makes no failing
// request, links only to known routes and axe-core finds no WCAG 2.2 AA violation (wcag2a, wcag2aa, wcag21a,
// wcag21aa, wcag22aa; issue 13); nothing scrolls sideways at 320 px or at 200% zoom. One browser and one page,
// reused from route to route; English pages are saved as screenshots at both widths.

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

const isNotFound = (path: string) => path.endsWith('/no-such-page');

/** Loads a route as a visitor meets it: hydrated by a first key press, fonts loaded, loading states settled. */
async function open(page: Page, path: string): Promise<string | null> {
  const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
  const expected = isNotFound(path) ? 404 : 200;
  if (response?.status() !== expected) return `answered ${response?.status()}`;
  await page.keyboard.press('Shift');
  await waitForHydration(page);
  await settle(page);
  return null;
}

/**
 * Link texts that say nothing out of context, as Lighthouse's SEO audit `link-text` lists them (in English): a
 * card's "Learn More" adds the card's name for screen readers and search engines. Lighthouse reads innerText, so
 * the visually hidden part counts.
 */
const VAGUE_LINK_TEXTS = [
  'click here',
  'click this',
  'go',
  'here',
  'information',
  'learn more',
  'more',
  'more info',
  'more information',
  'right here',
  'read more',
  'see more',
  'start',
  'this',
];

/** What a visitor would see go wrong on the page as it stands: the route checks beside axe. */
async function routeProblems(page: Page, path: string, problems: PageProblems): Promise<string[]> {
  const found: string[] = [];
  const h1Count = await page.locator('h1:visible').count();
  if (h1Count !== 1) found.push(`${h1Count} visible h1`);
  // The not-found page's skip link and language switcher lead to the not-found page itself.
  const badLinks = (await unknownInternalLinks(page)).filter((href) => !isNotFound(new URL(href).pathname));
  if (badLinks.length) found.push(`links to unknown routes ${badLinks.join(', ')}`);
  const vagueLinks = await page.$$eval(
    'a[href]',
    (anchors, vague) =>
      anchors
        .map((anchor) => (anchor as HTMLElement).innerText.trim().toLowerCase())
        .filter((text) => vague.includes(text)),
    VAGUE_LINK_TEXTS,
  );
  if (vagueLinks.length) found.push(`links whose text says nothing out of context: ${vagueLinks.join(', ')}`);
  const overflow = await horizontalOverflow(page);
  if (overflow > 0) found.push(`${overflow}px horizontal overflow`);
  // The not-found page's own 404 answer is reported as a failed resource; nothing else may be.
  const errors = problems.consoleErrors.filter((text) => !(isNotFound(path) && /status of 404/.test(text)));
  if (errors.length) found.push(`console errors ${errors.join(' | ')}`);
  if (problems.failedRequests.length) found.push(`failed requests ${problems.failedRequests.join(' | ')}`);
  return found;
}

const screenshotName = (path: string, width: number) =>
  `${width}${path === '/' ? '-home' : path.replace(/[^a-zA-Z0-9]+/g, '-')}`.replace(/-+$/, '');

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
  let problems: PageProblems;

  beforeAll(async () => {
    // Reduced motion: the carousels stand still while axe reads them. bypassCSP: axe is injected as a script.
    context = await browser.newContext({ viewport: AXE_WIDTHS[0], reducedMotion: 'reduce', bypassCSP: true });
    page = await context.newPage();
    // The not-found page answers 404 itself; every other failing answer is a problem.
    problems = watchProblems(page, (url, status) => status === 404 && isNotFound(new URL(url).pathname));
  });

  afterAll(async () => {
    await context?.close();
  });

  test.each(LANGUAGES.map((language) => ({ language })))(
    'in $language: each route renders cleanly and axe finds no WCAG 2.2 AA violation at 1440 and 375 px, and nothing scrolls sideways at 320 px or at 200% zoom',
    async ({ language }) => {
      expect(eventPath).not.toBe('');
      const paths = [...STATIC_PATHS, eventPath, '/no-such-page'].map((path) =>
        localisedPath(language, path),
      );
      const found: { route: string; violations: AxeViolation[] }[] = [];
      const failures: string[] = [];
      const overflowing: string[] = [];
      for (const path of paths) {
        await page.setViewportSize(AXE_WIDTHS[0]);
        problems.consoleErrors.length = 0;
        problems.failedRequests.length = 0;
        const failure = await open(page, path);
        if (failure) {
          found.push({
            route: path,
            violations: [{ rule: 'status', impact: '', help: failure, nodes: [], count: 1 }],
          });
          continue;
        }
        const home = localisedPath(language, '/');
        if (isNotFound(path) && !(await page.locator(`a[href="${home}"]`).count()))
          failures.push(`${path}: no link to the home page ${home}`);
        if (isNotFound(path) && language === 'en')
          expect(await page.locator('h1').first().textContent()).toMatch(/not found/i);
        for (const size of AXE_WIDTHS) {
          if (size !== AXE_WIDTHS[0]) {
            await page.setViewportSize(size);
            await settle(page);
          }
          for (const problem of await routeProblems(page, path, problems))
            failures.push(`${path} at ${size.width} px: ${problem}`);
          const violations = await withSkippedContentRendered(page, () => axeViolations(page));
          if (violations.length) found.push({ route: `${path} at ${size.width} px`, violations });
          if (language === 'en' || path === home) await screenshot(page, screenshotName(path, size.width));
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
      expect(failures).toEqual([]);
      expect(
        found.map(({ route, violations }) => `${route}: ${violations.map((v) => v.rule).join(', ')}`),
      ).toEqual([]);
      expect(overflowing).toEqual([]);
    },
    // 54 routes, each checked at four widths: minutes on a busy 2-core machine.
    1_200_000,
  );
});
