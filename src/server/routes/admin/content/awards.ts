import { z } from 'zod';
import { TRANSLATABLE_FIELDS } from '../../../../shared/schemas/translations';
import * as content from '../../../repositories/admin/content';
import { categoryId, requiredText, sortOrder } from '../shared';
import { requireCategory } from './categories';
import type { ContentContext } from './context';
import { registerJsonContentRoutes } from './crud';

const awardSchema = z.object({
  category_id: categoryId('Please choose an award category.'),
  title: requiredText('title', 300),
  description: requiredText('description', 5000),
  sort_order: sortOrder,
});

export function registerAwardRoutes(context: ContentContext): void {
  registerJsonContentRoutes(context, 'awards', {
    schema: awardSchema,
    translatable: TRANSLATABLE_FIELDS.award,
    list: (db) => content.listAwardsForAdmin(db),
    check: (db, fields) => requireCategory(db, fields.category_id, 'awards', 'category_id'),
    save: (db, id, fields) =>
      content.saveAward(db, id, {
        categoryId: fields.category_id,
        title: fields.title,
        description: fields.description,
        sortOrder: fields.sort_order,
        translations: fields.translations,
      }),
    remove: (db, id) => content.deleteAward(db, id),
  });
}
