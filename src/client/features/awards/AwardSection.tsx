import Carousel from '../../components/Carousel';
import { AWARDS_SETTINGS } from '../../components/carouselSettings';
import Icon from '../../components/Icon';
import RecordText from '../../i18n/RecordText';
import type { Award } from '../../../shared/schemas';
import type { AwardGroup } from './groupAwards';
import styles from './AwardSection.module.css';

export type AwardTone = 'light' | 'maroon';

function AwardCard({ award }: { award: Award }) {
  return (
    <article className={styles.award}>
      <span className={styles.badge} aria-hidden="true">
        <Icon name="award" size={26} />
      </span>
      <div>
        <RecordText as="h3" className={styles.title} record={award} field="title" />
        <RecordText as="p" className={styles.description} record={award} field="description" />
      </div>
    </article>
  );
}

interface AwardSectionProps {
  group: AwardGroup;
  tone: AwardTone;
  /** Wide screens show a two-column grid, narrow ones a slider; only one is rendered. */
  wide: boolean;
  headingId: string;
}

export default function AwardSection({ group, tone, wide, headingId }: AwardSectionProps) {
  return (
    <section className={`${styles.section} ${styles[tone]}`} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className={styles.heading} lang={group.categoryLang}>
          {group.category}
        </h2>
        {wide ? (
          <ul className={styles.grid}>
            {group.awards.map((award) => (
              <li key={award.id}>
                <AwardCard award={award} />
              </li>
            ))}
          </ul>
        ) : (
          <Carousel label={group.category} settings={AWARDS_SETTINGS}>
            {group.awards.map((award) => (
              <div key={award.id} className={styles.slide}>
                <AwardCard award={award} />
              </div>
            ))}
          </Carousel>
        )}
      </div>
    </section>
  );
}
