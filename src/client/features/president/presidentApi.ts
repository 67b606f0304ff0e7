import type { PresidentResponse } from '../../../shared/schemas';
import { api, inLanguage, useContentLanguage, type Lang, type ReadOptions } from '../../app/api';

// The president's profile (docs/api.md#read-endpoints), in the page's language (app/api.ts says how).
const presidentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPresident: build.query<PresidentResponse, Lang>({ query: inLanguage('fetch/about-president') }),
  }),
});

export function useGetPresidentQuery(options?: ReadOptions) {
  return presidentApi.useGetPresidentQuery(useContentLanguage(), options);
}
