import { useState } from 'react';
import { Link } from 'react-router-dom';
import { adminImageUrl, useDeleteEventMutation, useGetEventsQuery } from '../app/api';
import type { AdminEvent } from '../app/types';
import ConfirmDialog from '../components/ConfirmDialog';
import Notice, { Loading } from '../components/Notice';
import PageHeader from '../components/PageHeader';
import Pagination from '../components/Pagination';
import { apiProblem } from '../lib/errors';
import { formatOrdinalDate } from '../../shared/dates';
import ui from '../components/ui.module.css';

const PER_PAGE = 20;

export default function EventsList() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const { data, isLoading, error } = useGetEventsQuery({ page, per_page: PER_PAGE, q });
  const [deleteEvent, deletion] = useDeleteEventMutation();
  const [toDelete, setToDelete] = useState<AdminEvent | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  async function confirmDelete() {
    if (!toDelete) return;
    const answer = await deleteEvent(toDelete.id);
    if (!('error' in answer)) setMessage(`“${toDelete.event_name}” was deleted.`);
    setToDelete(null);
  }

  const problem = apiProblem(error) ?? apiProblem(deletion.error);
  return (
    <>
      <PageHeader title="Events" intro="Events shown on the website's Events page, newest first.">
        <Link to="/events/new" className={ui.button}>
          New event
        </Link>
      </PageHeader>
      {message && <Notice tone="success">{message}</Notice>}
      {problem && <Notice tone="error">{problem.message}</Notice>}
      <form
        className={ui.filters}
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setPage(1);
          setQ(search);
        }}
      >
        <div className={ui.field}>
          <label htmlFor="event-search">Search by name</label>
          <input
            id="event-search"
            className={ui.input}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <button type="submit" className={ui.buttonSecondary}>
          Search
        </button>
      </form>
      {isLoading ? (
        <Loading what="events" />
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">Image</th>
                <th scope="col">Name</th>
                <th scope="col">Date</th>
                <th scope="col">Gallery</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {data?.data.map((event) => (
                <tr key={event.id}>
                  <td>
                    <img
                      src={adminImageUrl(event.event_image)}
                      alt=""
                      width={72}
                      height={48}
                      loading="lazy"
                    />
                  </td>
                  <td>
                    <Link to={`/events/${event.id}`} className={ui.link}>
                      {event.event_name}
                    </Link>
                    <div className={ui.hint}>/events/{event.event_slug}</div>
                  </td>
                  <td className={ui.nowrap}>{formatOrdinalDate(event.event_date)}</td>
                  <td>{event.event_gallery.length}</td>
                  <td>
                    <div className={ui.actions}>
                      <Link to={`/events/${event.id}`} className={`${ui.buttonSecondary} ${ui.buttonSmall}`}>
                        Edit
                      </Link>
                      <a
                        href={`/events/${event.event_slug}`}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={`${ui.buttonSecondary} ${ui.buttonSmall}`}
                      >
                        View on site
                      </a>
                      <button
                        type="button"
                        className={`${ui.buttonDanger} ${ui.buttonSmall}`}
                        onClick={() => setToDelete(event)}
                      >
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {data && data.data.length === 0 && (
            <p className={ui.empty}>{q ? 'No event matches this search.' : 'No events yet.'}</p>
          )}
        </div>
      )}
      {data && <Pagination page={page} totalPages={data.total_pages} total={data.total} onPage={setPage} />}
      {toDelete && (
        <ConfirmDialog
          title="Delete this event?"
          confirmLabel="Delete event"
          busy={deletion.isLoading}
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(null)}
        >
          <p>
            “{toDelete.event_name}” and its images will be removed from the website. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
