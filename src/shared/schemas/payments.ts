import { z } from 'zod';

/** 201 answer of joinus/joinnow and donation/add. amount is in paise. */
export const orderResponseSchema = z.object({
  orderId: z.string(),
  receiptId: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

const id = z.string().trim().min(1).max(100);

/** Browser's verify call after checkout succeeded. amount and email are informative only: never trusted. */
export const verifySuccessSchema = z.object({
  razorpay_order_id: id,
  razorpay_payment_id: id,
  razorpay_signature: z.string().trim().min(1).max(200),
  receiptId: id,
  amount: z.union([z.string(), z.number()]).optional(),
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
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;
