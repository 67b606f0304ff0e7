import { Link } from 'react-router-dom';
import { useGetUnsentMailsQuery, useRetryMailMutation } from '../app/api';
import type { UnsentMail } from '../app/types';
import Notice, { Loading } from '../components/Notice';
import PageHeader from '../components/PageHeader';
import { Button } from '../components/FormFields';
import { DataTable, type Column } from '../components/TableRows';
import { apiProblem } from '../lib/errors';
import { formatTimestamp } from '../lib/format';
import ui from '../components/ui.module.css';

// Receipt mails not sent yet. The outbox retries by itself (1, 2, 4 … minutes apart); a mail it gave up on after
// eight attempts waits here until the office retries it, e.g. once the mail server works again.

const STATUS: Record<UnsentMail['status'], string> = {
  pending: 'Waiting to be sent',
  sending: 'Being sent',
  failed: 'Gave up after every attempt',
};

function recordLink(mail: UnsentMail): string {
  // A Form 10BE certificate's mail has no order: it links to the certificates of the year.
  if (mail.kind === 'form-10be') return '/form-10be';
  return mail.order_kind === 'donation' ? '/donations' : '/memberships';
}

/** What the mail is about, linked to where the office finds it. */
function MailSubject({ mail }: { mail: UnsentMail }) {
  if (mail.kind === 'subscription-halted') {
    // A halted monthly or yearly gift's notice: no order and no receipt; the halted gifts list shows the gift.
    return (
      <Link to="/subscriptions?status=halted">
        Halted gift notice{mail.donor_name ? ` to ${mail.donor_name}` : ''}
      </Link>
    );
  }
  return (
    <Link to={`${recordLink(mail)}?q=${encodeURIComponent(mail.receipt_number ?? '')}`}>
      {mail.receipt_number ?? `Order ${mail.order_id}`}
    </Link>
  );
}

export default function MailOutbox() {
  const { data, isLoading, error } = useGetUnsentMailsQuery();
  const [retry, retrying] = useRetryMailMutation();
  const problem = apiProblem(error) ?? apiProblem(retrying.error);
  const mails = data?.result ?? [];
  const columns: Array<Column<UnsentMail>> = [
    { header: 'Mail', cell: (mail) => <MailSubject mail={mail} /> },
    { header: 'Status', cell: (mail) => STATUS[mail.status] },
    { header: 'Attempts', cell: (mail) => mail.attempts },
    {
      header: 'Next attempt',
      cell: (mail) => (mail.status === 'failed' ? '–' : formatTimestamp(mail.next_attempt_at)),
      nowrap: true,
    },
    { header: 'Last problem', cell: (mail) => mail.last_error ?? '–' },
    {
      header: 'Actions',
      hiddenHeader: true,
      cell: (mail) =>
        mail.status !== 'sending' && (
          <Button kind="secondary" busy={retrying.isLoading} onClick={() => void retry(mail.id)}>
            Send now
          </Button>
        ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Unsent mails"
        intro="Receipt mails, and notices of halted monthly or yearly gifts, that have not reached the payer yet. They are retried automatically; one that failed every attempt can be sent again here."
        problem={problem}
      />
      {retrying.isSuccess && <Notice tone="success">The mail will be sent again now.</Notice>}
      {isLoading ? (
        <Loading what="the unsent mails" />
      ) : mails.length === 0 ? (
        <p className={ui.empty}>Every receipt mail has been sent.</p>
      ) : (
        <DataTable columns={columns} rows={mails} />
      )}
    </>
  );
}
