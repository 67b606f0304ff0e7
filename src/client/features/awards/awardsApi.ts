import type { AwardsResponse } from '../../../shared/schemas';
import { api, inLanguage, useContentLanguage, type Lang, type ReadOptions } from '../../app/api';

// The awards (docs/api.md#read-endpoints), in the page's language (app/api.ts says how).
const awardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAwards: build.query<AwardsResponse, Lang>({ query: inLanguage('fetch/awards') }),
  }),
});

export function useGetAwardsQuery(options?: ReadOptions) {
  return awardsApi.useGetAwardsQuery(useContentLanguage(), options);
}
