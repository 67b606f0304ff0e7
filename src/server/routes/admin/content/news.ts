import { z } from 'zod';
import { TRANSLATABLE_FIELDS } from '../../../../shared/schemas/translations';
import type { Db } from '../../../db/client';
import * as content from '../../../repositories/admin/content';
import { isoDate, requiredText } from '../shared';
import type { ContentContext } from './context';
import { registerJsonContentRoutes } from './crud';
import { parseWithTranslations } from './validation';

const newsSchema = z.object({
  content: requiredText('news text', 20_000),
  published_on: isoDate('date'),
});

/** Saves a news item from a request's body: a new one when id is null. */
async function saveNewsFrom(db: Db, id: number | null, requestBody: unknown) {
  const body = parseWithTranslations(newsSchema, requestBody, TRANSLATABLE_FIELDS.news);
  return content.saveNews(db, id, {
    content: body.content,
    publishedOn: body.published_on,
    translations: body.translations,
  });
}

export function registerNewsRoutes(context: ContentContext): void {
  registerJsonContentRoutes(context, 'news', {
    list: (db) => content.listNewsForAdmin(db),
    save: saveNewsFrom,
    remove: (db, id) => content.deleteNews(db, id),
  });
}
