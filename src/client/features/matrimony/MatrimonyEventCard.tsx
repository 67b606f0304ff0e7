import { imageUrl, untranslatedLang } from '../../app/api';
import { useLanguage, useT } from '../../i18n';
import Icon from '../../components/Icon';
import { formatOrdinalDate, formatTime12h } from '../../../shared/dates';
import type { MatrimonyCard } from '../../../shared/schemas';
import styles from './MatrimonyEventCard.module.css';

/** The next matrimony meet: image, date, title, sub title and the time in 12-hour form. */
export default function MatrimonyEventCard({ card }: { card: MatrimonyCard }) {
  const t = useT();
  const language = useLanguage();
  const image = imageUrl(card.card_image);
  return (
    <article className={`card ${styles.card}`}>
      <div className={styles.media}>
        {image ? (
          <img
            src={image}
            alt={t('Poster of {title}', { title: card.title })}
            width={800}
            height={1000}
            className={styles.image}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <h3 className={styles.title} {...untranslatedLang(card, 'title')}>
          {card.title}
        </h3>
        {card.sub_title ? (
          <p className={styles.subtitle} {...untranslatedLang(card, 'sub_title')}>
            {card.sub_title}
          </p>
        ) : null}
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>
              <Icon name="calendar" size={20} />
              <span className="visually-hidden">{t('Date')}</span>
            </dt>
            <dd>
              <time dateTime={card.date}>{formatOrdinalDate(card.date, language)}</time>
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>
              <Icon name="clock" size={20} />
              <span className="visually-hidden">{t('Time')}</span>
            </dt>
            <dd>
              <time dateTime={card.time}>{formatTime12h(card.time, language)}</time>
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
