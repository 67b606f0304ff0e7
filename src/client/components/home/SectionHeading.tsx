import styles from './SectionHeading.module.css';

interface SectionHeadingProps {
  /** Id of the h2, so the section can name itself with aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  tone?: 'light' | 'dark';
  align?: 'center' | 'start';
}

/** The heading every home section opens with: a small uppercase eyebrow above a serif h2. */
export default function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  tone = 'light',
  align = 'center',
}: SectionHeadingProps) {
  const className = [
    styles.heading,
    tone === 'dark' ? styles.dark : '',
    align === 'start' ? styles.start : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <header className={className}>
      <p className={`eyebrow ${styles.eyebrow}`}>{eyebrow}</p>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </header>
  );
}
