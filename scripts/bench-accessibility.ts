/**
 * `npm run bench:a11y`: Lighthouse's accessibility score (mobile, before any interaction, as Lighthouse loads a
 * page) of every public route (docs/product.md#routes: every fixed path, an event page and the 404 page) in every
 * language, with the audits any page missed. Prints a Markdown table of the lowest score per language and the pages
 * below 100. BENCH_LANGUAGES (comma-separated: en,mr,kn,hi) measures fewer languages. Needs a production build
 * (npm run build). Figures only: axe in the browser tests (test/e2e/accessibility.e2e.ts) is what CI holds.
 */
import { LANGUAGES, localisedPath } from '../src/shared/i18n/languages';
import { STATIC_PATHS } from '../src/shared/routes';
import { accessibilityMisses, withLighthouse } from './lighthouse';

async function main(): Promise<void> {
  const chosen = process.env.BENCH_LANGUAGES?.split(',').filter(Boolean);
  const languages = LANGUAGES.filter((language) => !chosen?.length || chosen.includes(language));
  await withLighthouse(async (session) => {
    const events = (await (await fetch(`${session.baseUrl}/api/fetch/events/?per_page=1&page=1`)).json()) as {
      data: { event_slug: string }[];
    };
    const routes = [...STATIC_PATHS, `/events/${events.data[0].event_slug}`, '/no-such-page'];
    const lines = [
      '| language | pages | lowest score | pages below 100 | not measured |',
      '| --- | ---: | ---: | --- | --- |',
    ];
    for (const language of languages) {
      const below: string[] = [];
      const unmeasured: string[] = [];
      let lowest = 100;
      for (const route of routes) {
        const path = localisedPath(language, route);
        const report = await session.measure(path, ['accessibility']);
        // Lighthouse measures no page that answers an error status: the not-found page (404) is axe's alone.
        if (report.runtimeError) {
          unmeasured.push(`\`${path}\` (${report.runtimeError.code})`);
          continue;
        }
        const score = Math.round((report.categories.accessibility?.score ?? 0) * 100);
        lowest = Math.min(lowest, score);
        if (score < 100) {
          below.push(`\`${path}\` ${score}`);
          for (const miss of accessibilityMisses(report)) console.error(`${path}: ${miss}`);
        }
      }
      console.error(`bench:a11y: ${language} done, lowest ${lowest}`);
      lines.push(
        `| ${language} | ${routes.length - unmeasured.length} | ${lowest} | ${below.join(', ') || 'none'} | ${unmeasured.join(', ') || 'none'} |`,
      );
    }
    console.log(lines.join('\n'));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
