import { z } from 'zod';
import { TRANSLATABLE_FIELDS } from '../../../../shared/schemas/translations';
import * as content from '../../../repositories/admin/content';
import { isoDate, optionalText, requiredText } from '../shared';
import type { ContentContext } from './context';
import { registerPictureContentRoutes } from './crud';

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

export function registerMatrimonyCardRoutes(context: ContentContext): void {
  registerPictureContentRoutes(context, 'matrimony-cards', {
    schema: cardSchema,
    translatable: TRANSLATABLE_FIELDS.matrimonyCard,
    imageField: 'card_image',
    folder: 'matrimony',
    list: (db) => content.listCardsForAdmin(db),
    picture: async (db, id, options) => (await content.findCardRow(db, id, options))?.cardImage,
    save: (db, id, fields, image) =>
      content.saveCard(db, id, {
        date: fields.date,
        title: fields.title,
        subTitle: fields.sub_title,
        time: fields.time,
        image,
        translations: fields.translations,
      }),
    remove: async (db, id) => (await content.deleteCard(db, id))?.cardImage,
  });
}
