import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import Icon, { type IconName } from '../Icon';
import ResponsiveImage from '../ResponsiveImage';
import styles from './IntroSplit.module.css';
import Paragraphs from '../Paragraphs';

export interface IntroFact {
  icon: IconName;
  label: string;
  value: string;
}

export interface IntroSplitProps {
  id: string;
  eyebrow?: string;
  heading: string;
  paragraphs: string[];
  image?: { src: string; alt: string; width: number; height: number };
  facts: IntroFact[];
  /** Extra content under the facts, e.g. a call to action. */
  children?: ReactNode;
}

/**
 * The opening section of a branch, hostel or school page: the story on one side, a picture and the key facts on
 * the other. Stacks on phones, sits side by side from 1000 px.
 */
export default function IntroSplit({
  id,
  eyebrow,
  heading,
  paragraphs,
  image,
  facts,
  children,
}: IntroSplitProps) {
  const t = useT();
  const headingId = `${id}-title`;
  return (
    <section className="section" aria-labelledby={headingId}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.story}>
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          <Paragraphs texts={paragraphs} className={styles.paragraph} />
        </div>
        <aside className={styles.aside} aria-label={t('At a glance')}>
          {image ? (
            <ResponsiveImage className={styles.image} {...image} sizes="(min-width: 1000px) 500px, 100vw" />
          ) : null}
          {facts.length > 0 ? (
            <dl className={styles.facts}>
              {facts.map((fact) => (
                // A <dl>'s <div> may hold only <dt> and <dd>: the icon sits in the term, drawn beside both.
                <div key={fact.label} className={styles.fact}>
                  <dt className={styles.factLabel}>
                    <span className={styles.factIcon}>
                      <Icon name={fact.icon} size={20} />
                    </span>
                    {fact.label}
                  </dt>
                  <dd className={styles.factValue}>{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {children}
        </aside>
      </div>
    </section>
  );
}
