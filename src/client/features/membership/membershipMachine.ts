import { and, assign, setup } from 'xstate';
import { translatorFor } from '../../i18n';
import { translateMessage } from '../payments/journeyText';
import {
  dateOfBirthRule,
  EMPTY_MEMBERSHIP_FORM,
  identityBytesRule,
  identityFileRule,
  membershipErrors,
  membershipReadyToSubmit,
  photoBytesRule,
  photoFileRule,
  type FileKind,
  type MembershipForm,
} from '../../../shared/validation';
import { createMembershipOrder } from '../payments/paymentsApi';
import {
  checkoutRequest,
  failureReport,
  hasAny,
  orderProblem,
  serverFieldErrors,
  typedIn,
  verifyRequest,
  withoutError,
  type PaymentEvent,
} from '../payments/paymentFlow';
import {
  createPaymentStates,
  initialPaymentContext,
  paymentSetup,
  type PaymentContext,
} from '../payments/paymentStates';
import { membershipFormData, NO_MEMBER_FILES, type MemberFiles } from './membershipSubmission';

// The Join Us journey (docs/product.md#journeys): editing, then the payment states both journeys share
// (../payments/paymentStates.ts). Guards wrap the shared rules; the submit button asks
// snapshot.can({ type: 'form.submit' }).

export type MembershipField = keyof MembershipForm;
export type MemberFileField = keyof MemberFiles;
export type MembershipErrors = Partial<Record<MembershipField | MemberFileField, string>>;

export const MEMBERSHIP_FIELDS = Object.keys(EMPTY_MEMBERSHIP_FORM) as MembershipField[];
const ERROR_FIELDS: (MembershipField | MemberFileField)[] = [
  ...MEMBERSHIP_FIELDS,
  'memberProfile',
  'aadharFile',
];

export interface MembershipContext extends PaymentContext {
  form: MembershipForm;
  files: MemberFiles;
  errors: MembershipErrors;
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

function withoutMembershipError(
  errors: MembershipErrors,
  field: MembershipField | MemberFileField,
): MembershipErrors {
  const next = withoutError(errors, field);
  // One message covers both membership types.
  return field === 'magazine_member' && next !== errors ? withoutError(next, 'dbjs_member') : next;
}

const submitErrors = (context: MembershipContext): MembershipErrors => ({
  ...membershipErrors(context.form),
  ...Object.fromEntries(
    (Object.keys(FILE_RULES) as MemberFileField[])
      .map((field) => [field, FILE_RULES[field](context.files[field])] as const)
      .filter(([, message]) => message),
  ),
});

const payment = paymentSetup<MembershipContext, MembershipEvent>('membership', createMembershipOrder);

export const membershipMachine = setup({
  types: payment.types,
  actors: payment.actors,
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
    ...payment.actions,
    applyChange: assign(({ context, event }) =>
      event.type === 'form.change' ? typedIn(context, event.field, event.value, withoutMembershipError) : {},
    ),
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
      errors: withoutMembershipError(context.errors, 'data_of_birth'),
    })),
    applyFile: assign(({ context, event }) => {
      if (event.type !== 'form.file') return {};
      // A wrong kind or size is refused at once, with its message (issue 5), and the file is not kept.
      const message = event.file ? chosenFileProblem(event.field, event.file, event.kind) : null;
      return {
        files: { ...context.files, [event.field]: message ? null : event.file },
        errors: message
          ? { ...context.errors, [event.field]: message }
          : withoutMembershipError(context.errors, event.field),
      };
    }),
    showErrors: assign(({ context }) => ({ errors: submitErrors(context) })),
    clearErrors: assign({ errors: {}, orderError: null }),
    // A 400 names fields; their messages are shown by them, and a refused file is not kept.
    showOrderProblem: assign(({ context, event }) => {
      if (!('error' in event)) return {};
      const errors = serverFieldErrors(event.error, ERROR_FIELDS);
      return {
        errors,
        files: withoutRefusedFiles(context.files, errors),
        orderError: orderProblem(event.error),
      };
    }),
    resetForm: assign({ form: EMPTY_MEMBERSHIP_FORM, files: NO_MEMBER_FILES, errors: {} }),
  },
}).createMachine({
  id: 'membership',
  context: ({ input }) => ({
    ...initialPaymentContext(input),
    form: EMPTY_MEMBERSHIP_FORM,
    files: NO_MEMBER_FILES,
    errors: {},
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
    ...createPaymentStates<MembershipContext, MembershipEvent>({
      id: 'membership',
      backToForm: '#membership.editing',
      orderBody: (context) => membershipFormData(context.form, context.files, context.language),
      checkoutRequest: (context, order) =>
        checkoutRequest('membership', context.config, order, context.form, context.language),
      verifyRequest: (context, order, payment) => verifyRequest(order, payment, context.form.email_id),
      failureReport: (context, order) => failureReport(order, context.failure),
    }),
  },
});

export type MembershipMachine = typeof membershipMachine;
