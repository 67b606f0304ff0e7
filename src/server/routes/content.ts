import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { toIsoDate, todayInIndia } from '../../shared/dates';
import {
  boardQuerySchema,
  categoriesQuerySchema,
  eventsQuerySchema,
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
import { HttpError } from '../plugins/errors';
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

// The read endpoints of API.md. Paths are registered without a trailing slash; the app's ignoreTrailingSlash
// and ignoreDuplicateSlashes answer `fetch/categories/` and `fetch//matrimony-event-card` as well.

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

export default async function contentRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  await app.register(publicImagesRoutes);

  app.get('/fetch/settings', async (): Promise<SettingsResponse> => ({ result: await getSettings(db) }));

  app.get('/fetch/homepage-data', async (): Promise<HomepageResponse> => homepageData(db));

  app.get('/fetch/categories', async (request): Promise<CategoriesResponse> => {
    const query = parseQuery(categoriesQuerySchema, request.query);
    return { result: await listCategories(db, query.parent_name, query.order) };
  });

  app.get('/fetch/board-of-directors', async (request): Promise<BoardResponse> => {
    const query = parseQuery(boardQuerySchema, request.query);
    return { result: await listBoardMembers(db, query.category_name) };
  });

  app.get('/fetch/about-president', async (): Promise<PresidentResponse> => ({
    result: await listPresidents(db),
  }));

  app.get('/fetch/events', async (request): Promise<EventsPageResponse> => {
    const query = parseQuery(eventsQuerySchema, request.query);
    return listEvents(db, { page: query.page, perPage: query.per_page });
  });

  app.get('/fetch/event-view/:event_slug', async (request): Promise<EventViewResponse> => {
    const { event_slug: requested } = request.params as { event_slug: string };
    // Slugs are stored lower-cased; a hand-typed capital letter still finds the event.
    const slug = requested.trim().toLowerCase();
    const event = slug.length > 0 && slug.length <= 300 ? await findEventBySlug(db, slug) : null;
    if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
    return { result: event };
  });

  app.get('/fetch/awards', async (): Promise<AwardsResponse> => ({ result: await listAwards(db) }));

  app.get('/fetch/matrimony-event-card', async (): Promise<MatrimonyResponse> => ({
    result: await listMatrimonyCards(db, toIsoDate(todayInIndia())),
  }));
}
