import {
  chargesFor,
  formatPaise,
  GATEWAY_CHARGE_PERCENT,
  GST_PERCENT_OF_CHARGE,
} from '../../../shared/money';
import { useT } from '../../i18n';
import styles from './ChargeSummary.module.css';

/**
 * docs/product.md#charges-and-gst: Base Price, gateway charges (2% of the base), GST (18% of that charge) and
 * the total payable, from the shared money rule the server charges by.
 */
export default function ChargeSummary({ basePaise, title }: { basePaise: number; title?: string }) {
  const t = useT();
  const heading = title ?? t('Payment summary');
  const charges = chargesFor(basePaise);
  const rows = [
    { label: t('Base Price'), value: charges.basePaise },
    {
      label: t('Gateway charges ({percent}%)', { percent: GATEWAY_CHARGE_PERCENT }),
      value: charges.gatewayChargePaise,
    },
    {
      label: t('GST ({percent}% of gateway charges)', { percent: GST_PERCENT_OF_CHARGE }),
      value: charges.gstPaise,
    },
  ];
  return (
    <section className={styles.summary} aria-label={heading}>
      <h3 className={styles.title}>{heading}</h3>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>{formatPaise(row.value)}</dd>
          </div>
        ))}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>{t('Total payable')}</dt>
          <dd>{formatPaise(charges.totalPaise)}</dd>
        </div>
      </dl>
    </section>
  );
}
