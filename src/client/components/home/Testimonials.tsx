import ResponsiveImage from '../ResponsiveImage';
import { THREE_CARD_SETTINGS } from '../carouselSettings';
import { TESTIMONIALS } from '../../content/home';
import { useTranslated } from '../../i18n';
import HomeSection from './HomeSection';
import styles from './Testimonials.module.css';

/** Home section 3: What People Say (THREE_CARD_SETTINGS). */
export default function Testimonials() {
  const testimonials = useTranslated(TESTIMONIALS);
  return (
    <HomeSection name="testimonials" tinted carousel={{ settings: THREE_CARD_SETTINGS, equalHeights: true }}>
      {testimonials.map((testimonial) => (
        <figure key={testimonial.id} className={`card ${styles.card}`}>
          <svg
            className={styles.mark}
            viewBox="0 0 32 24"
            width="32"
            height="24"
            aria-hidden="true"
            focusable="false"
          >
            <path
              d="M0 24V14C0 6.5 4.2 1.6 12 0l1.4 3.2C8.9 4.6 6.9 7.3 6.6 11H12v13H0zm18 0V14c0-7.5 4.2-12.4 12-14l1.4 3.2c-4.5 1.4-6.5 4.1-6.8 7.8H30v13H18z"
              fill="currentColor"
            />
          </svg>
          <blockquote className={styles.quote}>
            <p>{testimonial.description}</p>
          </blockquote>
          <figcaption className={styles.person}>
            <ResponsiveImage className={styles.photo} src={testimonial.image} alt="" sizes="56px" />
            <span>
              <span className={styles.name}>{testimonial.name}</span>
              <span className={styles.role}>{testimonial.desgination}</span>
            </span>
          </figcaption>
        </figure>
      ))}
    </HomeSection>
  );
}
