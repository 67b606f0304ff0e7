import { useEffect, useRef } from 'react';
import Icon from '../../components/Icon';
import type { Receipt } from './paymentFlow';
import styles from './ResultScreen.module.css';

export interface ResultScreenProps {
  tone: 'success' | 'failure';
  title: string;
  message: string;
  detail?: string;
  receipt?: Receipt | null;
  receiptNumberLabel?: string;
  receiptLinkLabel?: string;
  backLabel: string;
  onBack: () => void;
}

/**
 * The journeys' success and failure screens (SPEC.md section 4). The heading takes focus when the screen appears,
 * so keyboard and screen-reader users land on the outcome.
 */
export default function ResultScreen({
  tone,
  title,
  message,
  detail,
  receipt,
  receiptNumberLabel = 'Receipt number',
  receiptLinkLabel = 'Download your receipt (PDF)',
  backLabel,
  onBack,
}: ResultScreenProps) {
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The form above was long: bring the outcome to the top of the window, below the sticky header.
    section.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section
      className={`${styles.result} ${tone === 'success' ? styles.success : styles.failure}`}
      aria-live="polite"
    >
      <span className={styles.badge} aria-hidden="true">
        <Icon name={tone === 'success' ? 'check' : 'close'} size={36} />
      </span>
      <h2 ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h2>
      <p className={styles.message}>{message}</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      {receipt?.receiptNumber ? (
        <p className={styles.receipt}>
          {receiptNumberLabel}: <strong>{receipt.receiptNumber}</strong>
        </p>
      ) : null}
      <div className={styles.actions}>
        {receipt?.receiptUrl ? (
          <a className="btn btn-outline" href={receipt.receiptUrl} target="_blank" rel="noopener noreferrer">
            <Icon name="download" size={18} />
            {receiptLinkLabel}
          </a>
        ) : null}
        <button type="button" className="btn" onClick={onBack}>
          {backLabel}
        </button>
      </div>
    </section>
  );
}
