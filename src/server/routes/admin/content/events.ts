import { z } from 'zod';
import { TRANSLATABLE_FIELDS } from '../../../../shared/schemas/translations';
import { readAdminForm } from '../../../admin/uploads';
import * as content from '../../../repositories/admin/content';
import { idParam, invalid, isoDate, pagingQuery, parseQuery, requiredText } from '../shared';
import { DELETED, type ContentContext } from './context';
import { notFound } from '../shared';
import { validateForm } from './validation';

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

/** The event form's image fields: the main image (required on create only) and the gallery. */
function eventImages(imageRequired: boolean) {
  return [
    { field: 'event_image', required: imageRequired },
    { field: 'event_gallery', required: false, many: true },
  ];
}

export function registerEventRoutes({ app, db, withImages, removeImages }: ContentContext): void {
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
    const fields = await validateForm(eventSchema, form, eventImages(true), TRANSLATABLE_FIELDS.event);
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
    const fields = await validateForm(eventSchema, form, eventImages(false), TRANSLATABLE_FIELDS.event);
    const keepOnly = keptGalleryPaths(form.fields.keep_gallery);
    const { event, replaced } = await withImages(async (tx, store) => {
      const added: string[] = [];
      for (const upload of form.files.event_gallery ?? []) added.push(await store('events', upload));
      const newImage = form.files.event_image?.[0] ? await store('events', form.files.event_image[0]) : null;
      // Read under the row's lock: of two edits that meet, the second sees (and removes) the pictures the first
      // replaced it with, so none is left stored with nothing pointing to it.
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
}
