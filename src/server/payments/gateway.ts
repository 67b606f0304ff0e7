// One interface for the real Razorpay Orders API and the built-in sandbox, so routes, verify, webhook and
// reconciler never care which one is behind it. payments/services.ts picks one (createGateway), so this contract
// imports neither.

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
  /** When the donor paid, by the gateway's clock (the payment's created_at), where the gateway says. */
  createdAt?: Date;
}

/** No gateway time we act on is older than this (September 2001): a smaller number is not a real time. */
const EARLIEST_GATEWAY_SECONDS = 1_000_000_000;
/** Nor later than this (year 2100): beyond it a Date stops being one PostgreSQL and the receipts can show. */
const LATEST_GATEWAY_SECONDS = 4_102_444_800;

/**
 * A time the gateway gives in Unix seconds (created_at, charge_at, ...); null when it gives none or a number that
 * cannot be a real time (0, a fraction of a second after 1970, 1e20).
 */
export function gatewayTime(value: unknown): Date | null {
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= EARLIEST_GATEWAY_SECONDS &&
    value <= LATEST_GATEWAY_SECONDS
    ? new Date(value * 1000)
    : null;
}

export interface CreatePlanInput {
  period: 'monthly' | 'yearly';
  /** Periods between charges: always 1 here (every month, every year). */
  interval: number;
  /** Each charge, in paise. */
  amount: number;
  currency: 'INR';
  name: string;
}

export interface CreateSubscriptionInput {
  planId: string;
  /** How many charges before the subscription completes. */
  totalCount: number;
  notes: Record<string, string>;
}

/** A subscription as the gateway sees it (Razorpay's subscription entity, the fields we use). */
export interface GatewaySubscription {
  id: string;
  /** created | authenticated | active | pending | halted | paused | cancelled | completed */
  status: string;
  paidCount: number;
  /** When the next charge is due, if one is. */
  chargeAt: Date | null;
  endedAt: Date | null;
}

/** One charge of a subscription. */
export interface GatewayCharge {
  paymentId: string;
  /** captured | failed | ... */
  status: string;
  amount: number;
  at: Date;
}

/** A refund as the gateway sees it (Razorpay's refund entity, the fields we use). */
export interface GatewayRefund {
  /** rfnd_... */
  id: string;
  paymentId: string;
  /** Paise. */
  amount: number;
  /** pending | processed | failed */
  status: string;
  /** What we sent with it: refund_id names our refunds row. */
  notes: Record<string, string>;
}

export interface PaymentGateway {
  readonly name: GatewayName;
  createOrder(input: CreateOrderInput): Promise<{ id: string }>;
  fetchOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]>;
  /** Checks the checkout handler's signature over `order_id|payment_id`, in constant time. */
  verifySignature(gatewayOrderId: string, paymentId: string, signature: string): Promise<boolean>;
  createPlan(input: CreatePlanInput): Promise<{ id: string }>;
  createSubscription(input: CreateSubscriptionInput): Promise<{ id: string }>;
  fetchSubscription(subscriptionId: string): Promise<GatewaySubscription>;
  /** The subscription's charges so far (the reconciler records those whose webhook never came). */
  fetchSubscriptionCharges(subscriptionId: string): Promise<GatewayCharge[]>;
  /** Cancels at once: no further charge is made. */
  cancelSubscription(subscriptionId: string): Promise<GatewaySubscription>;
  /** Pauses an active subscription at once (pause_at=now): no charge is made while it is paused. */
  pauseSubscription(subscriptionId: string): Promise<GatewaySubscription>;
  /** Resumes a paused subscription at once (resume_at=now): charges continue from the next due date. */
  resumeSubscription(subscriptionId: string): Promise<GatewaySubscription>;
  /** Checks the subscription checkout's signature over `payment_id|subscription_id`, in constant time. */
  verifySubscriptionSignature(subscriptionId: string, paymentId: string, signature: string): Promise<boolean>;
  /** Refunds a captured payment at normal speed (POST /payments/:id/refund); amount in paise. */
  refundPayment(
    paymentId: string,
    amountPaise: number,
    notes: Record<string, string>,
  ): Promise<GatewayRefund>;
  /** The payment's refunds so far (the reconciler settles those whose webhook never came). */
  fetchPaymentRefunds(paymentId: string): Promise<GatewayRefund[]>;
}

/** The gateway could not be reached or answered nonsense: the visitor gets a 502 and may try again. */
export class GatewayUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayUnavailableError';
  }
}

/**
 * The gateway answered and said no (a 4xx with its error description, e.g. a refund of more than was captured): the
 * request reached it, so nothing is left to check later.
 */
export class GatewayRefusedError extends GatewayUnavailableError {
  constructor(
    message: string,
    readonly description: string,
  ) {
    super(message);
    this.name = 'GatewayRefusedError';
  }
}

export const GATEWAY_UNAVAILABLE_MESSAGE =
  'The payment service is not reachable. Please try again in a few minutes.';
