import { paiseToRupeeString } from '../../../shared/money';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import { termOfPeriod } from '../../../shared/subscriptions';
import { translatorFor } from '../../i18n';
import type { DonationForm } from '../../../shared/validation';
import type { CheckoutFailure, CheckoutRequest, CheckoutSuccess } from '../payments/checkout';
import type {
  DonationOrder,
  FailureReport,
  SubscriptionFailureReport,
  SubscriptionVerifyRequest,
  VerifyRequest,
} from '../payments/paymentsApi';
import { recurringSummaryText } from '../payments/journeyText';
import { checkoutRequest, failureReport, verifyRequest, type PaymentConfig } from '../payments/paymentFlow';

// Monthly and Yearly gifts go through the same journey as One Time; only the calls' bodies differ: the checkout
// opens with the subscription id instead of an order id, and the verify and failure calls name the subscription
// (docs/api.md#recurring-donations). One Time keeps exactly the bodies it had.

export function donationCheckoutRequest(
  config: PaymentConfig,
  order: DonationOrder,
  form: DonationForm,
  language: Language = DEFAULT_LANGUAGE,
): CheckoutRequest {
  const request = checkoutRequest('donation', config, order, form, language);
  if (!order.subscription) return request;
  return {
    ...request,
    order_id: '',
    subscription_id: order.subscription.id,
    description: recurringSummaryText(
      translatorFor(language),
      termOfPeriod(order.subscription.period),
      order.amount,
    ),
  };
}

export function donationVerifyRequest(
  order: DonationOrder,
  response: CheckoutSuccess,
  email: string,
): VerifyRequest | SubscriptionVerifyRequest {
  if (!order.subscription) return verifyRequest(order, response, email);
  return {
    // The id we were given, not whatever the checkout echoes: the server checks the signature over its own.
    razorpay_subscription_id: order.subscription.id,
    razorpay_payment_id: response.razorpay_payment_id,
    razorpay_signature: response.razorpay_signature,
    receiptId: order.receiptId,
    amount: paiseToRupeeString(order.amount),
    email: email.trim(),
  };
}

export function donationFailureReport(
  order: DonationOrder,
  error: CheckoutFailure | null,
): FailureReport | SubscriptionFailureReport {
  if (!order.subscription) return failureReport(order, error);
  const reason = typeof error?.description === 'string' ? error.description.slice(0, 500) : undefined;
  return {
    razorpay_subscription_id: order.subscription.id,
    razorpay_payment_id: error?.metadata?.payment_id ?? '',
    receiptId: order.receiptId,
    status: 'failed',
    ...(reason ? { reason } : {}),
  };
}
