import { and, assign, fromPromise, setup } from 'xstate';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { translatorFor } from '../../i18n';
import { translateMessage } from '../payments/journeyText';
import type { OrderResponse, VerifyResponse } from '../../../shared/schemas/payments';
import {
  dateOfBirthRule,
  EMPTY_MEMBERSHIP_FORM,
  filterMobileInput,
  filterPincodeInput,
  identityBytesRule,
  identityFileRule,
  membershipErrors,
  membershipReadyToSubmit,
  photoBytesRule,
  photoFileRule,
  type FileKind,
  type MembershipForm,
} from '../../../shared/validation';
import {
  loadCheckoutScript,
  type CheckoutFailure,
  type CheckoutRequest,
  type CheckoutSuccess,
} from '../payments/checkout';
import {
  createMembershipOrder,
  reportFailure,
  verifyMembershipPayment,
  type FailureReport,
  type VerifyRequest,
} from '../payments/paymentsApi';
import {
  alertCheckoutUnavailable,
  checkoutRequest,
  failureReport,
  hasAny,
  openCheckoutActor,
  orderProblem,
  receiptFrom,
  serverFieldErrors,
  verifyRequest,
  type PaymentConfig,
  type PaymentEvent,
  type Receipt,
} from '../payments/paymentFlow';
import { membershipFormData, NO_MEMBER_FILES, type MemberFiles } from './membershipSubmission';

// The Join Us journey (docs/product.md#journeys): editing -> creatingOrder -> checkout -> verifying ->
// success | failed. Guards wrap the shared rules; the submit button asks snapshot.can({ type: 'form.submit' }).
// Network trouble is never silent (issue 9): a failed order call comes back to the form with `orderError`, and
// a payment whose confirmation failed waits in verifying.confirming, never on the form, since the gateway
// already has the money.

export type MembershipField = keyof MembershipForm;
export type MemberFileField = keyof MemberFiles;
export type MembershipErrors = Partial<Record<MembershipField | MemberFileField, string>>;

export const MEMBERSHIP_FIELDS = Object.keys(EMPTY_MEMBERSHIP_FORM) as MembershipField[];
const ERROR_FIELDS: (MembershipField | MemberFileField)[] = [
  ...MEMBERSHIP_FIELDS,
  'memberProfile',
  'aadharFile',
];

export interface MembershipContext {
  config: PaymentConfig;
  /** The page's language: sent with the order, and the checkout's texts are in it. */
  language: Language;
  form: MembershipForm;
  files: MemberFiles;
  errors: MembershipErrors;
  order: OrderResponse | null;
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

export type MembershipEvent =
  | { type: 'form.change'; field: MembershipField; value: string | boolean }
  | { type: 'form.blur'; field: MembershipField }
  /** `kind`: what the file's first bytes say (FileField reads them); absent when they were not read. */
  | { type: 'form.file'; field: MemberFileField; file: File | null; kind?: FileKind | null }
  | { type: 'form.submit' }
  | PaymentEvent;

const FILE_RULES: Record<MemberFileField, (file: File | null) => string | null> = {
  memberProfile: photoFileRule,
  aadharFile: identityFileRule,
};

// The server's own checks of the bytes, with its messages: a text file renamed photo.png is refused in the browser.
const BYTES_RULES: Record<MemberFileField, (kind: FileKind | null, size: number) => string | null> = {
  memberProfile: photoBytesRule,
  aadharFile: identityBytesRule,
};

/** Name and size first, then (when the browser has read them) the first bytes. */
function chosenFileProblem(
  field: MemberFileField,
  file: File,
  kind: FileKind | null | undefined,
): string | null {
  return FILE_RULES[field](file) ?? (kind === undefined ? null : BYTES_RULES[field](kind, file.size));
}

/** A file the server refused is not kept, as one refused in the browser is not: the member chooses another. */
function withoutRefusedFiles(files: MemberFiles, errors: MembershipErrors): MemberFiles {
  return {
    memberProfile: errors.memberProfile ? null : files.memberProfile,
    aadharFile: errors.aadharFile ? null : files.aadharFile,
  };
}

/** Chrome's date input reports partial years (0001, 0019, 0199) while the year is typed: judge only whole ones. */
export function isCompleteDate(value: string): boolean {
  const match = /^(\d{4})-\d{2}-\d{2}$/.exec(value);
  return match !== null && Number(match[1]) >= 1000;
}

/** The input filters of docs/product.md#validation: mobile and pincode normalised, then digits only (10, 6). */
function filtered(field: MembershipField, value: string | boolean): string | boolean {
  if (typeof value !== 'string') return value;
  if (field === 'mobile_no') return filterMobileInput(value);
  if (field === 'pincode') return filterPincodeInput(value);
  return value;
}

function withoutError(errors: MembershipErrors, field: MembershipField | MemberFileField): MembershipErrors {
  if (!errors[field]) return errors;
  const next = { ...errors };
  delete next[field];
  // One message covers both membership types.
  if (field === 'magazine_member') delete next.dbjs_member;
  return next;
}

function orderOf(context: MembershipContext): OrderResponse {
  if (!context.order) throw new Error('No order has been created yet.');
  return context.order;
}

function paymentOf(context: MembershipContext): CheckoutSuccess {
  if (!context.payment) throw new Error('No payment has been made yet.');
  return context.payment;
}

const submitErrors = (context: MembershipContext): MembershipErrors => ({
  ...membershipErrors(context.form),
  ...Object.fromEntries(
    (Object.keys(FILE_RULES) as MemberFileField[])
      .map((field) => [field, FILE_RULES[field](context.files[field])] as const)
      .filter(([, message]) => message),
  ),
});

export const membershipMachine = setup({
  types: {} as {
    context: MembershipContext;
    events: MembershipEvent;
    input: { config: PaymentConfig; language?: Language };
  },
  actors: {
    createOrder: fromPromise<OrderResponse, { paymentsBase: string; body: FormData }>(({ input }) =>
      createMembershipOrder(input.paymentsBase, input.body),
    ),
    loadCheckout: fromPromise<void, { url: string }>(async ({ input }) => {
      await loadCheckoutScript(input.url);
    }),
    openCheckout: openCheckoutActor,
    verifyPayment: fromPromise<VerifyResponse, { paymentsBase: string; request: VerifyRequest }>(
      ({ input }) => verifyMembershipPayment(input.paymentsBase, input.request),
    ),
    reportFailure: fromPromise<void, { paymentsBase: string; report: FailureReport }>(({ input }) =>
      reportFailure('membership', input.paymentsBase, input.report),
    ),
  },
  guards: {
    readyToSubmit: ({ context }) =>
      membershipReadyToSubmit(context.form, {
        memberProfile: context.files.memberProfile !== null,
        aadharFile: context.files.aadharFile !== null,
      }),
    formHasErrors: ({ context }) => hasAny(submitErrors(context)),
    dateOfBirthRejected: ({ event }) =>
      event.type === 'form.change' &&
      event.field === 'data_of_birth' &&
      typeof event.value === 'string' &&
      isCompleteDate(event.value) &&
      dateOfBirthRule(event.value) !== null,
    enteredDateOfBirthRejected: ({ context, event }) =>
      event.type === 'form.blur' &&
      event.field === 'data_of_birth' &&
      context.form.data_of_birth !== '' &&
      dateOfBirthRule(context.form.data_of_birth) !== null,
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'form.change') return {};
      return {
        form: { ...context.form, [event.field]: filtered(event.field, event.value) },
        errors: withoutError(context.errors, event.field),
      };
    }),
    alertDateOfBirth: ({ context, event }) => {
      const value =
        event.type === 'form.change' && typeof event.value === 'string'
          ? event.value
          : context.form.data_of_birth;
      const message = dateOfBirthRule(value);
      if (message) window.alert(translateMessage(translatorFor(context.language), message));
    },
    rejectDateOfBirth: assign(({ context }) => ({
      form: { ...context.form, data_of_birth: '' },
      errors: withoutError(context.errors, 'data_of_birth'),
    })),
    applyFile: assign(({ context, event }) => {
      if (event.type !== 'form.file') return {};
      // A wrong kind or size is refused at once, with its message (issue 5), and the file is not kept.
      const message = event.file ? chosenFileProblem(event.field, event.file, event.kind) : null;
      return {
        files: { ...context.files, [event.field]: message ? null : event.file },
        errors: message
          ? { ...context.errors, [event.field]: message }
          : withoutError(context.errors, event.field),
      };
    }),
    showErrors: assign(({ context }) => ({ errors: submitErrors(context) })),
    clearErrors: assign({ errors: {}, orderError: null }),
    resetForm: assign({ form: EMPTY_MEMBERSHIP_FORM, files: NO_MEMBER_FILES, errors: {} }),
    forgetOrder: assign({ order: null, payment: null, failure: null, confirmationFailures: 0 }),
    alertCheckoutUnavailable: ({ context }) => alertCheckoutUnavailable(context.language),
  },
}).createMachine({
  id: 'membership',
  context: ({ input }) => ({
    config: input.config,
    language: input.language ?? DEFAULT_LANGUAGE,
    form: EMPTY_MEMBERSHIP_FORM,
    files: NO_MEMBER_FILES,
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
      on: {
        'form.change': [
          // docs/product.md#validation: an invalid or under-age date of birth is announced and rejected.
          { guard: 'dateOfBirthRejected', actions: ['alertDateOfBirth', 'rejectDateOfBirth'] },
          { actions: 'applyChange' },
        ],
        'form.blur': {
          guard: 'enteredDateOfBirthRejected',
          actions: ['alertDateOfBirth', 'rejectDateOfBirth'],
        },
        'form.file': { actions: 'applyFile' },
        'form.submit': [
          { guard: and(['readyToSubmit', 'formHasErrors']), actions: 'showErrors' },
          { guard: 'readyToSubmit', target: 'creatingOrder', actions: 'clearErrors' },
        ],
      },
    },
    creatingOrder: {
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => ({
          paymentsBase: context.config.paymentsBase,
          body: membershipFormData(context.form, context.files, context.language),
        }),
        onDone: {
          target: 'checkout',
          actions: assign({ order: ({ event }) => event.output, failure: null }),
        },
        // Back to the form with a message and a retry (issue 9; docs/product.md#errors). A 400 names
        // fields; their messages are shown by them.
        onError: {
          target: 'editing',
          actions: assign({
            errors: ({ event }) => serverFieldErrors(event.error, ERROR_FIELDS),
            files: ({ context, event }) =>
              withoutRefusedFiles(context.files, serverFieldErrors(event.error, ERROR_FIELDS)),
            orderError: ({ event }) => orderProblem(event.error),
          }),
        },
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
            onError: { target: '#membership.editing', actions: 'alertCheckoutUnavailable' },
          },
        },
        open: {
          invoke: {
            id: 'openCheckout',
            src: 'openCheckout',
            input: ({ context }): { request: CheckoutRequest } => ({
              request: checkoutRequest(
                'membership',
                context.config,
                orderOf(context),
                context.form,
                context.language,
              ),
            }),
            onError: { target: '#membership.editing', actions: 'alertCheckoutUnavailable' },
          },
          on: {
            'payment.succeeded': {
              target: '#membership.verifying',
              actions: assign({ payment: ({ event }) => event.response }),
            },
            'payment.failed': {
              target: 'reportingFailure',
              actions: assign({ failure: ({ event }) => event.error }),
            },
            // Closed without paying: back to the form, exactly as it was.
            'checkout.dismissed': { target: '#membership.editing' },
          },
        },
        reportingFailure: {
          invoke: {
            id: 'reportFailure',
            src: 'reportFailure',
            input: ({ context }) => ({
              paymentsBase: context.config.paymentsBase,
              report: failureReport(orderOf(context), context.failure),
            }),
            // The visitor learns the payment failed whether or not the report reached the server.
            onDone: '#membership.failed',
            onError: '#membership.failed',
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
              request: verifyRequest(orderOf(context), paymentOf(context), context.form.email_id),
            }),
            onDone: [
              {
                guard: ({ event }) => event.output.success === true,
                target: '#membership.success',
                // docs/product.md#journeys: the form resets after success.
                actions: [
                  assign({ receipt: ({ event }) => receiptFrom(event.output) }),
                  'resetForm',
                  'forgetOrder',
                ],
              },
              { target: '#membership.failed' },
            ],
            // The gateway has the money: never the form again (the member might pay twice). The server's
            // reconciler settles the order and mails the receipt; the member may also ask again.
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
      on: { 'result.back': { target: 'editing', actions: 'forgetOrder' } },
    },
  },
});

export type MembershipMachine = typeof membershipMachine;
