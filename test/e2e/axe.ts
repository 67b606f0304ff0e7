import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

// axe-core (the devDependency, no download) run inside a page of the browser tests. WCAG 2.2 AA as issue 13 asks:
// the A and AA rules of WCAG 2.0, 2.1 and 2.2.

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let axeSource: string | null = null;

function source(): string {
  axeSource ??= fs.readFileSync(path.resolve(__dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');
  return axeSource;
}

export interface AxeViolation {
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the first offending elements, with axe's summary of what is wrong. */
  nodes: string[];
  count: number;
}

/**
 * Runs axe on the page's current document and answers its violations. The page's context needs `bypassCSP: true`:
 * the site's CSP allows no inline script, and axe is injected as one.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!loaded) await page.addScriptTag({ content: source() });
  return page.evaluate(async (tags) => {
    type AxeResult = {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }[];
    };
    const axe = (
      window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResult> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      count: violation.nodes.length,
      nodes: violation.nodes
        .slice(0, 3)
        .map(
          (node) =>
            `${node.target.join(' ')} — ${(node.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 220)}`,
        ),
    }));
  }, WCAG_TAGS);
}

/** Violations grouped by rule, then by page: one readable block for a failing test. */
export function summarise(found: { route: string; violations: AxeViolation[] }[]): string {
  const byRule = new Map<string, { help: string; impact: string; routes: string[]; examples: string[] }>();
  for (const { route, violations } of found) {
    for (const violation of violations) {
      const entry = byRule.get(violation.rule) ?? {
        help: violation.help,
        impact: violation.impact,
        routes: [],
        examples: [],
      };
      entry.routes.push(`${route} (${violation.count})`);
      if (entry.examples.length < 4)
        entry.examples.push(...violation.nodes.slice(0, 4 - entry.examples.length));
      byRule.set(violation.rule, entry);
    }
  }
  const lines: string[] = [];
  for (const [rule, entry] of byRule) {
    lines.push(`${rule} [${entry.impact}] ${entry.help}: ${entry.routes.length} page(s)`);
    lines.push(`  pages: ${entry.routes.slice(0, 12).join(', ')}${entry.routes.length > 12 ? ', …' : ''}`);
    for (const example of entry.examples) lines.push(`  e.g. ${example}`);
  }
  return lines.join('\n');
}
