import { z } from 'zod';
import { TRANSLATABLE_FIELDS } from '../../../../shared/schemas/translations';
import { readAdminForm } from '../../../admin/uploads';
import * as content from '../../../repositories/admin/content';
import { idParam, isoDate, optionalText, requiredText } from '../shared';
import { DELETED, type ContentContext } from './context';
import { notFound } from '../shared';
import { validateForm } from './validation';

const timeHhmm = z
  .string({ message: 'Please enter the time as HH:MM (24-hour).' })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Please enter the time as HH:MM (24-hour).' });

const cardSchema = z.object({
  date: isoDate('date'),
  title: requiredText('title', 300),
  sub_title: optionalText('subtitle', 300),
  time: timeHhmm,
});

export function registerMatrimonyCardRoutes({ app, db, withImages, removeImages }: ContentContext): void {
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
      // Read under the row's lock, like an event edit: the picture replaced is the one saved last.
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
}
