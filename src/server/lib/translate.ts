// The server's translations (receipts, mails, the sandbox checkout window): the same catalogs as the browser's
// (src/client/i18n/messages), read once from disk and compiled by Lingui, so `{name}` placeholders and plurals work
// the same on both sides. The office's exports and console stay in English and never call this.
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LANGUAGE, type Language, type TranslatedLanguage } from '../../shared/i18n/languages';
import { readCatalog } from './i18nCatalogs';

const instances = new Map<Language, I18n>();

function instanceFor(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    i18n = setupI18n();
    // The server runs the catalogs as written (no build step): Lingui compiles each message once, when first used.
    i18n.setMessagesCompiler(compileMessage);
    i18n.load(language, language === DEFAULT_LANGUAGE ? {} : readCatalog(language as TranslatedLanguage));
    i18n.activate(language);
    instances.set(language, i18n);
  }
  return i18n;
}

/**
 * `text` (English, as written in the code; a literal, so `npm run i18n:extract` finds it) in `language`, with its
 * `{placeholders}` filled. A text missing from a catalog shows in English (the catalog test fails on it first).
 */
export function translate(language: Language, text: string, values?: Record<string, unknown>): string {
  return instanceFor(language)._(text, values);
}

/** A translator bound to one language: `const t = translatorFor('mr')`. */
export function translatorFor(language: Language) {
  return (text: string, values?: Record<string, unknown>) => translate(language, text, values);
}
