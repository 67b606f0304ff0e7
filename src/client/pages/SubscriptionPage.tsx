import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../i18n';
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
// their receipts, and pauses, resumes or cancels it, each after a confirmation. Nothing here is cached.

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
    pausedOn: string | null;
    cancellable: boolean;
    pausable: boolean;
    resumable: boolean;
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

type Action = 'pause' | 'resume' | 'cancel';

/** What each action asks before it is done, its button, and what the donor reads once it is done. */
function actionText(action: Action, adjective: string) {
  switch (action) {
    case 'pause':
      return {
        open: 'Pause this gift',
        question:
          'No payment will be taken while your gift is paused. You can resume it here at any time; payments then continue from the next due date.',
        confirm: `Yes, pause my ${adjective} gift`,
        done: 'Your gift is paused. No payment will be taken until you resume it.',
      };
    case 'resume':
      return {
        open: 'Resume this gift',
        question: 'Payments will continue from the next due date, as before.',
        confirm: `Yes, resume my ${adjective} gift`,
        done: 'Your gift is resumed. Thank you! Payments continue from the next due date.',
      };
    default:
      return {
        open: 'Cancel this gift',
        question:
          'No further payment will be taken. Payments already made stay as they are, with their receipts.',
        confirm: `Yes, cancel my ${adjective} gift`,
        done: 'Your gift is cancelled.',
      };
  }
}

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
    'See, pause or cancel your monthly or yearly gift to the Dakshin Bharat Jain Sabha.',
  );
  const { token = '' } = useParams();
  // The gift lives on the payments host (the site's own /api/ unless PAYMENTS_API_URL names another).
  const { config } = usePaymentConfig();
  const base = config?.paymentsBase ?? null;
  const url = base
    ? `${base.endsWith('/') ? base : `${base}/`}subscriptions/manage/${encodeURIComponent(token)}`
    : '';
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

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

  const act = useCallback(
    (action: Action, doneText: string) => {
      setBusy(true);
      setActionError(null);
      setDone(null);
      call(`${url}/${action}`, 'POST').then(
        (view) => {
          setLoad({ state: 'ready', view });
          setConfirming(null);
          setDone(doneText);
          setBusy(false);
        },
        (error: Error) => {
          setActionError(error.message || FALLBACK_ERROR);
          setBusy(false);
        },
      );
    },
    [url],
  );

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
  if (subscription.nextChargeOn && subscription.cancellable && !subscription.resumable) {
    rows.push(['Next payment', formatOrdinalDate(subscription.nextChargeOn)]);
  }
  if (subscription.resumable && subscription.pausedOn) {
    rows.push(['Paused since', formatOrdinalDate(subscription.pausedOn)]);
  }
  if (subscription.cancellable && !subscription.resumable) {
    rows.push(['Last payment', formatOrdinalDate(subscription.lastChargeOn)]);
  }
  const actions: Action[] = [
    ...(subscription.pausable ? (['pause'] as const) : []),
    ...(subscription.resumable ? (['resume'] as const) : []),
    ...(subscription.cancellable ? (['cancel'] as const) : []),
  ];
  const asking = confirming && actions.includes(confirming) ? actionText(confirming, term.adjective) : null;
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
      {done ? (
        <p className={styles.done} role="status">
          {done}
        </p>
      ) : null}
      {subscription.resumable && !done ? (
        <p>Your gift is paused: no payment is taken until you resume it.</p>
      ) : null}
      {actions.length > 0 ? (
        asking && confirming ? (
          <div className={styles.confirm} role="group" aria-label={asking.open}>
            <p>{asking.question}</p>
            <div className={styles.actions}>
              <button
                type="button"
                className="btn"
                onClick={() => act(confirming, asking.done)}
                disabled={busy}
              >
                {asking.confirm}
              </button>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => setConfirming(null)}
                disabled={busy}
              >
                Go back
              </button>
            </div>
          </div>
        ) : (
          <div className={styles.actions}>
            {actions.map((action) => (
              <button
                key={action}
                type="button"
                className={action === 'resume' ? 'btn' : 'btn btn-outline'}
                onClick={() => {
                  setDone(null);
                  setActionError(null);
                  setConfirming(action);
                }}
              >
                {actionText(action, term.adjective).open}
              </button>
            ))}
          </div>
        )
      ) : (
        <p>No further payment will be taken.</p>
      )}
      {actionError ? (
        <p className={styles.error} role="alert">
          {actionError}
        </p>
      ) : null}
    </section>
  );
}
