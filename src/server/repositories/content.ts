import { and, asc, desc, eq, like, or, sql } from 'drizzle-orm';
import type {
  Award,
  BoardMember,
  Category,
  CategoryParent,
  Event,
  HomepageResponse,
  MatrimonyCard,
  NewsItem,
  President,
} from '../../shared/schemas';
import type { ContentTranslations, Language } from '../../shared/i18n/languages';
import { TRANSLATABLE_FIELDS } from '../../shared/schemas/translations';
import { eventSlug, uniqueSlug } from '../../shared/slug';
import { awards, boardMembers, categories, events, matrimonyCards, news, presidents } from '../db/schema';
import { sanitizePresidentHtml, sanitizeRichHtml } from '../lib/sanitize';
import { translateItem } from './translations';
import type { DbOrTx } from './types';
import { insertId } from './rows';
import { escapeLike, pageOfRows } from './paging';

// Queries of the public content (docs/api.md#read-endpoints) and the inserts the seed and the office use.
// Answers are already in the API's shapes, so routes stay thin. Each read takes the answer's language
// (docs/api.md#languages): English answers exactly as before; another language puts the office's translation in
// place of each field that has one and names the rest in `untranslated` (repositories/translations.ts).

export const HOMEPAGE_EVENTS = 9;
export const HOMEPAGE_NEWS = 5;

type EventRow = typeof events.$inferSelect;

/** An event row in the API's field names (untranslated): the site's answers and the console's are built on it. */
export function eventFields(row: EventRow): Event {
  return {
    id: row.id,
    event_slug: row.slug,
    event_name: row.name,
    event_date: row.eventDate,
    event_image: row.image,
    event_description: row.description,
    youtube_url: row.youtubeUrl ?? null,
    event_gallery: Array.isArray(row.gallery) ? row.gallery.filter((item) => typeof item === 'string') : [],
  };
}

function toEvent(row: EventRow, language: Language = 'en'): Event {
  return translateItem(eventFields(row), row.translations, language, TRANSLATABLE_FIELDS.event);
}

// Newest first; the id breaks ties between events on the same day, so pages never overlap.
const newestEventsFirst = [desc(events.eventDate), desc(events.id)];

// ------------------------------------------------------------------ news and home page

export async function latestNews(
  db: DbOrTx,
  limit = HOMEPAGE_NEWS,
  language: Language = 'en',
): Promise<NewsItem[]> {
  const rows = await db
    .select({ id: news.id, content: news.content, translations: news.translations })
    .from(news)
    .orderBy(desc(news.publishedOn), desc(news.id))
    .limit(limit);
  return rows.map((row) =>
    translateItem({ id: row.id, content: row.content }, row.translations, language, TRANSLATABLE_FIELDS.news),
  );
}

export async function homepageData(db: DbOrTx, language: Language = 'en'): Promise<HomepageResponse> {
  const latest = await latestNews(db, HOMEPAGE_NEWS, language);
  const rows = await db
    .select()
    .from(events)
    .orderBy(...newestEventsFirst)
    .limit(HOMEPAGE_EVENTS);
  return { latest_news: latest, events: rows.map((row) => toEvent(row, language)) };
}

export async function insertNews(
  db: DbOrTx,
  item: { content: string; publishedOn: string; translations?: ContentTranslations },
): Promise<number> {
  return insertId(db, news, {
    content: sanitizeRichHtml(item.content),
    publishedOn: item.publishedOn,
    translations: item.translations ?? {},
  });
}

// ------------------------------------------------------------------ events

export async function listEvents(
  db: DbOrTx,
  query: { page: number; perPage: number; language?: Language },
): Promise<{ data: Event[]; total_pages: number }> {
  const { rows, total } = await pageOfRows(db, events, undefined, query, ...newestEventsFirst);
  return {
    data: rows.map((row) => toEvent(row, query.language)),
    total_pages: Math.ceil(total / query.perPage),
  };
}

/** Every event's slug and date, newest first (the sitemap). */
export async function listEventSlugs(db: DbOrTx): Promise<Array<{ slug: string; date: string }>> {
  return db
    .select({ slug: events.slug, date: events.eventDate })
    .from(events)
    .orderBy(...newestEventsFirst);
}

export async function findEventBySlug(
  db: DbOrTx,
  slug: string,
  language: Language = 'en',
): Promise<Event | null> {
  const [row] = await db.select().from(events).where(eq(events.slug, slug)).limit(1);
  return row ? toEvent(row, language) : null;
}

export interface NewEvent {
  name: string;
  eventDate: string;
  image: string;
  description: string;
  youtubeUrl?: string | null;
  gallery: string[];
  /** Already in the column's form (repositories/translations.ts storedTranslations: sanitised). */
  translations?: ContentTranslations;
}

/** An event's columns as an add and the office's edit write them (name trimmed, HTML sanitised), slug apart. */
export function eventColumns(event: Omit<NewEvent, 'translations'>) {
  return {
    name: event.name.trim(),
    eventDate: event.eventDate,
    image: event.image,
    description: sanitizeRichHtml(event.description),
    youtubeUrl: event.youtubeUrl ?? null,
    gallery: event.gallery,
  };
}

/**
 * Inserts an event with the slug of docs/api.md#read-endpoints (name trimmed, white space to hyphens,
 * lower-cased), made unique with -2, -3, ... when another event already holds it. Run inside a transaction
 * when events are added concurrently; the unique index refuses a duplicate in any case.
 */
export async function createEvent(db: DbOrTx, event: NewEvent): Promise<Event> {
  const base = eventSlug(event.name);
  if (base === '') throw new Error('An event needs a name.');
  const existing = await db
    .select({ slug: events.slug })
    .from(events)
    .where(or(eq(events.slug, base), like(events.slug, `${escapeLike(base)}-%`)));
  const slug = uniqueSlug(base, new Set(existing.map((row) => row.slug)));
  const [row] = await db
    .insert(events)
    .values({
      slug,
      ...eventColumns(event),
      translations: event.translations ?? {},
    })
    .returning();
  return toEvent(row);
}

// ------------------------------------------------------------------ categories, board members, awards

export async function listCategories(
  db: DbOrTx,
  parent: CategoryParent,
  order: 'asc' | 'desc',
  language: Language = 'en',
): Promise<Category[]> {
  const direction = order === 'desc' ? desc : asc;
  const rows = await db
    .select({
      id: categories.id,
      category_name: categories.categoryName,
      translations: categories.translations,
    })
    .from(categories)
    .where(eq(categories.parentName, parent))
    .orderBy(direction(categories.sortOrder), direction(categories.id));
  return rows.map((row) =>
    translateItem(
      { id: row.id, category_name: row.category_name },
      row.translations,
      language,
      TRANSLATABLE_FIELDS.category,
    ),
  );
}

/** A category's name and place as the seed and the office write them (the name trimmed). */
export function categoryColumns(category: { name: string; sortOrder: number }) {
  return { categoryName: category.name.trim(), sortOrder: category.sortOrder };
}

export async function createCategory(
  db: DbOrTx,
  category: { parent: CategoryParent; name: string; sortOrder: number; translations?: ContentTranslations },
): Promise<number> {
  return insertId(db, categories, newCategoryRow(category));
}

/** A new category's row as the seed and the office add it. */
export function newCategoryRow(category: {
  parent: string;
  name: string;
  sortOrder: number;
  translations?: ContentTranslations;
}) {
  return {
    parentName: category.parent,
    ...categoryColumns(category),
    translations: category.translations ?? {},
  };
}

/**
 * Members of one about_us category, in the committee's own order; an unknown category has no members. In a
 * language other than English the category may also be named as that language's categories answer names it.
 */
export async function listBoardMembers(
  db: DbOrTx,
  categoryName: string,
  language: Language = 'en',
): Promise<BoardMember[]> {
  const named =
    language === 'en'
      ? eq(categories.categoryName, categoryName)
      : or(
          eq(categories.categoryName, categoryName),
          sql`${categories.translations} -> ${language}::text ->> 'categoryName' = ${categoryName}::text`,
        );
  const rows = await db
    .select({
      id: boardMembers.id,
      profile_image: boardMembers.profileImage,
      profile_name: boardMembers.profileName,
      profile_type: boardMembers.profileType,
      translations: boardMembers.translations,
      categoryId: categories.id,
    })
    .from(boardMembers)
    .innerJoin(categories, eq(boardMembers.categoryId, categories.id))
    .where(and(eq(categories.parentName, 'about_us'), named))
    .orderBy(asc(boardMembers.sortOrder), asc(boardMembers.id));
  // Should an English name and another category's translation both match, the English name wins.
  const categoryIds = new Set(rows.map((row) => row.categoryId));
  let chosen: number | null = null;
  if (categoryIds.size > 1) {
    const [exact] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.parentName, 'about_us'), eq(categories.categoryName, categoryName)));
    chosen = exact?.id ?? Math.min(...categoryIds);
  }
  return rows
    .filter((row) => chosen === null || row.categoryId === chosen)
    .map((row) =>
      translateItem(
        {
          id: row.id,
          profile_image: row.profile_image,
          profile_name: row.profile_name,
          profile_type: row.profile_type,
        },
        row.translations,
        language,
        TRANSLATABLE_FIELDS.boardMember,
      ),
    );
}

export interface BoardMemberFields {
  categoryId: number;
  image: string;
  name: string;
  type: string;
  sortOrder: number;
  translations?: ContentTranslations;
}

/** A board member's columns as the seed and the office write them (name and type trimmed), translations apart. */
export function boardMemberColumns(member: BoardMemberFields) {
  return {
    categoryId: member.categoryId,
    profileImage: member.image,
    profileName: member.name.trim(),
    profileType: member.type.trim(),
    sortOrder: member.sortOrder,
  };
}

export async function insertBoardMember(db: DbOrTx, member: BoardMemberFields): Promise<number> {
  return insertId(db, boardMembers, {
    ...boardMemberColumns(member),
    translations: member.translations ?? {},
  });
}

/** Every award with its category's name, grouped in the categories' order. */
export async function listAwards(db: DbOrTx, language: Language = 'en'): Promise<Award[]> {
  const rows = await db
    .select({
      id: awards.id,
      title: awards.title,
      description: awards.description,
      category_name: categories.categoryName,
      translations: awards.translations,
      categoryTranslations: categories.translations,
    })
    .from(awards)
    .innerJoin(categories, eq(awards.categoryId, categories.id))
    .where(eq(categories.parentName, 'awards'))
    .orderBy(asc(categories.sortOrder), asc(categories.id), asc(awards.sortOrder), asc(awards.id));
  return rows.map((row) =>
    translateItem(
      { id: row.id, title: row.title, description: row.description, category_name: row.category_name },
      row.translations,
      language,
      TRANSLATABLE_FIELDS.award,
      { category_name: { translations: row.categoryTranslations, key: 'categoryName' } },
    ),
  );
}

export interface AwardFields {
  categoryId: number;
  title: string;
  description: string;
  sortOrder: number;
  translations?: ContentTranslations;
}

/** An award's columns as the seed and the office write them (title and description trimmed), translations apart. */
export function awardColumns(award: AwardFields) {
  return {
    categoryId: award.categoryId,
    title: award.title.trim(),
    description: award.description.trim(),
    sortOrder: award.sortOrder,
  };
}

export async function insertAward(db: DbOrTx, award: AwardFields): Promise<number> {
  return insertId(db, awards, { ...awardColumns(award), translations: award.translations ?? {} });
}

// ------------------------------------------------------------------ president

/** The newest president record first: the site shows the first element. */
export async function listPresidents(db: DbOrTx, language: Language = 'en'): Promise<President[]> {
  const rows = await db
    .select({
      id: presidents.id,
      salutation: presidents.salutation,
      president_name: presidents.name,
      president_subname: presidents.subname,
      president_profile_image: presidents.profileImage,
      president_description: presidents.description,
      translations: presidents.translations,
    })
    .from(presidents)
    .orderBy(desc(presidents.id));
  return rows.map(({ translations, ...president }) =>
    translateItem(president, translations, language, TRANSLATABLE_FIELDS.president),
  );
}

export interface PresidentFields {
  salutation: string;
  name: string;
  subname: string;
  image: string;
  description: string;
  translations?: ContentTranslations;
}

/** The president's columns as the seed and the office write them (texts trimmed, HTML sanitised), translations apart. */
export function presidentColumns(president: PresidentFields) {
  return {
    salutation: president.salutation.trim(),
    name: president.name.trim(),
    subname: president.subname.trim(),
    profileImage: president.image,
    description: sanitizePresidentHtml(president.description),
  };
}

export async function insertPresident(db: DbOrTx, president: PresidentFields): Promise<number> {
  return insertId(db, presidents, {
    ...presidentColumns(president),
    translations: president.translations ?? {},
  });
}

// ------------------------------------------------------------------ matrimony event card

/**
 * The site shows the first card, so the next upcoming meet comes first (soonest first), then past meets,
 * most recent first. `today` is YYYY-MM-DD in India.
 */
export async function listMatrimonyCards(
  db: DbOrTx,
  today: string,
  language: Language = 'en',
): Promise<MatrimonyCard[]> {
  const rows = await db
    .select({
      id: matrimonyCards.id,
      date: matrimonyCards.date,
      title: matrimonyCards.title,
      sub_title: matrimonyCards.subTitle,
      time: matrimonyCards.time,
      card_image: matrimonyCards.cardImage,
      translations: matrimonyCards.translations,
    })
    .from(matrimonyCards)
    .orderBy(asc(matrimonyCards.date), asc(matrimonyCards.id));
  const cards = rows.map(({ translations, ...card }) =>
    translateItem(card, translations, language, TRANSLATABLE_FIELDS.matrimonyCard),
  );
  const upcoming = cards.filter((card) => card.date >= today);
  const past = cards.filter((card) => card.date < today).reverse();
  return [...upcoming, ...past];
}

export interface MatrimonyCardFields {
  date: string;
  title: string;
  subTitle: string;
  time: string;
  image: string;
  translations?: ContentTranslations;
}

/** A card's columns as the seed and the office write them (texts trimmed), translations apart. */
export function matrimonyCardColumns(card: MatrimonyCardFields) {
  return {
    date: card.date,
    title: card.title.trim(),
    subTitle: card.subTitle.trim(),
    time: card.time,
    cardImage: card.image,
  };
}

export async function insertMatrimonyCard(db: DbOrTx, card: MatrimonyCardFields): Promise<number> {
  if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(card.time))
    throw new Error(`time must be HH:MM (24-hour), got ${card.time}`);
  return insertId(db, matrimonyCards, {
    ...matrimonyCardColumns(card),
    translations: card.translations ?? {},
  });
}
