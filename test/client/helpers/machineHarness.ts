import {
  createActor,
  fromCallback,
  fromPromise,
  initialTransition,
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import type { OrderResponse } from '../../../src/shared/schemas/payments';
import { EMPTY_DONATION_FORM } from '../../../src/shared/validation';
import type { PaymentConfig } from '../../../src/client/features/payments/paymentFlow';
import type { CheckoutSuccess, CheckoutFailure } from '../../../src/client/features/payments/checkout';
import { ORDER_PROBLEMS } from '../../../src/client/content/paymentProblems';

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

/** The donor the donation machine's tests fill in: a One Time gift of ₹1,000, no PAN, no consent ticked. */
export const DONOR_FORM = {
  ...EMPTY_DONATION_FORM,
  donation_amount: '1000',
  donation_frequency: 'One Time',
  first_name: 'Rahul',
  sur_name: 'Chougule',
  mobile_no: '9823012345',
  email_id: 'rahul.chougule@example.com',
  data_of_birth: '1985-02-20',
  gender: 'male',
  address: '45 Station Road, Vishrambag',
  city: 'Sangli',
  tehsil: 'Miraj',
  dist: 'Sangli',
  state: 'Maharashtra',
  pincode: '416415',
};

/** Events that stand for an invoked actor finishing; the transition walk takes them like any other event. */
export const done = (id: string, output?: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
export const failed = (id: string, error: unknown = new Error(`${id} failed`)) =>
  ({ type: `xstate.error.actor.${id}`, error }) as EventObject;

/**
 * The payment states' events for a walk over every transition (machineWalk.ts): the order, the checkout, the
 * confirmation and the failure report, each answered both ways, and the result screens' way back.
 */
export const paymentWalkEvents = (order: unknown, verified: unknown): EventObject[] => [
  { type: 'form.submit' },
  done('createOrder', order),
  failed('createOrder'),
  done('loadCheckout'),
  failed('loadCheckout'),
  { type: 'payment.succeeded', response: PAID } as EventObject,
  { type: 'payment.failed', error: GATEWAY_FAILURE } as EventObject,
  { type: 'checkout.dismissed' },
  done('verifyPayment', verified),
  done('verifyPayment', { success: false, message: 'Payment verification failed.' }),
  failed('verifyPayment'),
  { type: 'verify.retry' },
  done('reportFailure', { success: false }),
  failed('reportFailure'),
  { type: 'result.back' },
];

/**
 * A walk's events for a journey whose filled form lacks only its certification: the box ticked and unticked, the
 * first name made invalid and put right, then the payment states' events (both journeys' walks take these).
 */
export function formAndPaymentWalkEvents<F extends string, E extends EventObject>(
  change: (field: F | 'first_name', value: string | boolean) => E,
  certification: F,
  firstName: string,
  payment: { order: unknown; verified: unknown },
): EventObject[] {
  return [
    change(certification, true),
    change(certification, false),
    change('first_name', 'A1'),
    change('first_name', firstName),
    ...paymentWalkEvents(payment.order, payment.verified),
  ];
}

/** The payment states' values as reachedStates (machineWalk.ts) lists them, the same in both journeys. */
export const PAYMENT_STATE_VALUES = [
  '"creatingOrder"',
  '{"checkout":"loading"}',
  '{"checkout":"open"}',
  '{"checkout":"reportingFailure"}',
  '{"verifying":"checking"}',
  '{"verifying":"confirming"}',
  '"success"',
  '"failed"',
];

/** The machine's snapshot after `events`, taken with the pure transition(): nothing runs. */
export function snapshotAfter<M extends AnyStateMachine>(machine: M, events: EventObject[]): SnapshotFrom<M> {
  let [snapshot] = initialTransition(machine, { config: CONFIG } as InputFrom<M>);
  for (const event of events) [snapshot] = transition(machine, snapshot, event as EventFromLogic<M>);
  return snapshot;
}

/** A state of a walk is its value and its whole context (the configuration aside). */
export const walkKey = (snapshot: AnyMachineSnapshot) => {
  const { config: _config, ...context } = snapshot.context as { config: unknown };
  return JSON.stringify([snapshot.value, context]);
};

/** window.alert, silenced and recorded for each test of the file that calls this. */
export function spyOnAlert(): () => jest.SpyInstance {
  let alert: jest.SpyInstance;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());
  return () => alert;
}

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

/** Starts the machine with deferred actors, then sends it `events` (the filling of its form, for instance). */
export function startHarness<M extends AnyStateMachine>(machine: M, events: EventObject[] = []): Harness<M> {
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
  for (const event of events) actor.send(event as never);

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

/**
 * The checkout options of docs/product.md#calls for `order`: the journey's titles, the payer and the address. The
 * machine and page tests expect them; the checkout's own test opens the window with them.
 */
export const checkoutOptions = (
  order: { orderId: string; amount: number },
  titles: { name: string; description: string },
  prefill: { name: string; email: string; contact: string },
  address: string,
) => ({
  key: 'rzp_test_sandbox',
  amount: order.amount,
  currency: 'INR',
  order_id: order.orderId,
  ...titles,
  prefill,
  notes: { address },
  theme: { color: '#7b1e1e' },
});

/**
 * The checkout options for DONOR_FORM's gift of ₹1,000 (102,360 paise with the charges) under order_DONATIONORDER1:
 * what the donation machine's and the donation page's tests expect the window to open with.
 */
export const DONOR_CHECKOUT = checkoutOptions(
  { orderId: 'order_DONATIONORDER1', amount: 102_360 },
  { name: 'Donation', description: 'Make a Donation' },
  { name: 'Rahul Chougule', email: 'rahul.chougule@example.com', contact: '9823012345' },
  '45 Station Road, Vishrambag, Miraj, Sangli, Sangli, Maharashtra, 416415',
);

/**
 * Ticks the certification (`certify`) of a form otherwise ready, submits it and answers the order and
 * checkout-script calls: the checkout window opens. Returns the harness, for the test to go on from there.
 */
export async function certifyAndOpenCheckout<M extends AnyStateMachine>(
  harness: Harness<M>,
  certify: EventObject,
  order: unknown,
): Promise<Harness<M>> {
  harness.actor.send(certify as never);
  harness.actor.send({ type: 'form.submit' } as never);
  await harness.replay(done('createOrder', order));
  await harness.replay(done('loadCheckout'));
  expect((harness.actor.getSnapshot() as AnyMachineSnapshot).matches({ checkout: 'open' })).toBe(true);
  return harness;
}

// The payment steps both journeys take alike, from a form ready to submit or an open checkout. Each checks what
// the journeys share (docs/product.md#payments); the tests check their own journey's form and step themselves.

const snapshotOf = <M extends AnyStateMachine>(harness: Harness<M>) =>
  harness.actor.getSnapshot() as AnyMachineSnapshot;

/** Submits, and the order call cannot reach the server: no field is blamed, the reason is said, a retry is open. */
export async function submitWithoutReachingTheServer<M extends AnyStateMachine>(
  harness: Harness<M>,
): Promise<SnapshotFrom<M>> {
  harness.actor.send({ type: 'form.submit' } as never);
  expect(snapshotOf(harness).value).toBe('creatingOrder');
  await harness.replay(failed('createOrder', new TypeError('Failed to fetch')));
  const snapshot = snapshotOf(harness);
  expect(snapshot.context.errors).toEqual({});
  expect(snapshot.context.orderError).toBe(ORDER_PROBLEMS.network);
  expect(snapshot.can({ type: 'form.submit' })).toBe(true);
  return snapshot as SnapshotFrom<M>;
}

/** Submits; the order is made but the checkout script does not load (the journey alerts: the test checks it). */
export async function submitWithoutCheckoutScript<M extends AnyStateMachine>(
  harness: Harness<M>,
  order: unknown,
) {
  harness.actor.send({ type: 'form.submit' } as never);
  await harness.replay(done('createOrder', order));
  await harness.replay(failed('loadCheckout'));
}

/**
 * Pays in the open checkout, and the confirmation call fails: the journey waits in verifying.confirming, counting
 * the failure, where neither paying again nor going back is possible.
 */
export async function payWithoutConfirmation<M extends AnyStateMachine>(
  harness: Harness<M>,
): Promise<SnapshotFrom<M>> {
  harness.actor.send({ type: 'payment.succeeded', response: PAID } as never);
  expect(snapshotOf(harness).value).toEqual({ verifying: 'checking' });
  await harness.replay(failed('verifyPayment', new TypeError('Failed to fetch')));
  const snapshot = snapshotOf(harness);
  expect(snapshot.value).toEqual({ verifying: 'confirming' });
  expect(snapshot.context.confirmationFailures).toBe(1);
  expect(snapshot.can({ type: 'form.submit' })).toBe(false);
  expect(snapshot.can({ type: 'result.back' })).toBe(false);
  return snapshot as SnapshotFrom<M>;
}

/** Pays in the open checkout and the server confirms with `verified`: success, holding the receipt. */
export async function payAndConfirm<M extends AnyStateMachine>(
  harness: Harness<M>,
  verified: { receiptNumber: string; receiptUrl: string },
): Promise<SnapshotFrom<M>> {
  harness.actor.send({ type: 'payment.succeeded', response: PAID } as never);
  await harness.replay(done('verifyPayment', verified));
  const snapshot = snapshotOf(harness);
  expect(snapshot.value).toBe('success');
  expect(snapshot.context.receipt).toEqual({
    receiptNumber: verified.receiptNumber,
    receiptUrl: verified.receiptUrl,
  });
  return snapshot as SnapshotFrom<M>;
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
