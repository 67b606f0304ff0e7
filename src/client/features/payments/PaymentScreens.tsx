import { useEffect, useRef } from 'react';
import { CONFIRMING_PAYMENT, ORDER_PROBLEMS } from '../../content/paymentProblems';
import ResultScreen from './ResultScreen';
import styles from './ResultScreen.module.css';

// The two screens of network trouble that both journeys share (issue 9, defect 11).

export interface ConfirmingScreenProps {
  /** The address the receipt will be mailed to; '' when none was given. */
  email: string;
  /** The gateway's payment id, for the visitor to quote. */
  paymentId: string | null;
  /** A confirmation call is under way. */
  checking: boolean;
  /** How many confirmation calls failed so far. */
  failures: number;
  onRetry: () => void;
}

/**
 * The gateway took the payment but the server could not confirm it. The form is not shown again (the visitor
 * might pay twice): the server's reconciler settles the payment and mails the receipt, and the visitor may ask
 * again. A retry that is under way ignores further presses (the machine has no retry in that state), so the
 * button keeps its focus rather than being disabled under it.
 */
export function ConfirmingScreen({ email, paymentId, checking, failures, onRetry }: ConfirmingScreenProps) {
  const address = email.trim();
  return (
    <ResultScreen
      tone="pending"
      title={CONFIRMING_PAYMENT.title}
      message={`${CONFIRMING_PAYMENT.message} ${CONFIRMING_PAYMENT.doNotPayAgain}`}
      detail={address ? CONFIRMING_PAYMENT.mailed(address) : CONFIRMING_PAYMENT.noEmail}
      reference={paymentId ? { label: CONFIRMING_PAYMENT.reference, value: paymentId } : null}
      status={checking ? CONFIRMING_PAYMENT.checking : failures > 1 ? CONFIRMING_PAYMENT.stillPending : null}
      backLabel={CONFIRMING_PAYMENT.retry}
      onBack={onRetry}
      homeLabel={CONFIRMING_PAYMENT.home}
    />
  );
}

export interface OrderProblemProps {
  message: string;
  /** Shown when submitting again is possible from where the visitor is. */
  onRetry?: () => void;
}

/** The order call failed: what happened, that nothing was charged, and a retry. Focused when it appears. */
export function OrderProblem({ message, onRetry }: OrderProblemProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'center' });
    box.current?.focus({ preventScroll: true });
  }, [message]);
  return (
    <div ref={box} className={styles.problem} role="alert" tabIndex={-1}>
      <p className={styles.problemTitle}>{ORDER_PROBLEMS.title}</p>
      <p>{message}</p>
      {onRetry ? (
        <button type="button" className="btn" onClick={onRetry}>
          {ORDER_PROBLEMS.retry}
        </button>
      ) : null}
    </div>
  );
}
