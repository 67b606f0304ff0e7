import { z } from 'zod';
import { TRANSLATABLE_FIELDS } from '../../../../shared/schemas/translations';
import type { Db } from '../../../db/client';
import * as content from '../../../repositories/admin/content';
import { categoryId, requiredText, sortOrder } from '../shared';
import { requireCategory } from './categories';
import type { ContentContext } from './context';
import { registerJsonContentRoutes } from './crud';
import { parseWithTranslations } from './validation';

const awardSchema = z.object({
  category_id: categoryId('Please choose an award category.'),
  title: requiredText('title', 300),
  description: requiredText('description', 5000),
  sort_order: sortOrder,
});

/** Saves an award from a request's body: a new one when id is null. */
async function saveAwardFrom(db: Db, id: number | null, requestBody: unknown) {
  const body = parseWithTranslations(awardSchema, requestBody, TRANSLATABLE_FIELDS.award);
  await requireCategory(db, body.category_id, 'awards', 'category_id');
  return content.saveAward(db, id, {
    categoryId: body.category_id,
    title: body.title,
    description: body.description,
    sortOrder: body.sort_order,
    translations: body.translations,
  });
}

export function registerAwardRoutes(context: ContentContext): void {
  registerJsonContentRoutes(context, 'awards', {
    list: (db) => content.listAwardsForAdmin(db),
    save: saveAwardFrom,
    remove: (db, id) => content.deleteAward(db, id),
  });
}
