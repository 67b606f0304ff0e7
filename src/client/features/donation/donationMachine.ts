import { and, assign, setup } from 'xstate';
import { donationReadyToSubmit, EMPTY_DONATION_FORM, type DonationForm } from '../../../shared/validation';
import { createDonationOrder, type DonationOrder } from '../payments/paymentsApi';
import { hasAny, orderProblem, serverFieldErrors, typedIn, type PaymentEvent } from '../payments/paymentFlow';
import {
  createPaymentStates,
  initialPaymentContext,
  paymentSetup,
  type PaymentContext,
} from '../payments/paymentStates';
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

// The donation journey (docs/product.md#journeys): editing (four steps), then the payment states both journeys
// share (../payments/paymentStates.ts). Guards wrap the shared rules; the submit button asks
// snapshot.can({ type: 'form.submit' }).

export type DonationErrors = Partial<Record<DonationField, string>>;

const DONATION_FIELDS = Object.keys(EMPTY_DONATION_FORM) as DonationField[];
/** An order (One Time) or, for Monthly and Yearly, a subscription in the same shape (`subscription` set). */
export interface DonationContext extends PaymentContext<DonationOrder> {
  form: DonationForm;
  errors: DonationErrors;
}

export type DonationEvent =
  | { type: 'form.change'; field: DonationField; value: string | boolean }
  | { type: 'step.next' }
  | { type: 'step.back' }
  | { type: 'form.submit' }
  | PaymentEvent;

/** The step holding the first field the server refused, so a 400 takes the visitor to it. */
function stepOfServerErrors(error: unknown): DonationStep {
  const errors = serverFieldErrors(error, DONATION_FIELDS);
  return DONATION_STEPS.find((step) => STEP_FIELDS[step].some((field) => errors[field])) ?? 'review';
}

const payment = paymentSetup<DonationContext, DonationEvent>('donation', createDonationOrder);

const donationSetup = setup({
  types: payment.types,
  actors: payment.actors,
  guards: {
    readyToSubmit: ({ context }) => donationReadyToSubmit(context.form),
    stepComplete: ({ context }, params: { step: DonationStep }) =>
      !hasAny(stepErrors(context.form, params.step)),
    firstStepWithErrorsIs: ({ context }, params: { step: DonationStep }) =>
      firstStepWithErrors(context.form) === params.step,
  },
  actions: {
    ...payment.actions,
    applyChange: assign(({ context, event }) =>
      event.type === 'form.change' ? typedIn(context, event.field, event.value) : {},
    ),
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
  },
});

/**
 * One of the first three steps: Next checks the step's own fields before the following step opens, Back returns
 * to the step before without checking anything.
 */
function formStep(step: Exclude<DonationStep, 'review'>) {
  const index = DONATION_STEPS.indexOf(step);
  return donationSetup.createStateConfig({
    on: {
      'step.next': [
        {
          guard: { type: 'stepComplete', params: { step } },
          target: DONATION_STEPS[index + 1],
          actions: 'clearErrors',
        },
        { actions: { type: 'showStepErrors', params: { step } } },
      ],
      ...(index > 0 ? { 'step.back': { target: DONATION_STEPS[index - 1], actions: 'clearErrors' } } : {}),
    },
  });
}

export const donationMachine = donationSetup.createMachine({
  id: 'donation',
  context: ({ input }) => ({ ...initialPaymentContext(input), form: EMPTY_DONATION_FORM, errors: {} }),
  initial: 'editing',
  states: {
    editing: {
      initial: 'amount',
      on: { 'form.change': { actions: 'applyChange' } },
      states: {
        amount: formStep('amount'),
        personal: formStep('personal'),
        address: formStep('address'),
        review: {
          on: {
            'step.back': { target: 'address', actions: 'clearErrors' },
            'form.submit': [
              // Every step was checked on the way here; a field changed since then takes the visitor to its step.
              ...DONATION_STEPS.map((step) => ({
                guard: and(['readyToSubmit', { type: 'firstStepWithErrorsIs', params: { step } }]),
                ...(step === 'review' ? {} : { target: step }),
                actions: 'showAllErrors' as const,
              })),
              { guard: 'readyToSubmit', target: '#donation.creatingOrder', actions: 'clearErrors' },
            ],
          },
        },
      },
    },
    ...createPaymentStates<DonationContext, DonationEvent>({
      id: 'donation',
      backToForm: '#donation.editing.review',
      orderBody: (context) => donationFormData(context.form, context.language),
      // A 400 names fields: their messages are shown by them, on the step that holds the first one.
      orderRefusedTo: (['amount', 'personal', 'address'] as const).map((step) => ({
        when: (error: unknown) => stepOfServerErrors(error) === step,
        target: `#donation.editing.${step}`,
      })),
      checkoutRequest: (context, order) =>
        donationCheckoutRequest(context.config, order, context.form, context.language),
      verifyRequest: (context, order, payment) =>
        donationVerifyRequest(order, payment, context.form.email_id),
      failureReport: (context, order) => donationFailureReport(order, context.failure),
    }),
  },
});

export type DonationMachine = typeof donationMachine;
