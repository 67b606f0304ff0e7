import type { OrderResponse, SubscriptionResponse, VerifyResponse } from '../../../shared/schemas/payments';

// The payments host's write endpoints (docs/api.md#write-endpoints). They are plain fetch calls rather than
// RTK Query mutations: the journeys' state machines own their progress, and nothing here is cached or shared
// between screens.

export type PaymentKind = 'membership' | 'donation';

const ORDER_PATH: Record<PaymentKind, string> = { membership: 'joinus/joinnow', donation: 'donation/add' };
const VERIFY_PATH: Record<PaymentKind, string> = {
  membership: 'joinus/joinnow/verify-payment',
  donation: 'donation/verify-payment',
};

/**
 * A call that did not succeed; `fieldErrors` holds the server's per-field messages of a 400, and `fromServer`
 * says the message is the server's own words for the visitor (docs/api.md#errors: `{"message"}`) rather than
 * a placeholder.
 */
export class PaymentsRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string> = {},
    readonly fromServer = false,
  ) {
    super(message);
    this.name = 'PaymentsRequestError';
  }
}

export interface VerifyRequest {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
  receiptId: string;
  /** Informative only (two-decimal rupees); the server trusts its own records. */
  amount: string;
  email: string;
}

export interface FailureReport {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
  receiptId: string;
  status: 'failed';
  reason?: string;
}

/** A monthly or yearly gift's verify call (docs/api.md#recurring-donations). */
export interface SubscriptionVerifyRequest {
  razorpay_subscription_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
  receiptId: string;
  amount: string;
  email: string;
}

export interface SubscriptionFailureReport {
  razorpay_subscription_id: string;
  razorpay_payment_id: string;
  receiptId: string;
  status: 'failed';
  reason?: string;
}

/**
 * What donation/add answered: an order (One Time), or for Monthly and Yearly a subscription, carried in the same
 * shape with `subscription` set (and no order id), so the journey's states stay as they are.
 */
export type DonationOrder = OrderResponse & {
  subscription?: { id: string; period: SubscriptionResponse['period']; totalCount: number };
};

function join(base: string, path: string): string {
  return `${base.endsWith('/') ? base : `${base}/`}${path}`;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function requestError(status: number, body: unknown): PaymentsRequestError {
  const fromServer = isObject(body) && typeof body.message === 'string' && body.message.trim() !== '';
  const message = fromServer ? String(body.message) : `HTTP ${status}`;
  const errors = isObject(body) && isObject(body.errors) ? body.errors : {};
  const fieldErrors = Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return new PaymentsRequestError(message, status, fieldErrors, fromServer);
}

/** What an order answer and a subscription answer both carry: the receipt's id and the amount in paise. */
function hasReceiptAndAmount(body: unknown): body is Record<string, unknown> {
  return isObject(body) && typeof body.receiptId === 'string' && Number.isSafeInteger(body.amount);
}

function isOrderResponse(body: unknown): body is OrderResponse {
  return hasReceiptAndAmount(body) && typeof body.orderId === 'string' && typeof body.currency === 'string';
}

async function createOrder(kind: PaymentKind, paymentsBase: string, form: FormData): Promise<OrderResponse> {
  // No Content-Type header: the browser writes the multipart boundary itself.
  const response = await fetch(join(paymentsBase, ORDER_PATH[kind]), { method: 'POST', body: form });
  const body = await readJson(response);
  if (!response.ok) throw requestError(response.status, body);
  if (!isOrderResponse(body))
    throw new PaymentsRequestError('The order answer was not understood.', response.status);
  return body;
}

export const createMembershipOrder = (paymentsBase: string, form: FormData) =>
  createOrder('membership', paymentsBase, form);
function isSubscriptionResponse(body: unknown): body is SubscriptionResponse {
  return (
    hasReceiptAndAmount(body) &&
    typeof body.subscriptionId === 'string' &&
    (body.period === 'monthly' || body.period === 'yearly') &&
    Number.isSafeInteger(body.totalCount)
  );
}

export async function createDonationOrder(paymentsBase: string, form: FormData): Promise<DonationOrder> {
  const response = await fetch(join(paymentsBase, ORDER_PATH.donation), { method: 'POST', body: form });
  const body = await readJson(response);
  if (!response.ok) throw requestError(response.status, body);
  if (isSubscriptionResponse(body)) {
    return {
      orderId: '',
      receiptId: body.receiptId,
      amount: body.amount,
      currency: 'INR',
      subscription: { id: body.subscriptionId, period: body.period, totalCount: body.totalCount },
    };
  }
  if (!isOrderResponse(body))
    throw new PaymentsRequestError('The order answer was not understood.', response.status);
  return body;
}

function postJson(url: string, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * Asks the server to check the payment's signature. An answer that says `success` (true or false, as the server
 * gives for a refused signature) is returned; anything else (network down, 5xx, an unreadable answer) throws,
 * which the journeys treat as "being confirmed": the gateway has the money and the server's reconciler settles it.
 */
export async function verifyPayment(
  kind: PaymentKind,
  paymentsBase: string,
  request: VerifyRequest | SubscriptionVerifyRequest,
): Promise<VerifyResponse> {
  const response = await postJson(join(paymentsBase, VERIFY_PATH[kind]), request);
  const body = await readJson(response);
  if (isObject(body) && typeof body.success === 'boolean' && (response.ok || response.status === 400)) {
    return withReceiptFromAnsweringHost(body as VerifyResponse, response.url);
  }
  throw requestError(response.status, body);
}

/**
 * The receipt link is relative to the host that answered. A separate payments host (PAYMENTS_API_URL) keeps the
 * order and serves its receipt, so there the link must name that host; on the site's own origin it stays as is.
 */
function withReceiptFromAnsweringHost(answer: VerifyResponse, answerUrl: string): VerifyResponse {
  if (!answer.receiptUrl || !answerUrl) return answer;
  try {
    const receipt = new URL(answer.receiptUrl, answerUrl);
    if (!/^https?:$/.test(receipt.protocol) || receipt.origin === window.location.origin) return answer;
    return { ...answer, receiptUrl: receipt.href };
  } catch {
    return answer;
  }
}

export const verifyDonationPayment = (
  paymentsBase: string,
  request: VerifyRequest | SubscriptionVerifyRequest,
) => verifyPayment('donation', paymentsBase, request);

/** Records a failed payment (status 'failed') with the server. */
export async function reportFailure(
  kind: PaymentKind,
  paymentsBase: string,
  report: FailureReport | SubscriptionFailureReport,
): Promise<void> {
  const response = await postJson(join(paymentsBase, VERIFY_PATH[kind]), report);
  if (!response.ok) throw requestError(response.status, await readJson(response));
}
