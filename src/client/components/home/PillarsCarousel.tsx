import ResponsiveImage from '../ResponsiveImage';
import { PILLARS_SETTINGS } from '../carouselSettings';
import { PILLARS } from '../../content/home';
import { useTranslated } from '../../i18n';
import HomeSection from './HomeSection';
import styles from './PillarsCarousel.module.css';

/** Home section 8: Our Pillars, ten founders and patrons of the Sabha. */
export default function PillarsCarousel() {
  const pillars = useTranslated(PILLARS);
  return (
    <HomeSection name="pillars" tinted carousel={{ settings: PILLARS_SETTINGS }}>
      {pillars.map((pillar) => (
        <figure key={pillar.id} className={styles.pillar}>
          <ResponsiveImage
            className={styles.portrait}
            src={pillar.image}
            alt={pillar.imageAlt}
            sizes="(min-width: 835px) 280px, 45vw"
          />
          <figcaption className={styles.name}>{pillar.name}</figcaption>
        </figure>
      ))}
    </HomeSection>
  );
}
