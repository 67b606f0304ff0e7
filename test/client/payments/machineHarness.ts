import { createActor, fromCallback, fromPromise, type AnyStateMachine, type EventObject } from 'xstate';
import type { OrderResponse } from '../../../src/shared/schemas/payments';
import type { PaymentConfig } from '../../../src/client/features/payments/paymentFlow';
import type { CheckoutSuccess, CheckoutFailure } from '../../../src/client/features/payments/checkout';

// Shared by the machine tests: a runtime config, sample gateway answers, and an actor whose invoked actors are
// deferred promises the test settles one by one, in the order a test (or a recorded journey) names.

export const CONFIG: PaymentConfig = {
  paymentsBase: '/api/',
  razorpayKeyId: 'rzp_test_sandbox',
  checkoutScriptUrl: '/api/sandbox/checkout.js',
};

export const ORDER: OrderResponse = {
  orderId: 'order_ABCDEFGHIJ1234',
  receiptId: 'DBJS-M-abcdefghij123456',
  amount: 51_180,
  currency: 'INR',
};

export const PAID: CheckoutSuccess = {
  razorpay_order_id: ORDER.orderId,
  razorpay_payment_id: 'pay_ABCDEFGHIJ1234',
  razorpay_signature: 'f'.repeat(64),
};

export const GATEWAY_FAILURE: CheckoutFailure = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed (sandbox)',
  source: 'customer',
  step: 'payment_authorization',
  reason: 'payment_failed',
  metadata: { order_id: ORDER.orderId, payment_id: 'pay_FAILEDFAILED12' },
};

export const VERIFIED = {
  success: true,
  receiptNumber: 'DBJS/M/2025-26/00001',
  receiptUrl: '/api/receipts/0123456789abcdef0123456789abcdef.pdf',
};

/** Events that stand for an invoked actor finishing; the transition walk takes them like any other event. */
export const done = (id: string, output?: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
export const failed = (id: string, error: unknown = new Error(`${id} failed`)) =>
  ({ type: `xstate.error.actor.${id}`, error }) as EventObject;

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

type Deferred = { resolve: (value: unknown) => void; reject: (error: unknown) => void };
export const PROMISE_ACTORS = ['createOrder', 'loadCheckout', 'verifyPayment', 'reportFailure'] as const;
export type PromiseActorId = (typeof PROMISE_ACTORS)[number];

export interface Harness<M extends AnyStateMachine> {
  actor: ReturnType<typeof createActor<M>>;
  /** Inputs each actor was started with, in order. */
  inputs: Record<PromiseActorId | 'openCheckout', unknown[]>;
  /** How many times the checkout window was closed by leaving its state. */
  checkoutClosed: () => number;
  /** Sends an ordinary event, or settles the running actor an xstate.done/error.actor event names. */
  replay: (event: EventObject) => Promise<void>;
}

export function startHarness<M extends AnyStateMachine>(machine: M): Harness<M> {
  const pending: Record<PromiseActorId, Deferred[]> = {
    createOrder: [],
    loadCheckout: [],
    verifyPayment: [],
    reportFailure: [],
  };
  const inputs: Harness<M>['inputs'] = {
    createOrder: [],
    loadCheckout: [],
    verifyPayment: [],
    reportFailure: [],
    openCheckout: [],
  };
  let closed = 0;
  const deferred = (id: PromiseActorId) =>
    fromPromise<unknown, unknown>(
      ({ input }) =>
        new Promise((resolve, reject) => {
          inputs[id].push(input);
          pending[id].push({ resolve, reject });
        }),
    );
  const provided = machine.provide({
    actors: {
      createOrder: deferred('createOrder'),
      loadCheckout: deferred('loadCheckout'),
      verifyPayment: deferred('verifyPayment'),
      reportFailure: deferred('reportFailure'),
      openCheckout: fromCallback(({ input }) => {
        inputs.openCheckout.push(input);
        return () => {
          closed += 1;
        };
      }),
    },
  }) as M;
  const actor = createActor(provided, { input: { config: CONFIG } } as never);
  actor.start();

  async function replay(event: EventObject) {
    const settled = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
    if (!settled) {
      actor.send(event as never);
      return;
    }
    const id = settled[2] as PromiseActorId;
    const running = pending[id]?.shift();
    if (!running) throw new Error(`${event.type} replayed, but ${id} is not running`);
    if (settled[1] === 'done') running.resolve((event as { output?: unknown }).output);
    else running.reject((event as { error?: unknown }).error);
    await flush();
  }

  return { actor, inputs, checkoutClosed: () => closed, replay };
}

/** A tiny valid PNG (1x1) and PDF, as File objects. */
export const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
export const photoFile = (name = 'photo.png', bytes: BlobPart = PNG_BYTES) =>
  new File([bytes], name, { type: 'image/png' });
export const identityFile = (name = 'aadhaar-masked.pdf') =>
  new File(['%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n'], name, { type: 'application/pdf' });

/** jsdom has no object URLs: the photo preview gets 'blob:preview'. */
export function stubObjectUrls(): void {
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: () => 'blob:preview',
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: () => undefined,
  });
}
