import { z } from 'zod';
import { TRANSLATABLE_FIELDS } from '../../../../shared/schemas/translations';
import * as content from '../../../repositories/admin/content';
import { categoryId, parseQuery, requiredText, sortOrder } from '../shared';
import { requireCategory } from './categories';
import type { ContentContext } from './context';
import { registerPictureContentRoutes } from './crud';

const boardSchema = z.object({
  category_id: categoryId('Please choose a committee.'),
  profile_name: requiredText('name', 200),
  profile_type: requiredText('position', 200),
  sort_order: sortOrder,
});

export function registerBoardMemberRoutes(context: ContentContext): void {
  registerPictureContentRoutes(context, 'board-members', {
    schema: boardSchema,
    translatable: TRANSLATABLE_FIELDS.boardMember,
    imageField: 'profile_image',
    folder: 'people',
    list: (db, request) => {
      const query = parseQuery(
        z.object({ category_id: z.coerce.number().int().positive().optional() }),
        request.query,
      );
      return content.listBoardMembersForAdmin(db, query.category_id);
    },
    check: (db, fields) => requireCategory(db, fields.category_id, 'about_us', 'category_id'),
    picture: async (db, id, options) => (await content.findBoardMember(db, id, options))?.profile_image,
    save: (db, id, fields, image) =>
      content.saveBoardMember(db, id, {
        categoryId: fields.category_id,
        name: fields.profile_name,
        type: fields.profile_type,
        sortOrder: fields.sort_order,
        image,
        translations: fields.translations,
      }),
    remove: async (db, id) => (await content.deleteBoardMember(db, id))?.profileImage,
  });
}
