import { Link, useT, useTranslated } from '../../i18n';
import ResponsiveImage from '../ResponsiveImage';
import { HISTORY_CARDS_SETTINGS } from '../carouselSettings';
import { HISTORY_CARDS } from '../../content/home';
import HomeSection from './HomeSection';
import home from './home.module.css';
import styles from './HistoryCards.module.css';

/** Home section 7: the four areas of the Sabha's work since 1899, each card a link to its page. */
export default function HistoryCards() {
  const t = useT();
  const cards = useTranslated(HISTORY_CARDS);
  return (
    <HomeSection name="history" carousel={{ settings: HISTORY_CARDS_SETTINGS, equalHeights: true }}>
      {cards.map((card) => (
        <article key={card.id} className={`card ${styles.card}`}>
          <ResponsiveImage
            className={styles.image}
            src={card.image}
            alt=""
            sizes="(min-width: 1000px) 280px, (min-width: 835px) 45vw, 95vw"
          />
          <div className={styles.body}>
            <h3 className={styles.title}>
              <Link to={card.Link} className={home.cardLink}>
                {card.title}
              </Link>
            </h3>
            <p className={styles.subtitle}>{card.sub_title}</p>
            <span className={styles.more} aria-hidden="true">
              {t('Explore →')}
            </span>
          </div>
        </article>
      ))}
    </HomeSection>
  );
}
