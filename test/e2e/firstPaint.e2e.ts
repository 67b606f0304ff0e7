import type { Page } from 'playwright-core';
import {
  baseUrl,
  interactAndHydrate,
  browserForTests,
  firstEventPath,
  screenshot,
  waitForHydration,
  watchProblems,
} from './browser';

// What the first paint needs comes with the first HTML (issue 10, images, fonts and critical CSS; the server side
// is src/server/lib/criticalCss.ts):
// - the page's largest picture preloaded with fetchpriority="high", and the three fonts of the first screen;
// - the CSS the page's markup uses inline, allowed by the page's CSP by its hash and by nothing looser, so the
//   browser reports no refused style; the stylesheets themselves are not requested before the first paint: they
//   wait at the end of the body in a <noscript> (applied there without JavaScript, linked when the app starts);
// - that inline CSS is complete for the page as rendered: with every stylesheet request refused, the page's
//   header, heading, pictures and sections sit exactly where they sit with the stylesheets (nothing moves when
//   they arrive), at phone and desktop width;
// - pictures carry width and height, and photos a srcset.

const browser = browserForTests();
let eventPath = '';

beforeAll(async () => {
  eventPath = await firstEventPath();
});

const pages = () => ['/', '/events', eventPath, '/donation/donation-payment', '/join-us', '/about-sabha'];

/** The font preloads in a page's head. */
function fontPreloadTags(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link rel="preload" as="font"[^>]*>/g)].map((match) => match[0]);
}

/** The face a font preload names: `inter-400` for /assets/fonts/inter-400.0a1b2c3d.woff2. */
const fontName = (tag: string) => /\/assets\/fonts\/([a-z-]+-\d+)\./.exec(tag)?.[1];

/** The fonts Chromium drew an element's text with (DevTools' "Rendered Fonts"). */
async function platformFonts(
  page: Page,
  selector: string,
): Promise<{ familyName: string; postScriptName: string; isCustomFont: boolean }[]> {
  const session = await page.context().newCDPSession(page);
  await session.send('DOM.enable');
  await session.send('CSS.enable');
  const { root } = await session.send('DOM.getDocument');
  const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
  await session.detach();
  return fonts;
}

async function firstHtml(path: string): Promise<{ html: string; csp: string }> {
  const response = await fetch(`${baseUrl()}${path}`);
  expect(response.status).toBe(200);
  return { html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
}

describe('the first HTML', () => {
  test('preloads the largest picture with fetchpriority="high" and the three first-screen fonts', async () => {
    for (const path of pages()) {
      const { html } = await firstHtml(path);
      const head = html.slice(0, html.indexOf('</head>'));
      const imagePreloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
      expect([path, imagePreloads.some((tag) => /fetchpriority="high"/i.test(tag))]).toEqual([path, true]);
      const fontPreloads = fontPreloadTags(html);
      expect([path, fontPreloads.map(fontName)]).toEqual([
        path,
        ['inter-400', 'inter-600', 'noto-serif-700'],
      ]);
      for (const tag of fontPreloads) expect(tag).toContain('crossorigin');
    }
  });

  test('a page in Marathi, Hindi or Kannada draws its script in the installed typeface and downloads no font for it', async () => {
    // CI's machine has Noto Sans Devanagari and Kannada installed (Debian's fonts-noto-core), as Android phones
    // have: the pages preload only the three Latin fonts, and their @font-face rules take the installed copy.
    const expected: Record<string, string> = {
      '/mr/events': 'Noto Sans Devanagari',
      '/hi/join-us': 'Noto Sans Devanagari',
      '/kn/': 'Noto Sans Kannada',
    };
    const context = await browser().newContext({ viewport: { width: 412, height: 915 } });
    try {
      for (const [path, family] of Object.entries(expected)) {
        const { html } = await firstHtml(path);
        expect([path, fontPreloadTags(html).map(fontName)]).toEqual([
          path,
          ['inter-400', 'inter-600', 'noto-serif-700'],
        ]);

        const page = await context.newPage();
        const fontFiles: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'font') fontFiles.push(new URL(request.url()).pathname);
        });
        await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        // The heading's letters of the script, drawn with the installed font (not a web font: isCustomFont).
        const installed = (await platformFonts(page, 'h1')).filter(
          (font) => font.familyName === family && !font.isCustomFont,
        );
        expect([path, installed.length]).toEqual([path, 1]);
        expect([path, fontFiles.filter((file) => /noto-sans-(devanagari|kannada)/.test(file))]).toEqual([
          path,
          [],
        ]);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  test('the home hero (a <picture> with a phone cut) is preloaded per width', async () => {
    const { html } = await firstHtml('/');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="preload" as="image" imagesrcset="\/images\/hero\/slide-1-portrait\.webp" media="\(max-width: \d+px\)" fetchpriority="high">/,
    );
    expect(head).toMatch(
      /<link rel="preload" as="image" href="\/images\/hero\/slide-1\.webp" imagesrcset="[^"]+" imagesizes="[^"]+" media="not all and \(max-width: \d+px\)" fetchpriority="high">/,
    );
  });

  test('holds the CSS its markup uses inline, allowed by its hash in the CSP, the stylesheets kept for later', async () => {
    for (const path of pages()) {
      const { html, csp } = await firstHtml(path);
      const head = html.slice(0, html.indexOf('</head>'));
      const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]);
      expect([path, styles.length]).toEqual([path, 1]);
      // The header's and the heading's rules are there.
      expect(styles[0]).toContain('--color-primary');
      expect(styles[0]).toContain('@font-face');
      const styleSrc = /(?:^|;)style-src ([^;]*)/.exec(csp)?.[1] ?? '';
      const { createHash } = await import('node:crypto');
      const hash = `'sha256-${createHash('sha256').update(styles[0], 'utf8').digest('base64')}'`;
      expect([path, styleSrc]).toEqual([path, `'self' ${hash}`]);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/style-src [^;]*unsafe-inline/);
      // No stylesheet is asked for from the head: they wait in a <noscript> at the end.
      expect(head).not.toMatch(/\.css"/);
      const end = html.slice(html.lastIndexOf('</script>'));
      expect([
        path,
        /<noscript id="dbjs-stylesheets">(<link rel="stylesheet" href="\/assets\/[^"]+\.css">)+<\/noscript><\/body>/.test(
          end,
        ),
      ]).toEqual([path, true]);
    }
  });
});

interface Box {
  what: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the page's landmarks sit once its fonts are in (fonts alone may move text; they load either way). */
async function layout(page: Page): Promise<Box[]> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.evaluate(() => {
    const selectors = ['header', 'h1', 'main', 'main > *', 'main img', 'footer'];
    const boxes: Box[] = [];
    for (const selector of selectors) {
      document.querySelectorAll(selector).forEach((element, index) => {
        if (index >= 12) return;
        const rect = element.getBoundingClientRect();
        boxes.push({
          what: `${selector}[${index}]`,
          x: Math.round(rect.x),
          y: Math.round(rect.y + window.scrollY),
          width: Math.round(rect.width),
          height: Math.round(rect.height),
        });
      });
    }
    return boxes;
  });
}

/** The stylesheets a page asks for from now on, as they are requested. */
function stylesheetRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') urls.push(request.url());
  });
  return urls;
}

describe.each([
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
])('at $width px', ({ width, height }) => {
  test('the inline CSS alone lays the page out as the stylesheets do, and no style is refused', async () => {
    const context = await browser().newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
    // Without JavaScript the browser applies the stylesheets from the <noscript>, as soon as it reaches them.
    const withoutScripts = await browser().newContext({
      viewport: { width, height },
      reducedMotion: 'reduce',
      javaScriptEnabled: false,
    });
    const failures: string[] = [];
    try {
      for (const path of pages()) {
        // No script runs in either load: this compares the server's HTML under the two kinds of CSS, not the
        // page after hydration (test/e2e/hydration.e2e.ts looks at that).
        const bare = await withoutScripts.newPage();
        // Only the inline CSS: every stylesheet request is refused too.
        await bare.route(/\/assets\/.*\.(css|js)$/, (route) => route.abort('blockedbyclient'));
        await bare.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
        const inlineOnly = await layout(bare);
        await bare.close();

        const page = await withoutScripts.newPage();
        const problems = watchProblems(page);
        const stylesheets = stylesheetRequests(page);
        await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
        if (!stylesheets.length) failures.push(`${path}: no stylesheet applied without JavaScript`);
        const full = await layout(page);
        if (JSON.stringify(full) !== JSON.stringify(inlineOnly)) {
          const moved = full.filter(
            (box, index) => JSON.stringify(box) !== JSON.stringify(inlineOnly[index]),
          );
          failures.push(`${path}: moved ${JSON.stringify(moved.slice(0, 3))}`);
        }
        const refused = problems.consoleErrors.filter((text) =>
          /Content Security Policy|Refused/i.test(text),
        );
        if (refused.length) failures.push(`${path}: ${refused.join(' | ')}`);
        await page.close();

        // And as a visitor gets it, scripts and all, up to hydration: no error, no style refused by the CSP.
        const live = await context.newPage();
        const liveProblems = watchProblems(live);
        const liveStylesheets = stylesheetRequests(live);
        await live.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle' });
        // A page that waits for the visitor asks for no stylesheet before then; the app links them when it starts.
        const hydratesAtOnce = (await live.getAttribute('#root', 'data-hydrate')) === 'load';
        if (!hydratesAtOnce && liveStylesheets.length)
          failures.push(
            `${path}: stylesheets requested before any interaction: ${liveStylesheets.join(' ')}`,
          );
        await interactAndHydrate(live);
        const linked = await live.evaluate(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.media),
        );
        if (!linked.length) failures.push(`${path}: no stylesheet linked once hydrated`);
        if (linked.some((media) => media !== 'all'))
          failures.push(`${path}: stylesheets not applied once hydrated: ${linked.join(' ')}`);
        if (liveProblems.consoleErrors.length)
          failures.push(
            `${path} hydrated: ${[...liveProblems.consoleErrors, ...liveProblems.failedRequests].join(' | ')}`,
          );
        if (path === '/' || path === '/events')
          await screenshot(live, `first-paint-${width}${path === '/' ? '-home' : '-events'}`);
        await live.close();
      }
    } finally {
      await context.close();
      await withoutScripts.close();
    }
    expect(failures).toEqual([]);
  });
});

test('a form page does not move while its stylesheets arrive one by one', async () => {
  // The page's own stylesheet comes last, two frames after the others were delivered: applied as each arrived, the
  // global one would override the page's rules of the inline CSS meanwhile (the banner's text and the form jumped
  // and jumped back, a layout shift of 0.11 in Lighthouse). bootstrap.ts applies them together.
  const context = await browser().newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: { value: number; startTime: number }[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push(entry as unknown as { value: number; startTime: number });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const delivered: Promise<unknown>[] = [];
    // Only what moves once the stylesheets are asked for counts: on a busy machine the fonts may arrive after the
    // first paint, and their swap (font-display: swap) moves the text a few pixels before any stylesheet is linked.
    let marked: Promise<unknown> | undefined;
    await page.route(/\/assets\/.*\.css$/, async (route) => {
      marked ??= page.evaluate(() => Object.assign(window, { stylesheetsAskedAt: performance.now() }));
      await marked;
      if (!/\/assets\/donate\.[0-9a-f]+\.css$/.test(route.request().url())) {
        delivered.push(route.continue());
        return;
      }
      await Promise.all(delivered);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await route.continue();
    });
    await page.goto(`${baseUrl()}/donation/donation-payment`);
    await waitForHydration(page);
    const shifts = await page.evaluate(() => {
      const { layoutShifts, stylesheetsAskedAt } = window as unknown as {
        layoutShifts: { value: number; startTime: number }[];
        stylesheetsAskedAt: number;
      };
      return layoutShifts
        .filter((shift) => shift.startTime >= stylesheetsAskedAt)
        .map((shift) => shift.value);
    });
    expect(marked).toBeDefined();
    expect(shifts.filter((value) => value > 0.001)).toEqual([]);
  } finally {
    await context.close();
  }
});

test.each([
  [412, 823],
  [1440, 900],
])(
  'the footer is laid out only once the visitor scrolls near it, then whole (%i px)',
  async (width, height) => {
    // `content-visibility: auto` (Footer.module.css): its links and lines were part of each page's first layout.
    // checkVisibility with contentVisibilityAuto says whether the browser skips an element's rendering.
    const context = await browser().newContext({ viewport: { width, height } });
    try {
      const page = await context.newPage();
      for (const path of ['/join-us', '/hi/join-us']) {
        await page.goto(`${baseUrl()}${path}`);
        await waitForHydration(page);
        // Some of the footer's links are in the layout of the other width, or in a closed section: any one drawn.
        // Scrolled down again at each try when asked: the router may restore the top of the page after hydrating.
        const footerDrawn = (scroll: boolean) => {
          if (scroll) window.scrollTo(0, document.documentElement.scrollHeight);
          return [...document.querySelectorAll('footer a[href]')].some((link) =>
            link.checkVisibility({ contentVisibilityAuto: true }),
          );
        };
        expect([path, await page.evaluate(footerDrawn, false)]).toEqual([path, false]);
        await page.waitForFunction(footerDrawn, true);
        const box = await page.locator('footer').boundingBox();
        expect(box?.height).toBeGreaterThan(300);
        expect(await page.locator('footer a[href]').count()).toBeGreaterThan(10);
      }
    } finally {
      await context.close();
    }
  },
);

test('pictures reserve their space, and photos offer a srcset', async () => {
  const context = await browser().newContext({ viewport: { width: 375, height: 812 } });
  const failures: string[] = [];
  try {
    for (const path of [...pages(), '/contact-us', '/publications/pragati-and-jin-vijay']) {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}${path}`, { waitUntil: 'domcontentloaded' });
      const images = await page.$$eval('img', (elements) =>
        elements.map((img) => ({
          src: img.getAttribute('src') ?? '',
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          srcset: img.getAttribute('srcset'),
          loading: img.getAttribute('loading'),
        })),
      );
      for (const image of images) {
        if (!image.width || !image.height) failures.push(`${path}: ${image.src} without width or height`);
        if (/\.webp$/.test(image.src) && !image.srcset && !/^\/api\/uploads\/(?!events)/.test(image.src))
          failures.push(`${path}: ${image.src} without srcset`);
      }
      const eager = images.filter((image) => image.loading === 'eager' && /\.webp$/.test(image.src));
      if (path === '/events' && eager.length !== 2)
        failures.push(`/events: ${eager.length} eager photos (the banner and the first card only)`);
      await page.close();
    }
  } finally {
    await context.close();
  }
  expect(failures).toEqual([]);
});
