import type { TranslatedLanguage } from '../../../shared/i18n/languages';
import type { EventsPageResponse, EventViewResponse } from '../../../shared/schemas';
import { api, useContentLanguage, type ReadOptions } from '../../app/api';

// The events' reads (docs/api.md#read-endpoints), in the page's language (app/api.ts says how).
const eventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.query<EventsPageResponse, { per_page: number; page: number; lang?: TranslatedLanguage }>(
      {
        query: ({ per_page, page, lang }) => ({
          url: 'fetch/events/',
          params: lang ? { per_page, page, lang } : { per_page, page },
        }),
      },
    ),
    getEvent: build.query<EventViewResponse, string | { slug: string; lang: TranslatedLanguage }>({
      query: (arg) =>
        typeof arg === 'string'
          ? `fetch/event-view/${encodeURIComponent(arg)}`
          : { url: `fetch/event-view/${encodeURIComponent(arg.slug)}`, params: { lang: arg.lang } },
    }),
  }),
});

export function useGetEventsQuery(arg: { per_page: number; page: number }, options?: ReadOptions) {
  const lang = useContentLanguage();
  return eventsApi.useGetEventsQuery(lang ? { ...arg, lang } : arg, options);
}

export function useGetEventQuery(slug: string, options?: ReadOptions) {
  const lang = useContentLanguage();
  return eventsApi.useGetEventQuery(lang ? { slug, lang } : slug, options);
}
