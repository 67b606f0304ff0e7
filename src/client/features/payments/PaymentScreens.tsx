import { useEffect, useRef } from 'react';
import { CONFIRMING_PAYMENT, ORDER_PROBLEMS } from '../../content/paymentProblems';
import { useT, useTranslated } from '../../i18n';
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
  const t = useT();
  const text = useTranslated(CONFIRMING_PAYMENT);
  const address = email.trim();
  return (
    <ResultScreen
      tone="pending"
      title={text.title}
      message={`${text.message} ${text.doNotPayAgain}`}
      detail={
        address
          ? t(
              'The payment will be confirmed automatically within about half an hour, and your receipt will be mailed to {email}.',
              { email: address },
            )
          : text.noEmail
      }
      reference={paymentId ? { label: text.reference, value: paymentId } : null}
      status={checking ? text.checking : failures > 1 ? text.stillPending : null}
      backLabel={text.retry}
      onBack={onRetry}
      homeLabel={text.home}
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
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.scrollIntoView?.({ block: 'center' });
    box.current?.focus({ preventScroll: true });
  }, [message]);
  return (
    <div ref={box} className={styles.problem} role="alert" tabIndex={-1}>
      <p className={styles.problemTitle}>{t(ORDER_PROBLEMS.title)}</p>
      <p>{t(message)}</p>
      {onRetry ? (
        <button type="button" className="btn" onClick={onRetry}>
          {t(ORDER_PROBLEMS.retry)}
        </button>
      ) : null}
    </div>
  );
}
