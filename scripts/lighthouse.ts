/**
 * Lighthouse 12 against a fresh `npm start`-like server (the production build in dist/, demo content) and Debian's
 * Chromium, nothing beyond this machine: what the bench scripts (bench-web.ts, bench-accessibility.ts) share.
 */
import type { RunnerResult } from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from '../test/e2e/browser';
import { startServer, stopServer } from '../test/e2e/serverProcess';

type Report = NonNullable<RunnerResult>['lhr'];

export interface LighthouseSession {
  baseUrl: string;
  /** A mobile run (a mid-range phone on a throttled mobile network) of the given categories on a path. */
  measure(path: string, categories: string[]): Promise<Report>;
}

export async function withLighthouse(work: (session: LighthouseSession) => Promise<void>): Promise<void> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath() ?? undefined,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    await work({
      baseUrl: server.baseUrl,
      async measure(path, categories) {
        const url = `${server.baseUrl}${path}`;
        // Now and then Chromium's trace of a load comes back unusable (NO_NAVSTART, NO_FCP on a busy machine):
        // Lighthouse says to run it again, and so does this, twice at most.
        for (let attempt = 1; ; attempt += 1) {
          const result = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: categories,
            formFactor: 'mobile',
          });
          if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
          if (!result.lhr.runtimeError || attempt === 3) return result.lhr;
          console.error(`${path}: Lighthouse ${result.lhr.runtimeError.code}, measuring again`);
        }
      },
    });
  } finally {
    await chrome.kill();
    await stopServer(server);
  }
}

/** The accessibility audits a report did not pass, with the elements Lighthouse named: what keeps it below 100. */
export function accessibilityMisses(report: Report): string[] {
  return (report.categories.accessibility?.auditRefs ?? [])
    .map((ref) => report.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const items = (audit.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
      const nodes = items.map((item) => item.node?.snippet).filter(Boolean);
      return `${audit.id}: ${audit.title}${nodes.length ? `\n      ${nodes.slice(0, 5).join('\n      ')}` : ''}`;
    });
}
