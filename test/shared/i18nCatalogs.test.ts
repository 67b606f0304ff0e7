import { extractEnglishTexts } from '../../scripts/i18n-extract';
import { readCatalog, readEnglishTexts } from '../../src/server/lib/i18nCatalogs';
import { TRANSLATED_LANGUAGES } from '../../src/shared/i18n/languages';

// The translation catalogs map every English text a visitor reads to its Marathi, Kannada and Hindi form. A text
// added in English and forgotten in a language fails here, before a visitor meets English in the middle of a page.

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
  });
});
