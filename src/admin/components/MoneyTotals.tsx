import type { MoneyByType, MoneyPeriod, MoneyTotals as Totals } from '../app/types';
import { formatMoney } from '../lib/format';
import MonthlyChart from './MonthlyChart';
import styles from './MoneyTotals.module.css';

// The dashboard's money: what was paid today, this month and this financial year (India time), split into
// donations and memberships and, where the office also records payments itself, into online and offline.
// Amounts are the gifts and fees themselves; "with charges" adds the gateway charge and GST the payers paid.

const TITLES: Record<MoneyPeriod['period'], string> = {
  today: 'Today',
  month: 'This month',
  financial_year: 'This financial year',
};

function payments(count: number): string {
  return count === 1 ? '1 payment' : `${count} payments`;
}

const TYPES = [
  ['donation', 'Donations'],
  ['membership', 'Memberships'],
] as const;

function TypeLines({ figures }: { figures: MoneyByType }) {
  return (
    <dl className={styles.lines}>
      {TYPES.map(([type, label]) => (
        <div key={type}>
          <dt>{label}</dt>
          <dd>
            {formatMoney(figures[type].base_paise)}{' '}
            <span className={styles.muted}>({payments(figures[type].count)})</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function PeriodCard({ period, financialYear }: { period: MoneyPeriod; financialYear: string }) {
  const title =
    period.period === 'financial_year'
      ? `${TITLES[period.period]} (${financialYear})`
      : TITLES[period.period];
  const offline = period.channels.offline.all.count > 0;
  return (
    <section className={styles.card} aria-label={title}>
      <h3 className={styles.cardTitle}>{title}</h3>
      <p className={styles.amount}>{formatMoney(period.all.base_paise)}</p>
      <p className={styles.muted}>
        {payments(period.all.count)}, {formatMoney(period.all.total_paise)} with charges
      </p>
      <TypeLines figures={period} />
      {offline && (
        <p className={styles.muted}>
          Online {formatMoney(period.channels.online.all.base_paise)}, offline{' '}
          {formatMoney(period.channels.offline.all.base_paise)}
        </p>
      )}
    </section>
  );
}

export default function MoneyTotals({ totals, includesTest }: { totals: Totals; includesTest: boolean }) {
  return (
    <section className={styles.panel} aria-labelledby="money-heading">
      <h2 id="money-heading">Money received</h2>
      <p className={styles.intro}>
        Paid donations and membership fees in India time, before gateway charges
        {includesTest ? ', including test payments (sandbox).' : '. Test payments are left out.'}
      </p>
      <div className={styles.cards}>
        {totals.periods.map((period) => (
          <PeriodCard key={period.period} period={period} financialYear={totals.financial_year} />
        ))}
      </div>
      <MonthlyChart months={totals.months} />
    </section>
  );
}
