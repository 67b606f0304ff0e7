import { z } from 'zod';

// Membership records in the console (docs/admin-api.md "Membership records"): approval states, the reject body and
// the approval fields every membership answer carries.

export const MEMBERSHIP_APPROVAL_STATES = ['awaiting', 'approved', 'rejected'] as const;
export type MembershipApprovalState = (typeof MEMBERSHIP_APPROVAL_STATES)[number];

export const MEMBERSHIP_APPROVAL_LABELS: Record<MembershipApprovalState, string> = {
  awaiting: 'Awaiting approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

export const REJECTION_REASON_MAX = 500;

export const membershipRejectSchema = z.object({
  reason: z
    .string({ message: 'Please enter the reason for rejecting.' })
    .trim()
    .min(1, { message: 'Please enter the reason for rejecting.' })
    .max(REJECTION_REASON_MAX, {
      message: `The reason must be at most ${REJECTION_REASON_MAX} characters.`,
    }),
});
export type MembershipRejectBody = z.infer<typeof membershipRejectSchema>;

export const membershipApprovalSchema = z.object({
  approval: z.enum(MEMBERSHIP_APPROVAL_STATES),
  /** 'DBJS/M/000123', given on approval; null before. */
  membership_number: z.string().nullable(),
  approval_decided_at: z.string().nullable(),
  approval_decided_by: z.number().int().nullable(),
  rejection_reason: z.string().nullable(),
});
export type MembershipApprovalView = z.infer<typeof membershipApprovalSchema>;

export const membershipDecisionResponseSchema = z.object({
  message: z.string(),
  result: membershipApprovalSchema,
});
