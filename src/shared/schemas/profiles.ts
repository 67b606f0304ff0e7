import { z } from 'zod';
import { emailRule } from '../validation/rules';

// Request shapes of donor and member profiles (/api/admin/profiles...) and of a receipt copy mailed to another
// address (/api/admin/orders/:id/receipt-copy). docs/admin-api.md describes the answers.

export const PROFILE_KEY_MESSAGE = 'Records are named donation-<id>, membership-<id> or subscription-<id>.';
export const PROFILE_DECISION_MESSAGE = 'decision must be same (merge) or distinct (not the same person).';

const recordKey = z
  .string({ message: PROFILE_KEY_MESSAGE })
  .trim()
  .regex(/^(donation|membership|subscription)-[1-9]\d{0,8}$/, { message: PROFILE_KEY_MESSAGE });

/** POST /api/admin/profiles/links: the office says two records are the same person, or different people. */
export const profileLinkSchema = z.object({
  decision: z.enum(['same', 'distinct'], { message: PROFILE_DECISION_MESSAGE }),
  a: recordKey,
  b: recordKey,
});

export const profileKeySchema = recordKey;

/** POST /api/admin/orders/:id/receipt-copy: the address to mail the stored receipt to (the shared e-mail rule). */
export const receiptCopySchema = z.object({
  email: z
    .string({ message: 'Please enter the e-mail address to send the receipt to.' })
    .trim()
    .superRefine((value, context) => {
      const problem = emailRule(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});
