import { useEffect, type ReactElement, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { announce } from './announce';
import { Spinner } from './fields';
import { ConfirmingScreen, OrderProblem } from './PaymentScreens';
import ResultScreen, { type ResultScreenProps } from './ResultScreen';

// What the donation and membership forms share around their own fields: the payment's progress, the outcome
// screens and the submit area.

/** The states both journeys' machines have for a payment under way, and what their context keeps of it. */
export interface PaymentSnapshot {
  matches(
    state:
      | 'creatingOrder'
      | 'checkout'
      | 'verifying'
      | 'success'
      | 'failed'
      | { verifying: 'confirming' | 'checking' },
  ): boolean;
  can(event: { type: 'form.submit' }): boolean;
  context: {
    orderError: string | null;
    form: { email_id: string };
    payment: { razorpay_payment_id: string } | null;
    confirmationFailures: number;
  };
}

/**
 * Whether a payment is under way, whether it is being confirmed after a failed confirmation, and what the submit
 * area shows (PaymentActions). The payment's progress is announced to screen readers (the outcome screens
 * announce themselves).
 */
export function usePaymentProgress(snapshot: PaymentSnapshot, submit: () => void) {
  const t = useT();
  const phase = snapshot.matches('checkout')
    ? 'checkout'
    : snapshot.matches('verifying')
      ? 'verifying'
      : null;
  useEffect(() => {
    if (phase === 'checkout') announce(t('Opening the payment window…'));
    else if (phase === 'verifying') announce(t('Verifying your payment…'));
  }, [phase, t]);
  const busy =
    snapshot.matches('creatingOrder') || snapshot.matches('checkout') || snapshot.matches('verifying');
  // Once a confirmation failed, every later check happens on the confirming screen, never on the form.
  const confirming =
    snapshot.matches({ verifying: 'confirming' }) ||
    (snapshot.matches('verifying') && snapshot.context.confirmationFailures > 0);
  const actions = {
    busy,
    orderError: snapshot.context.orderError,
    onRetry: snapshot.can({ type: 'form.submit' }) ? submit : undefined,
  };
  return { busy, confirming, actions };
}

type OutcomeScreen = Omit<ResultScreenProps, 'tone'>;

/** The screen that replaces the form once the payment succeeded, failed or awaits confirmation; null before. */
export function paymentOutcomeScreen(
  snapshot: PaymentSnapshot,
  {
    confirming,
    onRetry,
    success,
    failure,
  }: {
    confirming: boolean;
    onRetry: () => void;
    success: OutcomeScreen;
    failure: OutcomeScreen;
  },
): ReactElement | null {
  if (snapshot.matches('success')) return <ResultScreen tone="success" {...success} />;
  if (confirming) {
    const { form, payment, confirmationFailures } = snapshot.context;
    return (
      <ConfirmingScreen
        email={form.email_id}
        paymentId={payment?.razorpay_payment_id ?? null}
        checking={snapshot.matches({ verifying: 'checking' })}
        failures={confirmationFailures}
        onRetry={onRetry}
      />
    );
  }
  if (snapshot.matches('failed')) return <ResultScreen tone="failure" {...failure} />;
  return null;
}

/**
 * Under the form: the order call's problem (with a retry when submitting is possible), then the buttons, which a
 * spinner replaces while the payment is under way.
 */
export function PaymentActions({
  className,
  busy,
  processingLabel,
  orderError,
  onRetry,
  children,
}: {
  className: string;
  busy: boolean;
  processingLabel: string;
  orderError: string | null;
  onRetry: (() => void) | undefined;
  children: ReactNode;
}) {
  return (
    <>
      {orderError && !busy ? <OrderProblem message={orderError} onRetry={onRetry} /> : null}
      <div className={className}>{busy ? <Spinner label={processingLabel} /> : children}</div>
    </>
  );
}

/** The final submit button: disabled, and pointing at the hint that says why, while submitting is impossible. */
export function SubmitButton({
  canSubmit,
  hintId,
  label,
}: {
  canSubmit: boolean;
  hintId: string;
  label: string;
}) {
  return (
    <button
      type="submit"
      className="btn"
      disabled={!canSubmit}
      aria-describedby={canSubmit ? undefined : hintId}
    >
      {label}
    </button>
  );
}
