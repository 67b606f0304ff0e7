import { z } from 'zod';
import { TRANSLATABLE_FIELDS } from '../../../../shared/schemas/translations';
import { readAdminForm } from '../../../admin/uploads';
import * as content from '../../../repositories/admin/content';
import { idParam, parseQuery, requiredText, sortOrder } from '../shared';
import { requireCategory } from './categories';
import { DELETED, type ContentContext } from './context';
import { notFound } from '../shared';
import { validateForm } from './validation';

const boardSchema = z.object({
  category_id: z.coerce
    .number({ message: 'Please choose a committee.' })
    .int()
    .positive({ message: 'Please choose a committee.' }),
  profile_name: requiredText('name', 200),
  profile_type: requiredText('position', 200),
  sort_order: sortOrder,
});

export function registerBoardMemberRoutes({ app, db, withImages, removeImages }: ContentContext): void {
  app.get('/board-members', async (request) => {
    const query = parseQuery(
      z.object({ category_id: z.coerce.number().int().positive().optional() }),
      request.query,
    );
    return { result: await content.listBoardMembersForAdmin(db, query.category_id) };
  });

  app.post('/board-members', async (request, reply) => {
    const form = await readAdminForm(request);
    const fields = await validateForm(
      boardSchema,
      form,
      [{ field: 'profile_image', required: true }],
      TRANSLATABLE_FIELDS.boardMember,
    );
    await requireCategory(db, fields.category_id, 'about_us', 'category_id');
    const member = await withImages(async (tx, store) =>
      content.saveBoardMember(tx, null, {
        categoryId: fields.category_id,
        name: fields.profile_name,
        type: fields.profile_type,
        sortOrder: fields.sort_order,
        image: await store('people', form.files.profile_image[0]),
        translations: fields.translations,
      }),
    );
    return reply.code(201).send({ result: member });
  });

  app.put('/board-members/:id', async (request) => {
    const id = idParam(request);
    if (!(await content.findBoardMember(db, id))) notFound();
    const form = await readAdminForm(request);
    const fields = await validateForm(
      boardSchema,
      form,
      [{ field: 'profile_image', required: false }],
      TRANSLATABLE_FIELDS.boardMember,
    );
    await requireCategory(db, fields.category_id, 'about_us', 'category_id');
    const { member, replaced } = await withImages(async (tx, store) => {
      const image = form.files.profile_image?.[0] ? await store('people', form.files.profile_image[0]) : null;
      // Read under the row's lock, like an event edit: the picture replaced is the one saved last.
      const current = (await content.findBoardMember(tx, id, { lock: true })) ?? notFound();
      const member = await content.saveBoardMember(tx, id, {
        categoryId: fields.category_id,
        name: fields.profile_name,
        type: fields.profile_type,
        sortOrder: fields.sort_order,
        image: image ?? current.profile_image,
        translations: fields.translations,
      });
      return { member, replaced: image ? current.profile_image : null };
    });
    await removeImages([replaced]);
    return { result: member };
  });

  app.delete('/board-members/:id', async (request) => {
    const row = await content.deleteBoardMember(db, idParam(request));
    if (!row) notFound();
    await removeImages([row.profileImage]);
    return DELETED;
  });
}
