import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { adminFileUrl } from '../app/api';
import {
  useGenerateForm10beMutation,
  useGetForm10beProgressQuery,
  useGetForm10beYearQuery,
  useMailForm10beMutation,
  type CertificateMailStatus,
  type Form10beCertificate,
  type Form10beProgress,
} from '../app/form10beApi';
import { FinancialYearField } from '../components/FormFields';
import Notice, { Loading } from '../components/Notice';
import PageHeader from '../components/PageHeader';
import { DataTable, type Column } from '../components/TableRows';
import { apiProblem } from '../lib/errors';
import { formatTimestamp } from '../lib/format';
import { formatPaise } from '../../shared/money';
import { financialYearLabel, financialYearOf, formatOrdinalDate, todayInIndia } from '../../shared/dates';
import ui from '../components/ui.module.css';

// Form 10BE certificates of a financial year (docs/product.md "Form 10BE"): generated once the year's Form 10BD is
// filed with the portal's acknowledgement number and date, one per donor identity of the statement; mailed in
// bulk through the mail outbox, whose progress this page polls while mails wait; donors without an e-mail address
// are listed for the office to hand their certificate over on paper.

const POLL_MS = 2_000;

const MAIL_STATUS: Record<CertificateMailStatus, string> = {
  'no-email': 'No e-mail: hand over on paper',
  'not-queued': 'Not mailed yet',
  pending: 'Waiting to be sent',
  sending: 'Being sent',
  sent: 'Sent',
  failed: 'Failed (see Unsent mails)',
  skipped: 'Not sent',
};

const CERTIFICATE_COLUMNS: Array<Column<Form10beCertificate>> = [
  {
    header: 'Certificate',
    cell: (certificate) => (
      <a className={ui.link} href={adminFileUrl(`form-10be/${certificate.id}/certificate.pdf`)} download>
        {certificate.certificate_number}
      </a>
    ),
    nowrap: true,
  },
  {
    header: 'Donor',
    cell: (certificate) => (
      <>
        {certificate.donor_name}
        {certificate.changed && <span className={ui.muted}> (changed since)</span>}
      </>
    ),
  },
  { header: 'PAN', cell: (certificate) => certificate.pan || '–' },
  { header: 'E-mail', cell: (certificate) => certificate.email || '–' },
  { header: 'Amount', cell: (certificate) => formatPaise(certificate.amount_paise), numeric: true },
  {
    header: 'Mail',
    cell: (certificate) => (
      <>
        {MAIL_STATUS[certificate.mail_status]}
        {certificate.mail_sent_at && certificate.mail_status === 'sent' && (
          <span className={ui.muted}> {formatTimestamp(certificate.mail_sent_at)}</span>
        )}
      </>
    ),
  },
];

function ProgressPanel({ progress }: { progress: Form10beProgress }) {
  const mailable = progress.certificates - progress.no_email;
  const started = progress.queued + progress.sent + progress.failed;
  const summary =
    mailable === 0
      ? 'No certificate has an e-mail address.'
      : started === 0
        ? `${mailable} certificate${mailable === 1 ? '' : 's'} can be mailed.`
        : progress.sent === mailable
          ? mailable === 1
            ? 'The certificate mail was sent.'
            : `All ${mailable} certificate mails sent.`
          : `${progress.sent} of ${mailable} certificate mails sent.`;
  return (
    <div role="region" aria-label="Mailing progress">
      <p className={ui.hint} aria-live="polite">
        <strong>{summary}</strong>
      </p>
      {mailable > 0 && started > 0 && (
        <progress
          max={mailable}
          value={progress.sent}
          aria-label="Certificate mails sent"
          style={{ width: '100%', maxWidth: '32rem', height: '1rem', accentColor: '#7b1e1e' }}
        />
      )}
      <dl className={ui.details}>
        <dt>Certificates</dt>
        <dd>{progress.certificates}</dd>
        <dt>Sent</dt>
        <dd data-testid="progress-sent">{progress.sent}</dd>
        <dt>Queued</dt>
        <dd data-testid="progress-queued">{progress.queued}</dd>
        <dt>Failed</dt>
        <dd data-testid="progress-failed">{progress.failed}</dd>
        <dt>Not mailed yet</dt>
        <dd>{progress.not_queued}</dd>
        <dt>No e-mail address</dt>
        <dd data-testid="progress-no-email">{progress.no_email}</dd>
      </dl>
    </div>
  );
}

export default function Form10be() {
  const [params, setParams] = useSearchParams();
  const currentYear = financialYearOf(todayInIndia());
  const years = Array.from({ length: 6 }, (_, index) => currentYear - index);
  const asked = Number(params.get('fy'));
  // Form 10BD (and so 10BE) is filed for the year that ended: default to the last complete financial year.
  const fy = years.includes(asked) ? asked : currentYear - 1;
  const { data, error, isLoading, refetch } = useGetForm10beYearQuery(fy);
  const [generate, generating] = useGenerateForm10beMutation();
  const [mail, mailing] = useMailForm10beMutation();
  // While mails wait in the outbox, the counts are polled (no personal data, so no audit entry per poll).
  const [poll, setPoll] = useState(false);
  const waiting = (data?.fy === fy ? data.progress.queued : 0) > 0;
  useEffect(() => {
    if (waiting) setPoll(true);
  }, [waiting]);
  const polled = useGetForm10beProgressQuery(fy, { skip: !poll, pollingInterval: poll ? POLL_MS : 0 });
  const polledProgress = polled.data?.fy === fy ? polled.data.progress : undefined;
  useEffect(() => {
    if (poll && polledProgress && polledProgress.queued === 0) {
      setPoll(false);
      void refetch();
    }
  }, [poll, polledProgress, refetch]);
  const progress = (poll ? polledProgress : undefined) ?? data?.progress;

  const problem = apiProblem(error) ?? apiProblem(generating.error) ?? apiProblem(mailing.error);
  const generated = generating.data && generating.originalArgs?.fy === fy ? generating.data : undefined;
  const mailed = mailing.data && mailing.originalArgs?.fy === fy ? mailing.data : undefined;
  const certificates = data?.certificates ?? [];
  const onPaper = certificates.filter((certificate) => !certificate.email);
  const changed = certificates.filter((certificate) => certificate.changed);

  return (
    <>
      <PageHeader
        title="Form 10BE certificates"
        intro="The certificate of donation each donor needs to claim the 80G deduction: one per donor of the financial year, made from the filed Form 10BD statement."
      />
      <section className={ui.panel} aria-labelledby="year-title">
        <h2 id="year-title">Financial year</h2>
        <div className={ui.actions} style={{ alignItems: 'end' }}>
          <FinancialYearField years={years} value={fy} onChange={(year) => setParams({ fy: String(year) })} />
        </div>
        {problem && <Notice tone="error">{problem.message}</Notice>}
        {isLoading || !data || data.fy !== fy ? (
          <Loading what="the certificates" />
        ) : (
          <>
            {data.filed && !data.problem ? (
              <p className={ui.hint}>
                Form 10BD for {financialYearLabel(fy)} was filed on{' '}
                {formatOrdinalDate(data.filed.filed_on ?? '')} with acknowledgement number{' '}
                <strong>{data.filed.acknowledgement}</strong>. {data.donors} donor
                {data.donors === 1 ? '' : 's'} in the statement.
              </p>
            ) : (
              <Notice tone="info">
                {data.problem}{' '}
                <Link to="/exports" className={ui.link}>
                  Go to Exports
                </Link>
              </Notice>
            )}
            {generated && <Notice tone="success">{generated.message}</Notice>}
            {mailed && <Notice tone="success">{mailed.message}</Notice>}
            <div className={ui.actions}>
              <button
                type="button"
                className={ui.button}
                disabled={data.problem !== null || data.missing === 0 || generating.isLoading}
                onClick={() => void generate({ fy })}
              >
                {generating.isLoading
                  ? 'Generating…'
                  : data.certificates.length === 0
                    ? 'Generate certificates'
                    : data.missing === 0
                      ? 'All certificates generated'
                      : `Generate the missing certificates (${data.missing})`}
              </button>
              <button
                type="button"
                className={ui.buttonSecondary}
                disabled={
                  !progress ||
                  progress.not_queued === 0 ||
                  mailing.isLoading ||
                  data.certificates.length === 0
                }
                onClick={() => void mail({ fy })}
              >
                {mailing.isLoading ? 'Queuing the mails…' : 'Mail all certificates'}
              </button>
            </div>
            {data.certificates.length > 0 && data.missing === 0 && (
              <p className={ui.hint}>Every donor of the statement has a certificate.</p>
            )}
          </>
        )}
      </section>

      {data && data.fy === fy && progress && data.certificates.length > 0 && (
        <section className={ui.panel} aria-labelledby="progress-title">
          <h2 id="progress-title">Mailing</h2>
          <ProgressPanel progress={progress} />
        </section>
      )}

      {onPaper.length > 0 && (
        <section className={ui.panel} aria-labelledby="paper-title">
          <h2 id="paper-title">To hand over on paper</h2>
          <p className={ui.hint}>
            These donors gave no e-mail address: print their certificate and hand it over or post it.
          </p>
          <ul aria-label="Donors without e-mail">
            {onPaper.map((certificate) => (
              <li key={certificate.id}>
                {certificate.donor_name} ({certificate.certificate_number}):{' '}
                <a
                  className={ui.link}
                  href={adminFileUrl(`form-10be/${certificate.id}/certificate.pdf`)}
                  download
                >
                  certificate PDF
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}

      {certificates.length > 0 && (
        <section className={ui.panel} aria-labelledby="certificates-title">
          <h2 id="certificates-title">Certificates</h2>
          {changed.length > 0 && (
            <Notice tone="info">
              {changed.length === 1
                ? '1 certificate no longer matches'
                : `${changed.length} certificates no longer match`}{' '}
              the statement (a receipt cancelled or a record corrected since it was issued); certificates are
              kept as issued.
            </Notice>
          )}
          <DataTable columns={CERTIFICATE_COLUMNS} rows={certificates} />
        </section>
      )}
    </>
  );
}
