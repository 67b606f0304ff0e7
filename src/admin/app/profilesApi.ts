import { adminApi } from './api';
import type { MessageAnswer, Profile, ProfileDirectory } from './types';

// Donor and member profiles and receipt copies (server: src/server/routes/admin/profiles.ts), injected into the
// console's one API: a merge or an unlink refreshes the directory and the person pages.

/** The directory's search, sort and page (sent as query parameters). */
export interface ProfileDirectoryQuery {
  q: string;
  sort: 'recent' | 'total' | 'name';
  suggested: boolean;
  page: number;
  per_page: number;
  include_test: boolean;
}

const profilesApi = adminApi.enhanceEndpoints({ addTagTypes: ['Profile'] }).injectEndpoints({
  endpoints: (build) => ({
    getProfiles: build.query<ProfileDirectory, ProfileDirectoryQuery>({
      query: ({ q, sort, suggested, page, per_page, include_test }) => ({
        url: 'profiles',
        params: {
          ...(q.trim() ? { q: q.trim() } : {}),
          sort,
          ...(suggested ? { suggested: 1 } : {}),
          page,
          per_page,
          ...(include_test ? { include_test: 1 } : {}),
        },
      }),
      providesTags: ['Profile', 'Record'],
    }),
    getProfile: build.query<{ result: Profile }, { key: string; include_test: boolean }>({
      query: ({ key, include_test }) => ({
        url: `profiles/${encodeURIComponent(key)}`,
        params: include_test ? { include_test: 1 } : {},
      }),
      providesTags: ['Profile', 'Record'],
    }),
    decideProfiles: build.mutation<
      MessageAnswer & { id: number; profile: string },
      { decision: 'same' | 'distinct'; a: string; b: string; include_test: boolean }
    >({
      query: ({ include_test, ...body }) => ({
        url: 'profiles/links',
        method: 'POST',
        body,
        params: include_test ? { include_test: 1 } : {},
      }),
      invalidatesTags: ['Profile', 'Audit'],
    }),
    unlinkProfiles: build.mutation<MessageAnswer, number>({
      query: (id) => ({ url: `profiles/links/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Profile', 'Audit'],
    }),
    sendReceiptCopy: build.mutation<
      MessageAnswer & { mail_id: number; receipt_number: string },
      { orderId: number; email: string }
    >({
      query: ({ orderId, email }) => ({
        url: `orders/${orderId}/receipt-copy`,
        method: 'POST',
        body: { email },
      }),
      invalidatesTags: ['Audit', 'Mail'],
    }),
  }),
});

export const {
  useGetProfilesQuery,
  useGetProfileQuery,
  useDecideProfilesMutation,
  useUnlinkProfilesMutation,
  useSendReceiptCopyMutation,
} = profilesApi;
