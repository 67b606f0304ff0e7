import { adminApi } from './api';
import type { MessageAnswer } from './types';

// Refunds of online payments (server: src/server/routes/admin/refunds.ts), injected into the console's one API: a
// refund refreshes the record, the lists and the dashboard (the refunded payment counts nowhere).

export interface RefundRow {
  id: number;
  /** requested: the gateway has not answered yet; pending: it is processing; processed; failed. */
  status: 'requested' | 'pending' | 'processed' | 'failed';
  amount_paise: number;
  reason: string;
  failure_reason: string | null;
  gateway_refund_id: string | null;
  receipt_number: string;
  credit_note_number: string | null;
  credit_note_sha256: string | null;
  user_id: number | null;
  created_at: string;
  processed_at: string | null;
}

const refundsApi = adminApi.enhanceEndpoints({ addTagTypes: ['Refund', 'Books'] }).injectEndpoints({
  endpoints: (build) => ({
    getRefunds: build.query<{ data: RefundRow[] }, number>({
      query: (orderId) => `orders/${orderId}/refunds`,
      providesTags: ['Refund'],
    }),
    refundOrder: build.mutation<MessageAnswer & { refund: RefundRow }, { orderId: number; reason: string }>({
      query: ({ orderId, reason }) => ({ url: `orders/${orderId}/refund`, method: 'POST', body: { reason } }),
      // A refused or unconfirmed refund leaves a row too: refresh the list either way.
      invalidatesTags: ['Refund', 'Record', 'Books', 'Audit'],
    }),
  }),
});

export const { useGetRefundsQuery, useRefundOrderMutation } = refundsApi;
