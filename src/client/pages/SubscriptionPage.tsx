import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatOrdinalDate } from '../../shared/dates';
import { formatPaise } from '../../shared/money';
import {
  recurringSummary,
  SUBSCRIPTION_STATUS_LABELS,
  termOfPeriod,
  type SubscriptionPeriod,
} from '../../shared/subscriptions';
import usePageMeta from '../hooks/usePageMeta';
import { usePaymentConfig } from '../features/payments/usePaymentConfig';
import styles from './SubscriptionPage.module.css';

// The donor's own page for a monthly or yearly gift, reached by the signed, expiring link in every receipt mail
// and on the success screen (issue 14). No account: the link is the key. It shows the gift, its charges with
// their receipts, and cancels it. Nothing here is cached.

interface ManageView {
  subscription: {
    status: string;
    period: SubscriptionPeriod;
    totalCount: number;
    paidCount: number;
    amount: number;
    basePaise: number;
    donorName: string;
    nextChargeOn: string | null;
    lastChargeOn: string;
    endedOn: string | null;
    cancellable: boolean;
    sandbox: boolean;
  };
  charges: {
    receiptNumber: string | null;
    paidOn: string | null;
    amount: number;
    receiptUrl: string | null;
  }[];
}

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; view: ManageView };

const FALLBACK_ERROR = 'Your regular gift could not be loaded. Please try again in a few minutes.';

/** Receipt links are relative to the host that answered (a separate payments host keeps the gift). */
function onAnsweringHost(link: string | null, answerUrl: string): string | null {
  if (!link || !answerUrl) return link;
  try {
    const url = new URL(link, answerUrl);
    return url.origin === window.location.origin ? link : url.href;
  } catch {
    return link;
  }
}

async function call(url: string, method: 'GET' | 'POST'): Promise<ManageView> {
  const response = await fetch(url, { method, cache: 'no-store', headers: { accept: 'application/json' } });
  const body = (await response.json().catch(() => null)) as (ManageView & { message?: string }) | null;
  if (!response.ok || !body?.subscription) throw new Error(body?.message ?? FALLBACK_ERROR);
  return {
    ...body,
    charges: body.charges.map((charge) => ({
      ...charge,
      receiptUrl: onAnsweringHost(charge.receiptUrl, response.url),
    })),
  };
}

export default function SubscriptionPage() {
  usePageMeta(
    'Your regular gift',
    'See or cancel your monthly or yearly gift to the Dakshin Bharat Jain Sabha.',
  );
  const { token = '' } = useParams();
  // The gift lives on the payments host (the site's own /api/ unless PAYMENTS_API_URL names another).
  const { config } = usePaymentConfig();
  const base = config?.paymentsBase ?? null;
  const url = base
    ? `${base.endsWith('/') ? base : `${base}/`}subscriptions/manage/${encodeURIComponent(token)}`
    : '';
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);

  useEffect(() => {
    if (!url) return undefined;
    let live = true;
    call(url, 'GET').then(
      (view) => live && setLoad({ state: 'ready', view }),
      (error: Error) => live && setLoad({ state: 'error', message: error.message || FALLBACK_ERROR }),
    );
    return () => {
      live = false;
    };
  }, [url]);

  const cancel = useCallback(() => {
    setBusy(true);
    setCancelError(null);
    call(`${url}/cancel`, 'POST').then(
      (view) => {
        setLoad({ state: 'ready', view });
        setConfirming(false);
        setBusy(false);
      },
      (error: Error) => {
        setCancelError(error.message || FALLBACK_ERROR);
        setBusy(false);
      },
    );
  }, [url]);

  if (load.state === 'loading') {
    return (
      <section className={`container ${styles.page}`} aria-busy="true">
        <h1 className={styles.title}>Your regular gift</h1>
        <p>Loading…</p>
      </section>
    );
  }
  if (load.state === 'error') {
    return (
      <section className={`container ${styles.page}`}>
        <h1 className={styles.title}>Your regular gift</h1>
        <p className={styles.error} role="alert">
          {load.message}
        </p>
        <p>
          <Link to="/contact-us">Contact the office</Link> if you need help.
        </p>
      </section>
    );
  }

  const { subscription, charges } = load.view;
  const term = termOfPeriod(subscription.period);
  const rows: [string, string][] = [
    ['Status', SUBSCRIPTION_STATUS_LABELS[subscription.status] ?? subscription.status],
    [
      'Each payment',
      `${formatPaise(subscription.amount)} (your gift of ${formatPaise(subscription.basePaise)} plus charges)`,
    ],
    ['Plan', recurringSummary(term, subscription.amount)],
    ['Paid so far', `${subscription.paidCount} of ${subscription.totalCount}`],
  ];
  if (subscription.nextChargeOn && subscription.cancellable) {
    rows.push(['Next payment', formatOrdinalDate(subscription.nextChargeOn)]);
  }
  if (subscription.cancellable) rows.push(['Last payment', formatOrdinalDate(subscription.lastChargeOn)]);
  if (subscription.endedOn) rows.push(['Ended', formatOrdinalDate(subscription.endedOn)]);

  return (
    <section className={`container ${styles.page}`}>
      {subscription.sandbox ? <p className={styles.sandbox}>SANDBOX — no money moves</p> : null}
      <h1 className={styles.title}>Your {term.adjective} gift</h1>
      <p>
        {subscription.donorName ? `${subscription.donorName}, thank` : 'Thank'} you for supporting the Dakshin
        Bharat Jain Sabha.
      </p>
      <dl className={styles.summary}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd className={label === 'Status' ? styles.status : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      <h2>Payments and receipts</h2>
      {charges.length === 0 ? (
        <p>No payment has been received yet.</p>
      ) : (
        <table className={styles.charges}>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Receipt</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {charges.map((charge) => (
              <tr key={charge.receiptNumber ?? charge.paidOn}>
                <td>{charge.paidOn ? formatOrdinalDate(charge.paidOn) : ''}</td>
                <td>
                  {charge.receiptUrl ? (
                    <a href={charge.receiptUrl} target="_blank" rel="noopener noreferrer">
                      {charge.receiptNumber}
                    </a>
                  ) : (
                    charge.receiptNumber
                  )}
                </td>
                <td>{formatPaise(charge.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {subscription.cancellable ? (
        <div className={styles.actions}>
          {confirming ? (
            <>
              <p>
                No further payment will be taken. Payments already made stay as they are, with their receipts.
              </p>
              <button type="button" className="btn" onClick={cancel} disabled={busy}>
                Yes, cancel my {term.adjective} gift
              </button>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => setConfirming(false)}
                disabled={busy}
              >
                Keep it
              </button>
            </>
          ) : (
            <button type="button" className="btn btn-outline" onClick={() => setConfirming(true)}>
              Cancel this gift
            </button>
          )}
        </div>
      ) : (
        <p>No further payment will be taken.</p>
      )}
      {cancelError ? (
        <p className={styles.error} role="alert">
          {cancelError}
        </p>
      ) : null}
    </section>
  );
}
