import styles from './Banner.module.css';

export interface BannerProps {
  title: string;
  subtitle?: string;
  eyebrow?: string;
  /** A 1600x500 banner image under /images/banners. */
  image: string;
  /** The banner photo is decorative by default: the heading already says what the page is. */
  imageAlt?: string;
}

/** Full-width page banner with a dark overlay; it carries the page's single <h1>. */
export default function Banner({ title, subtitle, eyebrow, image, imageAlt = '' }: BannerProps) {
  return (
    <header className={styles.banner}>
      <img
        className={styles.image}
        src={image}
        alt={imageAlt}
        width={1600}
        height={500}
        // The banner is the first thing on every page: load it at once.
        loading="eager"
        fetchPriority="high"
        decoding="async"
      />
      <div className={styles.overlay} aria-hidden="true" />
      <div className={`container ${styles.content}`}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
    </header>
  );
}
