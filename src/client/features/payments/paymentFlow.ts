import { fromCallback } from 'xstate';
import type { RuntimeConfig } from '../../../shared/schemas';
import type { OrderResponse, SubscriptionTerms, VerifyResponse } from '../../../shared/schemas/payments';
import { paiseToRupeeString } from '../../../shared/money';
import { filterMobileInput, filterPincodeInput, type PersonalDetails } from '../../../shared/validation';
import { formFieldOfSubmission, personalSubmission } from '../../../shared/validation/submission';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { ORDER_PROBLEMS } from '../../content/paymentProblems';
import { translatorFor, type Translate } from '../../i18n';
import { openCheckout, type CheckoutFailure, type CheckoutRequest, type CheckoutSuccess } from './checkout';
import {
  PaymentsRequestError,
  type FailureReport,
  type PaymentKind,
  type VerifyRequest,
} from './paymentsApi';

// Pieces both journeys' machines share: what they know about the deployment, the events the checkout sends,
// the checkout options of docs/product.md#calls and the bodies of the verify and failure calls.

export type PaymentConfig = Pick<RuntimeConfig, 'paymentsBase' | 'razorpayKeyId' | 'checkoutScriptUrl'>;

/** The site's maroon, for the checkout window (docs/product.md#calls). */
export const CHECKOUT_THEME_COLOR = '#7b1e1e';

const CHECKOUT_TITLES: Record<PaymentKind, (t: Translate) => { name: string; description: string }> = {
  membership: (t) => ({ name: t('Dakshin Bharat Jain Sabha'), description: t('Membership') }),
  donation: (t) => ({ name: t('Donation'), description: t('Make a Donation') }),
};

/** Razorpay accepts notes of at most 256 characters each. */
const NOTE_MAX = 256;

export interface Receipt {
  receiptNumber: string | null;
  receiptUrl: string | null;
  /** Set when the payment started a monthly or yearly gift: what follows and how to stop it. */
  subscription?: SubscriptionTerms;
}

/** Events the checkout window sends back, the result screens' way back, and asking again for a confirmation. */
export type PaymentEvent =
  | { type: 'payment.succeeded'; response: CheckoutSuccess }
  | { type: 'payment.failed'; error: CheckoutFailure }
  | { type: 'checkout.dismissed' }
  | { type: 'result.back' }
  | { type: 'verify.retry' };

export const fullName = (form: PersonalDetails) =>
  [form.first_name, form.middle_name, form.sur_name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

export const fullAddress = (form: PersonalDetails) =>
  [form.address, form.tehsil, form.city, form.dist, form.state, form.pincode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ')
    .slice(0, NOTE_MAX);

/**
 * docs/product.md#calls: key, amount with charges, INR, order id, prefilled name, email and phone, address in
 * notes.
 */
export function checkoutRequest(
  kind: PaymentKind,
  config: PaymentConfig,
  order: OrderResponse,
  form: PersonalDetails,
  language: Language = DEFAULT_LANGUAGE,
): CheckoutRequest {
  return {
    key: config.razorpayKeyId,
    amount: order.amount,
    currency: order.currency,
    order_id: order.orderId,
    ...CHECKOUT_TITLES[kind](translatorFor(language)),
    prefill: { name: fullName(form), email: form.email_id.trim(), contact: form.mobile_no },
    notes: { address: fullAddress(form) },
    theme: { color: CHECKOUT_THEME_COLOR },
  };
}

export function verifyRequest(order: OrderResponse, response: CheckoutSuccess, email: string): VerifyRequest {
  return {
    razorpay_order_id: response.razorpay_order_id,
    razorpay_payment_id: response.razorpay_payment_id,
    razorpay_signature: response.razorpay_signature,
    receiptId: order.receiptId,
    amount: paiseToRupeeString(order.amount),
    email: email.trim(),
  };
}

/** The failure report names our order; the gateway's payment id and signature when it gave them, else ''. */
export function failureReport(order: OrderResponse, error: CheckoutFailure | null): FailureReport {
  const reason = typeof error?.description === 'string' ? error.description.slice(0, 500) : undefined;
  return {
    razorpay_order_id: order.orderId,
    razorpay_payment_id: error?.metadata?.payment_id ?? '',
    razorpay_signature: '',
    receiptId: order.receiptId,
    status: 'failed',
    ...(reason ? { reason } : {}),
  };
}

export const receiptFrom = (answer: VerifyResponse): Receipt => ({
  receiptNumber: answer.receiptNumber ?? null,
  receiptUrl: answer.receiptUrl ?? null,
  ...(answer.subscription ? { subscription: answer.subscription } : {}),
});

/** The checkout window as an actor: it reports the visitor's outcome as events and closes when left. */
export const openCheckoutActor = fromCallback<PaymentEvent, { request: CheckoutRequest }>(
  ({ input, sendBack }) => {
    const checkout = openCheckout(input.request, {
      onSuccess: (response) => sendBack({ type: 'payment.succeeded', response }),
      onFailure: (error) => sendBack({ type: 'payment.failed', error }),
      onDismiss: () => sendBack({ type: 'checkout.dismissed' }),
    });
    return () => checkout.close();
  },
);

export function alertCheckoutUnavailable(language: Language = DEFAULT_LANGUAGE): void {
  const t = translatorFor(language);
  // CHECKOUT_LOAD_FAILED_MESSAGE in the visitor's language (docs/product.md#errors: English as it is).
  window.alert(t('Razorpay SDK failed to load'));
}

/**
 * The body of an order call: the personal details under their submission names, then the journey's own fields,
 * then the page's language, in which the receipt and its mail are written (issue 13).
 */
export function submissionFormData(
  form: PersonalDetails,
  journeyFields: [string, string][],
  language: Language,
): FormData {
  const data = new FormData();
  for (const [name, value] of [...personalSubmission(form), ...journeyFields, ['language', language]]) {
    data.append(name, value);
  }
  return data;
}

/**
 * The server's per-field messages, keyed by the form's own names (formFieldOfSubmission). Unknown names are
 * dropped.
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  knownFields: readonly F[],
): Partial<Record<F, string>> {
  if (!(error instanceof PaymentsRequestError)) return {};
  const result: Partial<Record<F, string>> = {};
  for (const [name, message] of Object.entries(error.fieldErrors)) {
    const field = formFieldOfSubmission(name) as F;
    if (knownFields.includes(field)) result[field] = message;
  }
  return result;
}

export const hasAny = (errors: object) => Object.values(errors).some(Boolean);

/** PAN is ten characters: five letters, four digits, a letter. */
const PAN_LENGTH = 10;
/** Rupees with at most two decimals; ten characters is far above the largest allowed donation. */
const AMOUNT_TYPED_MAX = 10;

/**
 * The input filters of docs/product.md#validation, for the fields of both journeys' forms: mobile and pincode
 * normalised, then digits only (10, 6); PAN letters and digits, in capitals; the amount digits and a point.
 */
function filterTyped(field: string, value: string | boolean): string | boolean {
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

/** `errors` without the field's message; the same object when it had none. */
export function withoutError<TErrors extends Partial<Record<string, string>>>(
  errors: TErrors,
  field: string,
): TErrors {
  if (!errors[field]) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

/**
 * A typed value goes into the form through its input filter, and the field's message goes: the visitor is
 * correcting it. `clearError` is withoutError unless the journey clears more with it.
 */
export function typedIn<TForm, TErrors extends Partial<Record<string, string>>>(
  context: { form: TForm; errors: TErrors },
  field: keyof TForm & string,
  value: string | boolean,
  clearError: (errors: TErrors, field: keyof TForm & string) => TErrors = withoutError,
): { form: TForm; errors: TErrors } {
  return {
    form: { ...context.form, [field]: filterTyped(field, value) },
    errors: clearError(context.errors, field),
  };
}

/**
 * What the visitor is told when the order call fails. A 400 naming fields points at the fields (their messages
 * are shown by them); otherwise it is the network (fetch throws a TypeError), the visitor's request (a 4xx with
 * the server's message) or the server. Nothing was charged in any case.
 */
export function orderProblem(error: unknown): string {
  if (!(error instanceof PaymentsRequestError)) return ORDER_PROBLEMS.network;
  if (error.status === 400 && hasAny(error.fieldErrors)) return ORDER_PROBLEMS.fields;
  // The server's 4xx messages are written for visitors (too large, too many requests, a bad character).
  if (error.fromServer && error.status >= 400 && error.status < 500) return error.message;
  return ORDER_PROBLEMS.server;
}
