import { z } from 'zod';
import { TRANSLATABLE_FIELDS } from '../../../../shared/schemas/translations';
import type { Db } from '../../../db/client';
import * as content from '../../../repositories/admin/content';
import { idParam, isoDate, requiredText } from '../shared';
import { DELETED, type ContentContext } from './context';
import { notFound } from '../shared';
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

export function registerNewsRoutes({ app, db }: ContentContext): void {
  app.get('/news', async () => ({ result: await content.listNewsForAdmin(db) }));

  app.post('/news', async (request, reply) => {
    const item = await saveNewsFrom(db, null, request.body);
    return reply.code(201).send({ result: item });
  });

  app.put('/news/:id', async (request) => {
    const item = await saveNewsFrom(db, idParam(request), request.body);
    return item ? { result: item } : notFound();
  });

  app.delete('/news/:id', async (request) =>
    (await content.deleteNews(db, idParam(request))) ? DELETED : notFound(),
  );
}
