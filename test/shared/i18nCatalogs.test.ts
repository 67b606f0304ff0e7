import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { extractEnglishTexts } from '../../scripts/i18n-extract';
import { readCatalog, readEnglishTexts } from '../../src/server/lib/i18nCatalogs';
import { TRANSLATED_LANGUAGES } from '../../src/shared/i18n/languages';

// The translation catalogs map every English text a visitor reads to its Marathi, Kannada and Hindi form. A text
// added in English and forgotten in a language fails here, before a visitor meets English in the middle of a page.

const ROOT = path.resolve(__dirname, '../..');

/**
 * A language's catalog as the browser gets it: the loader run as webpack runs it, in a process of its own, for
 * `index.json` and for each part it requires (`index.json?part=3`), and the parts called one by one.
 */
function catalogAsBrowserGetsIt(language: string): { kinds: string[]; partChars: number[]; keys: string[] } {
  const index = path.join(ROOT, `src/client/i18n/messages/${language}/index.json`);
  const script = `
    const loader = require('./scripts/i18n-catalog-loader.cjs');
    const evaluate = (request) => {
      const [resourcePath, query] = request.split('?');
      const code = loader.call({ resourcePath, resourceQuery: query ? '?' + query : '', addContextDependency() {} });
      const module = { exports: undefined };
      new Function('module', 'require', code)(module, evaluate);
      return module.exports;
    };
    const parts = evaluate(${JSON.stringify(index)});
    const called = parts.map((part) => (typeof part === 'function' ? part() : undefined));
    process.stdout.write(JSON.stringify({
      kinds: parts.map((part) => typeof part),
      partChars: called.map((messages) => JSON.stringify(messages).length),
      keys: called.flatMap((messages) => Object.keys(messages)),
    }));`;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script], { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 26 }),
  );
}

const english = readEnglishTexts();

/** Digit runs with their grouping commas removed: 1,522,832 and 15,22,832 are the same number. */
const numbersIn = (text: string) => (text.replace(/(\d),(?=\d)/g, '$1').match(/\d+/g) ?? []).sort();
const addressesIn = (text: string) => (text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+|https?:\/\/\S+/g) ?? []).sort();

describe('translation catalogs', () => {
  it('en.json lists exactly the English texts of the content and the validation messages (npm run i18n:extract)', async () => {
    expect(english).toEqual(await extractEnglishTexts());
  });

  describe.each(TRANSLATED_LANGUAGES)('%s', (language) => {
    const catalog: Record<string, unknown> = readCatalog(language);

    it('translates every English text, and nothing that is no longer there', () => {
      expect(english.filter((text) => !(text in catalog))).toEqual([]);
      expect(Object.keys(catalog).filter((text) => !english.includes(text))).toEqual([]);
    });

    it('has a non-empty translation for each text, keeping its numbers, addresses and braces', () => {
      const wrong = english.filter((text) => {
        const translated = catalog[text];
        if (typeof translated !== 'string' || translated.trim() === '') return true;
        if (numbersIn(translated).join() !== numbersIn(text).join()) return true;
        if (addressesIn(translated).join() !== addressesIn(text).join()) return true;
        return (
          (translated.match(/\{\w+\}/g) ?? []).sort().join() !== (text.match(/\{\w+\}/g) ?? []).sort().join()
        );
      });
      expect(wrong).toEqual([]);
    });

    it('reaches the browser in parts of at most 15,000 characters, each loaded only when called, that together are the whole catalog', () => {
      const { kinds, partChars, keys } = catalogAsBrowserGetsIt(language);
      expect(kinds.length).toBeGreaterThan(10);
      expect(kinds.every((kind) => kind === 'function')).toBe(true);
      expect(Math.max(...partChars)).toBeLessThanOrEqual(15_000);
      expect(keys.sort()).toEqual(Object.keys(catalog).sort());
    });
  });
});
