import {
  GatewayUnavailableError,
  type CreateOrderInput,
  type GatewayPayment,
  type PaymentGateway,
} from './gateway';
import { verifyPaymentSignature } from './verify';

// The real Razorpay Orders API over HTTP (API.md): POST {apiUrl}/orders and GET {apiUrl}/orders/{id}/payments,
// Basic auth key_id:key_secret. Any emulator speaking the same API can stand in by changing RAZORPAY_API_URL.

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

function gatewayErrorText(body: unknown): string {
  const error = (body as { error?: { code?: unknown; description?: unknown } } | null)?.error;
  return error
    ? `${String(error.code ?? '')} ${String(error.description ?? '')}`.trim()
    : 'no error description';
}

export function createRazorpayGateway(options: RazorpayOptions): PaymentGateway {
  const fetchImpl = options.fetchImpl ?? fetch;
  const base = options.apiUrl.replace(/\/+$/, '');
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
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
    if (!response.ok) {
      throw new GatewayUnavailableError(
        `${method} ${path} answered ${response.status}: ${gatewayErrorText(parsed)}`,
      );
    }
    return parsed;
  }

  return {
    name: 'razorpay',

    async createOrder(input: CreateOrderInput) {
      const answer = (await call('POST', '/orders', {
        amount: input.amount,
        currency: input.currency,
        receipt: input.receipt,
        notes: input.notes,
      })) as { id?: unknown; amount?: unknown } | null;
      if (!answer || typeof answer.id !== 'string' || answer.id === '' || answer.id.length > 100) {
        throw new GatewayUnavailableError('gateway created an order without a usable id');
      }
      if (typeof answer.amount === 'number' && answer.amount !== input.amount) {
        throw new GatewayUnavailableError(
          `gateway created order ${answer.id} for ${answer.amount}, not ${input.amount}`,
        );
      }
      return { id: answer.id };
    },

    async fetchOrderPayments(gatewayOrderId: string): Promise<GatewayPayment[]> {
      const answer = (await call('GET', `/orders/${encodeURIComponent(gatewayOrderId)}/payments`)) as {
        items?: unknown;
      } | null;
      if (!answer || !Array.isArray(answer.items)) {
        throw new GatewayUnavailableError(`gateway listed the payments of ${gatewayOrderId} without items`);
      }
      return answer.items
        .filter(
          (item): item is { id: string; status: string; amount?: unknown } =>
            typeof item?.id === 'string' && typeof item?.status === 'string',
        )
        .map((item) => ({
          id: item.id,
          status: item.status,
          amount: typeof item.amount === 'number' ? item.amount : undefined,
        }));
    },

    async verifySignature(gatewayOrderId, paymentId, signature) {
      return verifyPaymentSignature(options.keySecret, gatewayOrderId, paymentId, signature);
    },
  };
}
