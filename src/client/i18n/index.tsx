// The browser's and the server renderer's translations (docs/i18n.md). Lingui's core runs the catalogs, compiled
// at build time (scripts/webpack/catalogLoader.js); the language of a page is the prefix of its address
// (/mr/, /kn/, /hi/, none for English) and never changes without a new page load, so a page needs only its own
// catalog: the browser hydrates with the messages the server rendered and loads the rest after (main.tsx, useT),
// the server has them all (ssr.tsx).
//
// Texts are keyed by their English wording, passed to t as a string literal, which is what `npm run i18n:extract`
// finds. Static content (src/client/content) is translated whole with useTranslated(CONTENT).
import {
  forwardRef,
  startTransition,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
} from 'react';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  useInRouterContext,
  useLocation,
  useNavigate,
  type NavigateOptions,
  type To,
} from 'react-router-dom';
import {
  DEFAULT_LANGUAGE,
  INTL_LOCALES,
  localisedPath,
  splitLanguage,
  type Language,
  type TranslatedLanguage,
} from '../../shared/i18n/languages';
import { yieldToBrowser } from '../app/hydration';
// English needs no translation; its catalog holds the texts with {placeholders}, compiled, so they are filled in.
import englishMessages from './messages/en.json';

export type Translate = (text: string, values?: Record<string, unknown>) => string;

function makeI18n(language: Language, messages: Messages): I18n {
  // A text no catalog has shows as written (English): the catalog test fails on it before a visitor sees it.
  const i18n = setupI18n({ missing: (_locale, id) => id });
  i18n.load(language, messages);
  i18n.activate(language, [INTL_LOCALES[language]]);
  return i18n;
}

const instances = new Map<Language, I18n>([
  [DEFAULT_LANGUAGE, makeI18n(DEFAULT_LANGUAGE, englishMessages as unknown as Messages)],
]);
/** The languages whose whole catalog is loaded (a page may start with only the messages it shows). */
const complete = new Set<Language>([DEFAULT_LANGUAGE]);
/** Told when a language's whole catalog arrives: the components that looked up a text its first part lacked. */
const completionListeners = new Set<(language: Language) => void>();

function whenComplete(language: Language, listener: () => void): () => void {
  const heard = (completed: Language) => {
    if (completed === language) listener();
  };
  completionListeners.add(heard);
  return () => void completionListeners.delete(heard);
}

/**
 * Makes messages of a language available: its whole catalog (the server renderer registers all four at start),
 * or the part a server-rendered page used (`whole: false`), which the page hydrates with before the rest loads.
 */
export function registerCatalog(language: Language, messages: Messages, whole = true): void {
  const existing = instances.get(language);
  if (existing) existing.load(language, messages);
  else instances.set(language, makeI18n(language, messages));
  if (whole && !complete.has(language)) {
    complete.add(language);
    for (const listener of [...completionListeners]) listener(language);
  }
}

/** The element holding a server-rendered page's messages (JSON), read by main.tsx before hydrating. */
export const PAGE_MESSAGES_ID = 'dbjs-messages';

// The server records the texts a page looks up while it renders (renderToString is synchronous, so one
// recording at a time), and sends their messages with the page: the browser hydrates with those few instead of
// waiting for the language's whole catalog.
let recording: Set<string> | null = null;

/** Runs `render` and returns what it returned with the ids of the messages it looked up. */
export function recordMessages<T>(render: () => T): { result: T; ids: Set<string> } {
  const ids = new Set<string>();
  recording = ids;
  try {
    return { result: render(), ids };
  } finally {
    recording = null;
  }
}

/** The compiled messages of `ids` that a language's catalog has (the page's share of the catalog). */
export function messagesFor(language: Language, ids: Iterable<string>): Messages {
  const messages = i18nFor(language).messages;
  const used: Messages = {};
  for (const id of ids) if (Object.prototype.hasOwnProperty.call(messages, id)) used[id] = messages[id];
  return used;
}

function lookUp(i18n: I18n, text: string, values?: Record<string, unknown>): string {
  recording?.add(text);
  return i18n._(text, values);
}

const CATALOGS: Record<TranslatedLanguage, () => Promise<{ default: unknown }>> = {
  mr: () => import(/* webpackChunkName: "messages-mr" */ './messages/mr/index.json'),
  kn: () => import(/* webpackChunkName: "messages-kn" */ './messages/kn/index.json'),
  hi: () => import(/* webpackChunkName: "messages-hi" */ './messages/hi/index.json'),
};

/**
 * A language's catalog as its module gives it (scripts/i18n-catalog-loader.cjs): parts of at most 15,000 characters
 * of JSON. In the browser each part is a function that runs the part's own module, compiled and its JSON parsed
 * only then, so that the catalog is taken in short tasks, one a part; in jest's copy the parts are the messages.
 */
export type CatalogParts = readonly (Messages | (() => Messages))[];

const partMessages = (part: CatalogParts[number]): Messages => (typeof part === 'function' ? part() : part);

/** A whole catalog from its parts, at once (the server's renderer, tests). */
export function catalogFromParts(parts: CatalogParts): Messages {
  return Object.assign({}, ...parts.map(partMessages));
}

/**
 * Loads a language's whole catalog (once), a part a task: in one, the Hindi catalog was a task of 67 ms at DevTools'
 * 4x CPU slowdown (200 to 280 ms in Lighthouse's simulation), right after a form page's hydration.
 */
export async function loadLanguage(language: Language): Promise<void> {
  if (complete.has(language)) return;
  const module = await CATALOGS[language as TranslatedLanguage]();
  const messages: Messages = {};
  for (const part of module.default as CatalogParts) {
    await yieldToBrowser();
    Object.assign(messages, partMessages(part));
  }
  await yieldToBrowser();
  registerCatalog(language, messages);
}

export function i18nFor(language: Language): I18n {
  return instances.get(language) ?? instances.get(DEFAULT_LANGUAGE)!;
}

/** The language of the page: the prefix of its address (English outside a router, as in component tests). */
export function useLanguage(): Language {
  const inRouter = useInRouterContext();
  // The hook order never changes: a component is inside a router or not for its whole life.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return inRouter ? splitLanguage(useLocation().pathname).language : DEFAULT_LANGUAGE;
}

/**
 * The page language's translator: t with a literal English text, and values for its {placeholders}.
 *
 * A page hydrates with only the messages the server rendered (main.tsx), but the browser may draw texts the server
 * did not: the wide footer on a page the server rendered narrow, a menu or dialog opened before the rest of the
 * catalog came. Such a text shows in English at first; the component that looked it up renders again, with its
 * translation, once the language's whole catalog is here. Components whose texts were all there do not.
 */
export function useT(): Translate {
  const language = useLanguage();
  const i18n = i18nFor(language);
  // Counts the catalog arrivals this component waited for: a new t (and new translated content) after each.
  const [arrivals, setArrivals] = useState(0);
  const missed = useRef(false);
  const t = useMemo<Translate>(
    () => (text, values) => {
      if (!complete.has(language) && !Object.prototype.hasOwnProperty.call(i18n.messages, text))
        missed.current = true;
      return lookUp(i18n, text, values);
    },
    // `arrivals` is not read: it makes a new translator (and so new useMemo'd translations) once the catalog is in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n, language, arrivals],
  );
  useEffect(() => {
    if (!missed.current) return undefined;
    const renderAgain = () => {
      missed.current = false;
      startTransition(() => setArrivals((count) => count + 1));
    };
    if (complete.has(language)) {
      renderAgain();
      return undefined;
    }
    return whenComplete(language, renderAgain);
  });
  return t;
}

/** A translator outside React (the journeys' machines, the sandbox checkout window). */
export function translatorFor(language: Language): Translate {
  const i18n = i18nFor(language);
  return (text, values) => lookUp(i18n, text, values);
}

/**
 * A content object (src/client/content) with every text its catalog translates replaced: addresses, slugs and
 * numbers are never catalog keys (npm run i18n:extract leaves them out), so they pass unchanged.
 */
export function translateDeep<T>(value: T, translate: Translate): T {
  if (typeof value === 'string') return translate(value) as T;
  if (Array.isArray(value)) return value.map((item) => translateDeep(item, translate)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, translateDeep(item, translate)]),
    ) as T;
  return value;
}

/**
 * A content object translated whole (translateDeep). `values` fill the {placeholders} its texts have, in English too
 * (a price written by the money formatter); keep the object stable (a module constant), as `content` is.
 */
export function useTranslated<T>(content: T, values?: Record<string, unknown>): T {
  const language = useLanguage();
  const t = useT();
  return useMemo(() => {
    if (values) return translateDeep(content, (text) => t(text, values));
    return language === DEFAULT_LANGUAGE ? content : translateDeep(content, t);
  }, [content, language, t, values]);
}

/** Site paths in the page's language: `/events` on a Marathi page is `/mr/events`. */
export function useLocalisedPath(): (path: string) => string {
  const language = useLanguage();
  return useMemo(() => (path: string) => localisedPath(language, path), [language]);
}

function localisedTo(language: Language, to: To): To {
  if (typeof to === 'string') return localisedPath(language, to);
  return to.pathname ? { ...to, pathname: localisedPath(language, to.pathname) } : to;
}

/** react-router's Link, in the page's language: `<Link to="/events">` goes to /mr/events on a Marathi page. */
export const Link = forwardRef<HTMLAnchorElement, ComponentProps<typeof RouterLink>>(function Link(
  { to, ...props },
  ref,
) {
  return <RouterLink ref={ref} to={localisedTo(useLanguage(), to)} {...props} />;
});

/** react-router's NavLink, in the page's language. */
export const NavLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof RouterNavLink>>(function NavLink(
  { to, ...props },
  ref,
) {
  return <RouterNavLink ref={ref} to={localisedTo(useLanguage(), to)} {...props} />;
});

/** useNavigate, in the page's language. */
export function useLocalisedNavigate(): (to: To | number, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const language = useLanguage();
  return useMemo(
    () => (to: To | number, options?: NavigateOptions) =>
      typeof to === 'number' ? navigate(to) : navigate(localisedTo(language, to), options),
    [navigate, language],
  );
}
