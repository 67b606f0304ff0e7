import { useSearchParams } from 'react-router-dom';
import { Link, useT, useTranslated } from '../i18n';
import { useGetEventsQuery } from '../features/events/eventsApi';
import usePageMeta from '../hooks/usePageMeta';
import { ListingPage } from '../components/blocks/PageSection';
import { EVENTS_PAGE } from '../content/pageBanners';
import LoadingState from '../components/LoadingState';
import EmptyState from '../components/EmptyState';
import EventCard from '../features/events/EventCard';
import Pagination from '../features/events/Pagination';
import { parseEventsQuery, EVENTS_PER_PAGE_DEFAULT } from '../features/events/eventsQuery';
import styles from '../features/events/EventsGrid.module.css';

export default function EventsPage() {
  const t = useT();
  const page = useTranslated(EVENTS_PAGE);
  usePageMeta(page.title, page.metaDescription);
  const [searchParams, setSearchParams] = useSearchParams();
  const query = parseEventsQuery(searchParams);
  // currentData belongs to this query only, so a page change never shows the previous page's cards.
  const { currentData, isFetching } = useGetEventsQuery(query);
  const events = currentData?.data ?? [];
  const totalPages = currentData?.total_pages ?? 0;

  const goToPage = (page: number) => {
    const next = new URLSearchParams(searchParams);
    next.set('page', String(page));
    if (query.per_page !== EVENTS_PER_PAGE_DEFAULT) next.set('per_page', String(query.per_page));
    setSearchParams(next);
    window.scrollTo({ top: 0 });
  };

  let content;
  if (isFetching) {
    content = <LoadingState label={t('Loading events…')} />;
  } else if (events.length === 0) {
    content = (
      <EmptyState message={t('No data Available')}>
        {query.page > 1 && (
          <Link to="/events" className="btn btn-outline">
            {t('Back to the latest events')}
          </Link>
        )}
      </EmptyState>
    );
  } else {
    content = (
      <>
        <ul className={styles.grid}>
          {events.map((event, index) => (
            <li key={event.id}>
              <EventCard event={event} eager={index === 0} />
            </li>
          ))}
        </ul>
        <Pagination page={query.page} totalPages={Math.max(totalPages, query.page)} onChange={goToPage} />
      </>
    );
  }

  return (
    <ListingPage page={page} introClassName={styles.intro}>
      {content}
    </ListingPage>
  );
}
