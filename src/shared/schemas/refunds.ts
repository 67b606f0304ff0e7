import { z } from 'zod';

// A refund the office asks for (POST /api/admin/orders/:id/refund, docs/admin-api.md "Refunds"): the whole amount
// paid, with the reason, which the credit note prints. Shared by the console's form and the server.

export const REFUND_MESSAGES = {
  reason: 'Give the reason for the refund (5 to 300 characters); it is printed on the credit note.',
  amount: 'amount_paise, if given, must be the whole amount paid: only full refunds are made.',
} as const;

export const refundRequestSchema = z
  .object({
    reason: z
      .string({ message: REFUND_MESSAGES.reason })
      .trim()
      .min(5, { message: REFUND_MESSAGES.reason })
      .max(300, { message: REFUND_MESSAGES.reason }),
    /** Optional: when sent, it must equal the order's total (a partial refund is refused). */
    amount_paise: z
      .number({ message: REFUND_MESSAGES.amount })
      .int({ message: REFUND_MESSAGES.amount })
      .optional(),
  })
  .strict();

export type RefundRequest = z.infer<typeof refundRequestSchema>;
