import type { IconName } from '../Icon';
import IconItem from '../blocks/IconItem';
import { LIVES_IMPACTED } from '../../content/home';
import { useTranslated } from '../../i18n';
import HomeSection from './HomeSection';
import styles from './LivesImpacted.module.css';

const ICONS: Record<string, IconName> = {
  'girls-empowered': 'users',
  'student-scholarships': 'school',
  'tree-plantation': 'leaf',
  'blood-camps': 'drop',
  'medical-help': 'heart',
};

/** Home section 5: the Lives Impacted strip, fixed figures (docs/product.md#home-page). */
export default function LivesImpacted() {
  const figures = useTranslated(LIVES_IMPACTED);
  return (
    <HomeSection name="impact" padded={false} className={styles.strip} tone="dark">
      <ul className={styles.figures}>
        {figures.map((figure) => (
          <IconItem
            key={figure.id}
            icon={ICONS[figure.id] ?? 'star'}
            size={26}
            className={styles.figure}
            iconClassName={styles.icon}
          >
            <span className={styles.value}>{figure.value}</span>
            <span className={styles.label}>{figure.label}</span>
          </IconItem>
        ))}
      </ul>
    </HomeSection>
  );
}
