// docs/product.md#constants: events page size default 9, page default 1, per_page from 1 to 50.
// Kept here rather than imported from shared/schemas/queries.ts, which would pull zod into the browser bundle.
export const EVENTS_PER_PAGE_DEFAULT = 9;
export const EVENTS_PER_PAGE_MAX = 50;
export const EVENTS_PAGE_DEFAULT = 1;
/** docs/product.md#constants: the description preview on an event card. */
export const EVENT_PREVIEW_LENGTH = 175;

export interface EventsQuery {
  per_page: number;
  page: number;
}

function wholeNumberIn(raw: string | null, min: number, max: number, fallback: number): number {
  if (raw === null || !/^\d{1,6}$/.test(raw.trim())) return fallback;
  const value = Number(raw.trim());
  return value >= min && value <= max ? value : fallback;
}

/** Reads per_page and page from the URL query; anything missing or invalid falls back to the default. */
export function parseEventsQuery(params: URLSearchParams): EventsQuery {
  return {
    per_page: wholeNumberIn(params.get('per_page'), 1, EVENTS_PER_PAGE_MAX, EVENTS_PER_PAGE_DEFAULT),
    page: wholeNumberIn(params.get('page'), 1, 100_000, EVENTS_PAGE_DEFAULT),
  };
}
