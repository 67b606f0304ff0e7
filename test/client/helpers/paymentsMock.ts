import type { RuntimeConfig } from '../../../src/shared/schemas';
import type { CheckoutOptions, CheckoutFailure } from '../../../src/client/features/payments/checkout';
import { mockRoutes, ok, type Reply, type Routes } from './fetchMock';

// The payments host and the gateway's checkout, as the form tests see them: fetch (../fetchMock.ts) answers
// /api/config, the order endpoints and verify-payment; window.Razorpay is a stand-in whose open() records the options, so a test can
// play the visitor paying, failing or closing the window.

export const RUNTIME_CONFIG: RuntimeConfig = {
  apiBase: '/api/',
  paymentsBase: '/api/',
  razorpayKeyId: 'rzp_test_sandbox',
  checkoutScriptUrl: '/api/sandbox/checkout.js',
  sandbox: true,
};

export type MockReply = Reply;

/** Answers the payment routes of `replies` (path after /api/) and the runtime config; anything else is a 404. */
export function mockPayments(replies: Routes) {
  return mockRoutes({ config: ok(RUNTIME_CONFIG), ...replies });
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
