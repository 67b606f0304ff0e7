import { z } from 'zod';
import { TRANSLATABLE_FIELDS } from '../../../../shared/schemas/translations';
import * as content from '../../../repositories/admin/content';
import { isoDate, requiredText } from '../shared';
import type { ContentContext } from './context';
import { registerJsonContentRoutes } from './crud';

const newsSchema = z.object({
  content: requiredText('news text', 20_000),
  published_on: isoDate('date'),
});

export function registerNewsRoutes(context: ContentContext): void {
  registerJsonContentRoutes(context, 'news', {
    schema: newsSchema,
    translatable: TRANSLATABLE_FIELDS.news,
    list: (db) => content.listNewsForAdmin(db),
    save: (db, id, fields) =>
      content.saveNews(db, id, {
        content: fields.content,
        publishedOn: fields.published_on,
        translations: fields.translations,
      }),
    remove: (db, id) => content.deleteNews(db, id),
  });
}
