import styles from './StatsStrip.module.css';

export interface Stat {
  id: string;
  /** Already formatted for display, e.g. '15,832' or '1,50,000+'. */
  value: string;
  label: string;
}

export interface StatsStripProps {
  title?: string;
  stats: Stat[];
  tone?: 'light' | 'dark';
}

/** A band of headline figures. A description list keeps each figure paired with its label for screen readers. */
export default function StatsStrip({ title, stats, tone = 'dark' }: StatsStripProps) {
  if (stats.length === 0) return null;
  return (
    <div className={`${styles.strip} ${tone === 'dark' ? styles.dark : styles.light}`}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <dl className={styles.list}>
        {stats.map((stat) => (
          <div key={stat.id} className={styles.stat}>
            <dt className={styles.label}>{stat.label}</dt>
            <dd className={styles.value}>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
