import { Link, useLanguage, useT } from '../../i18n';
import ResponsiveImage from '../../components/ResponsiveImage';
import PictureCard from '../../components/PictureCard';
import RecordText from '../../i18n/RecordText';
import { untranslatedLang } from '../../app/api';
import { previewText } from '../../../shared/previewText';
import { formatOrdinalDate } from '../../../shared/dates';
import type { Event } from '../../../shared/schemas';
import { EVENT_PREVIEW_LENGTH } from './eventsQuery';
import styles from './EventCard.module.css';

/**
 * One event in the list: image, ordinal date, name and a 175-character plain-text preview. The list's first card
 * is `eager`: on a phone its picture is the largest thing on the first screen, so it is fetched at high priority.
 */
export default function EventCard({ event, eager = false }: { event: Event; eager?: boolean }) {
  const t = useT();
  const language = useLanguage();
  return (
    <PictureCard
      classes={{ card: styles.card, picture: styles.media, body: styles.body }}
      imagePath={event.event_image}
      picture={(src) => (
        <ResponsiveImage
          src={src}
          alt=""
          width={800}
          height={600}
          priority={eager}
          sizes="(min-width: 1000px) 380px, (min-width: 834px) 50vw, 100vw"
          className={styles.image}
        />
      )}
      placeholder={<div className={styles.placeholder} aria-hidden="true" />}
    >
      <time className={styles.date} dateTime={event.event_date}>
        {formatOrdinalDate(event.event_date, language)}
      </time>
      <h2 className={styles.name}>
        {/* The link covers the whole card (see ::after) while its name stays the event's name alone. */}
        <Link
          to={`/events/${event.event_slug}`}
          className={styles.link}
          {...untranslatedLang(event, 'event_name')}
        >
          {event.event_name}
        </Link>
      </h2>
      <RecordText as="p" className={styles.preview} record={event} field="event_description">
        {previewText(event.event_description, EVENT_PREVIEW_LENGTH)}
      </RecordText>
      <span className={styles.more} aria-hidden="true">
        {t('Read more →')}
      </span>
    </PictureCard>
  );
}
