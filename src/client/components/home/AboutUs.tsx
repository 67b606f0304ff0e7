import { Link, useT, useTranslated } from '../../i18n';
import { ABOUT_US } from '../../content/home';
import ResponsiveImage from '../ResponsiveImage';
import SectionHeading from './SectionHeading';
import home from './home.module.css';
import styles from './AboutUs.module.css';
import Paragraphs from '../Paragraphs';

/** Home section 6: About Us, with 'Learn more' to /about-sabha. */
export default function AboutUs() {
  const t = useT();
  const about = useTranslated(ABOUT_US);
  return (
    <section className={`section ${home.section} ${home.tinted}`} aria-labelledby="home-about-title">
      <div className={`container ${styles.layout}`}>
        <div className={styles.media}>
          <ResponsiveImage
            className={styles.image}
            src={ABOUT_US.image}
            alt={about.imageAlt}
            sizes="(min-width: 1000px) 560px, (min-width: 680px) 640px, 100vw"
          />
          <p className={styles.badge} aria-hidden="true">
            <span className={styles.badgeYear}>1899</span>
            <span>{t('Founded')}</span>
          </p>
        </div>
        <div className={styles.text}>
          <SectionHeading id="home-about-title" eyebrow={about.eyebrow} title={about.title} align="start" />
          <Paragraphs texts={about.paragraphs} />
          <Link to={ABOUT_US.link.to} className="btn">
            {about.link.label}
            <span className="visually-hidden"> {t('about the Sabha')}</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
