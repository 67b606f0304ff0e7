import { createAction } from '@reduxjs/toolkit';
import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type {
  CategoriesResponse,
  CategoryParent,
  RuntimeConfig,
  SettingsResponse,
} from '../../shared/schemas';
import { DEFAULT_LANGUAGE, type TranslatedLanguage } from '../../shared/i18n/languages';
import { useLanguage } from '../i18n';

/** docs/api.md#organisation: the API lives at /api/ on the site's own origin. */
export const API_BASE = '/api/';

/** Image fields hold paths such as uploads/events/3f2a.webp; the browser loads them from the API base. */
export function imageUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path;
  return `${API_BASE}${path}`;
}

/**
 * The thunk extra argument of a store made on the server (makeStore): the fetch that answers the API calls
 * there, in process (src/server/routes/site.ts), so that a page renders with its data.
 */
export interface ApiExtra {
  serverFetch?: typeof fetch;
}

/**
 * The state of the queries the server ran for a page, carried in the page and put into the browser's store
 * before it hydrates (main.tsx): the browser then renders the same HTML and makes no API call for it.
 */
export const hydrateApi = createAction<unknown>('api/hydrateFromServer');

/** The id of the page's `<script type="application/json">` that carries that state. */
export const SERVER_STATE_ID = 'dbjs-state';

const onServer = typeof window === 'undefined';

const browserQuery = fetchBaseQuery({ baseUrl: API_BASE, cache: 'no-cache' });
// Node's fetch needs an absolute address; the server's fetch answers it in process and never goes out.
const serverBaseUrl = `http://server.invalid${API_BASE}`;
const serverQueries = new WeakMap<typeof fetch, ReturnType<typeof fetchBaseQuery>>();

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  queryApi,
  extraOptions,
) => {
  const serverFetch = (queryApi.extra as ApiExtra | undefined)?.serverFetch;
  if (!serverFetch) return browserQuery(args, queryApi, extraOptions);
  let query = serverQueries.get(serverFetch);
  if (!query) {
    query = fetchBaseQuery({ baseUrl: serverBaseUrl, fetchFn: serverFetch });
    serverQueries.set(serverFetch, query);
  }
  return query(args, queryApi, extraOptions);
};

// On the server the query hooks start their queries while rendering (there are no effects there): the site
// route renders once, waits for the queries, and renders again with their data (src/client/ssr.tsx).
const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: onServer }));

// The one createApi of the app. Every read (docs/api.md#read-endpoints) is a query endpoint of it.
export const api = createApi({
  reducerPath: 'api',
  // The reads carry `Cache-Control: public, max-age=10, stale-while-revalidate=60` and an ETag. The app keeps
  // its data in this store, so the browser asks the server every time (`no-cache`: a 304 while nothing changed)
  // rather than revalidating in the background: Chromium reports those background revalidations to DevTools as
  // never finished, which keeps pages from reaching "network idle" in the browser tests. Shared caches still
  // use max-age and stale-while-revalidate.
  baseQuery,
  extractRehydrationInfo: (action, { reducerPath }) =>
    hydrateApi.match(action) ? (action.payload as Record<string, never>)[reducerPath] : undefined,
  // Reads that several features use live here; each feature injects its own (features/<feature>/*Api.ts).
  endpoints: (build) => ({
    getConfig: build.query<RuntimeConfig, void>({ query: () => 'config' }),
    getSettings: build.query<SettingsResponse, void>({ query: () => 'fetch/settings' }),
    // The office's content (docs/api.md#languages): a page in Marathi, Kannada or Hindi asks with `lang`; an
    // English page asks exactly as before, so its requests, cache keys and server-rendered state are unchanged.
    // Pages call these through the hooks below, which add the page's language themselves.
    getCategories: build.query<
      CategoriesResponse,
      { parent_name: CategoryParent; order?: 'asc' | 'desc'; lang?: TranslatedLanguage }
    >({
      query: ({ parent_name, order = 'asc', lang }) => ({
        url: 'fetch/categories/',
        params: lang ? { parent_name, order, lang } : { parent_name, order },
      }),
    }),
  }),
});

/** The `lang` of a content read: none for English (the request as it always was). */
export type Lang = TranslatedLanguage | void;

/** The query of a read that takes only the page's language: its address as it always was on English pages. */
export function inLanguage(url: string): (lang: Lang) => string | FetchArgs {
  return (lang) => (lang ? { url, params: { lang } } : url);
}

export const { useGetConfigQuery, useGetSettingsQuery } = api;

/** The page's language as a content read asks for it: undefined on English pages. */
export function useContentLanguage(): TranslatedLanguage | undefined {
  const language = useLanguage();
  return language === DEFAULT_LANGUAGE ? undefined : (language as TranslatedLanguage);
}

// The office's content in the page's language. These are the only hooks the app has for those reads, so no page
// can forget the language: each takes the arguments an English page always gave and adds `lang` itself.
/** What a page may ask of these reads besides their arguments. */
export interface ReadOptions {
  skip?: boolean;
}

export function useGetCategoriesQuery(
  arg: { parent_name: CategoryParent; order?: 'asc' | 'desc' },
  options?: ReadOptions,
) {
  const lang = useContentLanguage();
  return api.useGetCategoriesQuery(lang ? { ...arg, lang } : arg, options);
}

/**
 * The English names of the categories as well, on a page in another language: the committee's members are
 * asked for by a category's English name, and awards are grouped by it (a category's id pairs the two lists).
 * English pages skip it (their categories are already English).
 */
export function useEnglishCategoriesQuery(arg: { parent_name: CategoryParent; order?: 'asc' | 'desc' }) {
  const lang = useContentLanguage();
  return api.useGetCategoriesQuery(arg, { skip: !lang });
}

/**
 * `{ lang: 'en' }` for an element showing a field of the office's content that the answer lists in
 * `untranslated` (a page in another language shows it in English, docs/api.md#languages), so screen readers
 * read it in an English voice; nothing otherwise (English answers carry no such list).
 */
export function untranslatedLang(item: object | null | undefined, field: string): { lang?: 'en' } {
  const untranslated = (item as { untranslated?: unknown } | null | undefined)?.untranslated;
  return Array.isArray(untranslated) && untranslated.includes(field) ? { lang: 'en' } : {};
}
