import { Link } from 'react-router-dom';
import { roleOpens } from '../../shared/adminRoles';
import { useGetAuditQuery, useGetDashboardQuery } from '../app/api';
import { useAdminSelector } from '../app/store';
import { auditColumns } from '../lib/auditActions';
import { DataTable } from '../components/TableRows';
import MoneyTotals from '../components/MoneyTotals';
import UnpaidPayments from '../components/UnpaidPayments';
import Notice from '../components/Notice';
import PageHeader from '../components/PageHeader';
import { formatMoney } from '../lib/format';
import ui from '../components/ui.module.css';

const AUDIT_COLUMNS = auditColumns('Who', 'system');

function Stat({ to, label, value }: { to: string; label: string; value: number | string | undefined }) {
  return (
    <Link to={to} className={ui.statCard}>
      <span className={ui.statValue}>{value ?? '–'}</span>
      <span className={ui.statLabel}>{label}</span>
    </Link>
  );
}

export default function Dashboard() {
  const user = useAdminSelector((state) => state.session.user);
  const email = user?.email;
  // A sandbox server holds only test payments: count them; a live server's counts never include them.
  const sandbox = useAdminSelector((state) => state.session.sandbox);
  const figures = useGetDashboardQuery({ include_test: sandbox }).data;
  const mayAudit = user ? roleOpens(user.role, 'administration') : false;
  const audit = useGetAuditQuery({ page: 1, per_page: 8 }, { skip: !mayAudit });

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
      {figures?.receipt_details_warning && (
        <Notice tone="info">
          {figures.receipt_details_warning}{' '}
          {user && roleOpens(user.role, 'administration') && (
            <Link to="/settings/receipts">Open receipt details</Link>
          )}
        </Notice>
      )}
      <div className={ui.cards}>
        <Stat to="/events" label="Events on the website" value={figures?.events} />
        <Stat to="/enquiries" label="Enquiries" value={figures?.enquiries} />
        <Stat to="/memberships" label="Membership applications" value={figures?.memberships} />
        <Stat to="/memberships?status=paid" label="Paid memberships" value={figures?.paid_memberships} />
        <Stat
          to="/memberships?approval=awaiting"
          label="Memberships awaiting approval"
          value={figures?.memberships_awaiting_approval}
        />
        <Stat to="/donations" label="Donations" value={figures?.donations} />
        <Stat to="/donations?status=paid" label="Paid donations" value={figures?.paid_donations} />
        <Stat to="/mail" label="Unsent receipt mails" value={figures?.unsent_mails} />
        <Stat
          to="/subscriptions"
          label={`Monthly recurring income (${figures?.active_subscriptions ?? '–'} ${figures?.active_subscriptions === 1 ? 'gift' : 'gifts'} running, ${figures?.subscriptions_ended_30_days ?? '–'} ended in 30 days)`}
          value={figures ? formatMoney(figures.monthly_recurring_paise) : undefined}
        />
        <Stat
          to="/subscriptions?status=halted"
          label={`Regular gifts needing attention: halted after failed charges${figures?.paused_subscriptions ? ` (${figures.paused_subscriptions} more paused)` : ''}`}
          value={figures?.halted_subscriptions}
        />
      </div>
      {figures?.money && <MoneyTotals totals={figures.money} includesTest={sandbox} />}
      {figures?.unpaid && <UnpaidPayments periods={figures.unpaid} includesTest={sandbox} />}
      {mayAudit && (
        <section className={ui.panel} aria-labelledby="recent-activity">
          <h2 id="recent-activity">Recent office activity</h2>
          {audit.data && audit.data.data.length > 0 ? (
            <DataTable columns={AUDIT_COLUMNS} rows={audit.data.data} />
          ) : (
            <p className={ui.muted}>{audit.isLoading ? 'Loading…' : 'No activity recorded yet.'}</p>
          )}
          <p>
            <Link to="/audit" className={ui.link}>
              Full audit log
            </Link>
          </p>
        </section>
      )}
    </>
  );
}
