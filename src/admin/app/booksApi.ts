import type { CorrectionForm, OfflineEntryForm } from '../../shared/validation/offline';
import { adminApi } from './api';
import type { MessageAnswer } from './types';

// The office's books (server: src/server/routes/admin/books.ts), injected into the console's one API so that
// recording, correcting or cancelling refreshes the record lists.

export interface OrderBooks {
  order_id: number;
  kind: 'donation' | 'membership';
  channel: 'online' | 'offline';
  receipt_number: string | null;
  receipt_cancelled: boolean;
  /** Refunded through the gateway: cancelled by a credit note, never re-issued. */
  refunded?: boolean;
  offline_payment: {
    mode: string;
    instrument_number: string;
    bank: string;
    instrument_date: string | null;
  } | null;
  receipts: Array<{
    receipt_number: string;
    sha256: string;
    issued_at: string;
    cancelled_at: string | null;
    cancel_reason: string | null;
    replaces: string | null;
  }>;
  corrections: Array<{
    field: string;
    before: string;
    after: string;
    user_id: number | null;
    created_at: string;
  }>;
}

export type Form10bdWarning =
  | { kind: 'shared-pan'; pan: string; names: string[]; receipt_numbers: string[] }
  | { kind: 'erased'; receipt_numbers: string[]; amount_paise: number };

export interface Form10bdCheck {
  fy: number;
  rows: number;
  warnings: Form10bdWarning[];
  filed: {
    fy: number;
    label: string;
    acknowledgement: string;
    /** The date of filing on the portal (YYYY-MM-DD), null until entered. */
    filed_on: string | null;
    filed_at: string;
  } | null;
}

const booksApi = adminApi.enhanceEndpoints({ addTagTypes: ['Books'] }).injectEndpoints({
  endpoints: (build) => ({
    recordOffline: build.mutation<
      MessageAnswer & { order_id: number; receipt_number: string; total_paise: number },
      OfflineEntryForm
    >({
      query: (body) => ({ url: 'orders/offline', method: 'POST', body }),
      invalidatesTags: ['Record', 'Audit', 'Mail'],
    }),
    getOrderBooks: build.query<{ result: OrderBooks }, number>({
      query: (id) => `orders/${id}/books`,
      providesTags: ['Books'],
    }),
    correctRecord: build.mutation<MessageAnswer, { id: number; changes: CorrectionForm }>({
      query: ({ id, changes }) => ({ url: `orders/${id}/corrections`, method: 'POST', body: changes }),
      invalidatesTags: ['Books', 'Record', 'Audit'],
    }),
    cancelReceipt: build.mutation<MessageAnswer, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `orders/${id}/cancel-receipt`, method: 'POST', body: { reason } }),
      invalidatesTags: ['Books', 'Record', 'Audit'],
    }),
    reissueReceipt: build.mutation<MessageAnswer & { receipt_number: string }, number>({
      query: (id) => ({ url: `orders/${id}/reissue-receipt`, method: 'POST' }),
      invalidatesTags: ['Books', 'Record', 'Audit', 'Mail'],
    }),
    getForm10bdCheck: build.query<Form10bdCheck, number>({
      query: (fy) => ({ url: 'exports/form-10bd/check', params: { fy } }),
      providesTags: ['Books'],
    }),
    markForm10bdFiled: build.mutation<unknown, { fy: number; acknowledgement: string; filed_on: string }>({
      query: (body) => ({ url: 'exports/form-10bd/filings', method: 'PUT', body }),
      invalidatesTags: ['Books', 'Audit'],
    }),
  }),
});

export const {
  useRecordOfflineMutation,
  useGetOrderBooksQuery,
  useCorrectRecordMutation,
  useCancelReceiptMutation,
  useReissueReceiptMutation,
  useGetForm10bdCheckQuery,
  useMarkForm10bdFiledMutation,
} = booksApi;
