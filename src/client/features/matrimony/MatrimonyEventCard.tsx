import { useLanguage, useT } from '../../i18n';
import RecordText from '../../i18n/RecordText';
import Icon, { type IconName } from '../../components/Icon';
import PictureCard from '../../components/PictureCard';
import { formatOrdinalDate, formatTime12h } from '../../../shared/dates';
import type { MatrimonyCard } from '../../../shared/schemas';
import type { Language } from '../../../shared/i18n/languages';
import styles from './MatrimonyEventCard.module.css';

interface FactProps {
  icon: IconName;
  /** The fact's name, for screen readers. */
  name: string;
  value: string;
  /** How the value reads in the page's language. */
  format: (value: string, language: Language) => string;
}

/** One fact of the meet: its icon, its name for screen readers, and the value as a <time>. */
function Fact({ icon, name, value, format }: FactProps) {
  const language = useLanguage();
  return (
    <div className={styles.fact}>
      <dt>
        <Icon name={icon} size={20} />
        <span className="visually-hidden">{name}</span>
      </dt>
      <dd>
        <time dateTime={value}>{format(value, language)}</time>
      </dd>
    </div>
  );
}

/** The next matrimony meet: image, date, title, sub title and the time in 12-hour form. */
export default function MatrimonyEventCard({ card }: { card: MatrimonyCard }) {
  const t = useT();
  return (
    <PictureCard
      classes={{ card: styles.card, picture: styles.media, body: styles.body }}
      imagePath={card.card_image}
      picture={{
        alt: t('Poster of {title}', { title: card.title }),
        width: 800,
        height: 1000,
        className: styles.image,
      }}
    >
      <RecordText as="h3" className={styles.title} record={card} field="title" />
      {card.sub_title ? (
        <RecordText as="p" className={styles.subtitle} record={card} field="sub_title" />
      ) : null}
      <dl className={styles.facts}>
        <Fact icon="calendar" name={t('Date')} value={card.date} format={formatOrdinalDate} />
        <Fact icon="clock" name={t('Time')} value={card.time} format={formatTime12h} />
      </dl>
    </PictureCard>
  );
}
