import type { MatrimonyResponse } from '../../../shared/schemas';
import { api, inLanguage, useContentLanguage, type Lang, type ReadOptions } from '../../app/api';

// The matrimony event cards (docs/api.md#read-endpoints), in the page's language (app/api.ts says how). The
// double slash is the address as the API has always published it.
const matrimonyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMatrimonyCard: build.query<MatrimonyResponse, Lang>({
      query: inLanguage('fetch//matrimony-event-card'),
    }),
  }),
});

export function useGetMatrimonyCardQuery(options?: ReadOptions) {
  return matrimonyApi.useGetMatrimonyCardQuery(useContentLanguage(), options);
}
