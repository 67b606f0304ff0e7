import HomeCarousel from './HomeCarousel';
import ResponsiveImage from '../ResponsiveImage';
import { PILLARS_SETTINGS } from '../carouselSettings';
import { PILLARS } from '../../content/home';
import SectionHeading from './SectionHeading';
import home from './home.module.css';
import styles from './PillarsCarousel.module.css';

/** Home section 8: Our Pillars, ten founders and patrons of the Sabha. */
export default function PillarsCarousel() {
  return (
    <section className={`section ${home.section} ${home.tinted}`} aria-labelledby="home-pillars-title">
      <div className="container">
        <SectionHeading
          id="home-pillars-title"
          eyebrow="Founders and Patrons"
          title="Our Pillars"
          intro="The acharya, leaders and donors whose vision and generosity built the Sabha."
        />
        <HomeCarousel label="Our pillars" settings={PILLARS_SETTINGS}>
          {PILLARS.map((pillar) => (
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
        </HomeCarousel>
      </div>
    </section>
  );
}
