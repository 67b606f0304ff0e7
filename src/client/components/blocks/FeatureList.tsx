import type { IconName } from '../Icon';
import IconItem from './IconItem';
import styles from './FeatureList.module.css';

export interface Feature {
  icon: IconName;
  title: string;
  description: string;
}

export interface FeatureListProps {
  title?: string;
  features: Feature[];
}

/** Icon tiles in a grid: one column on phones, two on tablets, up to four on wide screens. */
export default function FeatureList({ title, features }: FeatureListProps) {
  if (features.length === 0) return null;
  return (
    <div className={styles.wrapper}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <ul className={`${styles.list} ${features.length % 3 === 0 ? styles.threes : ''}`}>
        {features.map((feature) => (
          <IconItem
            key={feature.title}
            icon={feature.icon}
            size={26}
            className={`card ${styles.feature}`}
            iconClassName={styles.icon}
          >
            <h3 className={styles.featureTitle}>{feature.title}</h3>
            <p className={styles.description}>{feature.description}</p>
          </IconItem>
        ))}
      </ul>
    </div>
  );
}
