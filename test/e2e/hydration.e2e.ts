import type { Page } from 'playwright-core';
import { baseUrl, browserForTests, firstEventPath, screenshot, waitForHydration } from './browser';

// Server rendering and hydration (issue 10): each page arrives complete from the server, the browser hydrates
// that HTML without a mismatch at phone, tablet and desktop width (React errors #418, #419, #423 or a hydration
// warning would show in the console, and a client re-render would replace the server's elements), and it asks
// the API for nothing while it loads: the page's data came with it.
//
// Most pages load no script but the small entry (runtime and bootstrap) until the visitor's first pointer, key,
// touch, scroll or focus (src/client/app/hydration.ts); the pages with forms hydrate at once.

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 834, height: 1112 },
  { width: 1440, height: 900 },
];

const browser = browserForTests();
let eventPath = '';

beforeAll(async () => {
  eventPath = await firstEventPath();
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
  // The other languages (docs/i18n.md): each page hydrates with the messages the server sent with it.
  '/mr/',
  '/kn/events',
  `/hi${eventPath}`,
  '/mr/central-committee',
  '/kn/join-us',
  '/hi/no-such-page',
];

const isNotFound = (path: string) => path.endsWith('/no-such-page');
const isForm = (path: string) => path.endsWith('/join-us');

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

/** The scripts the page has requested, by their path. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The entry's scripts: the only ones a page that waits for the visitor loads before then. */
const ENTRY_SCRIPT = /^\/assets\/(runtime|main)\.[0-9a-f]+\.js$/;

const isHydrated = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });

describe.each(WIDTHS)('server-rendered pages at $width px', ({ width, height }) => {
  test('hydrate without a mismatch and without API calls', async () => {
    const context = await browser().newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
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
          if (isNotFound(path) && /status of 404/.test(text)) return;
          if (message.type() === 'error' || /hydrat/i.test(text)) errors.push(text);
        });
        page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
        });
        const scripts = watchScripts(page);
        const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
        const expected = isNotFound(path) ? 404 : 200;
        if (response?.status() !== expected) failures.push(`${path}: status ${response?.status()}`);
        const when = await page.locator('#root').getAttribute('data-hydrate');
        if (when !== (isForm(path) ? 'load' : 'interaction')) failures.push(`${path}: hydrates at ${when}`);
        if (when === 'interaction') {
          // Nothing but the entry until the visitor does something: no app, no page chunk, no hydration.
          const early = scripts.filter((script) => !ENTRY_SCRIPT.test(script));
          if (early.length) failures.push(`${path}: scripts before any interaction ${early.join(', ')}`);
          if (await isHydrated(page)) failures.push(`${path}: hydrated before any interaction`);
          // A key press on some pages, a tap or click on a heading on the others.
          if (paths().indexOf(path) % 2 === 0) await page.keyboard.press('Shift');
          else await page.locator('h1:visible').first().click();
        }
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
    // Seventeen pages in four languages, each loaded and hydrated: minutes on a busy 2-core machine.
  }, 480_000);
});

describe('the first interaction', () => {
  test.each(WIDTHS)(
    'at $width px: a tap loads the app, which hydrates without an error and then navigates in the page',
    async ({ width, height }) => {
      const context = await browser().newContext({ viewport: { width, height }, hasTouch: width < 800 });
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error' || /hydrat/i.test(message.text())) errors.push(message.text());
        });
        page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
        let documentLoads = 0;
        page.on('request', (request) => {
          if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentLoads += 1;
        });
        const scripts = watchScripts(page);
        await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
        expect(scripts.filter((script) => !ENTRY_SCRIPT.test(script))).toEqual([]);
        expect(await isHydrated(page)).toBe(false);

        // The scripts the page names are the ones the tap loads (asked for at once, not one after another).
        const named = ((await page.locator('#root').getAttribute('data-scripts')) ?? '').split(' ');
        expect(named.some((script) => /\/framework\./.test(script))).toBe(true);
        const heading = page.locator('h1:visible').first();
        if (width < 800) await heading.tap();
        else await heading.click();
        await waitForHydration(page);
        expect(scripts).toEqual(expect.arrayContaining(named));

        // The app now answers links itself: the next page comes without a document load.
        await page.locator('header a[href="/donation"]').first().click();
        await page.waitForURL('**/donation');
        await page.getByRole('heading', { level: 1, name: 'Donate' }).waitFor();
        expect(documentLoads).toBe(1);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  test('a button clicked before the app came is clicked again once it has hydrated', async () => {
    // Reduced motion: no carousel moves by itself, so a moved slide is the replayed click's doing.
    const context = await browser().newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' });
      expect(await isHydrated(page)).toBe(false);
      // The first carousel whose Next arrow can be pressed, and the slide it shows.
      const carousel = page
        .locator('section.carousel', { has: page.locator('button[aria-label="Next slide"]:not([disabled])') })
        .first();
      const current = () => carousel.locator('.slick-current').first().getAttribute('data-index');
      const before = await current();
      await carousel.locator('button[aria-label="Next slide"]').click();
      await waitForHydration(page);
      await page.waitForFunction(
        ([label, index]) => {
          const section = [...document.querySelectorAll('section.carousel')].find(
            (element) => element.getAttribute('aria-label') === label,
          );
          const shown = section?.querySelector('.slick-current')?.getAttribute('data-index');
          return shown !== undefined && shown !== null && shown !== index;
        },
        [await carousel.getAttribute('aria-label'), before] as const,
        { timeout: 30_000 },
      );
    } finally {
      await context.close();
    }
  });

  test('a script that did not arrive is asked for again at the next interaction, and the app then hydrates', async () => {
    // Offline for a moment at the first tap: the page stays as the server sent it, and the next tap starts the
    // app again. A failed script element must not stay on the page, or the chunk loader would wait on it.
    const context = await browser().newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/history`, { waitUntil: 'networkidle' });
      let offline = true;
      await page.route('**/assets/react.*.js', (route) => (offline ? route.abort() : route.continue()));
      const heading = page.locator('h1:visible').first();
      await heading.tap();
      // The failed attempt is over once no element for the chunk is left (each removes itself on failure).
      await page.waitForFunction(() => !document.querySelector('script[src*="/assets/react."]'), undefined, {
        timeout: 30_000,
      });
      expect(await isHydrated(page)).toBe(false);
      offline = false;
      await heading.tap();
      await waitForHydration(page);
    } finally {
      await context.close();
    }
  });

  test('scrolling is an interaction too', async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 812 } });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/history`, { waitUntil: 'networkidle' });
      expect(await isHydrated(page)).toBe(false);
      await page.mouse.move(180, 400);
      await page.mouse.wheel(0, 600);
      await waitForHydration(page);
    } finally {
      await context.close();
    }
  });

  test('before it, the menu is a <details> that opens and leads to another page; opened, it becomes the app menu', async () => {
    const context = await browser().newContext({ viewport: { width: 375, height: 812 }, hasTouch: true });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/events`, { waitUntil: 'networkidle' });
      // A tap on the menu opens it at once (no script needed) and starts the app, which then shows its own menu.
      await page.locator('summary', { hasText: 'Menu' }).tap();
      await waitForHydration(page);
      await page.getByRole('dialog').waitFor({ timeout: 30_000 });
      expect(await page.locator('summary').count()).toBe(0);
      await page.getByRole('dialog').getByRole('link', { name: 'Contact Us' }).first().click();
      await page.waitForURL('**/contact-us');
      await screenshot(page, 'hydration-menu-then-contact-375');

      // Without the app (its chunk blocked), the <details> menu alone still leads to the page.
      const blocked = await context.newPage();
      await blocked.route('**/assets/app.*.js', (route) => route.abort('internetdisconnected'));
      await blocked.goto(`${baseUrl()}/events`, { waitUntil: 'networkidle' });
      await blocked.locator('summary', { hasText: 'Menu' }).tap();
      await blocked.locator('nav[aria-label="Site"] a', { hasText: 'Central Committee' }).click();
      await blocked.waitForURL('**/central-committee');
      expect(await blocked.locator('h1:visible').textContent()).toContain('Central Committee');
    } finally {
      await context.close();
    }
  });
});

describe('without JavaScript', () => {
  test('every page reads and its menu links are followed', async () => {
    const context = await browser().newContext({
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
