/**
 * `npm run bench:web`: what a visitor's phone downloads and how Lighthouse scores the two busiest pages.
 * Prints the gzip size of the JavaScript and CSS that / and /events load, and Lighthouse's mobile performance,
 * accessibility, best-practices and SEO scores (Debian's Chromium, no network beyond this machine).
 * Needs a production build (npm run build).
 */
import zlib from 'node:zlib';
import { launchBrowser, chromiumPath } from '../test/e2e/browser';
import { startServer, stopServer } from '../test/e2e/serverProcess';

const PAGES = ['/', '/events'];

async function transferSizes(baseUrl: string, path: string) {
  const browser = await launchBrowser();
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  const bodies: Promise<{ type: string; gzip: number }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    bodies.push(response.body().then((body) => ({ type, gzip: zlib.gzipSync(body, { level: 9 }).length })));
  });
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
  const all = await Promise.all(bodies);
  await browser.close();
  const sum = (type: string) =>
    all.filter((entry) => entry.type === type).reduce((total, entry) => total + entry.gzip, 0);
  return { js: sum('script'), css: sum('stylesheet') };
}

async function lighthouseScores(baseUrl: string, path: string) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath() ?? undefined,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const result = await lighthouse(`${baseUrl}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
    });
    const categories = result?.lhr.categories ?? {};
    const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    };
  } finally {
    await chrome.kill();
  }
}

async function main() {
  const server = await startServer();
  try {
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log('page      JS (gzip)   CSS (gzip)   performance  accessibility  best-practices  SEO');
    for (const path of PAGES) {
      const sizes = await transferSizes(server.baseUrl, path);
      const scores = await lighthouseScores(server.baseUrl, path);
      console.log(
        `${path.padEnd(9)} ${kb(sizes.js).padStart(9)}   ${kb(sizes.css).padStart(9)}    ${String(scores.performance).padStart(5)}        ${String(scores.accessibility).padStart(5)}          ${String(scores.bestPractices).padStart(5)}        ${String(scores.seo).padStart(4)}`,
      );
    }
  } finally {
    await stopServer(server);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
