import type { ReceiptDetailsResponse } from '../../shared/schemas/receipts';
import type { TranslationsInput } from '../../shared/schemas/translations';
import type { ReceiptDetails } from '../../shared/validation/receiptDetails';
import type { AdminRole } from '../../shared/adminRoles';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { signedOut, type SessionState } from './session';
import type {
  AdminAward,
  AdminBoardMember,
  AdminCategory,
  AdminEvent,
  AdminMatrimonyCard,
  AdminPresident,
  AdminSettings,
  AuditEntry,
  UnsentMail,
  SubscriptionList,
  DashboardFigures,
  CategoryParent,
  Donation,
  DonationSummary,
  Enquiry,
  Membership,
  MembershipSummary,
  MessageAnswer,
  NewsItem,
  Paged,
  PagedPayments,
  PaidRecord,
  RecordFilters,
  RecordKind,
  Result,
  SessionAnswer,
  UserRow,
} from './types';
import { recordsQueryParams } from '../lib/recordsQuery';

/** docs/admin-api.md: every office endpoint lives under /api/admin/ on the site's own origin. */
export const ADMIN_API_BASE = '/api/admin/';
export const CSRF_HEADER = 'X-CSRF-Token';

/** Image fields hold paths such as uploads/events/ab12.webp, served at /api/ + path. */
export function adminImageUrl(path: string | null | undefined): string {
  if (!path) return '';
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/')) return path;
  return `/api/${path}`;
}

/** A plain link the browser follows with the session cookie (downloads and member files are GETs). */
export function adminFileUrl(path: string, params?: Record<string, string>): string {
  const query = params ? `?${new URLSearchParams(params).toString()}` : '';
  return `${ADMIN_API_BASE}${path}${query}`;
}

const rawBaseQuery = fetchBaseQuery({ baseUrl: ADMIN_API_BASE, credentials: 'same-origin' });

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Adds the session's CSRF token to every state-changing request, and ends the session in the store on any
 * 401 (no session, or an expired one), so the console sends the user to its login screen with the reason.
 */
const adminBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const request: FetchArgs = typeof args === 'string' ? { url: args } : { ...args };
  const method = (request.method ?? 'GET').toUpperCase();
  if (!SAFE_METHODS.has(method)) {
    const { csrfToken } = (api.getState() as { session: SessionState }).session;
    const headers = new Headers(request.headers as HeadersInit | undefined);
    if (csrfToken) headers.set(CSRF_HEADER, csrfToken);
    request.headers = headers;
  }
  const result = await rawBaseQuery(request, api, extraOptions);
  const isLogin = request.url === 'login';
  const { status } = (api.getState() as { session: SessionState }).session;
  // Once signed out, late answers of requests still in flight must not replace the reason shown on login.
  if (result.error?.status === 401 && !isLogin && status !== 'signedOut') {
    const data = result.error.data as Partial<MessageAnswer> | undefined;
    const isSessionProbe = request.url === 'session';
    // A first visit without a session is not news; a session that ended while working is.
    api.dispatch(signedOut(isSessionProbe ? null : (data?.message ?? 'Please sign in.')));
  }
  return result;
};

/** What a news item's save sends (its id goes in the path). */
interface NewsInput {
  content: string;
  published_on: string;
  translations?: TranslationsInput;
}

/** What a category's save sends (its group only when it is new). */
interface CategoryInput {
  parent_name: CategoryParent;
  category_name: string;
  sort_order: number;
  translations?: TranslationsInput;
}

/** What an award's save sends. */
interface AwardInput {
  category_id: number;
  title: string;
  description: string;
  sort_order: number;
  translations?: TranslationsInput;
}

type ListTag = 'Event' | 'News' | 'Category' | 'Board' | 'President' | 'Award' | 'Matrimony' | 'Settings';

export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery: adminBaseQuery,
  tagTypes: [
    'Event',
    'News',
    'Category',
    'Board',
    'President',
    'Award',
    'Matrimony',
    'Settings',
    'ReceiptDetails',
    'Record',
    'Audit',
    'User',
    'Mail',
    'Subscription',
  ],
  // Office data changes under other users' hands; always refetch when a screen opens.
  refetchOnMountOrArgChange: true,
  endpoints: (build) => {
    const invalidates = (tag: ListTag) => [tag];
    /**
     * A content list's endpoints (docs/admin-api.md): its rows at `path`; a save, POSTed to `path` for a new row
     * and PUT to `path/:id` for a saved one (`body` is JSON, or FormData with the row's images); and a delete.
     */
    const contentList = <Row, Body>(path: string, tag: ListTag) => ({
      list: build.query<Result<Row[]>, void>({ query: () => path, providesTags: [tag] }),
      save: build.mutation<Result<Row>, { id?: number; body: Body }>({
        query: ({ id, body }) => ({ url: id ? `${path}/${id}` : path, method: id ? 'PUT' : 'POST', body }),
        invalidatesTags: invalidates(tag),
      }),
      remove: build.mutation<MessageAnswer, number>({
        query: (id) => ({ url: `${path}/${id}`, method: 'DELETE' }),
        invalidatesTags: invalidates(tag),
      }),
    });
    /** A kind of record's list (its filters as query parameters) and one record of it (docs/admin-api.md). */
    const recordKind = <Listed, One>(kind: RecordKind) => ({
      list: build.query<Listed, RecordFilters>({
        query: (filters) => ({ url: kind, params: recordsQueryParams(kind, filters) }),
        providesTags: ['Record'],
      }),
      one: build.query<One, number>({ query: (id) => `${kind}/${id}`, providesTags: ['Record'] }),
    });
    const enquiries = recordKind<Paged<Enquiry>, Result<Enquiry>>('enquiries');
    const memberships = recordKind<PagedPayments<MembershipSummary>, PaidRecord<Membership>>('memberships');
    const donations = recordKind<PagedPayments<DonationSummary>, PaidRecord<Donation>>('donations');
    const news = contentList<NewsItem, NewsInput>('news', 'News');
    const boardMembers = contentList<AdminBoardMember, FormData>('board-members', 'Board');
    const awards = contentList<AdminAward, AwardInput>('awards', 'Award');
    const matrimonyCards = contentList<AdminMatrimonyCard, FormData>('matrimony-cards', 'Matrimony');
    return {
      // Auth
      getSession: build.query<SessionAnswer, void>({ query: () => 'session' }),
      login: build.mutation<SessionAnswer, { email: string; password: string }>({
        query: (body) => ({ url: 'login', method: 'POST', body }),
      }),
      logout: build.mutation<MessageAnswer, void>({ query: () => ({ url: 'logout', method: 'POST' }) }),
      getUsers: build.query<Result<UserRow[]>, void>({ query: () => 'users', providesTags: ['User'] }),
      createUser: build.mutation<{ user: UserRow; password: string }, { email: string; role: AdminRole }>({
        query: (body) => ({ url: 'users', method: 'POST', body }),
        invalidatesTags: ['User', 'Audit'],
      }),
      updateUser: build.mutation<Result<UserRow>, { id: number; role?: AdminRole; disabled?: boolean }>({
        query: ({ id, ...body }) => ({ url: `users/${id}`, method: 'PUT', body }),
        invalidatesTags: ['User', 'Audit'],
      }),
      changePassword: build.mutation<MessageAnswer, { current_password: string; new_password: string }>({
        query: (body) => ({ url: 'password', method: 'POST', body }),
      }),

      // Events
      getEvents: build.query<Paged<AdminEvent>, { page: number; per_page: number; q: string }>({
        query: ({ page, per_page, q }) => ({
          url: 'events',
          params: q.trim() ? { page, per_page, q: q.trim() } : { page, per_page },
        }),
        providesTags: ['Event'],
      }),
      getEvent: build.query<Result<AdminEvent>, number>({
        query: (id) => `events/${id}`,
        providesTags: ['Event'],
      }),
      createEvent: build.mutation<Result<AdminEvent>, FormData>({
        query: (body) => ({ url: 'events', method: 'POST', body }),
        invalidatesTags: invalidates('Event'),
      }),
      updateEvent: build.mutation<Result<AdminEvent>, { id: number; body: FormData }>({
        query: ({ id, body }) => ({ url: `events/${id}`, method: 'PUT', body }),
        invalidatesTags: invalidates('Event'),
      }),
      deleteEvent: build.mutation<MessageAnswer, number>({
        query: (id) => ({ url: `events/${id}`, method: 'DELETE' }),
        invalidatesTags: invalidates('Event'),
      }),

      // News
      getNews: news.list,
      saveNews: news.save,
      deleteNews: news.remove,

      // Categories
      getCategories: build.query<Result<AdminCategory[]>, CategoryParent | void>({
        query: (parent_name) => (parent_name ? { url: 'categories', params: { parent_name } } : 'categories'),
        providesTags: ['Category'],
      }),
      saveCategory: build.mutation<Result<AdminCategory>, { id?: number; body: CategoryInput }>({
        // A category stays in its group: only a new one says which.
        query: ({ id, body: { parent_name, ...body } }) =>
          id
            ? { url: `categories/${id}`, method: 'PUT', body }
            : { url: 'categories', method: 'POST', body: { parent_name, ...body } },
        invalidatesTags: ['Category', 'Board', 'Award'],
      }),
      deleteCategory: build.mutation<MessageAnswer, number>({
        query: (id) => ({ url: `categories/${id}`, method: 'DELETE' }),
        invalidatesTags: ['Category', 'Board', 'Award'],
      }),

      // Board members
      getBoardMembers: boardMembers.list,
      saveBoardMember: boardMembers.save,
      deleteBoardMember: boardMembers.remove,

      // President
      getPresident: build.query<Result<AdminPresident | null>, void>({
        query: () => 'president',
        providesTags: ['President'],
      }),
      savePresident: build.mutation<Result<AdminPresident>, FormData>({
        query: (body) => ({ url: 'president', method: 'PUT', body }),
        invalidatesTags: invalidates('President'),
      }),

      // Awards
      getAwards: awards.list,
      saveAward: awards.save,
      deleteAward: awards.remove,

      // Matrimony cards
      getMatrimonyCards: matrimonyCards.list,
      saveMatrimonyCard: matrimonyCards.save,
      deleteMatrimonyCard: matrimonyCards.remove,

      // Settings
      getSettings: build.query<Result<AdminSettings>, void>({
        query: () => 'settings',
        providesTags: ['Settings'],
      }),
      saveSettings: build.mutation<Result<AdminSettings>, AdminSettings>({
        query: (body) => ({ url: 'settings', method: 'PUT', body }),
        invalidatesTags: invalidates('Settings'),
      }),
      // The Sabha's legal details for receipts (src/shared/validation/receiptDetails.ts)
      getReceiptDetails: build.query<Result<ReceiptDetailsResponse>, void>({
        query: () => 'settings/receipt-details',
        providesTags: ['ReceiptDetails'],
      }),
      saveReceiptDetails: build.mutation<Result<ReceiptDetailsResponse>, ReceiptDetails>({
        query: (body) => ({ url: 'settings/receipt-details', method: 'PUT', body }),
        invalidatesTags: ['ReceiptDetails'],
      }),
      uploadSignature: build.mutation<Result<ReceiptDetailsResponse>, FormData>({
        query: (body) => ({ url: 'settings/receipt-details/signature', method: 'POST', body }),
        invalidatesTags: ['ReceiptDetails'],
      }),
      deleteSignature: build.mutation<Result<ReceiptDetailsResponse>, void>({
        query: () => ({ url: 'settings/receipt-details/signature', method: 'DELETE' }),
        invalidatesTags: ['ReceiptDetails'],
      }),
      uploadForm10ac: build.mutation<Result<AdminSettings>, FormData>({
        query: (body) => ({ url: 'settings/form-10ac', method: 'POST', body }),
        invalidatesTags: invalidates('Settings'),
      }),
      runRetention: build.mutation<{ deleted: number }, void>({
        query: () => ({ url: 'retention/run', method: 'POST' }),
        invalidatesTags: ['Record', 'Audit'],
      }),

      // Records
      getEnquiries: enquiries.list,
      getEnquiry: enquiries.one,
      getMemberships: memberships.list,
      getMembership: memberships.one,
      getDonations: donations.list,
      getDonation: donations.one,
      resendReceipt: build.mutation<MessageAnswer, number>({
        query: (orderId) => ({ url: `orders/${orderId}/resend-receipt`, method: 'POST' }),
        invalidatesTags: ['Audit'],
      }),
      erasePerson: build.mutation<MessageAnswer, { kind: 'membership' | 'donation' | 'enquiry'; id: number }>(
        {
          query: (body) => ({ url: 'people/erase', method: 'POST', body }),
          invalidatesTags: ['Record', 'Audit'],
        },
      ),
      getAudit: build.query<Paged<AuditEntry>, { page: number; per_page: number }>({
        query: (params) => ({ url: 'audit', params }),
        providesTags: ['Audit'],
      }),
      getDashboard: build.query<DashboardFigures, { include_test: boolean }>({
        query: ({ include_test }) => ({ url: 'dashboard', params: include_test ? { include_test: 1 } : {} }),
        providesTags: ['Record', 'Mail', 'Event'],
      }),
      getSubscriptions: build.query<SubscriptionList, { include_test: boolean; status?: string }>({
        query: ({ include_test, status }) => ({
          url: 'subscriptions',
          params: { ...(include_test ? { include_test: 1 } : {}), ...(status ? { status } : {}) },
        }),
        providesTags: ['Subscription'],
      }),
      cancelSubscription: build.mutation<MessageAnswer, number>({
        query: (id) => ({ url: `subscriptions/${id}/cancel`, method: 'POST' }),
        invalidatesTags: ['Subscription', 'Record', 'Audit'],
      }),
      changeSubscription: build.mutation<MessageAnswer, { id: number; action: 'pause' | 'resume' }>({
        query: ({ id, action }) => ({ url: `subscriptions/${id}/${action}`, method: 'POST' }),
        invalidatesTags: ['Subscription', 'Audit'],
      }),
      getUnsentMails: build.query<Result<UnsentMail[]>, void>({
        query: () => 'mail-outbox',
        providesTags: ['Mail'],
      }),
      retryMail: build.mutation<MessageAnswer, number>({
        query: (id) => ({ url: `mail-outbox/${id}/retry`, method: 'POST' }),
        invalidatesTags: ['Mail', 'Audit'],
      }),
    };
  },
});

export const {
  useGetSessionQuery,
  useLoginMutation,
  useLogoutMutation,
  useGetUsersQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useChangePasswordMutation,
  useGetEventsQuery,
  useGetEventQuery,
  useCreateEventMutation,
  useUpdateEventMutation,
  useDeleteEventMutation,
  useGetNewsQuery,
  useSaveNewsMutation,
  useDeleteNewsMutation,
  useGetCategoriesQuery,
  useSaveCategoryMutation,
  useDeleteCategoryMutation,
  useGetBoardMembersQuery,
  useSaveBoardMemberMutation,
  useDeleteBoardMemberMutation,
  useGetPresidentQuery,
  useSavePresidentMutation,
  useGetAwardsQuery,
  useSaveAwardMutation,
  useDeleteAwardMutation,
  useGetMatrimonyCardsQuery,
  useSaveMatrimonyCardMutation,
  useDeleteMatrimonyCardMutation,
  useGetSettingsQuery,
  useSaveSettingsMutation,
  useUploadForm10acMutation,
  useGetReceiptDetailsQuery,
  useSaveReceiptDetailsMutation,
  useUploadSignatureMutation,
  useDeleteSignatureMutation,
  useRunRetentionMutation,
  useGetEnquiriesQuery,
  useGetEnquiryQuery,
  useGetMembershipsQuery,
  useGetMembershipQuery,
  useGetDonationsQuery,
  useGetDonationQuery,
  useResendReceiptMutation,
  useErasePersonMutation,
  useGetAuditQuery,
  useGetDashboardQuery,
  useGetUnsentMailsQuery,
  useGetSubscriptionsQuery,
  useChangeSubscriptionMutation,
  useCancelSubscriptionMutation,
  useRetryMailMutation,
} = adminApi;
