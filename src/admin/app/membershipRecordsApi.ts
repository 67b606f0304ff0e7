import type { MembershipApprovalView } from '../../shared/schemas/membershipRecords';
import { adminApi } from './api';
import type { MessageAnswer } from './types';

// Membership records (server: src/server/routes/admin/membershipRecords.ts), injected into the console's one API:
// approving or rejecting refreshes the record, the lists and the dashboard's count of memberships awaiting approval.

type Decision = MessageAnswer & { result: MembershipApprovalView };

const membershipRecordsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    approveMembership: build.mutation<Decision, number>({
      query: (id) => ({ url: `memberships/${id}/approve`, method: 'POST' }),
      invalidatesTags: ['Record', 'Audit'],
    }),
    rejectMembership: build.mutation<Decision, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `memberships/${id}/reject`, method: 'POST', body: { reason } }),
      invalidatesTags: ['Record', 'Audit'],
    }),
  }),
});

export const { useApproveMembershipMutation, useRejectMembershipMutation } = membershipRecordsApi;
