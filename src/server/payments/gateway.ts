import type { AppConfig } from '../config';
import { usesSandboxGateway } from '../config';
import type { Db } from '../db/client';
import { createRazorpayGateway } from './razorpay';
import { createSandboxGateway } from './sandbox';

// One interface for the real Razorpay Orders API and the built-in sandbox, so routes, verify, webhook and
// reconciler never care which one is behind it.

export type GatewayName = 'razorpay' | 'sandbox';

export interface CreateOrderInput {
  /** Paise, at least 100. */
  amount: number;
  currency: 'INR';
  /** Our receiptId: at most 40 characters, unique. */
  receipt: string;
  /** At most 15 pairs of short strings. */
  notes: Record<string, string>;
}

export interface GatewayPayment {
  id: string;
  /** created | authorized | captured | refunded | failed */
  status: string;
  /** In paise, where the gateway says. */
  amount?: number;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  createOrder(input: CreateOrderInput): Promise<{ id: string }>;
  fetchOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]>;
  /** Checks the checkout handler's signature over `order_id|payment_id`, in constant time. */
  verifySignature(gatewayOrderId: string, paymentId: string, signature: string): Promise<boolean>;
}

/** The gateway could not be reached or answered nonsense: the visitor gets a 502 and may try again. */
export class GatewayUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayUnavailableError';
  }
}

export const GATEWAY_UNAVAILABLE_MESSAGE =
  'The payment service is not reachable. Please try again in a few minutes.';

/** The real gateway when both keys are set (API.md), otherwise the sandbox. */
export function createGateway(config: AppConfig, db: Db): PaymentGateway {
  if (usesSandboxGateway(config)) return createSandboxGateway(db, config.dataDir);
  return createRazorpayGateway({
    keyId: config.razorpay.keyId as string,
    keySecret: config.razorpay.keySecret as string,
    apiUrl: config.razorpay.apiUrl,
  });
}
