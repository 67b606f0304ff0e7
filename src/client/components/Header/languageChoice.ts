// The visitor's choice of language (docs/i18n.md): the switcher's links go to the same page in another language
// and remember the choice in a cookie; a first visit may be offered the language the browser prefers, never
// redirected to it.
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  localisedPath,
  preferredLanguage,
  splitLanguage,
  type Language,
} from '../../../shared/i18n/languages';

/** A year, in seconds. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The address of the page at `pathname` (with its query and fragment) in `language`. */
export function samePageIn(language: Language, pathname: string, search = '', hash = ''): string {
  return `${localisedPath(language, splitLanguage(pathname).path)}${search}${hash}`;
}

/** The language cookie's value in a `document.cookie` string, as written (undefined when there is none). */
export function languageCookieValue(cookies: string): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== LANGUAGE_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** Remembers the visitor's language for a year, for every page of the site. */
export function rememberLanguage(language: Language): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
}

/**
 * The language to offer on a page in `page`, or null for none. A remembered choice (the cookie) other than the
 * page's is offered; without a choice, the browser's first preference among our languages when it is Marathi,
 * Kannada or Hindi and not the page's. A browser that prefers English is offered nothing.
 */
export function suggestedLanguage(
  page: Language,
  cookie: string | undefined,
  browserLanguages: readonly string[],
): Language | null {
  if (isLanguage(cookie)) return cookie === page ? null : cookie;
  const preferred = preferredLanguage(browserLanguages.join(','));
  return preferred && preferred !== DEFAULT_LANGUAGE && preferred !== page ? preferred : null;
}
