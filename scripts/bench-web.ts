/**
 * `npm run bench:web`: how Lighthouse 12 (mobile: a mid-range phone on a throttled mobile network, Debian's
 * Chromium, nothing beyond this machine) finds the public pages a visitor opens first: /, /events, an event page,
 * /donation/donation-payment and /join-us. Each page is measured BENCH_RUNS times (default 3) on a fresh
 * `npm start`-like server (the production build in dist/, demo content) and the median of each figure printed as a
 * Markdown table: performance, LCP, CLS, TBT, accessibility, SEO, and the JavaScript the page loaded (gzip, as
 * sent) while Lighthouse watched, i.e. before any interaction.
 * BENCH_PAGES (comma-separated paths) measures other pages. Needs a production build (npm run build). Figures only: nothing here passes or fails on timings.
 */
import { chromiumPath } from '../test/e2e/browser';
import { startServer, stopServer } from '../test/e2e/serverProcess';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

interface Figures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  accessibility: number;
  seo: number;
  jsKiB: number;
}

type Lighthouse = (typeof import('lighthouse'))['default'];

async function measure(lighthouse: Lighthouse, port: number, url: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
    formFactor: 'mobile',
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const numeric = (key: string) => audits[key]?.numericValue ?? NaN;
  const resources = (
    audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  const script = resources?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
  return {
    performance: score('performance'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    jsKiB: script / 1024,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

async function main(): Promise<void> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const server = await startServer();
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
    const events = (await (await fetch(`${server.baseUrl}/api/fetch/events/?per_page=1&page=1`)).json()) as {
      data: { event_slug: string }[];
    };
    // BENCH_PAGES=/,/mr/events measures those pages instead of the five below.
    const chosen = process.env.BENCH_PAGES?.split(',').filter(Boolean);
    const pages = chosen?.length
      ? chosen
      : ['/', '/events', `/events/${events.data[0].event_slug}`, '/donation/donation-payment', '/join-us'];
    console.error(`bench:web: Lighthouse mobile, median of ${RUNS} runs per page`);
    const lines = [
      '| page | performance | LCP s | CLS | TBT ms | accessibility | SEO | JS KiB (gzip) |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ];
    for (const path of pages) {
      // The page is rendered and kept by the server before the first measured run, as for any visitor after the
      // first.
      await fetch(`${server.baseUrl}${path}`);
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await measure(lighthouse, chrome.port, `${server.baseUrl}${path}`));
      const of = (key: keyof Figures) => median(runs.map((figures) => figures[key]));
      console.error(`${path}: performance ${runs.map((figures) => figures.performance).join(', ')}`);
      lines.push(
        `| \`${path}\` | ${of('performance')} | ${(of('lcpMs') / 1000).toFixed(2)} | ${of('cls').toFixed(3)} | ${Math.round(of('tbtMs'))} | ${of('accessibility')} | ${of('seo')} | ${of('jsKiB').toFixed(1)} |`,
      );
    }
    console.log(lines.join('\n'));
  } finally {
    await chrome.kill();
    await stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
