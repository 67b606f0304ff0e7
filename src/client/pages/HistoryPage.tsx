import { useT, useTranslated } from '../i18n';
import { PageBanner } from '../components/blocks/Banner';
import PageSection, { IntroBand, TextList } from '../components/blocks/PageSection';
import Carousel from '../components/Carousel';
import Icon from '../components/Icon';
import { MOBILE_BREAKPOINT, TIMELINE_SETTINGS } from '../components/carouselSettings';
import { useMediaQuery } from '../hooks/useMediaQuery';
import usePageMeta from '../hooks/usePageMeta';
import * as HISTORY from '../content/history';
import type { TimelineStep } from '../content/history';
import info from './InfoPage.module.css';
import styles from './HistoryPage.module.css';
import shared from '../styles/shared.module.css';

function StepCard({ step, index }: { step: TimelineStep; index: number }) {
  return (
    <article className={styles.step} aria-labelledby={`timeline-${step.id}`}>
      <p className={styles.marker}>
        <span className={styles.number} aria-hidden="true">
          {index + 1}
        </span>
        <span className={styles.when}>{step.marker}</span>
      </p>
      <h3 id={`timeline-${step.id}`} className={shared.cardTitle}>
        {step.title}
      </h3>
      <p className={shared.looseCardText}>{step.text}</p>
    </article>
  );
}

const CONTENT = {
  HISTORY_PAGE: HISTORY.HISTORY_PAGE,
  INTRODUCTION: HISTORY.INTRODUCTION,
  LEGACY: HISTORY.LEGACY,
  TIMELINE: HISTORY.TIMELINE,
};

export default function HistoryPage() {
  const t = useT();
  const { HISTORY_PAGE, INTRODUCTION, LEGACY, TIMELINE } = useTranslated(CONTENT);
  usePageMeta(HISTORY_PAGE.title, HISTORY_PAGE.metaDescription);
  // docs/product.md#other-pages: a slider under 834 px and a row above. Only one of the two is mounted.
  const isPhone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT}px)`);

  return (
    <>
      <PageBanner page={HISTORY_PAGE} />

      <IntroBand
        headingId="history-introduction"
        title={INTRODUCTION.title}
        paragraphs={INTRODUCTION.paragraphs}
        paragraphClassName={styles.introText}
      />

      <PageSection
        tone="alt"
        headingId="history-timeline"
        eyebrow={t('Our journey')}
        title={t('From 1899 to today')}
      >
        {isPhone ? (
          <Carousel label={t('Timeline of the Sabha')} settings={TIMELINE_SETTINGS} className={styles.slider}>
            {TIMELINE.map((step, index) => (
              <StepCard key={step.id} step={step} index={index} />
            ))}
          </Carousel>
        ) : (
          <ol className={styles.row} aria-label={t('Timeline of the Sabha')}>
            {TIMELINE.map((step, index) => (
              <li key={step.id} className={styles.rowItem}>
                <StepCard step={step} index={index} />
              </li>
            ))}
          </ol>
        )}
      </PageSection>

      <PageSection headingId="history-legacy" title={LEGACY.title} intro={LEGACY.intro}>
        <ul className={styles.legacy}>
          {LEGACY.groups.map((group) => (
            <li key={group.id} className={`card ${styles.legacyGroup}`}>
              <h3 className={styles.legacyTitle}>
                <span className={styles.legacyIcon}>
                  <Icon name={group.icon} size={22} />
                </span>
                {group.title}
              </h3>
              <TextList items={group.items} className={info.points} />
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
