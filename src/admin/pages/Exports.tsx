import { useState } from 'react';
import { adminFileUrl } from '../app/api';
import { useAdminSelector } from '../app/store';
import { FinancialYearField, TextField } from '../components/FormFields';
import Notice from '../components/Notice';
import PageHeader from '../components/PageHeader';
import Form10bdCheck from '../components/Form10bdCheck';
import { financialYearOf, parseIsoDate, todayInIndia, toIsoDate } from '../../shared/dates';
import ui from '../components/ui.module.css';

const FILES = [
  { path: 'exports/enquiries.csv', label: 'Enquiries CSV', payments: false },
  { path: 'exports/memberships.csv', label: 'Memberships CSV', payments: true },
  { path: 'exports/donations.csv', label: 'Donations CSV', payments: true },
];

/** The first day of this month and today, India time: the usual range the office asks for. */
function defaultRange() {
  const today = todayInIndia();
  return { from: toIsoDate({ ...today, day: 1 }), to: toIsoDate(today) };
}

export function rangeProblem(from: string, to: string): string | null {
  if (!parseIsoDate(from) || !parseIsoDate(to)) return 'Please choose both dates.';
  if (from > to) return 'The start date must not be after the end date.';
  return null;
}

const RANGE = [
  ['from', 'From date'],
  ['to', 'To date'],
] as const;

export default function Exports() {
  const [range, setRange] = useState(defaultRange);
  // Sandbox (test) payments are left out unless asked for; a sandbox server holds nothing else.
  const sandbox = useAdminSelector((state) => state.session.sandbox);
  const [includeTest, setIncludeTest] = useState(sandbox);
  const currentYear = financialYearOf(todayInIndia());
  // Form 10BD is filed for the year that ended: default to the last complete financial year.
  const [fy, setFy] = useState(currentYear - 1);
  const years = Array.from({ length: 6 }, (_, index) => currentYear - index);
  const problem = rangeProblem(range.from, range.to);

  return (
    <>
      <PageHeader
        title="Exports"
        intro="Spreadsheets of the records, and the Form 10BD statement for the Income Tax portal."
      />
      <section className={ui.panel} aria-labelledby="csv-title">
        <h2 id="csv-title">Records as CSV</h2>
        <div className={ui.row} style={{ maxWidth: '32rem' }}>
          {RANGE.map(([end, label]) => (
            <TextField
              key={end}
              label={label}
              type="date"
              value={range[end]}
              onChange={(value) => setRange((current) => ({ ...current, [end]: value }))}
            />
          ))}
        </div>
        <label>
          <input type="checkbox" checked={includeTest} onChange={(e) => setIncludeTest(e.target.checked)} />{' '}
          Include test payments (sandbox) in the memberships and donations files
        </label>
        {problem && <Notice tone="error">{problem}</Notice>}
        <p className={ui.hint}>
          Both dates are included (India time). Times in the files are India time too (IST), amounts in rupees
          (the fee or donation, and the total paid with charges). The files open in Excel, LibreOffice or
          Google Sheets.
        </p>
        <div className={ui.actions}>
          {FILES.map((file) =>
            problem ? (
              <button key={file.path} type="button" className={ui.button} disabled>
                {file.label}
              </button>
            ) : (
              <a
                key={file.path}
                className={ui.button}
                href={adminFileUrl(
                  file.path,
                  file.payments && includeTest ? { ...range, include_test: '1' } : range,
                )}
                download
              >
                {file.label}
              </a>
            ),
          )}
        </div>
      </section>
      <section className={ui.panel} aria-labelledby="form10bd-title">
        <h2 id="form10bd-title">Form 10BD statement of donations</h2>
        <p className={ui.hint}>
          Paid donations of the financial year (1 April to 31 March), one row per donor and donation type, in
          the column order of the Income Tax portal&apos;s template. Fill in the Pre Acknowledgement Number,
          the URN and any missing ID codes before uploading.
        </p>
        <div className={ui.actions} style={{ alignItems: 'end' }}>
          <FinancialYearField years={years} value={fy} onChange={setFy} />
          <a className={ui.button} href={adminFileUrl('exports/form-10bd.csv', { fy: String(fy) })} download>
            Form 10BD CSV
          </a>
        </div>
        <Form10bdCheck fy={fy} />
      </section>
    </>
  );
}
