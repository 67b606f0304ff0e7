import type { CorrectionForm, OfflineEntryForm } from '../../shared/validation/offline';
import { adminApi } from './api';
import type { Form10bdCheck, MessageAnswer, OrderBooks } from './types';

// The office's books (server: src/server/routes/admin/books.ts), injected into the console's one API so that
// recording, correcting or cancelling refreshes the record lists.

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
    removeForm10bdFiled: build.mutation<MessageAnswer, number>({
      query: (fy) => ({ url: `exports/form-10bd/filings/${fy}`, method: 'DELETE' }),
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
  useRemoveForm10bdFiledMutation,
} = booksApi;
