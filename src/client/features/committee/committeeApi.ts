import type { TranslatedLanguage } from '../../../shared/i18n/languages';
import type { BoardResponse } from '../../../shared/schemas';
import { api, useContentLanguage, type ReadOptions } from '../../app/api';

// A committee's members (docs/api.md#read-endpoints), asked for by the category's English name, in the page's
// language (app/api.ts says how).
const committeeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBoardMembers: build.query<BoardResponse, string | { category_name: string; lang: TranslatedLanguage }>(
      {
        query: (arg) => ({
          url: 'fetch/board-of-directors/',
          params: typeof arg === 'string' ? { category_name: arg } : arg,
        }),
      },
    ),
  }),
});

export function useGetBoardMembersQuery(category_name: string, options?: ReadOptions) {
  const lang = useContentLanguage();
  return committeeApi.useGetBoardMembersQuery(lang ? { category_name, lang } : category_name, options);
}
