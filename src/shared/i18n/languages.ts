// The site's languages (docs/i18n.md): English at the unprefixed paths, Marathi, Kannada and Hindi under /mr/,
// /kn/ and /hi/. The browser, the server's renderer, the read API's `lang` query, receipts and mails all take the
// language from here.

export const LANGUAGES = ['en', 'mr', 'kn', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** The languages that translate English (the office's per-language fields, the catalogs). */
export const TRANSLATED_LANGUAGES = ['mr', 'kn', 'hi'] as const satisfies readonly Language[];
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** The office's translations of a content row: per language, per field (a missing field shows in English). */
export type ContentTranslations = Partial<Record<TranslatedLanguage, Record<string, string>>>;

/** Each language's name in its own script, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  mr: 'मराठी',
  kn: 'ಕನ್ನಡ',
  hi: 'हिन्दी',
};

/** The English names, for the office console and the exports (which stay in English). */
export const LANGUAGE_ENGLISH_NAMES: Record<Language, string> = {
  en: 'English',
  mr: 'Marathi',
  kn: 'Kannada',
  hi: 'Hindi',
};

/**
 * Intl locales for dates and numbers. Numbers keep Indian grouping (12,34,567) and Latin digits in every
 * language (amounts must read the same on a receipt and a bank statement); month and day names are the language's.
 */
export const INTL_LOCALES: Record<Language, string> = {
  en: 'en-IN',
  mr: 'mr-IN-u-nu-latn',
  kn: 'kn-IN-u-nu-latn',
  hi: 'hi-IN-u-nu-latn',
};

/** Open Graph's locale names. */
export const OG_LOCALES: Record<Language, string> = { en: 'en_IN', mr: 'mr_IN', kn: 'kn_IN', hi: 'hi_IN' };

/** The cookie that remembers the visitor's choice of language (set by the switcher). */
export const LANGUAGE_COOKIE = 'dbjs_lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `/mr/events` → `{ language: 'mr', path: '/events' }`; `/events` → English; `/mr` → Marathi home. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const match = /^\/(mr|kn|hi)(?=\/|$)(.*)$/.exec(pathname);
  if (!match) return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
  return { language: match[1] as Language, path: match[2] || '/' };
}

/** The address of an (English, unprefixed) site path in `language`: `/events` in Marathi is `/mr/events`. */
export function localisedPath(language: Language, path: string): string {
  if (language === DEFAULT_LANGUAGE || !path.startsWith('/') || path.startsWith('//')) return path;
  if (splitLanguage(path).language !== DEFAULT_LANGUAGE) return path;
  // Files and the API are the same in every language.
  if (/^\/(api|admin|assets|images|media|documents|uploads)(\/|$)/.test(path)) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/**
 * The language a browser's Accept-Language header prefers among ours (by q weight), or null when it names none
 * of them. Only ever used to suggest a language: the site never redirects by it.
 */
export function preferredLanguage(acceptLanguage: string | undefined): Language | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage) ?? null;
}
