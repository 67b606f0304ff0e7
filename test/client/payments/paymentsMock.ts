import type { RuntimeConfig } from '../../../src/shared/schemas';
import type { CheckoutOptions, CheckoutFailure } from '../../../src/client/features/payments/checkout';

// The payments host and the gateway's checkout, as the form tests see them: fetch answers /api/config, the order
// endpoints and verify-payment; window.Razorpay is a stand-in whose open() records the options, so a test can
// play the visitor paying, failing or closing the window.

export const RUNTIME_CONFIG: RuntimeConfig = {
  apiBase: '/api/',
  paymentsBase: '/api/',
  razorpayKeyId: 'rzp_test_sandbox',
  checkoutScriptUrl: '/api/sandbox/checkout.js',
  sandbox: true,
};

export type MockReply = { status: number; body: unknown } | 'pending' | 'network-error';

export interface PaymentsCall {
  method: string;
  path: string;
  /** The multipart body of an order, or the parsed JSON of a verify call. */
  form?: FormData;
  json?: Record<string, unknown>;
}

export function mockPayments(replies: Record<string, MockReply | (() => MockReply)>) {
  const calls: PaymentsCall[] = [];
  const spy = jest
    .spyOn(global, 'fetch')
    .mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const isRequest = typeof input === 'object' && 'url' in input;
      const url = new URL(isRequest ? (input as Request).url : String(input), 'http://localhost');
      const method = (isRequest ? (input as Request).method : init?.method) ?? 'GET';
      const path = url.pathname.replace(/^\/api\//, '');
      const call: PaymentsCall = { method, path };
      if (init?.body instanceof FormData) call.form = init.body;
      else if (typeof init?.body === 'string') call.json = JSON.parse(init.body);
      calls.push(call);
      const entry = path === 'config' ? { status: 200, body: RUNTIME_CONFIG } : replies[path];
      const reply = typeof entry === 'function' ? entry() : entry;
      if (!reply) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
      if (reply === 'pending') return new Promise<Response>(() => undefined);
      if (reply === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      });
    });
  return { spy, calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

export class FakeCheckout {
  static instances: FakeCheckout[] = [];
  opened = false;
  closed = false;
  private failureListeners: ((response: { error: CheckoutFailure }) => void)[] = [];
  constructor(readonly options: CheckoutOptions) {
    FakeCheckout.instances.push(this);
  }
  open() {
    this.opened = true;
  }
  close() {
    this.closed = true;
  }
  on(_event: 'payment.failed', callback: (response: { error: CheckoutFailure }) => void) {
    this.failureListeners.push(callback);
  }
  pay() {
    this.options.handler({
      razorpay_order_id: this.options.order_id,
      razorpay_payment_id: 'pay_TESTPAYMENT0001',
      razorpay_signature: 'a'.repeat(64),
    });
  }
  fail() {
    for (const listener of this.failureListeners) {
      listener({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed (sandbox)',
          metadata: { order_id: this.options.order_id, payment_id: 'pay_TESTFAILURE001' },
        },
      });
    }
  }
  dismiss() {
    this.options.modal.ondismiss();
  }
}

export function installFakeCheckout() {
  FakeCheckout.instances = [];
  window.Razorpay = FakeCheckout as unknown as typeof window.Razorpay;
  return () => FakeCheckout.instances.at(-1);
}

export function removeFakeCheckout() {
  delete window.Razorpay;
}
