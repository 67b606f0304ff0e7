import { Link } from 'react-router-dom';
import {
  useGetAuditQuery,
  useGetDonationsQuery,
  useGetEnquiriesQuery,
  useGetEventsQuery,
  useGetMembershipsQuery,
  useGetUnsentMailsQuery,
} from '../app/api';
import { useAdminSelector } from '../app/store';
import PageHeader from '../components/PageHeader';
import { EMPTY_FILTERS } from '../lib/recordsQuery';
import { formatTimestamp } from '../lib/format';
import ui from '../components/ui.module.css';

const ONE_OF_EACH = { ...EMPTY_FILTERS, per_page: 1 };

function Stat({ to, label, value }: { to: string; label: string; value: number | undefined }) {
  return (
    <Link to={to} className={ui.statCard}>
      <span className={ui.statValue}>{value ?? '–'}</span>
      <span className={ui.statLabel}>{label}</span>
    </Link>
  );
}

export default function Dashboard() {
  const email = useAdminSelector((state) => state.session.user?.email);
  // A sandbox server holds only test payments: count them; a live server's counts never include them.
  const sandbox = useAdminSelector((state) => state.session.sandbox);
  const ONE = { ...ONE_OF_EACH, include_test: sandbox };
  const events = useGetEventsQuery({ page: 1, per_page: 1, q: '' });
  const enquiries = useGetEnquiriesQuery(ONE);
  const memberships = useGetMembershipsQuery(ONE);
  const paidMemberships = useGetMembershipsQuery({ ...ONE, status: 'paid' });
  const donations = useGetDonationsQuery(ONE);
  const paidDonations = useGetDonationsQuery({ ...ONE, status: 'paid' });
  const audit = useGetAuditQuery({ page: 1, per_page: 8 });
  const unsentMails = useGetUnsentMailsQuery();

  return (
    <>
      <PageHeader title="Dashboard" intro={email ? `Signed in as ${email}.` : undefined}>
        <Link to="/events/new" className={ui.button}>
          New event
        </Link>
        <Link to="/exports" className={ui.buttonSecondary}>
          Exports
        </Link>
      </PageHeader>
      <div className={ui.cards}>
        <Stat to="/events" label="Events on the website" value={events.data?.total} />
        <Stat to="/enquiries" label="Enquiries" value={enquiries.data?.total} />
        <Stat to="/memberships" label="Membership applications" value={memberships.data?.total} />
        <Stat to="/memberships?status=paid" label="Paid memberships" value={paidMemberships.data?.total} />
        <Stat to="/donations" label="Donations" value={donations.data?.total} />
        <Stat to="/donations?status=paid" label="Paid donations" value={paidDonations.data?.total} />
        <Stat to="/mail" label="Unsent receipt mails" value={unsentMails.data?.result?.length} />
      </div>
      <section className={ui.panel} aria-labelledby="recent-activity">
        <h2 id="recent-activity">Recent office activity</h2>
        {audit.data && audit.data.data.length > 0 ? (
          <div className={ui.tableWrap}>
            <table className={ui.table}>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">Action</th>
                  <th scope="col">Subject</th>
                </tr>
              </thead>
              <tbody>
                {audit.data.data.map((entry) => (
                  <tr key={entry.id}>
                    <td className={ui.nowrap}>{formatTimestamp(entry.created_at)}</td>
                    <td>{entry.user_email ?? 'system'}</td>
                    <td>{entry.action}</td>
                    <td>{entry.subject}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className={ui.muted}>{audit.isLoading ? 'Loading…' : 'No activity recorded yet.'}</p>
        )}
        <p>
          <Link to="/audit" className={ui.link}>
            Full audit log
          </Link>
        </p>
      </section>
    </>
  );
}
