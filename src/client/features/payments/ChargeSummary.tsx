import {
  chargesFor,
  formatPaise,
  GATEWAY_CHARGE_PERCENT,
  GST_PERCENT_OF_CHARGE,
} from '../../../shared/money';
import styles from './ChargeSummary.module.css';

/**
 * docs/product.md#charges-and-gst: Base Price, gateway charges (2% of the base), GST (18% of that charge) and
 * the total payable, from the shared money rule the server charges by.
 */
export default function ChargeSummary({
  basePaise,
  title = 'Payment summary',
}: {
  basePaise: number;
  title?: string;
}) {
  const charges = chargesFor(basePaise);
  const rows = [
    { label: 'Base Price', value: charges.basePaise },
    { label: `Gateway charges (${GATEWAY_CHARGE_PERCENT}%)`, value: charges.gatewayChargePaise },
    { label: `GST (${GST_PERCENT_OF_CHARGE}% of gateway charges)`, value: charges.gstPaise },
  ];
  return (
    <section className={styles.summary} aria-label={title}>
      <h3 className={styles.title}>{title}</h3>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>{formatPaise(row.value)}</dd>
          </div>
        ))}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>Total payable</dt>
          <dd>{formatPaise(charges.totalPaise)}</dd>
        </div>
      </dl>
    </section>
  );
}
