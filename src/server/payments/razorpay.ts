import {
  GatewayRefusedError,
  GatewayUnavailableError,
  gatewayTime,
  type CreateOrderInput,
  type GatewayRefund,
  type GatewayCharge,
  type GatewayPayment,
  type GatewaySubscription,
  type PaymentGateway,
} from './gateway';
import { verifyPaymentSignature, verifySubscriptionSignature } from './verify';

// The real Razorpay Orders API over HTTP (docs/api.md#gateway-configuration): POST {apiUrl}/orders and GET
// {apiUrl}/orders/{id}/payments, Basic auth key_id:key_secret. Any emulator speaking the same API can stand
// in by changing RAZORPAY_API_URL.

const TIMEOUT_MS = 10_000;

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  apiUrl: string;
  fetchImpl?: typeof fetch;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new GatewayUnavailableError(`gateway answered ${response.status} with a body that is not JSON`);
  }
}

/** Reads the fields we use of Razorpay's subscription entity (also the webhook's payload.subscription.entity). */
export function subscriptionFromEntity(entity: unknown): GatewaySubscription | null {
  const value = entity as {
    id?: unknown;
    status?: unknown;
    paid_count?: unknown;
    charge_at?: unknown;
    ended_at?: unknown;
  } | null;
  if (!value || typeof value.id !== 'string' || value.id === '' || typeof value.status !== 'string')
    return null;
  return {
    id: value.id,
    status: value.status,
    paidCount:
      typeof value.paid_count === 'number' && Number.isSafeInteger(value.paid_count) ? value.paid_count : 0,
    chargeAt: gatewayTime(value.charge_at),
    endedAt: gatewayTime(value.ended_at),
  };
}

/** Reads the fields we use of Razorpay's refund entity (also the webhook's payload.refund.entity). */
export function refundFromEntity(entity: unknown): GatewayRefund | null {
  const value = entity as {
    id?: unknown;
    payment_id?: unknown;
    amount?: unknown;
    status?: unknown;
    notes?: unknown;
  } | null;
  if (
    !value ||
    typeof value.id !== 'string' ||
    value.id === '' ||
    value.id.length > 100 ||
    typeof value.payment_id !== 'string' ||
    typeof value.status !== 'string' ||
    typeof value.amount !== 'number' ||
    !Number.isSafeInteger(value.amount)
  )
    return null;
  // Razorpay sends notes as an object, or an empty array when there are none.
  const notes: Record<string, string> = {};
  if (value.notes && typeof value.notes === 'object' && !Array.isArray(value.notes)) {
    for (const [key, note] of Object.entries(value.notes as Record<string, unknown>)) {
      if (typeof note === 'string' || typeof note === 'number') notes[key] = String(note);
    }
  }
  return { id: value.id, paymentId: value.payment_id, amount: value.amount, status: value.status, notes };
}

function gatewayErrorText(body: unknown): string {
  const error = (body as { error?: { code?: unknown; description?: unknown } } | null)?.error;
  return error
    ? `${String(error.code ?? '')} ${String(error.description ?? '')}`.trim()
    : 'no error description';
}

/** One authenticated JSON call to the Razorpay API; throws GatewayRefusedError or GatewayUnavailableError. */
type RazorpayCall = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<unknown>;

function razorpayCaller(options: RazorpayOptions): RazorpayCall {
  const fetchImpl = options.fetchImpl ?? fetch;
  const base = options.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  return async function call(method, path, body) {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new GatewayUnavailableError(`${method} ${path} failed: ${(error as Error).message}`, {
        cause: error,
      });
    }
    const parsed = await readJson(response);
    if (
      response.status >= 400 &&
      response.status < 500 &&
      response.status !== 401 &&
      response.status !== 429
    ) {
      const description = String(
        (parsed as { error?: { description?: unknown } } | null)?.error?.description ?? '',
      ).slice(0, 300);
      throw new GatewayRefusedError(
        `${method} ${path} answered ${response.status}: ${gatewayErrorText(parsed)}`,
        description,
      );
    }
    if (!response.ok) {
      throw new GatewayUnavailableError(
        `${method} ${path} answered ${response.status}: ${gatewayErrorText(parsed)}`,
      );
    }
    return parsed;
  };
}

/** The id of an entity the gateway just created; `what` names it in the error when the id is missing. */
function createdId(answer: { id?: unknown } | null, what: string): string {
  if (!answer || typeof answer.id !== 'string' || answer.id === '' || answer.id.length > 100) {
    throw new GatewayUnavailableError(`gateway created ${what} without a usable id`);
  }
  return answer.id;
}

/** The items of one of the gateway's lists; `what` names the list in the error when they are missing. */
function listedItems(answer: unknown, what: string): unknown[] {
  const items = (answer as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) throw new GatewayUnavailableError(`gateway listed ${what} without items`);
  return items;
}

/** The subscription in an answer about it; `done` says what the gateway did, for the error. */
function answeredSubscription(answer: unknown, done: string, subscriptionId: string): GatewaySubscription {
  const subscription = subscriptionFromEntity(answer);
  if (!subscription) throw new GatewayUnavailableError(`gateway ${done} ${subscriptionId} without a status`);
  return subscription;
}

type OrderMethods = Pick<PaymentGateway, 'createOrder' | 'fetchOrderPayments' | 'verifySignature'>;

function orderMethods(call: RazorpayCall, keySecret: string): OrderMethods {
  return {
    async createOrder(input: CreateOrderInput) {
      const answer = (await call('POST', '/orders', {
        amount: input.amount,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes,
      })) as { id?: unknown; amount?: unknown } | null;
      const id = createdId(answer, 'an order');
      if (typeof answer?.amount === 'number' && answer.amount !== input.amount) {
        throw new GatewayUnavailableError(
          `gateway created order ${id} for ${answer.amount}, not ${input.amount}`,
        );
      }
      return { id };
    },

    async fetchOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]> {
      const answer = await call('GET', `/orders/${encodeURIComponent(gatewayOrderId)}/payments`);
      const items = listedItems(answer, `the payments of ${gatewayOrderId}`) as Array<{
        id?: unknown;
        status?: unknown;
        amount?: unknown;
        created_at?: unknown;
      } | null>;
      return items
        .filter(
          (item): item is { id: string; status: string; amount?: unknown; created_at?: unknown } =>
            typeof item?.id === 'string' && typeof item?.status === 'string',
        )
        .map((item) => ({
          id: item.id,
          status: item.status,
          amount: typeof item.amount === 'number' ? item.amount : undefined,
          createdAt: gatewayTime(item.created_at) ?? undefined,
        }));
    },

    async verifySignature(gatewayOrderId, paymentId, signature) {
      return verifyPaymentSignature(keySecret, gatewayOrderId, paymentId, signature);
    },
  };
}

type SubscriptionMethods = Pick<
  PaymentGateway,
  | 'createPlan'
  | 'createSubscription'
  | 'fetchSubscription'
  | 'fetchSubscriptionCharges'
  | 'cancelSubscription'
  | 'pauseSubscription'
  | 'resumeSubscription'
  | 'verifySubscriptionSignature'
>;

function subscriptionMethods(call: RazorpayCall, keySecret: string): SubscriptionMethods {
  const subscriptionPath = (subscriptionId: string) => `/subscriptions/${encodeURIComponent(subscriptionId)}`;
  return {
    async createPlan(input) {
      const answer = (await call('POST', '/plans', {
        period: input.period,
        interval: input.interval,
        item: { name: input.name, amount: input.amount, currency: input.currency },
      })) as { id?: unknown } | null;
      return { id: createdId(answer, 'a plan') };
    },

    async createSubscription(input) {
      const answer = (await call('POST', '/subscriptions', {
        plan_id: input.planId,
        total_count: input.totalCount,
        // The Sabha mails its own receipts; the gateway's own mails would duplicate them.
        customer_notify: 0,
        notes: input.notes,
      })) as { id?: unknown } | null;
      return { id: createdId(answer, 'a subscription') };
    },

    async fetchSubscription(subscriptionId) {
      const answer = await call('GET', subscriptionPath(subscriptionId));
      return answeredSubscription(answer, 'answered', subscriptionId);
    },

    async fetchSubscriptionCharges(subscriptionId): Promise<GatewayCharge[]> {
      // Each charge of a subscription is an invoice with its payment (Invoices API, filtered by subscription).
      const answer = await call(
        'GET',
        `/invoices?subscription_id=${encodeURIComponent(subscriptionId)}&count=100`,
      );
      const invoices = listedItems(answer, `the invoices of ${subscriptionId}`);
      const charges: GatewayCharge[] = [];
      for (const item of invoices as Array<Record<string, unknown> | null>) {
        if (typeof item?.payment_id !== 'string' || item.payment_id === '') continue;
        charges.push({
          paymentId: item.payment_id,
          status: item.status === 'paid' ? 'captured' : String(item.status ?? ''),
          amount: typeof item.amount_paid === 'number' ? item.amount_paid : Number(item.amount ?? 0),
          at: gatewayTime(item.paid_at) ?? gatewayTime(item.date) ?? new Date(),
        });
      }
      return charges;
    },

    async cancelSubscription(subscriptionId) {
      const answer = await call('POST', `${subscriptionPath(subscriptionId)}/cancel`, {
        cancel_at_cycle_end: 0,
      });
      return answeredSubscription(answer, 'cancelled', subscriptionId);
    },

    async pauseSubscription(subscriptionId) {
      const answer = await call('POST', `${subscriptionPath(subscriptionId)}/pause`, { pause_at: 'now' });
      return answeredSubscription(answer, 'paused', subscriptionId);
    },

    async resumeSubscription(subscriptionId) {
      const answer = await call('POST', `${subscriptionPath(subscriptionId)}/resume`, { resume_at: 'now' });
      return answeredSubscription(answer, 'resumed', subscriptionId);
    },

    async verifySubscriptionSignature(subscriptionId, paymentId, signature) {
      return verifySubscriptionSignature(keySecret, subscriptionId, paymentId, signature);
    },
  };
}

function refundMethods(call: RazorpayCall): Pick<PaymentGateway, 'refundPayment' | 'fetchPaymentRefunds'> {
  return {
    async refundPayment(paymentId, amountPaise, notes) {
      const answer = await call('POST', `/payments/${encodeURIComponent(paymentId)}/refund`, {
        amount: amountPaise,
        speed: 'normal',
        notes,
      });
      const refund = refundFromEntity(answer);
      if (!refund) throw new GatewayUnavailableError(`gateway refunded ${paymentId} without a usable refund`);
      return refund;
    },

    async fetchPaymentRefunds(paymentId) {
      const answer = await call('GET', `/payments/${encodeURIComponent(paymentId)}/refunds?count=100`);
      return listedItems(answer, `the refunds of ${paymentId}`)
        .map(refundFromEntity)
        .filter((refund): refund is GatewayRefund => refund !== null);
    },
  };
}

export function createRazorpayGateway(options: RazorpayOptions): PaymentGateway {
  const call = razorpayCaller(options);
  return {
    name: 'razorpay',
    ...orderMethods(call, options.keySecret),
    ...subscriptionMethods(call, options.keySecret),
    ...refundMethods(call),
  };
}
