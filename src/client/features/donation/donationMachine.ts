import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { and, assign, fromPromise, setup } from 'xstate';
import type { VerifyResponse } from '../../../shared/schemas/payments';
import {
  donationReadyToSubmit,
  EMPTY_DONATION_FORM,
  filterMobileInput,
  filterPincodeInput,
  type DonationForm,
} from '../../../shared/validation';
import {
  loadCheckoutScript,
  type CheckoutFailure,
  type CheckoutRequest,
  type CheckoutSuccess,
} from '../payments/checkout';
import {
  createDonationOrder,
  reportFailure,
  verifyDonationPayment,
  type DonationOrder,
  type FailureReport,
  type SubscriptionFailureReport,
  type SubscriptionVerifyRequest,
  type VerifyRequest,
} from '../payments/paymentsApi';
import {
  alertCheckoutUnavailable,
  hasAny,
  openCheckoutActor,
  orderProblem,
  receiptFrom,
  serverFieldErrors,
  type PaymentConfig,
  type PaymentEvent,
  type Receipt,
} from '../payments/paymentFlow';
import { donationCheckoutRequest, donationFailureReport, donationVerifyRequest } from './donationRecurring';
import { donationFormData } from './donationSubmission';
import {
  DONATION_STEPS,
  donationFieldErrors,
  firstStepWithErrors,
  STEP_FIELDS,
  stepErrors,
  type DonationField,
  type DonationStep,
} from './donationSteps';

// The donation journey (docs/product.md#journeys): editing (four steps) -> creatingOrder -> checkout ->
// verifying -> success | failed. Guards wrap the shared rules; the submit button asks
// snapshot.can({ type: 'form.submit' }). Network trouble is never silent (issue 9): a failed order call comes
// back to the form with `orderError`, and a payment whose confirmation failed waits in verifying.confirming,
// never on the form, since the gateway already has the money.

export type DonationErrors = Partial<Record<DonationField, string>>;

const DONATION_FIELDS = Object.keys(EMPTY_DONATION_FORM) as DonationField[];
/** PAN is ten characters: five letters, four digits, a letter. */
const PAN_LENGTH = 10;
/** Rupees with at most two decimals; ten characters is far above the largest allowed donation. */
const AMOUNT_TYPED_MAX = 10;

export interface DonationContext {
  config: PaymentConfig;
  /** The page's language: sent with the order, and the checkout's texts are in it. */
  language: Language;
  form: DonationForm;
  errors: DonationErrors;
  /** An order (One Time) or, for Monthly and Yearly, a subscription in the same shape (`subscription` set). */
  order: DonationOrder | null;
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

export type DonationEvent =
  | { type: 'form.change'; field: DonationField; value: string | boolean }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'form.submit' }
  | PaymentEvent;

function filtered(field: DonationField, value: string | boolean): string | boolean {
  if (typeof value !== 'string') return value;
  switch (field) {
    case 'mobile_no':
      return filterMobileInput(value);
    case 'pincode':
      return filterPincodeInput(value);
    case 'pan':
      return value
        .replace(/[^0-9a-z]/gi, '')
        .toUpperCase()
        .slice(0, PAN_LENGTH);
    case 'donation_amount':
      return value.replace(/[^\d.]/g, '').slice(0, AMOUNT_TYPED_MAX);
    default:
      return value;
  }
}

function withoutError(errors: DonationErrors, field: DonationField): DonationErrors {
  if (!errors[field]) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

function orderOf(context: DonationContext): DonationOrder {
  if (!context.order) throw new Error('No order has been created yet.');
  return context.order;
}

function paymentOf(context: DonationContext): CheckoutSuccess {
  if (!context.payment) throw new Error('No payment has been made yet.');
  return context.payment;
}

/** The step holding the first field the server refused, so a 400 takes the visitor to it. */
function stepOfServerErrors(error: unknown): DonationStep {
  const errors = serverFieldErrors(error, DONATION_FIELDS);
  return DONATION_STEPS.find((step) => STEP_FIELDS[step].some((field) => errors[field])) ?? 'review';
}

export const donationMachine = setup({
  types: {} as {
    context: DonationContext;
    events: DonationEvent;
    input: { config: PaymentConfig; language?: Language };
  },
  actors: {
    createOrder: fromPromise<DonationOrder, { paymentsBase: string; body: FormData }>(({ input }) =>
      createDonationOrder(input.paymentsBase, input.body),
    ),
    loadCheckout: fromPromise<void, { url: string }>(async ({ input }) => {
      await loadCheckoutScript(input.url);
    }),
    openCheckout: openCheckoutActor,
    verifyPayment: fromPromise<
      VerifyResponse,
      { paymentsBase: string; request: VerifyRequest | SubscriptionVerifyRequest }
    >(({ input }) => verifyDonationPayment(input.paymentsBase, input.request)),
    reportFailure: fromPromise<
      void,
      { paymentsBase: string; report: FailureReport | SubscriptionFailureReport }
    >(({ input }) => reportFailure('donation', input.paymentsBase, input.report)),
  },
  guards: {
    readyToSubmit: ({ context }) => donationReadyToSubmit(context.form),
    stepComplete: ({ context }, params: { step: DonationStep }) =>
      !hasAny(stepErrors(context.form, params.step)),
    firstStepWithErrorsIs: ({ context }, params: { step: DonationStep }) =>
      firstStepWithErrors(context.form) === params.step,
    serverErrorsOnStep: ({ event }, params: { step: DonationStep }) =>
      'error' in event && stepOfServerErrors(event.error) === params.step,
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'form.change') return {};
      return {
        form: { ...context.form, [event.field]: filtered(event.field, event.value) },
        errors: withoutError(context.errors, event.field),
      };
    }),
    showStepErrors: assign(({ context }, params: { step: DonationStep }) => ({
      errors: stepErrors(context.form, params.step),
    })),
    showAllErrors: assign(({ context }) => ({ errors: donationFieldErrors(context.form) })),
    clearErrors: assign({ errors: {}, orderError: null }),
    showOrderProblem: assign(({ event }) =>
      'error' in event
        ? { errors: serverFieldErrors(event.error, DONATION_FIELDS), orderError: orderProblem(event.error) }
        : {},
    ),
    resetForm: assign({ form: EMPTY_DONATION_FORM, errors: {} }),
    forgetOrder: assign({ order: null, payment: null, failure: null, confirmationFailures: 0 }),
    alertCheckoutUnavailable: ({ context }) => alertCheckoutUnavailable(context.language),
  },
}).createMachine({
  id: 'donation',
  context: ({ input }) => ({
    config: input.config,
    language: input.language ?? DEFAULT_LANGUAGE,
    form: EMPTY_DONATION_FORM,
    errors: {},
    order: null,
    payment: null,
    failure: null,
    receipt: null,
    orderError: null,
    confirmationFailures: 0,
  }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'amount',
      on: { 'form.change': { actions: 'applyChange' } },
      states: {
        amount: {
          on: {
            'step.next': [
              {
                guard: { type: 'stepComplete', params: { step: 'amount' } },
                target: 'personal',
                actions: 'clearErrors',
              },
              { actions: { type: 'showStepErrors', params: { step: 'amount' } } },
            ],
          },
        },
        personal: {
          on: {
            'step.next': [
              {
                guard: { type: 'stepComplete', params: { step: 'personal' } },
                target: 'address',
                actions: 'clearErrors',
              },
              { actions: { type: 'showStepErrors', params: { step: 'personal' } } },
            ],
            'step.back': { target: 'amount', actions: 'clearErrors' },
          },
        },
        address: {
          on: {
            'step.next': [
              {
                guard: { type: 'stepComplete', params: { step: 'address' } },
                target: 'review',
                actions: 'clearErrors',
              },
              { actions: { type: 'showStepErrors', params: { step: 'address' } } },
            ],
            'step.back': { target: 'personal', actions: 'clearErrors' },
          },
        },
        review: {
          on: {
            'step.back': { target: 'address', actions: 'clearErrors' },
            'form.submit': [
              // Every step was checked on the way here; a field changed since then takes the visitor to its step.
              {
                guard: and([
                  'readyToSubmit',
                  { type: 'firstStepWithErrorsIs', params: { step: 'amount' as const } },
                ]),
                target: 'amount',
                actions: 'showAllErrors',
              },
              {
                guard: and([
                  'readyToSubmit',
                  { type: 'firstStepWithErrorsIs', params: { step: 'personal' as const } },
                ]),
                target: 'personal',
                actions: 'showAllErrors',
              },
              {
                guard: and([
                  'readyToSubmit',
                  { type: 'firstStepWithErrorsIs', params: { step: 'address' as const } },
                ]),
                target: 'address',
                actions: 'showAllErrors',
              },
              {
                guard: and([
                  'readyToSubmit',
                  { type: 'firstStepWithErrorsIs', params: { step: 'review' as const } },
                ]),
                actions: 'showAllErrors',
              },
              { guard: 'readyToSubmit', target: '#donation.creatingOrder', actions: 'clearErrors' },
            ],
          },
        },
      },
    },
    creatingOrder: {
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => ({
          paymentsBase: context.config.paymentsBase,
          body: donationFormData(context.form, context.language),
        }),
        onDone: {
          target: 'checkout',
          actions: assign({ order: ({ event }) => event.output, failure: null }),
        },
        // Back to the form with a message and a retry (issue 9; docs/product.md#errors). A 400 names
        // fields: their messages are shown by them, on the step that holds the first one.
        onError: [
          ...(['amount', 'personal', 'address'] as const).map((step) => ({
            guard: { type: 'serverErrorsOnStep' as const, params: { step } },
            target: `#donation.editing.${step}`,
            actions: 'showOrderProblem' as const,
          })),
          { target: '#donation.editing.review', actions: 'showOrderProblem' },
        ],
      },
    },
    checkout: {
      initial: 'loading',
      states: {
        loading: {
          invoke: {
            id: 'loadCheckout',
            src: 'loadCheckout',
            input: ({ context }) => ({ url: context.config.checkoutScriptUrl }),
            onDone: 'open',
            onError: { target: '#donation.editing.review', actions: 'alertCheckoutUnavailable' },
          },
        },
        open: {
          invoke: {
            id: 'openCheckout',
            src: 'openCheckout',
            input: ({ context }): { request: CheckoutRequest } => ({
              request: donationCheckoutRequest(context.config, orderOf(context), context.form, context.language),
            }),
            onError: { target: '#donation.editing.review', actions: 'alertCheckoutUnavailable' },
          },
          on: {
            'payment.succeeded': {
              target: '#donation.verifying',
              actions: assign({ payment: ({ event }) => event.response }),
            },
            'payment.failed': {
              target: 'reportingFailure',
              actions: assign({ failure: ({ event }) => event.error }),
            },
            // Closed without paying: back to the review step, the form exactly as it was.
            'checkout.dismissed': { target: '#donation.editing.review' },
          },
        },
        reportingFailure: {
          invoke: {
            id: 'reportFailure',
            src: 'reportFailure',
            input: ({ context }) => ({
              paymentsBase: context.config.paymentsBase,
              report: donationFailureReport(orderOf(context), context.failure),
            }),
            // 'Try Again Later!' follows whether or not the report reached the server.
            onDone: '#donation.failed',
            onError: '#donation.failed',
          },
        },
      },
    },
    verifying: {
      initial: 'checking',
      states: {
        checking: {
          invoke: {
            id: 'verifyPayment',
            src: 'verifyPayment',
            input: ({ context }) => ({
              paymentsBase: context.config.paymentsBase,
              request: donationVerifyRequest(orderOf(context), paymentOf(context), context.form.email_id),
            }),
            onDone: [
              {
                guard: ({ event }) => event.output.success === true,
                target: '#donation.success',
                // docs/product.md#journeys: success true clears the form, shows success and stops the loader.
                actions: [
                  assign({ receipt: ({ event }) => receiptFrom(event.output) }),
                  'resetForm',
                  'forgetOrder',
                ],
              },
              { target: '#donation.failed' },
            ],
            // The gateway has the money: never the form again (the donor might pay twice). The server's
            // reconciler settles the order and mails the receipt; the donor may also ask again.
            onError: {
              target: 'confirming',
              actions: assign({
                confirmationFailures: ({ context }) => Math.min(context.confirmationFailures + 1, 2),
              }),
            },
          },
        },
        confirming: {
          on: { 'verify.retry': 'checking' },
        },
      },
    },
    success: {
      on: { 'result.back': { target: 'editing', actions: ['resetForm', assign({ receipt: null })] } },
    },
    failed: {
      // Back to the review step with the details kept, so trying again is one click.
      on: { 'result.back': { target: '#donation.editing.review', actions: 'forgetOrder' } },
    },
  },
});

export type DonationMachine = typeof donationMachine;
