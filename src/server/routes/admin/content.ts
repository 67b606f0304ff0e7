import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CATEGORY_PARENTS } from '../../../shared/schemas';
import type { ContentTranslations } from '../../../shared/i18n/languages';
import {
  TRANSLATABLE_FIELDS,
  translationErrorKey,
  translationsInputSchema,
  type TranslatableField,
} from '../../../shared/schemas/translations';
import {
  checkImage,
  GALLERY_MAX_FILES,
  readAdminForm,
  storeWebp,
  type AdminForm,
  type AdminUpload,
} from '../../admin/uploads';
import {
  bankAccountErrors,
  form10acUrlError,
  FORM_10AC_UPLOAD_PATTERN,
  looksLikePdf,
  MAX_BANK_ACCOUNTS,
  normaliseBankAccount,
  SITE_DOCUMENT_MESSAGES,
  type BankAccount,
} from '../../../shared/validation/siteDocuments';
import { HttpError } from '../../plugins/errors';
import * as content from '../../repositories/admin/content';
import { storedTranslations } from '../../repositories/translations';
import type { Db } from '../../db/client';
import { removePublicFile, savePublicImage } from '../../storage/publicImages';
import { fileBackendFor } from '../../storage/storedFiles';
import {
  check,
  idParam,
  invalid,
  isoDate,
  NOT_FOUND_MESSAGE,
  optionalText,
  pagingQuery,
  parseQuery,
  requiredText,
  sortOrder,
  type FieldErrors,
} from './shared';

// Content the public site shows: events, news, categories, board members, the president, awards, matrimony
// cards and site settings. Saved rows are read by the public endpoints at the next request (every office write
// empties the read and page caches: routes/admin/index.ts).
//
// Each translatable type also takes `translations` (docs/admin-api.md#translations): a JSON object in JSON
// bodies, a JSON text in the multipart forms. Given, it replaces the row's translations; left out, they stay.

const IMAGE_MISSING = 'Please choose an image.';
const DELETED = { message: 'Deleted.' };

/** A YouTube watch or short link, stored as https://www.youtube.com/watch?v=<id>; empty means none. */
const youtubeUrl = z
  .string()
  .trim()
  .optional()
  .transform((value, context) => {
    if (!value) return null;
    const match =
      /^https?:\/\/(?:www\.|m\.)?youtube\.com\/watch\?(?:.*&)?v=([\w-]{11})(?:&.*)?$/.exec(value) ??
      /^https?:\/\/youtu\.be\/([\w-]{11})(?:\?.*)?$/.exec(value) ??
      /^https?:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/([\w-]{11})(?:\?.*)?$/.exec(value);
    if (!match) {
      context.addIssue({ code: 'custom', message: 'Please enter a YouTube video link, or leave it empty.' });
      return z.NEVER;
    }
    return `https://www.youtube.com/watch?v=${match[1]}`;
  });

const eventSchema = z.object({
  event_name: requiredText('event name', 200),
  event_date: isoDate('event date'),
  event_description: requiredText('description', 100_000),
  youtube_url: youtubeUrl,
});

const timeHhmm = z
  .string({ message: 'Please enter the time as HH:MM (24-hour).' })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Please enter the time as HH:MM (24-hour).' });

/** Checks every upload of a field; collects the first problem into errors under the field's name. */
async function checkUploads(errors: FieldErrors, field: string, uploads: AdminUpload[]): Promise<void> {
  for (const upload of uploads) {
    const problem = await checkImage(upload);
    if (problem) {
      errors[field] ??= problem;
      return;
    }
  }
}

const TRANSLATIONS_UNREADABLE = 'The translations could not be read. Please try again.';

/**
 * The `translations` of a write, checked with the shared schema (src/shared/schemas/translations.ts) and put in
 * the column's form (rich texts sanitised). Undefined when the request has none (the row keeps its own); each
 * problem goes into errors under `translations.<language>.<field>`.
 */
function readTranslations(
  raw: unknown,
  fields: readonly TranslatableField[],
  errors: FieldErrors,
  { fromForm }: { fromForm: boolean },
): ContentTranslations | undefined {
  if (raw === undefined || (fromForm && raw === '')) return undefined;
  let given = raw;
  if (fromForm) {
    try {
      given = JSON.parse(raw as string);
    } catch {
      errors.translations = TRANSLATIONS_UNREADABLE;
      return undefined;
    }
  }
  const parsed = translationsInputSchema(fields).safeParse(given);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[translationErrorKey(issue.path)] ??= issue.message;
    return undefined;
  }
  return storedTranslations(parsed.data, fields);
}

/** Validates a JSON body and its translations; throws one 400 with every error. */
function parseWithTranslations<S extends z.ZodType>(
  schema: S,
  body: unknown,
  fields: readonly TranslatableField[],
): z.infer<S> & { translations?: ContentTranslations } {
  const result = check(schema, body);
  const errors: FieldErrors = result.ok ? {} : { ...result.errors };
  const raw =
    body && typeof body === 'object' ? (body as { translations?: unknown }).translations : undefined;
  const translations = readTranslations(raw, fields, errors, { fromForm: false });
  if (!result.ok || Object.keys(errors).length > 0) invalid(errors);
  return { ...(result.data as object), translations } as z.infer<S> & { translations?: ContentTranslations };
}

/** Validates the text fields with zod and the named image fields by their bytes; throws one 400 with all errors. */
async function validateForm<S extends z.ZodType>(
  schema: S,
  form: AdminForm,
  images: { field: string; required: boolean; many?: boolean }[],
  translatable: readonly TranslatableField[] = [],
): Promise<z.infer<S> & { translations?: ContentTranslations }> {
  const result = check(schema, form.fields);
  const errors: FieldErrors = result.ok ? {} : { ...result.errors };
  const translations = translatable.length
    ? readTranslations(form.fields.translations, translatable, errors, { fromForm: true })
    : undefined;
  for (const image of images) {
    const uploads = form.files[image.field] ?? [];
    if (image.required && uploads.length === 0) errors[image.field] = IMAGE_MISSING;
    else if (!image.many && uploads.length > 1) errors[image.field] = 'Please choose one image.';
    else if (uploads.length > GALLERY_MAX_FILES)
      errors[image.field] = `Please choose at most ${GALLERY_MAX_FILES} images.`;
    else await checkUploads(errors, image.field, uploads);
  }
  if (Object.keys(errors).length > 0 || !result.ok) invalid(errors);
  return { ...(result.data as object), translations } as z.infer<S> & { translations?: ContentTranslations };
}

function notFound(): never {
  throw new HttpError(404, NOT_FOUND_MESSAGE);
}

/** The gallery paths an event edit keeps (keep_gallery, a JSON list), or null when the field is absent: keep all. */
function keptGalleryPaths(field: string | undefined): unknown[] | null {
  if (field === undefined) return null;
  let wanted: unknown;
  try {
    wanted = JSON.parse(field);
  } catch {
    wanted = null;
  }
  if (!Array.isArray(wanted)) invalid({ keep_gallery: 'keep_gallery must be a JSON list of image paths.' });
  return wanted;
}

export default async function contentAdminRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const files = fileBackendFor(db, app.config);
  type Store = (folder: 'events' | 'people' | 'matrimony', upload: AdminUpload) => Promise<string>;
  /**
   * Runs work in one transaction with a store for its images. In the database the images commit or roll back
   * with the rows; on disk, the images of a failed save are removed here (a crash in between leaves public
   * images nothing points to, never personal data).
   */
  async function withImages<T>(work: (tx: Db, store: Store) => Promise<T>): Promise<T> {
    const stored: string[] = [];
    try {
      return await db.transaction((tx) =>
        work(tx, async (folder, upload) => {
          const publicPath = await storeWebp(files, folder, upload.bytes, tx);
          stored.push(publicPath);
          return publicPath;
        }),
      );
    } catch (error) {
      for (const path of stored) await removePublicFile(files, path).catch(() => undefined);
      throw error;
    }
  }
  // Replaced and deleted images go after the rows are saved, so a failed save never loses a shown image.
  const removeImages = async (paths: (string | null | undefined)[]) => {
    for (const path of paths) if (path) await removePublicFile(files, path);
  };

  // ---------------------------------------------------------------- events

  app.get('/events', async (request) => {
    const query = parseQuery(
      z.object({ ...pagingQuery, q: z.string().trim().max(200).optional() }),
      request.query,
    );
    return content.listEventsForAdmin(db, {
      page: query.page,
      perPage: query.per_page,
      q: query.q || undefined,
    });
  });

  app.get('/events/:id', async (request) => {
    const row = await content.findEventRow(db, idParam(request));
    return row ? { result: content.eventView(row) } : notFound();
  });

  app.post('/events', async (request, reply) => {
    const form = await readAdminForm(request);
    const fields = await validateForm(
      eventSchema,
      form,
      [
        { field: 'event_image', required: true },
        { field: 'event_gallery', required: false, many: true },
      ],
      TRANSLATABLE_FIELDS.event,
    );
    const event = await withImages(async (tx, store) => {
      const image = await store('events', form.files.event_image[0]);
      const gallery: string[] = [];
      for (const upload of form.files.event_gallery ?? []) gallery.push(await store('events', upload));
      return content.insertEvent(tx, {
        name: fields.event_name,
        eventDate: fields.event_date,
        description: fields.event_description,
        youtubeUrl: fields.youtube_url,
        image,
        gallery,
        translations: fields.translations,
      });
    });
    return reply.code(201).send({ result: event });
  });

  app.put('/events/:id', async (request) => {
    const id = idParam(request);
    if (!(await content.findEventRow(db, id))) notFound();
    const form = await readAdminForm(request);
    const fields = await validateForm(
      eventSchema,
      form,
      [
        { field: 'event_image', required: false },
        { field: 'event_gallery', required: false, many: true },
      ],
      TRANSLATABLE_FIELDS.event,
    );
    const keepOnly = keptGalleryPaths(form.fields.keep_gallery);
    const { event, replaced } = await withImages(async (tx, store) => {
      const added: string[] = [];
      for (const upload of form.files.event_gallery ?? []) added.push(await store('events', upload));
      const newImage = form.files.event_image?.[0] ? await store('events', form.files.event_image[0]) : null;
      const current = (await content.findEventRow(tx, id, { lock: true })) ?? notFound();
      const keep = keepOnly ? current.gallery.filter((path) => keepOnly.includes(path)) : current.gallery;
      const event = await content.updateEvent(tx, id, {
        name: fields.event_name,
        eventDate: fields.event_date,
        description: fields.event_description,
        youtubeUrl: fields.youtube_url,
        image: newImage ?? current.image,
        gallery: [...keep, ...added],
        translations: fields.translations,
      });
      const replaced = [
        newImage ? current.image : null,
        ...current.gallery.filter((path) => !keep.includes(path)),
      ];
      return { event: event ?? notFound(), replaced };
    });
    await removeImages(replaced);
    return { result: event };
  });

  app.delete('/events/:id', async (request) => {
    const row = await content.deleteEvent(db, idParam(request));
    if (!row) notFound();
    await removeImages([row.image, ...row.gallery]);
    return DELETED;
  });

  // ---------------------------------------------------------------- news

  const newsSchema = z.object({
    content: requiredText('news text', 20_000),
    published_on: isoDate('date'),
  });

  app.get('/news', async () => ({ result: await content.listNewsForAdmin(db) }));

  app.post('/news', async (request, reply) => {
    const body = parseWithTranslations(newsSchema, request.body, TRANSLATABLE_FIELDS.news);
    const item = await content.saveNews(db, null, {
      content: body.content,
      publishedOn: body.published_on,
      translations: body.translations,
    });
    return reply.code(201).send({ result: item });
  });

  app.put('/news/:id', async (request) => {
    const id = idParam(request);
    const body = parseWithTranslations(newsSchema, request.body, TRANSLATABLE_FIELDS.news);
    const item = await content.saveNews(db, id, {
      content: body.content,
      publishedOn: body.published_on,
      translations: body.translations,
    });
    return item ? { result: item } : notFound();
  });

  app.delete('/news/:id', async (request) =>
    (await content.deleteNews(db, idParam(request))) ? DELETED : notFound(),
  );

  // ---------------------------------------------------------------- categories

  const parentName = z.enum(CATEGORY_PARENTS, { message: 'parent_name must be about_us or awards.' });

  app.get('/categories', async (request) => {
    const query = parseQuery(z.object({ parent_name: parentName.optional() }), request.query);
    return { result: await content.listCategoriesForAdmin(db, query.parent_name) };
  });

  app.post('/categories', async (request, reply) => {
    const body = parseWithTranslations(
      z.object({
        parent_name: parentName,
        category_name: requiredText('category name', 200),
        sort_order: sortOrder,
      }),
      request.body,
      TRANSLATABLE_FIELDS.category,
    );
    if (await content.categoryNameTaken(db, body.parent_name, body.category_name))
      invalid({ category_name: 'A category with this name already exists.' });
    const category = await content.insertCategory(db, {
      parent: body.parent_name,
      name: body.category_name,
      sortOrder: body.sort_order,
      translations: body.translations,
    });
    return reply.code(201).send({ result: category });
  });

  app.put('/categories/:id', async (request) => {
    const id = idParam(request);
    const existing = await content.findCategory(db, id);
    if (!existing) notFound();
    const body = parseWithTranslations(
      z.object({ category_name: requiredText('category name', 200), sort_order: sortOrder }),
      request.body,
      TRANSLATABLE_FIELDS.category,
    );
    if (await content.categoryNameTaken(db, existing.parent_name, body.category_name, id))
      invalid({ category_name: 'A category with this name already exists.' });
    return {
      result: await content.updateCategory(db, id, {
        name: body.category_name,
        sortOrder: body.sort_order,
        translations: body.translations,
      }),
    };
  });

  app.delete('/categories/:id', async (request) => {
    const deleted = await content.deleteCategory(db, idParam(request));
    if (!deleted) notFound();
    await removeImages(deleted.images);
    return DELETED;
  });

  // ---------------------------------------------------------------- board members

  const boardSchema = z.object({
    category_id: z.coerce
      .number({ message: 'Please choose a committee.' })
      .int()
      .positive({ message: 'Please choose a committee.' }),
    profile_name: requiredText('name', 200),
    profile_type: requiredText('position', 200),
    sort_order: sortOrder,
  });

  async function requireCategory(id: number, parent: 'about_us' | 'awards', field: string) {
    const category = await content.findCategory(db, id);
    if (!category || category.parent_name !== parent)
      invalid({
        [field]: parent === 'about_us' ? 'Please choose a committee.' : 'Please choose an award category.',
      });
  }

  app.get('/board-members', async (request) => {
    const query = parseQuery(
      z.object({ category_id: z.coerce.number().int().positive().optional() }),
      request.query,
    );
    return { result: await content.listBoardMembersForAdmin(db, query.category_id) };
  });

  app.post('/board-members', async (request, reply) => {
    const form = await readAdminForm(request);
    const fields = await validateForm(
      boardSchema,
      form,
      [{ field: 'profile_image', required: true }],
      TRANSLATABLE_FIELDS.boardMember,
    );
    await requireCategory(fields.category_id, 'about_us', 'category_id');
    const member = await withImages(async (tx, store) =>
      content.saveBoardMember(tx, null, {
        categoryId: fields.category_id,
        name: fields.profile_name,
        type: fields.profile_type,
        sortOrder: fields.sort_order,
        image: await store('people', form.files.profile_image[0]),
        translations: fields.translations,
      }),
    );
    return reply.code(201).send({ result: member });
  });

  app.put('/board-members/:id', async (request) => {
    const id = idParam(request);
    if (!(await content.findBoardMember(db, id))) notFound();
    const form = await readAdminForm(request);
    const fields = await validateForm(
      boardSchema,
      form,
      [{ field: 'profile_image', required: false }],
      TRANSLATABLE_FIELDS.boardMember,
    );
    await requireCategory(fields.category_id, 'about_us', 'category_id');
    const { member, replaced } = await withImages(async (tx, store) => {
      const image = form.files.profile_image?.[0] ? await store('people', form.files.profile_image[0]) : null;
      const current = (await content.findBoardMember(tx, id, { lock: true })) ?? notFound();
      const member = await content.saveBoardMember(tx, id, {
        categoryId: fields.category_id,
        name: fields.profile_name,
        type: fields.profile_type,
        sortOrder: fields.sort_order,
        image: image ?? current.profile_image,
        translations: fields.translations,
      });
      return { member, replaced: image ? current.profile_image : null };
    });
    await removeImages([replaced]);
    return { result: member };
  });

  app.delete('/board-members/:id', async (request) => {
    const row = await content.deleteBoardMember(db, idParam(request));
    if (!row) notFound();
    await removeImages([row.profileImage]);
    return DELETED;
  });

  // ---------------------------------------------------------------- president

  const presidentSchema = z.object({
    salutation: requiredText('salutation', 100),
    president_name: requiredText('name', 200),
    president_subname: optionalText('subtitle', 300),
    president_description: requiredText('description', 50_000),
  });

  app.get('/president', async () => ({ result: await content.currentPresident(db) }));

  app.put('/president', async (request) => {
    const existing = await content.currentPresident(db);
    const form = await readAdminForm(request);
    const fields = await validateForm(
      presidentSchema,
      form,
      [{ field: 'president_profile_image', required: existing === null }],
      TRANSLATABLE_FIELDS.president,
    );
    const upload = form.files.president_profile_image?.[0];
    const { president, replaced } = await withImages(async (tx, store) => {
      const image = upload ? await store('people', upload) : null;
      const current = await content.currentPresident(tx, { lock: true });
      const president = await content.savePresident(tx, current?.id ?? null, {
        salutation: fields.salutation,
        name: fields.president_name,
        subname: fields.president_subname,
        description: fields.president_description,
        // Without a saved president the form required a picture (above), and presidents are never deleted.
        image: image ?? current!.president_profile_image,
        translations: fields.translations,
      });
      return { president, replaced: image && current ? current.president_profile_image : null };
    });
    await removeImages([replaced]);
    return { result: president };
  });

  // ---------------------------------------------------------------- awards

  const awardSchema = z.object({
    category_id: z.coerce
      .number({ message: 'Please choose an award category.' })
      .int()
      .positive({ message: 'Please choose an award category.' }),
    title: requiredText('title', 300),
    description: requiredText('description', 5000),
    sort_order: sortOrder,
  });

  app.get('/awards', async () => ({ result: await content.listAwardsForAdmin(db) }));

  app.post('/awards', async (request, reply) => {
    const body = parseWithTranslations(awardSchema, request.body, TRANSLATABLE_FIELDS.award);
    await requireCategory(body.category_id, 'awards', 'category_id');
    const award = await content.saveAward(db, null, {
      categoryId: body.category_id,
      title: body.title,
      description: body.description,
      sortOrder: body.sort_order,
      translations: body.translations,
    });
    return reply.code(201).send({ result: award });
  });

  app.put('/awards/:id', async (request) => {
    const id = idParam(request);
    const body = parseWithTranslations(awardSchema, request.body, TRANSLATABLE_FIELDS.award);
    await requireCategory(body.category_id, 'awards', 'category_id');
    const award = await content.saveAward(db, id, {
      categoryId: body.category_id,
      title: body.title,
      description: body.description,
      sortOrder: body.sort_order,
      translations: body.translations,
    });
    return award ? { result: award } : notFound();
  });

  app.delete('/awards/:id', async (request) =>
    (await content.deleteAward(db, idParam(request))) ? DELETED : notFound(),
  );

  // ---------------------------------------------------------------- matrimony cards

  const cardSchema = z.object({
    date: isoDate('date'),
    title: requiredText('title', 300),
    sub_title: optionalText('subtitle', 300),
    time: timeHhmm,
  });

  app.get('/matrimony-cards', async () => ({ result: await content.listCardsForAdmin(db) }));

  app.post('/matrimony-cards', async (request, reply) => {
    const form = await readAdminForm(request);
    const fields = await validateForm(
      cardSchema,
      form,
      [{ field: 'card_image', required: true }],
      TRANSLATABLE_FIELDS.matrimonyCard,
    );
    const card = await withImages(async (tx, store) =>
      content.saveCard(tx, null, {
        date: fields.date,
        title: fields.title,
        subTitle: fields.sub_title,
        time: fields.time,
        image: await store('matrimony', form.files.card_image[0]),
        translations: fields.translations,
      }),
    );
    return reply.code(201).send({ result: card });
  });

  app.put('/matrimony-cards/:id', async (request) => {
    const id = idParam(request);
    if (!(await content.findCardRow(db, id))) notFound();
    const form = await readAdminForm(request);
    const fields = await validateForm(
      cardSchema,
      form,
      [{ field: 'card_image', required: false }],
      TRANSLATABLE_FIELDS.matrimonyCard,
    );
    const { card, replaced } = await withImages(async (tx, store) => {
      const image = form.files.card_image?.[0] ? await store('matrimony', form.files.card_image[0]) : null;
      const current = (await content.findCardRow(tx, id, { lock: true })) ?? notFound();
      const card = await content.saveCard(tx, id, {
        date: fields.date,
        title: fields.title,
        subTitle: fields.sub_title,
        time: fields.time,
        image: image ?? current.cardImage,
        translations: fields.translations,
      });
      return { card, replaced: image ? current.cardImage : null };
    });
    await removeImages([replaced]);
    return { result: card };
  });

  app.delete('/matrimony-cards/:id', async (request) => {
    const row = await content.deleteCard(db, idParam(request));
    if (!row) notFound();
    await removeImages([row.cardImage]);
    return DELETED;
  });

  // ---------------------------------------------------------------- site settings

  const url = (label: string) =>
    z
      .string({ message: `Please enter the ${label} link or leave it empty.` })
      .trim()
      .max(500)
      .refine((value) => value === '' || /^https:\/\/[^\s]+$/.test(value), {
        message: `The ${label} link must start with https://`,
      });

  const settingsSchema = z.object({
    facebook_url: url('Facebook'),
    twitter_url: url('Twitter'),
    insta_url: url('Instagram'),
    linkedin_url: url('LinkedIn'),
    youtube_url: url('YouTube'),
    contact_address: requiredText('address', 1000),
    contact_mobile: requiredText('phone number', 100),
    contact_email: z
      .string({ message: 'Please enter a valid email address.' })
      .trim()
      .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: 'Please enter a valid email address.' }),
    site_copyright: requiredText('copyright line', 300),
    identity_retention_days: z
      .number({ message: 'Retention must be a whole number of days from 1 to 3650, or empty.' })
      .int({ message: 'Retention must be a whole number of days from 1 to 3650, or empty.' })
      .min(1, { message: 'Retention must be a whole number of days from 1 to 3650, or empty.' })
      .max(3650, { message: 'Retention must be a whole number of days from 1 to 3650, or empty.' })
      .nullable(),
    // Checked below with the shared rules, so that each field of each account gets its own message.
    bank_accounts: z.array(z.unknown(), { message: SITE_DOCUMENT_MESSAGES.tooManyAccounts }).optional(),
    form_10ac_url: z.string({ message: SITE_DOCUMENT_MESSAGES.form10acUrl }).trim().optional(),
  });

  /**
   * Bank accounts and the Form 10AC link with the shared rules (src/shared/validation/siteDocuments.ts). Errors
   * are keyed `bank_accounts.<index>.<field>`, so the console puts each message beside its input.
   */
  function checkDocuments(
    accounts: unknown[] | undefined,
    form10acUrl: string | undefined,
    saved: content.AdminSettings,
  ): { bankAccounts: BankAccount[]; form10acUrl: string; errors: FieldErrors } {
    const errors: FieldErrors = {};
    const given = accounts ?? saved.bank_accounts;
    if (given.length > MAX_BANK_ACCOUNTS) errors.bank_accounts = SITE_DOCUMENT_MESSAGES.tooManyAccounts;
    const bankAccounts = given.slice(0, MAX_BANK_ACCOUNTS).map((account, index) => {
      const normalised = normaliseBankAccount(
        account && typeof account === 'object' ? (account as Record<string, unknown>) : {},
      );
      for (const [field, message] of Object.entries(bankAccountErrors(normalised)))
        errors[`bank_accounts.${index}.${field}`] = message;
      return normalised;
    });
    const url = form10acUrl ?? saved.form_10ac_url;
    const urlProblem = form10acUrlError(url);
    if (urlProblem) errors.form_10ac_url = urlProblem;
    return { bankAccounts, form10acUrl: url, errors };
  }

  /** Removes the previously uploaded Form 10AC PDF once the settings no longer point at it. */
  async function dropReplacedUpload(previous: string, current: string): Promise<void> {
    if (previous !== current && FORM_10AC_UPLOAD_PATTERN.test(previous)) await removeImages([previous]);
  }

  app.get('/settings', async () => ({ result: await content.getAdminSettings(db) }));

  app.put('/settings', async (request) => {
    const result = check(settingsSchema, request.body);
    // Read and written under the row's lock, so a Form 10AC upload meanwhile is neither lost nor removed.
    const { saved, stored } = await db.transaction(async (tx) => {
      const saved = await content.getAdminSettings(tx, { lock: true });
      const body = result.ok ? result.data : null;
      const documents = checkDocuments(body?.bank_accounts, body?.form_10ac_url, saved);
      if (!result.ok || Object.keys(documents.errors).length > 0)
        invalid({ ...documents.errors, ...(result.ok ? {} : result.errors) });
      const { bank_accounts: _accounts, form_10ac_url: _url, ...fields } = result.data;
      const stored = await content.saveAdminSettings(tx, {
        ...fields,
        bank_accounts: documents.bankAccounts,
        form_10ac_url: documents.form10acUrl,
      });
      return { saved, stored };
    });
    await dropReplacedUpload(saved.form_10ac_url, stored.form_10ac_url);
    return { result: stored };
  });

  // The Form 10AC order as a PDF: stored as a public file (the donation page links to it), checked by its bytes.
  app.post('/settings/form-10ac', async (request) => {
    const form = await readAdminForm(request);
    const uploads = form.files.form_10ac ?? [];
    const upload = uploads.length === 1 ? uploads[0] : null;
    if (!upload || upload.tooLarge || !looksLikePdf(upload.bytes))
      invalid({ form_10ac: SITE_DOCUMENT_MESSAGES.form10acFile });
    // Content-hashed: the same PDF again is the same file, so a failed save here removes nothing.
    const { saved, stored } = await db.transaction(async (tx) => {
      const saved = await content.getAdminSettings(tx, { lock: true });
      const publicPath = await savePublicImage(files, 'documents', 'form-10ac', upload.bytes, 'pdf', tx);
      return { saved, stored: await content.saveAdminSettings(tx, { ...saved, form_10ac_url: publicPath }) };
    });
    await dropReplacedUpload(saved.form_10ac_url, stored.form_10ac_url);
    return { result: stored };
  });
}
