import { adminApi } from './api';
import type { MessageAnswer } from './types';

// Donor and member profiles and receipt copies (server: src/server/routes/admin/profiles.ts), injected into the
// console's one API: a merge or an unlink refreshes the directory and the person pages.

export type ProfileRecordKind = 'donation' | 'membership' | 'subscription';

/** Who a profile is: its key, its name (and every spelling of it) and how to reach them. */
interface ProfileIdentity {
  key: string;
  name: string;
  names: string[];
  pans: string[];
  emails: string[];
  mobiles: string[];
}

export interface ProfileSummary extends ProfileIdentity {
  records: number;
  donations: number;
  memberships: number;
  subscriptions: number;
  lifetime_paise: number;
  financial_year_paise: number;
  last_activity_at: string;
  has_suggestions: boolean;
  shared_pan: boolean;
}

export interface ProfileDirectory {
  data: ProfileSummary[];
  total: number;
  page: number;
  total_pages: number;
  financial_year: string;
  sum: { profiles: number; lifetime_paise: number; financial_year_paise: number };
  suggestions: number;
}

export interface ProfileDirectoryQuery {
  q: string;
  sort: 'recent' | 'total' | 'name';
  suggested: boolean;
  page: number;
  per_page: number;
  include_test: boolean;
}

export interface ProfileRecord {
  key: string;
  kind: ProfileRecordKind;
  id: number;
  name: string;
  pan: string;
  email: string;
  mobile: string;
  status: string;
  test: boolean;
  created_at: string;
  order_id: number | null;
  receipt_number: string | null;
  receipt_cancelled: boolean;
  channel: 'online' | 'offline' | null;
  mode: string | null;
  instrument_number: string | null;
  base_paise: number | null;
  total_paise: number | null;
  counted_paise: number;
  paid_at: string | null;
  donation_type?: string;
  frequency?: string;
  dbjs_member?: boolean;
  magazine_member?: boolean;
  period?: string;
  per_charge_paise?: number;
  paid_count?: number;
  total_count?: number;
}

export interface ProfileSuggestion {
  profile: string;
  shared: Array<'pan' | 'email' | 'mobile'>;
  differs: Array<'name' | 'pan' | 'email' | 'mobile'>;
  record: string;
  other_record: string;
  name: string;
  emails: string[];
  mobiles: string[];
  pans: string[];
  records: number;
}

export interface ProfileTotals {
  donation_paise: number;
  membership_paise: number;
  count: number;
  all_paise: number;
}

export interface Profile extends ProfileIdentity {
  address: string;
  records: ProfileRecord[];
  totals: {
    lifetime: ProfileTotals;
    current_financial_year: string;
    by_financial_year: Array<ProfileTotals & { fy: number; label: string }>;
  };
  warnings: Array<{ kind: 'shared-pan'; pan: string; names: string[]; other_profiles: string[] }>;
  suggestions: ProfileSuggestion[];
  links: Array<{
    id: number;
    decision: 'same' | 'distinct';
    record_a: string;
    record_b: string;
    user_id: number | null;
    created_at: string;
  }>;
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
