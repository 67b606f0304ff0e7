import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { isKnownRoute } from '../../src/shared/routes';

export function chromiumPath(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate)) ?? null;
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through jest.e2e.config.ts');
  return url;
}

/** Debian's Chromium headless, reaching nothing beyond this machine: the browser tests and the bench scripts. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath() ?? undefined, args: CHROMIUM_FLAGS });
}

/**
 * Launches Chromium before the file's tests and closes it after them; call it at the top of a test file. The
 * browser exists only once beforeAll has run, hence the function: call it inside the tests.
 */
export function browserForTests(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser has not started: call this inside a test');
    return browser;
  };
}

/** The page of the first event the server lists (its demo content always has one). */
export async function firstEventPath(): Promise<string> {
  const events = await (await fetch(`${baseUrl()}/api/fetch/events/?per_page=1&page=1`)).json();
  return `/events/${events.data[0].event_slug}`;
}

export const SCREENSHOT_DIR = path.resolve(__dirname, '../../screenshots');

export interface PageProblems {
  consoleErrors: string[];
  failedRequests: string[];
}

/** Records console errors and failed requests (network failures and 4xx/5xx answers) of a page. */
export function watchProblems(
  page: Page,
  allowStatus: (url: string, status: number) => boolean = () => false,
): PageProblems {
  const problems: PageProblems = { consoleErrors: [], failedRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // The browser cancelled it (a navigation left the page while a font or picture was still loading, which a
    // busy machine makes likely): nothing failed.
    if (reason === 'net::ERR_ABORTED') return;
    problems.failedRequests.push(`${request.method()} ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !allowStatus(response.url(), response.status())) {
      problems.failedRequests.push(`${response.status()} ${response.url()}`);
    }
  });
  return problems;
}

/** Horizontal overflow: the document is wider than the viewport. */
export async function horizontalOverflow(page: Page): Promise<number> {
  // After a resize the app re-renders for the new width (useMediaQuery) a moment later; until then the old
  // width's markup can stick out. Give the page time to settle (generous on a busy machine), then measure.
  await page
    .waitForFunction(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth, null, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Internal links on the page that lead to no known route. */
export async function unknownInternalLinks(page: Page): Promise<string[]> {
  const origin = new URL(baseUrl()).origin;
  const hrefs = await page.$$eval('a[href]', (anchors) =>
    anchors.map((anchor) => (anchor as HTMLAnchorElement).href),
  );
  return hrefs.filter((href) => {
    const url = new URL(href);
    if (url.origin !== origin) return false;
    if (url.pathname.startsWith('/api/') || /\.(pdf|webm|webp|svg|png)$/.test(url.pathname)) return false;
    return !isKnownRoute(url.pathname);
  });
}

/**
 * Runs `check` with what `content-visibility: auto` leaves unrendered far from the viewport (the home page's later
 * sections, the footer) rendered, as a visitor scrolling down sees it: a whole-page picture shows it, and axe
 * reads its colours (skipped, the footer's light text was measured against the page's light background). The
 * page's CSP refuses an injected stylesheet; a style attribute it allows.
 */
export async function withSkippedContentRendered<T>(page: Page, check: () => Promise<T>): Promise<T> {
  const rendered = await page.evaluate(() => {
    const skipped = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (element) => getComputedStyle(element).contentVisibility === 'auto',
    );
    skipped.forEach((element) => element.style.setProperty('content-visibility', 'visible'));
    return skipped.length;
  });
  try {
    return await check();
  } finally {
    if (rendered > 0) {
      await page.evaluate(() =>
        document
          .querySelectorAll<HTMLElement>('body *')
          .forEach(
            (element) => element.style.contentVisibility && element.style.removeProperty('content-visibility'),
          ),
      );
    }
  }
}

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await withSkippedContentRendered(page, () =>
    page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true }),
  );
}

/** Resolves once React has hydrated the page (its handlers are attached to #root). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('root');
      return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
    },
    undefined,
    { timeout: 30_000 },
  );
}

/**
 * Most server-rendered pages load the app only at the visitor's first interaction (src/client/app/hydration.ts):
 * a key press (Shift, which does nothing else) starts it, then this waits until the page has hydrated. Pages with
 * a form hydrate by themselves; the key press is harmless there.
 */
export async function interactAndHydrate(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await waitForHydration(page);
}
