import type { ReactNode } from 'react';
import FeatureList from '../blocks/FeatureList';
import PhotoSlider from '../blocks/PhotoSlider';
import StatsStrip from '../blocks/StatsStrip';
import Icon from '../Icon';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import type {
  BranchSection,
  InitiativesSection,
  MottoSection,
  StatsSection,
  TextSection,
} from '../../content/branches';
import styles from './BranchSections.module.css';
import Paragraphs from '../Paragraphs';

/** Below 834 px: the breakpoint at which the Sabha's mobile layout begins (docs/product.md#constants). */
export const NARROW_QUERY = '(max-width: 833.98px)';

function Band({
  tinted,
  labelledBy,
  children,
}: {
  tinted?: boolean;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <section className={`section ${tinted ? styles.tinted : ''}`} aria-labelledby={labelledBy}>
      <div className="container">{children}</div>
    </section>
  );
}

function TextBlock({ section }: { section: TextSection }) {
  const headingId = `${section.id}-title`;
  return (
    <Band tinted={section.tinted} labelledBy={headingId}>
      <div className={styles.text}>
        <h2 id={headingId} className={styles.textHeading}>
          {section.heading}
        </h2>
        <div className={styles.textBody}>
          <Paragraphs texts={section.paragraphs} />
          {section.points ? (
            <ul className={styles.points}>
              {section.points.map((point) => (
                <li key={point} className={styles.point}>
                  <span className={styles.check}>
                    <Icon name="check" size={16} />
                  </span>
                  {point}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
    </Band>
  );
}

function Initiatives({ section }: { section: InitiativesSection }) {
  const headingId = `${section.id}-title`;
  return (
    <Band labelledBy={headingId}>
      <div className={styles.centredHead}>
        <h2 id={headingId}>{section.heading}</h2>
        {section.intro ? <p className={styles.lead}>{section.intro}</p> : null}
      </div>
      <ol className={styles.initiatives}>
        {section.items.map((item, index) => (
          <li key={item.title} className={`card ${styles.initiative}`}>
            <div className={styles.initiativeHead}>
              <span className={styles.initiativeIcon}>
                <Icon name={item.icon} size={26} />
              </span>
              <span className={styles.initiativeNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
            </div>
            <h3 className={styles.initiativeTitle}>{item.title}</h3>
            <p className={styles.initiativeText}>{item.description}</p>
            <ul className={styles.initiativePoints}>
              {item.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </Band>
  );
}

/** The impact figures; the mobile-only figures join the list below 834 px only. */
function Impact({ section }: { section: StatsSection }) {
  const narrow = useMediaQuery(NARROW_QUERY);
  const stats =
    narrow && section.mobileOnlyStats ? [...section.stats, ...section.mobileOnlyStats] : section.stats;
  return (
    <Band>
      <div className={styles.impact}>
        <StatsStrip title={section.heading} stats={stats} tone="dark" />
      </div>
    </Band>
  );
}

function Motto({ section }: { section: MottoSection }) {
  const headingId = `${section.id}-title`;
  return (
    <section className={`section ${styles.motto}`} aria-labelledby={headingId}>
      <div className={`container ${styles.mottoInner}`}>
        <h2 id={headingId} className={styles.mottoHeading}>
          {section.heading}
        </h2>
        <p className={styles.mottoText}>{section.motto}</p>
        <p className={styles.mottoExplanation}>{section.explanation}</p>
      </div>
    </section>
  );
}

export function BranchSectionView({ section }: { section: BranchSection }) {
  switch (section.kind) {
    case 'text':
      return <TextBlock section={section} />;
    case 'initiatives':
      return <Initiatives section={section} />;
    case 'features':
      return (
        <Band tinted={section.tinted}>
          <FeatureList title={section.heading} features={section.features} />
        </Band>
      );
    case 'stats':
      return <Impact section={section} />;
    case 'photos':
      return (
        <Band>
          <PhotoSlider title={section.heading} photos={section.photos} />
        </Band>
      );
    case 'motto':
      return <Motto section={section} />;
  }
}

export default function BranchSections({ sections }: { sections: readonly BranchSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <BranchSectionView key={section.id} section={section} />
      ))}
    </>
  );
}
