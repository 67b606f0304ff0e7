import { and, asc, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  awards,
  boardMembers,
  categories,
  events,
  matrimonyCards,
  news,
  presidents,
  siteSettings,
} from '../../db/schema';
import { sanitizeRichHtml } from '../../lib/sanitize';
import {
  awardColumns,
  boardMemberColumns,
  categoryColumns,
  createEvent,
  eventColumns,
  eventFields,
  matrimonyCardColumns,
  newCategoryRow,
  presidentColumns,
  type MatrimonyCardFields,
  type PresidentFields,
  type AwardFields,
  type BoardMemberFields,
} from '../content';
import { apiTranslations } from '../translations';
import { settingsColumns, settingsRow, settingsView } from '../settings';
import { deleteRow, saveRow } from '../rows';
import { containsPattern, paged, pageOfRows } from '../paging';
import type { ContentTranslations } from '../../../shared/i18n/languages';
import { TRANSLATABLE_FIELDS } from '../../../shared/schemas/translations';
import type { AdminSettings } from '../../../shared/schemas/admin';

// The office's writes to the public content. HTML is sanitised here, on save, with the public allowlists, so no
// route can store unsanitised HTML. Answers use the public API's field names.
//
// Translations (docs/admin-api.md#translations): every answer carries the row's `translations` per language and
// API field name; a save given `translations` (already in the column's form: routes/admin/content/validation.ts
// converts and sanitises them with repositories/translations.ts) replaces the row's, a save without keeps them.

/** A save's columns, with its translations only when it gives them: a save without keeps the row's. */
function withTranslations<Columns extends object>(
  columns: Columns,
  translations: ContentTranslations | undefined,
): Columns & { translations?: ContentTranslations } {
  return translations ? { ...columns, translations } : columns;
}

type EventRow = typeof events.$inferSelect;

export function eventView(row: EventRow) {
  return {
    ...eventFields(row),
    translations: apiTranslations(row.translations, TRANSLATABLE_FIELDS.event),
  };
}

export async function listEventsForAdmin(db: Db, query: { page: number; perPage: number; q?: string }) {
  const where = query.q ? ilike(events.name, containsPattern(query.q)) : undefined;
  const { rows, total } = await pageOfRows(db, events, where, query, desc(events.eventDate), desc(events.id));
  return paged(rows.map(eventView), total, query);
}

/**
 * Editors read the row they replace with `lock` inside their transaction: the images they then remove are the
 * ones the row really held, even when two saves of the same item meet (the second waits for the first).
 */
export interface ReadOptions {
  lock?: boolean;
}

export async function findEventRow(db: Db, id: number, options: ReadOptions = {}): Promise<EventRow | null> {
  const query = db.select().from(events).where(eq(events.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export interface EventFields {
  name: string;
  eventDate: string;
  description: string;
  youtubeUrl: string | null;
  translations?: ContentTranslations;
}

export async function insertEvent(db: Db, fields: EventFields & { image: string; gallery: string[] }) {
  // createEvent (public content repository) makes the event slug (docs/api.md#read-endpoints) unique; a
  // transaction keeps two simultaneous saves of the same name from colliding on the unique index.
  const created = await db.transaction((tx) => createEvent(tx, fields));
  const row = await findEventRow(db, created.id);
  return eventView(row!);
}

/** Updates an event; the slug is never touched, so published links keep working after a rename. */
export async function updateEvent(
  db: Db,
  id: number,
  fields: EventFields & { image: string; gallery: string[] },
) {
  const [row] = await db
    .update(events)
    .set({
      ...withTranslations(eventColumns(fields), fields.translations),
      updatedAt: new Date(),
    })
    .where(eq(events.id, id))
    .returning();
  return row ? eventView(row) : null;
}

export async function deleteEvent(db: Db, id: number): Promise<EventRow | null> {
  return deleteRow(db, events, id);
}

// ------------------------------------------------------------------ news

type NewsRow = typeof news.$inferSelect;
const newsView = (row: NewsRow) => ({
  id: row.id,
  content: row.content,
  published_on: row.publishedOn,
  translations: apiTranslations(row.translations, TRANSLATABLE_FIELDS.news),
});

export async function listNewsForAdmin(db: Db) {
  const rows = await db.select().from(news).orderBy(desc(news.publishedOn), desc(news.id));
  return rows.map(newsView);
}

export async function saveNews(
  db: Db,
  id: number | null,
  item: { content: string; publishedOn: string; translations?: ContentTranslations },
) {
  const values = withTranslations(
    { content: sanitizeRichHtml(item.content), publishedOn: item.publishedOn },
    item.translations,
  );
  const row = await saveRow(db, news, id, values);
  return row ? newsView(row) : null;
}

export async function deleteNews(db: Db, id: number): Promise<boolean> {
  return (await deleteRow(db, news, id)) !== null;
}

// ------------------------------------------------------------------ categories

type CategoryRow = typeof categories.$inferSelect;
const categoryView = (row: CategoryRow) => ({
  id: row.id,
  parent_name: row.parentName,
  category_name: row.categoryName,
  sort_order: row.sortOrder,
  translations: apiTranslations(row.translations, TRANSLATABLE_FIELDS.category),
});

export async function listCategoriesForAdmin(db: Db, parent?: string) {
  const rows = await db
    .select()
    .from(categories)
    .where(parent ? eq(categories.parentName, parent) : undefined)
    .orderBy(asc(categories.parentName), asc(categories.sortOrder), asc(categories.id));
  return rows.map(categoryView);
}

export async function findCategory(db: Db, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  return row ? categoryView(row) : null;
}

export async function categoryNameTaken(db: Db, parent: string, name: string, exceptId?: number) {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.parentName, parent), eq(categories.categoryName, name.trim())));
  return rows.some((row) => row.id !== exceptId);
}

export async function insertCategory(
  db: Db,
  values: { parent: string; name: string; sortOrder: number; translations?: ContentTranslations },
) {
  const [row] = await db.insert(categories).values(newCategoryRow(values)).returning();
  return categoryView(row);
}

export async function updateCategory(
  db: Db,
  id: number,
  values: { name: string; sortOrder: number; translations?: ContentTranslations },
) {
  const [row] = await db
    .update(categories)
    .set(withTranslations(categoryColumns(values), values.translations))
    .where(eq(categories.id, id))
    .returning();
  return row ? categoryView(row) : null;
}

/** Deletes the category; its board members or awards go with it (foreign keys cascade). */
export async function deleteCategory(db: Db, id: number): Promise<{ images: string[] } | null> {
  const images = await db
    .select({ image: boardMembers.profileImage })
    .from(boardMembers)
    .where(eq(boardMembers.categoryId, id));
  const rows = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  return rows.length ? { images: images.map((row) => row.image) } : null;
}

// ------------------------------------------------------------------ board members

const boardSelection = {
  id: boardMembers.id,
  category_id: boardMembers.categoryId,
  category_name: categories.categoryName,
  profile_image: boardMembers.profileImage,
  profile_name: boardMembers.profileName,
  profile_type: boardMembers.profileType,
  sort_order: boardMembers.sortOrder,
  translations: boardMembers.translations,
};

type BoardSelected = {
  [K in keyof typeof boardSelection]: (typeof boardSelection)[K]['_']['data'];
};
const boardView = (row: BoardSelected) => ({
  ...row,
  translations: apiTranslations(row.translations, TRANSLATABLE_FIELDS.boardMember),
});

export async function listBoardMembersForAdmin(db: Db, categoryId?: number) {
  const rows = await db
    .select(boardSelection)
    .from(boardMembers)
    .innerJoin(categories, eq(boardMembers.categoryId, categories.id))
    .where(categoryId ? eq(boardMembers.categoryId, categoryId) : undefined)
    .orderBy(
      asc(categories.sortOrder),
      asc(categories.id),
      asc(boardMembers.sortOrder),
      asc(boardMembers.id),
    );
  return rows.map(boardView);
}

export async function findBoardMember(db: Db, id: number, options: ReadOptions = {}) {
  const query = db
    .select(boardSelection)
    .from(boardMembers)
    .innerJoin(categories, eq(boardMembers.categoryId, categories.id))
    .where(eq(boardMembers.id, id));
  const [row] = options.lock ? await query.for('update', { of: boardMembers }) : await query;
  return row ? boardView(row) : null;
}

export async function saveBoardMember(db: Db, id: number | null, fields: BoardMemberFields) {
  const values = withTranslations(boardMemberColumns(fields), fields.translations);
  const row = await saveRow(db, boardMembers, id, values);
  return row ? findBoardMember(db, row.id) : null;
}

export async function deleteBoardMember(db: Db, id: number) {
  return deleteRow(db, boardMembers, id);
}

// ------------------------------------------------------------------ president (the site shows the newest row)

type PresidentRow = typeof presidents.$inferSelect;
const presidentView = (row: PresidentRow) => ({
  id: row.id,
  salutation: row.salutation,
  president_name: row.name,
  president_subname: row.subname,
  president_profile_image: row.profileImage,
  president_description: row.description,
  translations: apiTranslations(row.translations, TRANSLATABLE_FIELDS.president),
});

export async function currentPresident(db: Db, options: ReadOptions = {}) {
  const query = db.select().from(presidents).orderBy(desc(presidents.id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ? presidentView(row) : null;
}

export async function savePresident(db: Db, id: number | null, fields: PresidentFields) {
  const values = withTranslations(presidentColumns(fields), fields.translations);
  const row = await saveRow(db, presidents, id, values);
  return presidentView(row!);
}

// ------------------------------------------------------------------ awards

const awardSelection = {
  id: awards.id,
  category_id: awards.categoryId,
  category_name: categories.categoryName,
  title: awards.title,
  description: awards.description,
  sort_order: awards.sortOrder,
  translations: awards.translations,
};

type AwardSelected = {
  [K in keyof typeof awardSelection]: (typeof awardSelection)[K]['_']['data'];
};
const awardView = (row: AwardSelected) => ({
  ...row,
  translations: apiTranslations(row.translations, TRANSLATABLE_FIELDS.award),
});

export async function listAwardsForAdmin(db: Db) {
  const rows = await db
    .select(awardSelection)
    .from(awards)
    .innerJoin(categories, eq(awards.categoryId, categories.id))
    .orderBy(asc(categories.sortOrder), asc(categories.id), asc(awards.sortOrder), asc(awards.id));
  return rows.map(awardView);
}

async function findAward(db: Db, id: number) {
  const [row] = await db
    .select(awardSelection)
    .from(awards)
    .innerJoin(categories, eq(awards.categoryId, categories.id))
    .where(eq(awards.id, id));
  return row ? awardView(row) : null;
}

export async function saveAward(db: Db, id: number | null, fields: AwardFields) {
  const values = withTranslations(awardColumns(fields), fields.translations);
  const row = await saveRow(db, awards, id, values);
  return row ? findAward(db, row.id) : null;
}

export async function deleteAward(db: Db, id: number): Promise<boolean> {
  return (await deleteRow(db, awards, id)) !== null;
}

// ------------------------------------------------------------------ matrimony cards

type CardRow = typeof matrimonyCards.$inferSelect;
const cardView = (row: CardRow) => ({
  id: row.id,
  date: row.date,
  title: row.title,
  sub_title: row.subTitle,
  time: row.time,
  card_image: row.cardImage,
  translations: apiTranslations(row.translations, TRANSLATABLE_FIELDS.matrimonyCard),
});

export async function listCardsForAdmin(db: Db) {
  const rows = await db
    .select()
    .from(matrimonyCards)
    .orderBy(desc(matrimonyCards.date), desc(matrimonyCards.id));
  return rows.map(cardView);
}

export async function findCardRow(db: Db, id: number, options: ReadOptions = {}) {
  const query = db.select().from(matrimonyCards).where(eq(matrimonyCards.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function saveCard(db: Db, id: number | null, fields: MatrimonyCardFields) {
  const values = withTranslations(matrimonyCardColumns(fields), fields.translations);
  const row = await saveRow(db, matrimonyCards, id, values);
  return row ? cardView(row) : null;
}

export async function deleteCard(db: Db, id: number) {
  return deleteRow(db, matrimonyCards, id);
}

// ------------------------------------------------------------------ site settings

/** The console's settings answer: src/shared/schemas/admin.ts. */
export type { AdminSettings };

export async function getAdminSettings(db: Db, options: ReadOptions = {}): Promise<AdminSettings> {
  const row = await settingsRow(db, options);
  return row
    ? settingsView(row)
    : {
        facebook_url: '',
        twitter_url: '',
        insta_url: '',
        linkedin_url: '',
        youtube_url: '',
        contact_address: '',
        contact_mobile: '',
        contact_email: '',
        site_copyright: '',
        identity_retention_days: null,
        bank_accounts: [],
        form_10ac_url: '',
      };
}

export async function saveAdminSettings(db: Db, settings: AdminSettings): Promise<AdminSettings> {
  const values = { ...settingsColumns(settings), updatedAt: new Date() };
  const existing = await settingsRow(db);
  const [row] = existing
    ? await db.update(siteSettings).set(values).where(eq(siteSettings.id, existing.id)).returning()
    : await db.insert(siteSettings).values(values).returning();
  return settingsView(row);
}

/**
 * Every public file path a row points to: the uploads/ paths of event images and galleries, board members, the
 * president, matrimony cards and an uploaded Form 10AC order. The orphan sweep keeps exactly these (and their
 * narrower copies): a new column that holds an uploads/ path must be added here.
 */
export async function referencedPublicPaths(db: Db): Promise<Set<string>> {
  const found = new Set<string>();
  for (const row of await db.select({ image: events.image, gallery: events.gallery }).from(events)) {
    found.add(row.image);
    if (Array.isArray(row.gallery)) for (const item of row.gallery) found.add(item);
  }
  const single = await Promise.all([
    db.select({ path: boardMembers.profileImage }).from(boardMembers),
    db.select({ path: presidents.profileImage }).from(presidents),
    db.select({ path: matrimonyCards.cardImage }).from(matrimonyCards),
    db.select({ path: siteSettings.form10acUrl }).from(siteSettings),
  ]);
  for (const rows of single) for (const row of rows) found.add(row.path);
  return found;
}
