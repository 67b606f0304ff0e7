import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link, useLanguage, useT, type Translate } from '../i18n';
import { formatOrdinalDate } from '../../shared/dates';
import { formatPaise } from '../../shared/money';
import { termOfPeriod, type SubscriptionPeriod } from '../../shared/subscriptions';
import usePageMeta from '../hooks/usePageMeta';
import { recurringSummaryText } from '../features/payments/journeyText';
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

/** shared/subscriptions.ts SUBSCRIPTION_STATUS_LABELS in the page's language. */
function statusLabel(t: Translate, status: string): string {
  switch (status) {
    case 'created':
      return t('Awaiting authorisation');
    case 'authenticated':
      return t('Authorised');
    case 'active':
      return t('Active');
    case 'pending':
      return t('Charge failing, retrying');
    case 'halted':
      return t('Halted (charges failed)');
    case 'paused':
      return t('Paused');
    case 'cancelled':
      return t('Cancelled');
    case 'completed':
      return t('Completed');
    default:
      return status;
  }
}

type Action = 'pause' | 'resume' | 'cancel';

/** What each action asks before it is done, its button, and what the donor reads once it is done. */
function actionText(t: Translate, action: Action, monthly: boolean) {
  switch (action) {
    case 'pause':
      return {
        open: t('Pause this gift'),
        question: t(
          'No payment will be taken while your gift is paused. You can resume it here at any time; payments then continue from the next due date.',
        ),
        confirm: monthly ? t('Yes, pause my monthly gift') : t('Yes, pause my yearly gift'),
        done: t('Your gift is paused. No payment will be taken until you resume it.'),
      };
    case 'resume':
      return {
        open: t('Resume this gift'),
        question: t('Payments will continue from the next due date, as before.'),
        confirm: monthly ? t('Yes, resume my monthly gift') : t('Yes, resume my yearly gift'),
        done: t('Your gift is resumed. Thank you! Payments continue from the next due date.'),
      };
    default:
      return {
        open: t('Cancel this gift'),
        question: t(
          'No further payment will be taken. Payments already made stay as they are, with their receipts.',
        ),
        confirm: monthly ? t('Yes, cancel my monthly gift') : t('Yes, cancel my yearly gift'),
        done: t('Your gift is cancelled.'),
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

type Subscription = ManageView['subscription'];
type FormatDate = (iso: string) => string;

/** The gift's summary as label and value pairs; the dates shown depend on whether it runs, is paused or ended. */
function summaryRows(t: Translate, subscription: Subscription, date: FormatDate): [string, string][] {
  const rows: [string, string][] = [
    [t('Status'), statusLabel(t, subscription.status)],
    [
      t('Each payment'),
      t('{amount} (your gift of {gift} plus charges)', {
        amount: formatPaise(subscription.amount),
        gift: formatPaise(subscription.basePaise),
      }),
    ],
    [t('Plan'), recurringSummaryText(t, termOfPeriod(subscription.period), subscription.amount)],
    [
      t('Paid so far'),
      t('{paid} of {total}', { paid: subscription.paidCount, total: subscription.totalCount }),
    ],
  ];
  if (subscription.nextChargeOn && subscription.cancellable && !subscription.resumable) {
    rows.push([t('Next payment'), date(subscription.nextChargeOn)]);
  }
  if (subscription.resumable && subscription.pausedOn) {
    rows.push([t('Paused since'), date(subscription.pausedOn)]);
  }
  if (subscription.cancellable && !subscription.resumable) {
    rows.push([t('Last payment'), date(subscription.lastChargeOn)]);
  }
  if (subscription.endedOn) rows.push([t('Ended'), date(subscription.endedOn)]);
  return rows;
}

/** The actions the gift's state allows, in the order their buttons appear. */
function availableActions(subscription: Subscription): Action[] {
  return [
    ...(subscription.pausable ? (['pause'] as const) : []),
    ...(subscription.resumable ? (['resume'] as const) : []),
    ...(subscription.cancellable ? (['cancel'] as const) : []),
  ];
}

function ChargesSection({ charges, date }: { charges: ManageView['charges']; date: FormatDate }) {
  const t = useT();
  return (
    <>
      <h2>{t('Payments and receipts')}</h2>
      {charges.length === 0 ? (
        <p>{t('No payment has been received yet.')}</p>
      ) : (
        <table className={styles.charges}>
          <thead>
            <tr>
              <th scope="col">{t('Date')}</th>
              <th scope="col">{t('Receipt')}</th>
              <th scope="col">{t('Amount')}</th>
            </tr>
          </thead>
          <tbody>
            {charges.map((charge) => (
              <tr key={charge.receiptNumber ?? charge.paidOn}>
                <td>{charge.paidOn ? date(charge.paidOn) : ''}</td>
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
    </>
  );
}

interface GiftActionsProps {
  actions: Action[];
  confirming: Action | null;
  monthly: boolean;
  busy: boolean;
  onAsk: (action: Action) => void;
  onConfirm: (action: Action, doneText: string) => void;
  onBack: () => void;
}

/** A button for each allowed action; once one is chosen, its question with a confirm and a go-back button. */
function GiftActions({ actions, confirming, monthly, busy, onAsk, onConfirm, onBack }: GiftActionsProps) {
  const t = useT();
  if (actions.length === 0) return <p>{t('No further payment will be taken.')}</p>;
  const asking = confirming && actions.includes(confirming) ? actionText(t, confirming, monthly) : null;
  if (asking && confirming) {
    return (
      <div className={styles.confirm} role="group" aria-label={asking.open}>
        <p>{asking.question}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className="btn"
            onClick={() => onConfirm(confirming, asking.done)}
            disabled={busy}
          >
            {asking.confirm}
          </button>
          <button type="button" className="btn btn-outline" onClick={onBack} disabled={busy}>
            {t('Go back')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.actions}>
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={action === 'resume' ? 'btn' : 'btn btn-outline'}
          onClick={() => onAsk(action)}
        >
          {actionText(t, action, monthly).open}
        </button>
      ))}
    </div>
  );
}

/** What the page shows until the gift has loaded, or when it could not be. */
function NotReady({ load }: { load: Exclude<Load, { state: 'ready' }> }) {
  const t = useT();
  if (load.state === 'loading') {
    return (
      <section className={`container ${styles.page}`} aria-busy="true">
        <h1 className={styles.title}>{t('Your regular gift')}</h1>
        <p>{t('Loading…')}</p>
      </section>
    );
  }
  return (
    <section className={`container ${styles.page}`}>
      <h1 className={styles.title}>{t('Your regular gift')}</h1>
      <p className={styles.error} role="alert">
        {t(load.message)}
      </p>
      <p>
        <Link to="/contact-us">{t('Contact the office')}</Link> {t('if you need help.')}
      </p>
    </section>
  );
}

export default function SubscriptionPage() {
  const t = useT();
  const language = useLanguage();
  usePageMeta(
    t('Your regular gift'),
    t('See, pause or cancel your monthly or yearly gift to the Dakshin Bharat Jain Sabha.'),
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

  if (load.state !== 'ready') return <NotReady load={load} />;

  const { subscription, charges } = load.view;
  const monthly = subscription.period === 'monthly';
  const date = (iso: string) => formatOrdinalDate(iso, language);
  const statusRow = t('Status');
  const ask = (action: Action) => {
    setDone(null);
    setActionError(null);
    setConfirming(action);
  };

  return (
    <section className={`container ${styles.page}`}>
      {subscription.sandbox ? <p className={styles.sandbox}>{t('SANDBOX — no money moves')}</p> : null}
      <h1 className={styles.title}>{monthly ? t('Your monthly gift') : t('Your yearly gift')}</h1>
      <p>
        {subscription.donorName
          ? t('{name}, thank you for supporting the Dakshin Bharat Jain Sabha.', {
              name: subscription.donorName,
            })
          : t('Thank you for supporting the Dakshin Bharat Jain Sabha.')}
      </p>
      <dl className={styles.summary}>
        {summaryRows(t, subscription, date).map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd className={label === statusRow ? styles.status : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      <ChargesSection charges={charges} date={date} />
      {done ? (
        <p className={styles.done} role="status">
          {done}
        </p>
      ) : null}
      {subscription.resumable && !done ? (
        <p>{t('Your gift is paused: no payment is taken until you resume it.')}</p>
      ) : null}
      <GiftActions
        actions={availableActions(subscription)}
        confirming={confirming}
        monthly={monthly}
        busy={busy}
        onAsk={ask}
        onConfirm={act}
        onBack={() => setConfirming(null)}
      />
      {actionError ? (
        <p className={styles.error} role="alert">
          {t(actionError)}
        </p>
      ) : null}
    </section>
  );
}
