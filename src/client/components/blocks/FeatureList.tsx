import type { IconName } from '../Icon';
import { IconCards } from './IconItem';
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
      {title ? <h2 className={styles.heading}>{title}</h2> : null}
      <IconCards
        cards={features.map((feature) => ({ ...feature, text: feature.description }))}
        size={26}
        classes={styles}
        listClassName={`${styles.list} ${features.length % 3 === 0 ? styles.threes : ''}`}
      />
    </div>
  );
}
