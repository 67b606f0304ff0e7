import { adminApi } from './api';
import type { MessageAnswer, RefundRow } from './types';

// Refunds of online payments (server: src/server/routes/admin/refunds.ts), injected into the console's one API: a
// refund refreshes the record, the lists and the dashboard (the refunded payment counts nowhere).

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
