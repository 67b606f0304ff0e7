import { useState } from 'react';
import { Link } from 'react-router-dom';
import { adminImageUrl, useDeleteEventMutation, useGetEventsQuery } from '../app/api';
import type { AdminEvent } from '../app/types';
import ConfirmDialog from '../components/ConfirmDialog';
import { Outcome } from '../components/Notice';
import { Button, FilterBar, FilterInput } from '../components/FormFields';
import PageHeader from '../components/PageHeader';
import { PagedTable, type Column } from '../components/TableRows';
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

  const columns: Array<Column<AdminEvent>> = [
    {
      header: 'Image',
      cell: (event) => (
        <img src={adminImageUrl(event.event_image)} alt="" width={72} height={48} loading="lazy" />
      ),
    },
    {
      header: 'Name',
      cell: (event) => (
        <>
          <Link to={`/events/${event.id}`} className={ui.link}>
            {event.event_name}
          </Link>
          <div className={ui.hint}>/events/{event.event_slug}</div>
        </>
      ),
    },
    { header: 'Date', cell: (event) => formatOrdinalDate(event.event_date), nowrap: true },
    { header: 'Gallery', cell: (event) => event.event_gallery.length },
    {
      header: 'Actions',
      cell: (event) => (
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
          <Button kind="danger" small onClick={() => setToDelete(event)}>
            Delete
          </Button>
        </div>
      ),
    },
  ];

  const problem = apiProblem(error) ?? apiProblem(deletion.error);
  return (
    <>
      <PageHeader title="Events" intro="Events shown on the website's Events page, newest first.">
        <Link to="/events/new" className={ui.button}>
          New event
        </Link>
      </PageHeader>
      <Outcome success={message} problem={problem?.message} />
      <FilterBar
        onSubmit={() => {
          setPage(1);
          setQ(search);
        }}
      >
        <FilterInput id="event-search" label="Search by name" value={search} onChange={setSearch} />
        <button type="submit" className={ui.buttonSecondary}>
          Search
        </button>
      </FilterBar>
      <PagedTable
        columns={columns}
        data={data}
        isLoading={isLoading}
        what="events"
        empty={q ? 'No event matches this search.' : 'No events yet.'}
        page={page}
        onPage={setPage}
      />
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
