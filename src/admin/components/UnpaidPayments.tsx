import { Link } from 'react-router-dom';
import { formatMoney } from '../lib/format';
import styles from './MoneyTotals.module.css';
import own from './UnpaidPayments.module.css';
import type { UnpaidPeriod } from '../../shared/schemas/admin';

// The dashboard's payments that did not go through, today and this month (India time): pending ones (checkout
// opened, nothing paid yet, or a payment still being confirmed) and failed ones, per type, each with a link to the
// list filtered the same way (the unsent mails are a card of their own above). The server counts exactly as those
// lists filter.

const TITLES = { today: 'Today', month: 'This month' } as const;
const STATUS = { pending: 'Pending', failed: 'Failed' } as const;

function listLink(
  list: 'donations' | 'memberships',
  status: 'pending' | 'failed',
  period: UnpaidPeriod,
): string {
  return `/${list}?${new URLSearchParams({ status, from: period.from, to: period.to }).toString()}`;
}

function Line({ period, status }: { period: UnpaidPeriod; status: 'pending' | 'failed' }) {
  const figures = period[status];
  return (
    <div className={own.line} data-testid={`unpaid-${period.period}-${status}`}>
      <dt>{STATUS[status]}</dt>
      <dd>
        <span className={own.count}>{figures.all.count}</span>{' '}
        <span className={styles.muted}>({formatMoney(figures.all.base_paise)})</span>
        <span className={own.links}>
          <Link to={listLink('donations', status, period)}>
            {figures.donation.count} donation{figures.donation.count === 1 ? '' : 's'}
          </Link>
          {' · '}
          <Link to={listLink('memberships', status, period)}>
            {figures.membership.count} membership{figures.membership.count === 1 ? '' : 's'}
          </Link>
        </span>
      </dd>
    </div>
  );
}

export default function UnpaidPayments({
  periods,
  includesTest,
}: {
  periods: UnpaidPeriod[];
  includesTest: boolean;
}) {
  return (
    <section className={styles.panel} aria-labelledby="unpaid-heading">
      <h2 id="unpaid-heading">Payments not completed</h2>
      <p className={styles.intro}>
        Started in India time and not paid: pending (the payer has not finished, or the gateway has not
        confirmed yet) or failed
        {includesTest ? ', including test payments (sandbox).' : '. Test payments are left out.'}
      </p>
      <div className={styles.cards}>
        {periods.map((period) => (
          <section
            key={period.period}
            className={styles.card}
            aria-label={`Not completed ${TITLES[period.period].toLowerCase()}`}
          >
            <h3 className={styles.cardTitle}>{TITLES[period.period]}</h3>
            <dl className={own.lines}>
              <Line period={period} status="pending" />
              <Line period={period} status="failed" />
            </dl>
          </section>
        ))}
      </div>
    </section>
  );
}
