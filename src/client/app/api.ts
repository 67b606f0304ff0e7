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
  AwardsResponse,
  BoardResponse,
  CategoriesResponse,
  CategoryParent,
  EventsPageResponse,
  EventViewResponse,
  HomepageResponse,
  MatrimonyResponse,
  MessageResponse,
  PresidentResponse,
  RuntimeConfig,
  SettingsResponse,
} from '../../shared/schemas';
import type { ContactForm } from '../../shared/validation';

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

// The one createApi of the app. Every read (docs/api.md#read-endpoints) is a query endpoint here.
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
  tagTypes: ['Enquiry'],
  endpoints: (build) => ({
    getConfig: build.query<RuntimeConfig, void>({ query: () => 'config' }),
    getSettings: build.query<SettingsResponse, void>({ query: () => 'fetch/settings' }),
    getHomepage: build.query<HomepageResponse, void>({ query: () => 'fetch/homepage-data' }),
    getCategories: build.query<CategoriesResponse, { parent_name: CategoryParent; order?: 'asc' | 'desc' }>({
      query: ({ parent_name, order = 'asc' }) => ({
        url: 'fetch/categories/',
        params: { parent_name, order },
      }),
    }),
    getBoardMembers: build.query<BoardResponse, string>({
      query: (category_name) => ({ url: 'fetch/board-of-directors/', params: { category_name } }),
    }),
    getPresident: build.query<PresidentResponse, void>({ query: () => 'fetch/about-president' }),
    getEvents: build.query<EventsPageResponse, { per_page: number; page: number }>({
      query: ({ per_page, page }) => ({ url: 'fetch/events/', params: { per_page, page } }),
    }),
    getEvent: build.query<EventViewResponse, string>({
      query: (slug) => `fetch/event-view/${encodeURIComponent(slug)}`,
    }),
    getAwards: build.query<AwardsResponse, void>({ query: () => 'fetch/awards' }),
    getMatrimonyCard: build.query<MatrimonyResponse, void>({ query: () => 'fetch//matrimony-event-card' }),
    submitEnquiry: build.mutation<MessageResponse, ContactForm & { website?: string }>({
      query: (body) => ({ url: 'fetch/contact-details/add', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetConfigQuery,
  useGetSettingsQuery,
  useGetHomepageQuery,
  useGetCategoriesQuery,
  useGetBoardMembersQuery,
  useGetPresidentQuery,
  useGetEventsQuery,
  useGetEventQuery,
  useGetAwardsQuery,
  useGetMatrimonyCardQuery,
  useSubmitEnquiryMutation,
} = api;
