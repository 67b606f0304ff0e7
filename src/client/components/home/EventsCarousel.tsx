import { Link, useLanguage, useT } from '../../i18n';
import HomeCarousel from './HomeCarousel';
import ResponsiveImage from '../ResponsiveImage';
import EmptyState from '../EmptyState';
import LoadingState from '../LoadingState';
import { THREE_CARD_SETTINGS } from '../carouselSettings';
import { imageUrl, untranslatedLang } from '../../app/api';
import { formatOrdinalDate } from '../../../shared/dates';
import { eventSlug } from '../../../shared/slug';
import type { Event } from '../../../shared/schemas';
import HomeSection from './HomeSection';
import home from './home.module.css';
import styles from './EventsCarousel.module.css';

export const NO_EVENTS_MESSAGE = 'No Events Data';

/**
 * The link is made from the name (docs/product.md#routes: trimmed, spaces to hyphens, lower-cased); the
 * server also sends event_slug, which stays unique when two events share a name, so it wins when present.
 */
export function eventPath(event: Pick<Event, 'event_slug' | 'event_name'>): string {
  return `/events/${encodeURIComponent(event.event_slug || eventSlug(event.event_name))}`;
}

function HomeEventCard({ event }: { event: Event }) {
  const t = useT();
  const language = useLanguage();
  const image = imageUrl(event.event_image);
  return (
    <article className={`card ${styles.card}`}>
      <div className={styles.media}>
        {image ? (
          <ResponsiveImage
            className={styles.image}
            src={image}
            alt=""
            width={800}
            height={600}
            sizes="(min-width: 1000px) 380px, (min-width: 835px) 50vw, 90vw"
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <time className={styles.date} dateTime={event.event_date}>
          {formatOrdinalDate(event.event_date, language)}
        </time>
        <h3 className={styles.name}>
          <Link to={eventPath(event)} className={home.cardLink} {...untranslatedLang(event, 'event_name')}>
            {event.event_name}
          </Link>
        </h3>
        <span className={styles.more} aria-hidden="true">
          {t('View event →')}
        </span>
      </div>
    </article>
  );
}

/** Home section 4: the latest events from the homepage call; 'No Events Data' when there are none or it failed. */
export default function EventsCarousel({ events, isLoading }: { events: Event[]; isLoading: boolean }) {
  const t = useT();
  let body;
  if (isLoading) body = <LoadingState label={t('Loading events…')} />;
  // NO_EVENTS_MESSAGE, translated.
  else if (events.length === 0) body = <EmptyState message={t('No Events Data')} />;
  else
    body = (
      <HomeCarousel label={t('Latest events')} settings={THREE_CARD_SETTINGS} className={home.equalHeights}>
        {events.map((event) => (
          <HomeEventCard key={event.id} event={event} />
        ))}
      </HomeCarousel>
    );

  return (
    <HomeSection name="events">
      {body}
      <p className={styles.all}>
        <Link to="/events" className="btn btn-outline">
          {t('See all events')}
        </Link>
      </p>
    </HomeSection>
  );
}
