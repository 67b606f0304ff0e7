/**
 * `npm run bench:web`: how Lighthouse 12 (mobile: a mid-range phone on a throttled mobile network, Debian's
 * Chromium, nothing beyond this machine) finds the public pages a visitor opens first: /, /events, an event page,
 * /donation/donation-payment and /join-us. Each page is measured BENCH_RUNS times (default 3) on a fresh
 * `npm start`-like server (the production build in dist/, demo content) and the median of each figure printed as a
 * Markdown table: performance, LCP, CLS, TBT, accessibility, SEO, and the JavaScript the page loaded (gzip, as
 * sent) while Lighthouse watched, i.e. before any interaction.
 * BENCH_PAGES (comma-separated paths) measures other pages, and BENCH_PAGES=all every public route
 * (docs/product.md#routes: every fixed path and an event page). Needs a production build (npm run build). Figures
 * only: nothing here passes or fails on timings.
 */
import { STATIC_PATHS } from '../src/shared/routes';
import { accessibilityMisses, withLighthouse, type LighthouseSession } from './lighthouse';
import { freshPageMicros, median } from './benchFigures';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

interface Figures {
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  accessibility: number;
  seo: number;
  jsKiB: number;
  /** The accessibility audits that did not pass, with the elements Lighthouse named: what keeps the score below 100. */
  accessibilityMisses: string[];
  /**
   * Lighthouse's measure of this machine's CPU while it ran (its own benchmark; it expects 1,000 or more, a fast
   * desktop's speed, for its 4x slowdown to stand for a mid-range phone): the figures of a slower or busier host
   * are worse for the same page.
   */
  benchmarkIndex: number;
}

async function measure(session: LighthouseSession, path: string): Promise<Figures> {
  const report = await session.measure(path, ['performance', 'accessibility', 'seo']);
  const { categories, audits } = report;
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
    accessibilityMisses: accessibilityMisses(report),
    benchmarkIndex: report.environment.benchmarkIndex,
  };
}

async function main(): Promise<void> {
  await withLighthouse(async (session) => {
    const events = (await (await fetch(`${session.baseUrl}/api/fetch/events/?per_page=1&page=1`)).json()) as {
      data: { event_slug: string }[];
    };
    const eventPage = `/events/${events.data[0].event_slug}`;
    // BENCH_PAGES=/,/mr/events measures those pages instead of the five below; BENCH_PAGES=all every public route.
    const chosen = process.env.BENCH_PAGES?.split(',').filter(Boolean);
    const pages =
      chosen?.[0] === 'all'
        ? [...STATIC_PATHS, eventPage]
        : chosen?.length
          ? chosen
          : ['/', '/events', eventPage, '/donation/donation-payment', '/join-us'];
    console.error(`bench:web: Lighthouse mobile, median of ${RUNS} runs per page`);
    const pageMicros = freshPageMicros();
    const benchmarkIndexes: number[] = [];
    const lines = [
      '| page | performance | LCP s | CLS | TBT ms | accessibility | SEO | JS KiB (gzip) |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ];
    for (const path of pages) {
      // The page is rendered and kept by the server before the first measured run, as for any visitor after the
      // first.
      await fetch(`${session.baseUrl}${path}`);
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(session, path));
      benchmarkIndexes.push(...runs.map((figures) => figures.benchmarkIndex));
      const of = (key: Exclude<keyof Figures, 'accessibilityMisses'>) =>
        median(runs.map((figures) => figures[key]));
      const misses = new Set(runs.flatMap((figures) => figures.accessibilityMisses));
      for (const miss of misses) console.error(`${path}: accessibility audit not passed: ${miss}`);
      console.error(`${path}: performance ${runs.map((figures) => figures.performance).join(', ')}`);
      lines.push(
        `| \`${path}\` | ${of('performance')} | ${(of('lcpMs') / 1000).toFixed(2)} | ${of('cls').toFixed(3)} | ${Math.round(of('tbtMs'))} | ${of('accessibility')} | ${of('seo')} | ${of('jsKiB').toFixed(1)} |`,
      );
    }
    console.log(lines.join('\n'));
    console.log(
      `\nLighthouse's benchmarkIndex of this machine: median ${Math.round(median(benchmarkIndexes))} (${Math.round(Math.min(...benchmarkIndexes))} to ${Math.round(Math.max(...benchmarkIndexes))}); a fresh memory page cost ${pageMicros.toFixed(1)} µs to touch`,
    );
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
