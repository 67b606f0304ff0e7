import { assign, fromPromise, type DoneActorEvent, type ErrorActorEvent, type EventObject } from 'xstate';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import type { OrderResponse, VerifyResponse } from '../../../shared/schemas/payments';
import {
  loadCheckoutScript,
  type CheckoutFailure,
  type CheckoutRequest,
  type CheckoutSuccess,
} from './checkout';
import {
  reportFailure,
  verifyPayment,
  type FailureReport,
  type PaymentKind,
  type SubscriptionFailureReport,
  type SubscriptionVerifyRequest,
  type VerifyRequest,
} from './paymentsApi';
import {
  alertCheckoutUnavailable,
  openCheckoutActor,
  receiptFrom,
  type PaymentConfig,
  type Receipt,
} from './paymentFlow';

// What both journeys' machines share once the form is sent (docs/product.md#journeys): creatingOrder -> checkout
// -> verifying -> success | failed, with the context and the invoked actors those states need. Each machine
// spreads createPaymentStates(...) into its own states, beside its own `editing`; its setup takes the types, actors and
// actions of paymentSetup(...) and defines the two actions these states name that differ by journey,
// showOrderProblem and resetForm.
// Network trouble is never silent (issue 9): a failed order call comes back to the form with `orderError`, and a
// payment whose confirmation failed waits in verifying.confirming, never on the form, since the gateway already
// has the money.

/** The context both journeys keep beside their form and its messages. */
export interface PaymentContext<TOrder extends OrderResponse = OrderResponse> {
  config: PaymentConfig;
  /** The page's language: sent with the order, and the checkout's texts are in it. */
  language: Language;
  order: TOrder | null;
  /** The checkout's answer after a payment, until it is verified. */
  payment: CheckoutSuccess | null;
  failure: CheckoutFailure | null;
  receipt: Receipt | null;
  /** Why the last order call failed, shown above the submit button with a retry; null otherwise. */
  orderError: string | null;
  /**
   * How many confirmation (verify) calls failed for the current payment, counted up to 2: the screens only tell
   * the first failure from later ones, and a bounded count keeps the machine's graph of states finite.
   */
  confirmationFailures: number;
}

/** The journey's order: DonationOrder or OrderResponse. */
type OrderOf<TContext extends PaymentContext> = NonNullable<TContext['order']>;

/** What a journey's machine is started with. */
export interface PaymentInput {
  config: PaymentConfig;
  language?: Language;
}

/** A journey machine's setup types: its own context and events, started with a PaymentInput. */
interface PaymentMachineTypes<TContext extends PaymentContext, TEvent extends EventObject> {
  context: TContext;
  events: TEvent;
  input: PaymentInput;
}

/** What forgetOrder assigns: a new payment starts from nothing. */
const NO_ORDER = { order: null, payment: null, failure: null, confirmationFailures: 0 } as const;

/** A fresh journey's PaymentContext: nothing ordered, paid or refused yet. */
export function initialPaymentContext(input: PaymentInput): PaymentContext<never> {
  return {
    config: input.config,
    language: input.language ?? DEFAULT_LANGUAGE,
    ...NO_ORDER,
    receipt: null,
    orderError: null,
  };
}

/**
 * The parts of a journey machine's setup(...) that the payment states need: its types, the actors the states
 * invoke (calling the journey's own endpoints), and the actions they name that are the same in both journeys.
 * The machine's setup adds its own guards and actions beside these.
 */
export function paymentSetup<TContext extends PaymentContext, TEvent extends EventObject>(
  kind: PaymentKind,
  createOrder: (paymentsBase: string, body: FormData) => Promise<OrderOf<TContext>>,
) {
  return {
    types: {} as PaymentMachineTypes<TContext, TEvent>,
    actors: {
      createOrder: fromPromise<OrderOf<TContext>, { paymentsBase: string; body: FormData }>(({ input }) =>
        createOrder(input.paymentsBase, input.body),
      ),
      loadCheckout: fromPromise<void, { url: string }>(async ({ input }) => {
        await loadCheckoutScript(input.url);
      }),
      openCheckout: openCheckoutActor,
      verifyPayment: fromPromise<
        VerifyResponse,
        { paymentsBase: string; request: VerifyRequest | SubscriptionVerifyRequest }
      >(({ input }) => verifyPayment(kind, input.paymentsBase, input.request)),
      reportFailure: fromPromise<
        void,
        { paymentsBase: string; report: FailureReport | SubscriptionFailureReport }
      >(({ input }) => reportFailure(kind, input.paymentsBase, input.report)),
    },
    actions: {
      forgetOrder: paymentAssigner<TContext, TEvent>()(() => NO_ORDER),
      alertCheckoutUnavailable: ({ context }: { context: TContext }) =>
        alertCheckoutUnavailable(context.language),
    },
  };
}

function orderOf<TContext extends PaymentContext>(context: TContext): OrderOf<TContext> {
  if (!context.order) throw new Error('No order has been created yet.');
  return context.order as OrderOf<TContext>;
}

function paymentOf(context: PaymentContext): CheckoutSuccess {
  if (!context.payment) throw new Error('No payment has been made yet.');
  return context.payment;
}

export interface PaymentJourney<TContext extends PaymentContext> {
  /** The machine's id, which the states' targets name ('#donation.failed'). */
  id: string;
  /** Where a closed checkout, an unloadable one and "Back" from the failure screen return, the form kept. */
  backToForm: string;
  /** The multipart body of the order call. */
  orderBody: (context: TContext) => FormData;
  checkoutRequest: (context: TContext, order: OrderOf<TContext>) => CheckoutRequest;
  verifyRequest: (
    context: TContext,
    order: OrderOf<TContext>,
    payment: CheckoutSuccess,
  ) => VerifyRequest | SubscriptionVerifyRequest;
  failureReport: (context: TContext, order: OrderOf<TContext>) => FailureReport | SubscriptionFailureReport;
  /**
   * Where a failed order call goes instead of backToForm, first match wins (the donation's step of the first
   * field the server refused).
   */
  orderRefusedTo?: readonly { when: (error: unknown) => boolean; target: string }[];
}

/**
 * An assign of PaymentContext's own fields, typed with the machine's context and events as an inline assign in its
 * createMachine would be (TypeScript cannot check a literal against a generic TContext's fields).
 */
function paymentAssigner<TContext extends PaymentContext, TEvent extends EventObject>() {
  return <TExpressionEvent extends EventObject>(
    assigner: (args: { context: TContext; event: TExpressionEvent }) => Partial<PaymentContext>,
  ) =>
    assign<TContext, TExpressionEvent, undefined, TEvent, never>(
      (args) => assigner(args) as Partial<TContext>,
    );
}

/** The one assigner the payment states share (createPaymentStates makes it). */
type PaymentAssigner<TContext extends PaymentContext, TEvent extends EventObject> = ReturnType<
  typeof paymentAssigner<TContext, TEvent>
>;

/** The order call, then the checkout; a failed call goes back to the form with a message and a retry. */
function creatingOrderState<TContext extends PaymentContext, TEvent extends EventObject>(
  journey: PaymentJourney<TContext>,
  assignPayment: PaymentAssigner<TContext, TEvent>,
) {
  return {
    invoke: {
      id: 'createOrder',
      src: 'createOrder',
      input: ({ context }: { context: TContext }) => ({
        paymentsBase: context.config.paymentsBase,
        body: journey.orderBody(context),
      }),
      onDone: {
        target: 'checkout',
        actions: assignPayment<DoneActorEvent<OrderOf<TContext>>>(({ event }) => ({
          order: event.output,
          failure: null,
        })),
      },
      // Back to the form with a message and a retry (issue 9; docs/product.md#errors). A 400 names fields:
      // showOrderProblem shows their messages by them.
      onError: [
        ...(journey.orderRefusedTo ?? []).map(({ when, target }) => ({
          guard: ({ event }: { event: ErrorActorEvent }) => when(event.error),
          target,
          actions: 'showOrderProblem' as const,
        })),
        { target: journey.backToForm, actions: 'showOrderProblem' as const },
      ],
    },
  } as const;
}

/** The gateway's window: loaded, opened, and on a failed payment the failure reported. */
function checkoutState<TContext extends PaymentContext, TEvent extends EventObject>(
  journey: PaymentJourney<TContext>,
  assignPayment: PaymentAssigner<TContext, TEvent>,
) {
  const { id, backToForm } = journey;
  return {
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'loadCheckout',
          src: 'loadCheckout',
          input: ({ context }: { context: TContext }) => ({ url: context.config.checkoutScriptUrl }),
          onDone: 'open',
          onError: { target: backToForm, actions: 'alertCheckoutUnavailable' },
        },
      },
      open: {
        invoke: {
          id: 'openCheckout',
          src: 'openCheckout',
          input: ({ context }: { context: TContext }) => ({
            request: journey.checkoutRequest(context, orderOf(context)),
          }),
          onError: { target: backToForm, actions: 'alertCheckoutUnavailable' },
        },
        on: {
          'payment.succeeded': {
            target: `#${id}.verifying`,
            actions: assignPayment<{ type: 'payment.succeeded'; response: CheckoutSuccess }>(({ event }) => ({
              payment: event.response,
            })),
          },
          'payment.failed': {
            target: 'reportingFailure',
            actions: assignPayment<{ type: 'payment.failed'; error: CheckoutFailure }>(({ event }) => ({
              failure: event.error,
            })),
          },
          // Closed without paying: back to the form, exactly as it was.
          'checkout.dismissed': { target: backToForm },
        },
      },
      reportingFailure: {
        invoke: {
          id: 'reportFailure',
          src: 'reportFailure',
          input: ({ context }: { context: TContext }) => ({
            paymentsBase: context.config.paymentsBase,
            report: journey.failureReport(context, orderOf(context)),
          }),
          // 'Try Again Later!' follows whether or not the report reached the server.
          onDone: `#${id}.failed`,
          onError: `#${id}.failed`,
        },
      },
    },
  } as const;
}

/** The server confirms the payment, asked again by the payer for as long as it does not answer. */
function verifyingState<TContext extends PaymentContext, TEvent extends EventObject>(
  journey: PaymentJourney<TContext>,
  assignPayment: PaymentAssigner<TContext, TEvent>,
) {
  const { id } = journey;
  return {
    initial: 'checking',
    states: {
      checking: {
        invoke: {
          id: 'verifyPayment',
          src: 'verifyPayment',
          input: ({ context }: { context: TContext }) => ({
            paymentsBase: context.config.paymentsBase,
            request: journey.verifyRequest(context, orderOf(context), paymentOf(context)),
          }),
          onDone: [
            {
              guard: ({ event }: { event: DoneActorEvent<VerifyResponse> }) => event.output.success === true,
              target: `#${id}.success`,
              // docs/product.md#journeys: success true clears the form, shows success and stops the loader.
              actions: [
                assignPayment<DoneActorEvent<VerifyResponse>>(({ event }) => ({
                  receipt: receiptFrom(event.output),
                })),
                'resetForm',
                'forgetOrder',
              ],
            },
            { target: `#${id}.failed` },
          ],
          // The gateway has the money: never the form again (the payer might pay twice). The server's
          // reconciler settles the order and mails the receipt; the payer may also ask again.
          onError: {
            target: 'confirming',
            actions: assignPayment<ErrorActorEvent>(({ context }) => ({
              confirmationFailures: Math.min(context.confirmationFailures + 1, 2),
            })),
          },
        },
      },
      confirming: {
        on: { 'verify.retry': 'checking' },
      },
    },
  } as const;
}

/**
 * The states after the form, spread into a journey's createMachine states beside its `editing`. TContext and
 * TEvent are the machine's own: the states' assign actions are typed with them, as inline ones would be.
 */
export function createPaymentStates<TContext extends PaymentContext, TEvent extends EventObject>(
  journey: PaymentJourney<TContext>,
) {
  const assignPayment = paymentAssigner<TContext, TEvent>();
  return {
    creatingOrder: creatingOrderState(journey, assignPayment),
    checkout: checkoutState(journey, assignPayment),
    verifying: verifyingState(journey, assignPayment),
    success: {
      on: {
        'result.back': {
          target: 'editing',
          actions: ['resetForm', assignPayment<TEvent>(() => ({ receipt: null }))],
        },
      },
    },
    failed: {
      // Back to the form with the details kept, so trying again is one click.
      on: { 'result.back': { target: journey.backToForm, actions: 'forgetOrder' } },
    },
  } as const;
}
