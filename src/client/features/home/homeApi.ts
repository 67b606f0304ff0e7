import type { HomepageResponse } from '../../../shared/schemas';
import { api, inLanguage, useContentLanguage, type Lang, type ReadOptions } from '../../app/api';

// The home page's content (docs/api.md#read-endpoints), in the page's language (app/api.ts says how).
const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHomepage: build.query<HomepageResponse, Lang>({ query: inLanguage('fetch/homepage-data') }),
  }),
});

export function useGetHomepageQuery(options?: ReadOptions) {
  return homeApi.useGetHomepageQuery(useContentLanguage(), options);
}
