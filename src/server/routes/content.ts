import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { nextMidnightInIndia, toIsoDate, todayInIndia } from '../../shared/dates';
import {
  boardQuerySchema,
  categoriesQuerySchema,
  eventsQuerySchema,
  langQuerySchema,
  type AwardsResponse,
  type BoardResponse,
  type CategoriesResponse,
  type EventsPageResponse,
  type EventViewResponse,
  type HomepageResponse,
  type MatrimonyResponse,
  type PresidentResponse,
  type SettingsResponse,
} from '../../shared/schemas';
import type { Language } from '../../shared/i18n/languages';
import { HttpError } from '../plugins/errors';
import { CACHED_READ_ROUTE, cachedAnswer, cachedRead } from '../plugins/readCache';
import {
  findEventBySlug,
  homepageData,
  listAwards,
  listBoardMembers,
  listCategories,
  listEvents,
  listMatrimonyCards,
  listPresidents,
} from '../repositories/content';
import { getSettings } from '../repositories/settings';
import { publicImagesRoutes } from '../storage/publicImages';

// The read endpoints (docs/api.md#read-endpoints). Paths are registered without a trailing slash; the app's
// ignoreTrailingSlash and ignoreDuplicateSlashes answer `fetch/categories/` and `fetch//matrimony-event-card`
// as well.

export const EVENT_NOT_FOUND = 'This event could not be found.';

/** Parses a query string with a shared schema; anything malformed is a 400 naming the parameter. */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const result = schema.safeParse(query);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = String(issue.path[0] ?? 'query');
  const given = (query as Record<string, unknown> | null)?.[field];
  const message = Array.isArray(given) ? `${field} must be given only once.` : issue.message;
  throw new HttpError(400, message);
}

/** A read cache key in a language: English keeps the key it always had, another language adds `@lang`. */
export function languageKey(key: string, language: Language): string {
  return language === 'en' ? key : `${key}@${language}`;
}

export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  await app.register(publicImagesRoutes);

  // Every answer below comes from the read cache (plugins/readCache.ts), keyed by what it depends on: the
  // validated query, never the raw query string, so `?page=1` and `?page=01` share one answer. Bad input is
  // refused before the cache is asked. The office's content comes in the asked language (`lang`,
  // docs/api.md#languages), which is part of every such key: a Marathi answer is never sent for English.

  app.get('/fetch/settings', CACHED_READ_ROUTE, (request, reply) =>
    cachedRead({ app, request, reply, key: 'settings' }, async (): Promise<SettingsResponse> => ({
      result: await getSettings(db),
    })),
  );

  /** A read endpoint whose query is checked with `schema`; its answer is cached under `key` in the asked language. */
  function cachedQueryRoute<Query extends { lang: Language }>(
    path: string,
    schema: z.ZodType<Query>,
    key: (query: Query) => string,
    load: (query: Query) => Promise<unknown>,
  ): void {
    app.get(path, CACHED_READ_ROUTE, (request, reply) => {
      const query = parseQuery(schema, request.query);
      return cachedRead({ app, request, reply, key: languageKey(key(query), query.lang) }, () => load(query));
    });
  }

  cachedQueryRoute(
    '/fetch/homepage-data',
    langQuerySchema,
    () => 'homepage',
    ({ lang }): Promise<HomepageResponse> => homepageData(db, lang),
  );

  cachedQueryRoute(
    '/fetch/categories',
    categoriesQuerySchema,
    (query) => `categories:${query.parent_name}:${query.order}`,
    async (query): Promise<CategoriesResponse> => ({
      result: await listCategories(db, query.parent_name, query.order, query.lang),
    }),
  );

  cachedQueryRoute(
    '/fetch/board-of-directors',
    boardQuerySchema,
    (query) => `board:${query.category_name}`,
    async (query): Promise<BoardResponse> => ({
      result: await listBoardMembers(db, query.category_name, query.lang),
    }),
  );

  cachedQueryRoute(
    '/fetch/about-president',
    langQuerySchema,
    () => 'president',
    async ({ lang }): Promise<PresidentResponse> => ({ result: await listPresidents(db, lang) }),
  );

  cachedQueryRoute(
    '/fetch/events',
    eventsQuerySchema,
    (query) => `events:${query.page}:${query.per_page}`,
    (query): Promise<EventsPageResponse> =>
      listEvents(db, { page: query.page, perPage: query.per_page, language: query.lang }),
  );

  app.get('/fetch/event-view/:event_slug', CACHED_READ_ROUTE, (request, reply) => {
    const { event_slug: requested } = request.params as { event_slug: string };
    // Slugs are stored lower-cased; a hand-typed capital letter still finds the event.
    const slug = requested.trim().toLowerCase();
    if (slug.length === 0 || slug.length > 300) throw new HttpError(404, EVENT_NOT_FOUND);
    const { lang } = parseQuery(langQuerySchema, request.query);
    return cachedAnswer({ app, request, reply, key: languageKey(`event:${slug}`, lang) }, async () => {
      const event = await findEventBySlug(db, slug, lang);
      if (!event) return { statusCode: 404, payload: { message: EVENT_NOT_FOUND } };
      const body: EventViewResponse = { result: event };
      return { statusCode: 200, payload: body };
    });
  });

  cachedQueryRoute(
    '/fetch/awards',
    langQuerySchema,
    () => 'awards',
    async ({ lang }): Promise<AwardsResponse> => ({ result: await listAwards(db, lang) }),
  );

  // The cards are ordered around today's date in India, so the date is part of the key, and the answer is
  // sent before routing only until the day ends.
  app.get('/fetch/matrimony-event-card', CACHED_READ_ROUTE, (request, reply) => {
    const { lang } = parseQuery(langQuerySchema, request.query);
    const now = new Date();
    const today = toIsoDate(todayInIndia(now));
    const target = {
      app,
      request,
      reply,
      key: languageKey(`matrimony:${today}`, lang),
      validUntil: nextMidnightInIndia(now),
    };
    return cachedRead(target, async (): Promise<MatrimonyResponse> => ({
      result: await listMatrimonyCards(db, today, lang),
    }));
  });
}
