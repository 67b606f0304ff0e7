import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../i18n/languages';

/** The 400 message of a `language` that is not one of ours. */
export const LANGUAGE_INVALID_MESSAGE = 'The language must be one of en, mr, kn or hi.';

/**
 * The optional `language` field of donation/add and joinus/joinnow: the language the payer filled the form in
 * (the page's). Their receipt and mails are in it; missing or empty means English.
 */
export const payerLanguageSchema = z.preprocess(
  (value) => (value === undefined || value === null || value === '' ? DEFAULT_LANGUAGE : value),
  z.enum(LANGUAGES, { message: LANGUAGE_INVALID_MESSAGE }),
);

/** 201 answer of joinus/joinnow and donation/add. amount is in paise. */
export const orderResponseSchema = z.object({
  orderId: z.string(),
  receiptId: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

const id = z.string().trim().min(1).max(100);

/**
 * Browser's verify call after checkout succeeded. email is informative only. The `amount` the browser also sends
 * (docs/api.md) is accepted and dropped with any other unknown key: the stored order decides what was paid.
 */
export const verifySuccessSchema = z.object({
  razorpay_order_id: id,
  razorpay_payment_id: id,
  razorpay_signature: z.string().trim().min(1).max(200),
  receiptId: id,
  email: z.string().max(254).optional(),
});
export type VerifySuccessRequest = z.infer<typeof verifySuccessSchema>;

/** Failure report after the gateway's payment.failed event. */
export const verifyFailureSchema = z.object({
  status: z.literal('failed'),
  razorpay_order_id: id,
  razorpay_payment_id: z.string().max(100).optional().default(''),
  razorpay_signature: z.string().max(200).optional().default(''),
  receiptId: id,
  reason: z.string().max(500).optional(),
});
export type VerifyFailureRequest = z.infer<typeof verifyFailureSchema>;

export const verifyResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  receiptNumber: z.string().optional(),
  receiptUrl: z.string().optional(),
  /** Set when the verified payment started a monthly or yearly gift. */
  subscription: z.lazy(() => subscriptionTermsSchema).optional(),
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

/**
 * 201 answer of donation/add for Monthly and Yearly (docs/api.md#recurring-donations): amount is per charge.
 */
export const subscriptionResponseSchema = z.object({
  subscriptionId: z.string(),
  receiptId: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  period: z.enum(['monthly', 'yearly']),
  totalCount: z.number().int(),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** Browser's verify call after a subscription's checkout (the mandate's authorisation and first charge). */
export const verifySubscriptionSchema = z.object({
  razorpay_subscription_id: id,
  razorpay_payment_id: id,
  razorpay_signature: z.string().trim().min(1).max(200),
  receiptId: id,
  amount: z.union([z.string(), z.number()]).optional(),
  email: z.string().max(254).optional(),
});

/** Failure report of a subscription's checkout. */
export const verifySubscriptionFailureSchema = z.object({
  status: z.literal('failed'),
  razorpay_subscription_id: id,
  razorpay_payment_id: z.string().max(100).optional().default(''),
  receiptId: id,
  reason: z.string().max(500).optional(),
});

/** What a subscription's verify answer adds to verifyResponseSchema, for the success screen. */
export const subscriptionTermsSchema = z.object({
  period: z.enum(['monthly', 'yearly']),
  totalCount: z.number().int(),
  amount: z.number().int(),
  /** ISO date of the last charge. */
  lastChargeOn: z.string(),
  /** Signed link to the donor's page for this subscription (view, cancel). */
  manageUrl: z.string(),
});
export type SubscriptionTerms = z.infer<typeof subscriptionTermsSchema>;
