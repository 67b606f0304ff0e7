import { z } from 'zod';
import { CATEGORY_PARENTS } from '../../../../shared/schemas';
import { TRANSLATABLE_FIELDS } from '../../../../shared/schemas/translations';
import type { Db } from '../../../db/client';
import * as content from '../../../repositories/admin/content';
import { idParam, invalid, parseQuery, requiredText, sortOrder } from '../shared';
import { DELETED, type ContentContext } from './context';
import { notFound } from '../shared';
import { parseWithTranslations } from './validation';

const parentName = z.enum(CATEGORY_PARENTS, { message: 'parent_name must be about_us or awards.' });

const NAME_TAKEN = 'A category with this name already exists.';

/** Rejects a category id that is not a category under parent (board members: about_us; awards: awards). */
export async function requireCategory(db: Db, id: number, parent: 'about_us' | 'awards', field: string) {
  const category = await content.findCategory(db, id);
  if (!category || category.parent_name !== parent)
    invalid({
      [field]: parent === 'about_us' ? 'Please choose a committee.' : 'Please choose an award category.',
    });
}

export function registerCategoryRoutes({ app, db, removeImages }: ContentContext): void {
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
      invalid({ category_name: NAME_TAKEN });
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
      invalid({ category_name: NAME_TAKEN });
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
}
