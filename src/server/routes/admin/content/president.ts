import { z } from 'zod';
import { TRANSLATABLE_FIELDS } from '../../../../shared/schemas/translations';
import { readAdminForm } from '../../../admin/uploads';
import * as content from '../../../repositories/admin/content';
import { optionalText, requiredText } from '../shared';
import type { ContentContext } from './context';
import { validateForm } from './validation';

const presidentSchema = z.object({
  salutation: requiredText('salutation', 100),
  president_name: requiredText('name', 200),
  president_subname: optionalText('subtitle', 300),
  president_description: requiredText('description', 50_000),
});

export function registerPresidentRoutes({ app, db, withImages, removeImages }: ContentContext): void {
  app.get('/president', async () => ({ result: await content.currentPresident(db) }));

  app.put('/president', async (request) => {
    const existing = await content.currentPresident(db);
    const form = await readAdminForm(request);
    const fields = await validateForm(
      presidentSchema,
      form,
      [{ field: 'president_profile_image', required: existing === null }],
      TRANSLATABLE_FIELDS.president,
    );
    const upload = form.files.president_profile_image?.[0];
    const { president, replaced } = await withImages(async (tx, store) => {
      const image = upload ? await store('people', upload) : null;
      const current = await content.currentPresident(tx, { lock: true });
      const president = await content.savePresident(tx, current?.id ?? null, {
        salutation: fields.salutation,
        name: fields.president_name,
        subname: fields.president_subname,
        description: fields.president_description,
        // Without a saved president the form required a picture (above), and presidents are never deleted.
        image: image ?? current!.president_profile_image,
        translations: fields.translations,
      });
      return { president, replaced: image && current ? current.president_profile_image : null };
    });
    await removeImages([replaced]);
    return { result: president };
  });
}
