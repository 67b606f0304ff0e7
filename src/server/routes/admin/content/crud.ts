import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { ContentTranslations } from '../../../../shared/i18n/languages';
import type { TranslatableField } from '../../../../shared/schemas/translations';
import { readAdminForm } from '../../../admin/uploads';
import type { Db } from '../../../db/client';
import type { ReadOptions } from '../../../repositories/admin/content';
import { idParam, notFound } from '../shared';
import { DELETED, type ContentContext, type Store } from './context';
import { parseWithTranslations, validateForm } from './validation';

// The routes a content type's list shares (docs/admin-api.md): GET the list, POST a new row (201), PUT a saved
// one (404 when it is gone), DELETE one. A type names its path and its repository's functions; the types saved
// with one picture (board members, matrimony cards) also name the picture's form field and folder.

interface CrudRepository {
  list: (db: Db, request: FastifyRequest) => Promise<unknown>;
  /** Deletes the row; null or undefined when there was none. */
  remove: (db: Db, id: number) => Promise<unknown>;
}

type Fields<S extends z.ZodType> = z.infer<S> & { translations?: ContentTranslations };

/** What a content type checks its fields with, whether sent as JSON or as a form. */
interface CheckedFields<S extends z.ZodType> {
  schema: S;
  translatable: readonly TranslatableField[];
  /** More checks of the fields against the database (e.g. that the chosen category exists). */
  check?: (db: Db, fields: Fields<S>) => Promise<void>;
}

interface JsonContent<S extends z.ZodType> extends CrudRepository, CheckedFields<S> {
  /** Saves the checked fields: a new row when id is null; null when the row is gone. */
  save: (db: Db, id: number | null, fields: Fields<S>) => Promise<unknown>;
}

/** The routes of a content type the console sends as JSON (news, awards). */
export function registerJsonContentRoutes<S extends z.ZodType>(
  { app, db }: ContentContext,
  path: string,
  type: JsonContent<S>,
): void {
  async function readBody(body: unknown) {
    const fields = parseWithTranslations(type.schema, body, type.translatable);
    await type.check?.(db, fields);
    return fields;
  }

  app.get(`/${path}`, async (request) => ({ result: await type.list(db, request) }));

  app.post(`/${path}`, async (request, reply) => {
    const saved = await type.save(db, null, await readBody(request.body));
    return reply.code(201).send({ result: saved });
  });

  app.put(`/${path}/:id`, async (request) => {
    const id = idParam(request);
    const saved = await type.save(db, id, await readBody(request.body));
    return saved ? { result: saved } : notFound();
  });

  app.delete(`/${path}/:id`, async (request) =>
    (await type.remove(db, idParam(request))) ? DELETED : notFound(),
  );
}

interface PictureContent<S extends z.ZodType> extends CheckedFields<S> {
  /** The multipart field of the picture, required on a new row. */
  imageField: string;
  folder: Parameters<Store>[0];
  list: CrudRepository['list'];
  /** The saved row's picture; undefined when the row is gone. */
  picture: (db: Db, id: number, options?: ReadOptions) => Promise<string | undefined>;
  save: (db: Db, id: number | null, fields: Fields<S>, image: string) => Promise<unknown>;
  /** Deletes the row and gives its picture; undefined when there was none. */
  remove: (db: Db, id: number) => Promise<string | undefined>;
}

/** The routes of a content type saved with one picture, sent as a multipart form. */
export function registerPictureContentRoutes<S extends z.ZodType>(
  { app, db, withImages, removeImages }: ContentContext,
  path: string,
  type: PictureContent<S>,
): void {
  async function readForm(request: FastifyRequest, isNew: boolean) {
    const form = await readAdminForm(request);
    const images = [{ field: type.imageField, required: isNew }];
    const fields = await validateForm(type.schema, form, images, type.translatable);
    await type.check?.(db, fields);
    return { upload: form.files[type.imageField]?.[0], fields };
  }

  app.get(`/${path}`, async (request) => ({ result: await type.list(db, request) }));

  app.post(`/${path}`, async (request, reply) => {
    const { upload, fields } = await readForm(request, true);
    const saved = await withImages(async (tx, store) =>
      type.save(tx, null, fields, await store(type.folder, upload!)),
    );
    return reply.code(201).send({ result: saved });
  });

  app.put(`/${path}/:id`, async (request) => {
    const id = idParam(request);
    if ((await type.picture(db, id)) === undefined) notFound();
    const { upload, fields } = await readForm(request, false);
    const { saved, replaced } = await withImages(async (tx, store) => {
      const image = upload ? await store(type.folder, upload) : null;
      // Read under the row's lock, like an event edit: the picture replaced is the one saved last.
      const current = (await type.picture(tx, id, { lock: true })) ?? notFound();
      const saved = await type.save(tx, id, fields, image ?? current);
      return { saved, replaced: image ? current : null };
    });
    await removeImages([replaced]);
    return { result: saved };
  });

  app.delete(`/${path}/:id`, async (request) => {
    const picture = (await type.remove(db, idParam(request))) ?? notFound();
    await removeImages([picture]);
    return DELETED;
  });
}
