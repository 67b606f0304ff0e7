import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useT } from '../../i18n';
import Icon from '../../components/Icon';
import { announce } from './announce';
import type { Receipt } from './paymentFlow';
import styles from './ResultScreen.module.css';

export interface ResultScreenProps {
  /** pending: the payment went through but is not confirmed yet (issue 9). */
  tone: 'success' | 'failure' | 'pending';
  title: string;
  message: string;
  detail?: string;
  receipt?: Receipt | null;
  receiptNumberLabel?: string;
  receiptLinkLabel?: string;
  /** A reference the visitor should keep, e.g. the gateway's payment id while the payment is being confirmed. */
  reference?: { label: string; value: string } | null;
  /** A line that changes while the screen is shown (announced when it does). */
  status?: string | null;
  backLabel: string;
  onBack: () => void;
  /** A link to the home page, next to the button. */
  homeLabel?: string;
  /** Further content under the message (a monthly gift's link to see or cancel it). */
  children?: ReactNode;
}

const BADGE_ICON = { success: 'check', failure: 'close', pending: 'clock' } as const;
const TONE_CLASS = { success: styles.success, failure: styles.failure, pending: styles.pending };

/**
 * The journeys' outcome screens (docs/product.md#errors, issue 9). The form above was long and the screen
 * replaces it, so on arrival the outcome is scrolled to the top of the window (below the sticky header:
 * scroll-margin-top), its heading takes focus, and the outcome is announced to screen readers.
 */
export default function ResultScreen({
  tone,
  title,
  message,
  detail,
  receipt,
  receiptNumberLabel,
  receiptLinkLabel,
  reference,
  status,
  backLabel,
  onBack,
  homeLabel,
  children,
}: ResultScreenProps) {
  const t = useT();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    section.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
    announce(`${/[.!?]$/.test(title) ? title : `${title}.`} ${message}`);
    // Only on arrival: a later render (a check under way) must not pull the window back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (status) announce(status);
  }, [status]);

  return (
    <section ref={section} className={`${styles.result} ${TONE_CLASS[tone]}`} aria-labelledby="result-title">
      <span className={styles.badge} aria-hidden="true">
        <Icon name={BADGE_ICON[tone]} size={36} />
      </span>
      <h2 id="result-title" ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </h2>
      <p className={styles.message}>{message}</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      {children}
      {receipt?.receiptNumber ? (
        <p className={styles.receipt}>
          {receiptNumberLabel ?? t('Receipt number')}: <strong>{receipt.receiptNumber}</strong>
        </p>
      ) : null}
      {reference ? (
        <p className={styles.receipt}>
          {reference.label}: <strong>{reference.value}</strong>
        </p>
      ) : null}
      {status ? <p className={styles.status}>{status}</p> : null}
      <div className={styles.actions}>
        {receipt?.receiptUrl ? (
          <a className="btn btn-outline" href={receipt.receiptUrl} target="_blank" rel="noopener noreferrer">
            <Icon name="download" size={18} />
            {receiptLinkLabel ?? t('Download your receipt (PDF)')}
          </a>
        ) : null}
        <button type="button" className="btn" onClick={onBack}>
          {backLabel}
        </button>
        {homeLabel ? (
          <Link className="btn btn-outline" to="/">
            {homeLabel}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
