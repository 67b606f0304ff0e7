import { useParams } from 'react-router-dom';
import { Link, useLanguage, useT } from '../i18n';
import { imageUrl, untranslatedLang } from '../app/api';
import { useGetEventQuery } from '../features/events/eventsApi';
import usePageMeta from '../hooks/usePageMeta';
import Banner from '../components/blocks/Banner';
import PhotoSlider from '../components/blocks/PhotoSlider';
import Icon from '../components/Icon';
import LoadingState from '../components/LoadingState';
import { sanitizeRich, previewText } from '../../shared/sanitize';
import { formatOrdinalDate } from '../../shared/dates';
import YouTubeFacade from '../features/events/YouTubeFacade';
import styles from '../features/events/EventDetail.module.css';
import NotFoundPage, { NOT_FOUND_META } from './NotFoundPage';

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

export default function EventDetailPage() {
  const t = useT();
  const language = useLanguage();
  const { eventSlug = '' } = useParams<{ eventSlug: string }>();
  const { currentData, isFetching, error } = useGetEventQuery(eventSlug, { skip: !eventSlug });
  const event = currentData?.result;
  // An unknown slug is an address that is not a page: the same not-found page (and, from the server, status 404)
  // as any other, with its title.
  // A 404 stays a not-found page while the event is asked for again (the browser asks once more after the
  // server's page), so the hydration shows what the server rendered.
  const notFound = !event && (isNotFound(error) || (!isFetching && !error));

  const description = notFound
    ? t(NOT_FOUND_META.description)
    : event
      ? previewText(event.event_description, 155)
      : t('An event of the Dakshin Bharat Jain Sabha, serving the Jain community since 1899.');
  usePageMeta(
    notFound ? t(NOT_FOUND_META.title) : event ? event.event_name : t('Event'),
    description,
    // A shared event shows its picture, name and date; search engines read the schema.org Event.
    event && !notFound
      ? {
          image: imageUrl(event.event_image) || undefined,
          date: event.event_date,
          structuredData: {
            '@context': 'https://schema.org',
            '@type': 'Event',
            name: event.event_name,
            startDate: event.event_date,
            description,
            ...(event.event_image ? { image: [imageUrl(event.event_image)] } : {}),
            eventStatus: 'https://schema.org/EventScheduled',
            organizer: { '@type': 'NGO', name: 'Dakshin Bharat Jain Sabha' },
          },
        }
      : {},
  );

  if (isFetching && !notFound) {
    return (
      <section className="section">
        <h1 className="visually-hidden">{t('Event')}</h1>
        <LoadingState label={t('Loading event…')} />
      </section>
    );
  }

  if (notFound) return <NotFoundPage />;

  if (!event) {
    // A failed fetch makes the data empty (docs/product.md#errors); the visitor is told to try again later.
    return (
      <section className={styles.missing}>
        <h1>{t('Event unavailable')}</h1>
        <p>{t('We could not load this event just now. Please try again in a little while.')}</p>
        <Link to="/events" className="btn">
          {t('See all events')}
        </Link>
      </section>
    );
  }

  const photos = event.event_gallery.map((path, index) => ({
    src: imageUrl(path),
    alt: t('{name}, photo {number} of {count}', {
      name: event.event_name,
      number: index + 1,
      count: event.event_gallery.length,
    }),
  }));
  const nameLang = untranslatedLang(event, 'event_name').lang;

  return (
    <>
      <Banner
        title={event.event_name}
        titleLang={nameLang}
        eyebrow={t('Event')}
        image={imageUrl(event.event_image) || '/images/banners/events.webp'}
        imageAlt=""
      />
      <section className="section">
        <article className={`container ${styles.layout}`}>
          <div className={styles.meta}>
            <time className={styles.date} dateTime={event.event_date}>
              <Icon name="calendar" size={20} />
              {formatOrdinalDate(event.event_date, language)}
            </time>
          </div>
          {event.youtube_url ? (
            <div className={styles.video}>
              <YouTubeFacade
                url={event.youtube_url}
                title={event.event_name}
                titleLang={nameLang}
                poster={imageUrl(event.event_image) || undefined}
              />
            </div>
          ) : null}
          <div
            className={`rich-text ${styles.description}`}
            {...untranslatedLang(event, 'event_description')}
            dangerouslySetInnerHTML={{ __html: sanitizeRich(event.event_description) }}
          />
          {photos.length > 0 ? (
            <div className={styles.photos}>
              <PhotoSlider title={t('Photos')} photos={photos} variant="row" />
            </div>
          ) : null}
          <Link to="/events" className={styles.back}>
            <Icon name="chevron-left" size={18} />
            {t('Back to all events')}
          </Link>
        </article>
      </section>
    </>
  );
}
