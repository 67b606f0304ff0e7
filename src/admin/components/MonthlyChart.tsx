import { useId } from 'react';
import type { MoneyMonth } from '../app/types';
import { formatMoney } from '../lib/format';
import styles from './MoneyTotals.module.css';

// The last twelve months' paid money as stacked bars (donations, memberships), drawn as plain SVG: no chart
// library for twelve rectangles. Screen readers hear each month's total as the picture's name, and a table
// beneath it (opened on request) gives everyone the exact amounts by type.

const WIDTH = 720;
const HEIGHT = 260;
const PLOT = { left: 64, right: 8, top: 12, bottom: 40 };

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const COMPACT_RUPEES = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** "Nov 2026" from "2026-11". */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return `${SHORT_MONTHS[number - 1]} ${year}`;
}

/** A round top for the scale (1, 2 or 5 times a power of ten, in rupees) at or above the largest month. */
export function scaleTop(maxPaise: number): number {
  const rupees = maxPaise / 100;
  if (rupees <= 0) return 100_00;
  const power = 10 ** Math.floor(Math.log10(rupees));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= rupees) ?? 10;
  return step * power * 100;
}

interface BarProps {
  month: MoneyMonth;
  x: number;
  width: number;
  /** Where an amount (in paise) stands on the picture: SVG's y grows downwards. */
  y: (paise: number) => number;
}

/** A month's bar: donations at the bottom, memberships stacked on them; an empty part draws nothing. */
function Bar({ month, x, width, y }: BarProps) {
  const { donation, membership } = month;
  const donationTop = y(donation.base_paise);
  const membershipTop = y(donation.base_paise + membership.base_paise);
  const parts = [
    { className: styles.donation, paise: donation.base_paise, top: donationTop, bottom: y(0) },
    { className: styles.membership, paise: membership.base_paise, top: membershipTop, bottom: donationTop },
  ];
  return parts.map(
    ({ className, paise, top, bottom }) =>
      paise > 0 && (
        <rect key={className} className={className} x={x} width={width} y={top} height={bottom - top} />
      ),
  );
}

export default function MonthlyChart({ months }: { months: MoneyMonth[] }) {
  const id = useId();
  const top = scaleTop(Math.max(0, ...months.map((month) => month.all.base_paise)));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / Math.max(1, months.length);
  const barWidth = slot * 0.62;
  const y = (paise: number) => PLOT.top + plotHeight - (paise / top) * plotHeight;
  const first = months[0]?.month;
  const last = months.at(-1)?.month;
  const total = months.reduce((sum, month) => sum + month.all.base_paise, 0);

  return (
    <figure className={styles.chart} aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className={styles.chartCaption}>
        Paid per month, {first ? monthLabel(first) : ''} to {last ? monthLabel(last) : ''}:{' '}
        {formatMoney(total)} in all
      </figcaption>
      <ul className={styles.legend} aria-hidden="true">
        <li>
          <span className={`${styles.swatch} ${styles.donation}`} /> Donations
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.membership}`} /> Memberships
        </li>
      </ul>
      {/* One image with every month's total as its name; the table below breaks the figures down. */}
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className={styles.svg}
        role="img"
        aria-label={`Bar chart. ${months
          .map((month) => `${monthLabel(month.month)}: ${formatMoney(month.all.base_paise)}`)
          .join('; ')}.`}
        focusable="false"
      >
        {[0, 0.5, 1].map((fraction) => (
          <g key={fraction}>
            <line
              className={styles.grid}
              x1={PLOT.left}
              x2={WIDTH - PLOT.right}
              y1={y(top * fraction)}
              y2={y(top * fraction)}
            />
            <text className={styles.axisLabel} x={PLOT.left - 8} y={y(top * fraction) + 4} textAnchor="end">
              {COMPACT_RUPEES.format((top * fraction) / 100)}
            </text>
          </g>
        ))}
        {months.map((month, index) => {
          const x = PLOT.left + index * slot + (slot - barWidth) / 2;
          const [year, number] = month.month.split('-').map(Number);
          return (
            <g key={month.month} data-month={month.month}>
              <title>{`${monthLabel(month.month)}: ${formatMoney(month.all.base_paise)}`}</title>
              <Bar month={month} x={x} width={barWidth} y={y} />
              <text
                className={styles.axisLabel}
                x={x + barWidth / 2}
                y={HEIGHT - PLOT.bottom + 16}
                textAnchor="middle"
              >
                {SHORT_MONTHS[number - 1]}
              </text>
              {(index === 0 || number === 1) && (
                <text
                  className={`${styles.axisLabel} ${styles.yearLabel}`}
                  x={x + barWidth / 2}
                  y={HEIGHT - PLOT.bottom + 32}
                  textAnchor="middle"
                >
                  {year}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <details className={styles.tableDetails}>
        <summary>The figures as a table</summary>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">Paid per month</caption>
            <thead>
              <tr>
                <th scope="col">Month</th>
                <th scope="col" className={styles.num}>
                  Donations
                </th>
                <th scope="col" className={styles.num}>
                  Memberships
                </th>
                <th scope="col" className={styles.num}>
                  Total
                </th>
                <th scope="col" className={styles.num}>
                  With charges
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{monthLabel(month.month)}</th>
                  <td className={styles.num}>{formatMoney(month.donation.base_paise)}</td>
                  <td className={styles.num}>{formatMoney(month.membership.base_paise)}</td>
                  <td className={styles.num}>{formatMoney(month.all.base_paise)}</td>
                  <td className={styles.num}>{formatMoney(month.all.total_paise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
