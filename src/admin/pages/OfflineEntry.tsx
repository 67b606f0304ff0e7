import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useRecordOfflineMutation } from '../app/booksApi';
import { GENDERS } from '../../shared/validation/rules';
import {
  EMPTY_OFFLINE_ENTRY,
  INSTRUMENT_NUMBER_LABELS,
  normaliseOfflineEntry,
  OFFLINE_MODE_LABELS,
  OFFLINE_MODES,
  offlineAmountPaise,
  offlineEntryErrors,
  type OfflineEntryForm,
  type OfflineMode,
} from '../../shared/validation/offline';
import { OFFICE_DONATION_PURPOSES } from '../../shared/validation/receiptDetails';
import { formatPaise } from '../../shared/money';
import Field from '../components/Field';
import Notice from '../components/Notice';
import PageHeader from '../components/PageHeader';
import { apiProblem } from '../lib/errors';
import ui from '../components/ui.module.css';

// "Record an offline gift": cash, cheque, demand draft, bank transfer and UPI gifts, and memberships paid at the
// counter. Checked with the server's own rules (src/shared/validation/offline.ts); the receipt takes the next number
// of the Sabha's series and is mailed like an online one.

type TextField = Exclude<keyof OfflineEntryForm, 'kind' | 'dbjs_member' | 'magazine_member'>;

const PERSON_FIELDS: Array<[TextField, string]> = [
  ['first_name', 'First name'],
  ['middle_name', 'Middle name'],
  ['sur_name', 'Surname'],
  ['mobile_no', 'Mobile'],
  ['email_id', 'Email (the receipt is mailed here)'],
  ['data_of_birth', 'Date of birth (YYYY-MM-DD)'],
  ['address', 'Address'],
  ['city', 'City'],
  ['tehsil', 'Tehsil'],
  ['dist', 'District'],
  ['state', 'State'],
  ['pincode', 'Pincode'],
];

export default function OfflineEntry() {
  const [form, setForm] = useState<OfflineEntryForm>(EMPTY_OFFLINE_ENTRY);
  const [checked, setChecked] = useState<Partial<Record<string, string>>>({});
  const [done, setDone] = useState<{ message: string; receipt: string; orderId: number } | null>(null);
  const [record, recording] = useRecordOfflineMutation();
  const problem = apiProblem(recording.error);
  const errors: Partial<Record<string, string>> = { ...(problem?.errors ?? {}), ...checked };
  const mode = form.mode as OfflineMode;
  const set = (field: keyof OfflineEntryForm, value: string | boolean) =>
    setForm((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const cleaned = normaliseOfflineEntry(form);
    const found = offlineEntryErrors(cleaned);
    setChecked(found);
    if (Object.keys(found).length > 0) return;
    const answer = await record(cleaned);
    if ('data' in answer && answer.data) {
      setDone({
        message: answer.data.message,
        receipt: answer.data.receipt_number,
        orderId: answer.data.order_id,
      });
      setForm({ ...EMPTY_OFFLINE_ENTRY, kind: form.kind, mode: form.mode });
    }
  }

  const text = (field: TextField, label: string, hint?: string) => (
    <Field key={field} label={label} error={errors[field]} hint={hint}>
      {(control) => (
        <input
          {...control}
          name={field}
          className={ui.input}
          value={form[field]}
          onChange={(event) => set(field, event.target.value)}
        />
      )}
    </Field>
  );

  return (
    <>
      <PageHeader
        title="Record an offline gift"
        intro="A gift or membership paid at the office. The receipt takes the next number of the Sabha's series, is stored as issued and mailed when an email is given. No gateway charge applies."
      />
      {done && (
        <Notice tone="success">
          {done.message} Receipt number {done.receipt}.{' '}
          <Link to={`/orders/${done.orderId}`}>Open its books</Link>
        </Notice>
      )}
      {problem && <Notice tone="error">{problem.message}</Notice>}
      <form className={`${ui.panel} ${ui.form}`} onSubmit={submit} noValidate aria-label="Offline gift">
        <Field label="What was paid" error={errors.kind}>
          {(control) => (
            <select
              {...control}
              name="kind"
              className={ui.input}
              value={form.kind}
              onChange={(event) => set('kind', event.target.value)}
            >
              <option value="donation">Donation</option>
              <option value="membership">Membership at the counter</option>
            </select>
          )}
        </Field>
        <Field label="Received as" error={errors.mode}>
          {(control) => (
            <select
              {...control}
              name="mode"
              className={ui.input}
              value={form.mode}
              onChange={(event) => set('mode', event.target.value)}
            >
              {OFFLINE_MODES.map((value) => (
                <option key={value} value={value}>
                  {OFFLINE_MODE_LABELS[value]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {mode !== 'cash' && text('instrument_number', INSTRUMENT_NUMBER_LABELS[mode])}
        {(mode === 'cheque' || mode === 'demand_draft') && text('bank', 'Bank')}
        {mode !== 'cash' && text('instrument_date', 'Date on the instrument (YYYY-MM-DD)')}
        {form.kind === 'donation' ? (
          <>
            {text('donation_amount', 'Amount (₹)')}
            <Field
              label="Purpose"
              error={errors.donation_type}
              hint="Only 'Corpus of the Sabha' is a corpus donation."
            >
              {(control) => (
                <select
                  {...control}
                  name="donation_type"
                  className={ui.input}
                  value={form.donation_type}
                  onChange={(event) => set('donation_type', event.target.value)}
                >
                  {OFFICE_DONATION_PURPOSES.map((purpose) => (
                    <option key={purpose.value} value={purpose.value}>
                      {purpose.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            {text('pan', "Donor's PAN", 'Needed for Form 10BD and the 80G certificate.')}
          </>
        ) : (
          <fieldset className={ui.field}>
            <legend>Membership</legend>
            <label>
              <input
                type="checkbox"
                name="dbjs_member"
                checked={form.dbjs_member}
                onChange={(event) => set('dbjs_member', event.target.checked)}
              />{' '}
              Life membership
            </label>
            <label>
              <input
                type="checkbox"
                name="magazine_member"
                checked={form.magazine_member}
                onChange={(event) => set('magazine_member', event.target.checked)}
              />{' '}
              Magazine membership (5 years)
            </label>
            {errors.dbjs_member && <span className={ui.error}>{errors.dbjs_member}</span>}
          </fieldset>
        )}
        {PERSON_FIELDS.map(([field, label]) => text(field, label))}
        <Field label="Gender" error={errors.gender}>
          {(control) => (
            <select
              {...control}
              name="gender"
              className={ui.input}
              value={form.gender}
              onChange={(event) => set('gender', event.target.value)}
            >
              <option value="">Choose…</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {gender}
                </option>
              ))}
            </select>
          )}
        </Field>
        <p className={ui.hint}>Amount received: {formatPaise(offlineAmountPaise(form))}</p>
        <div className={ui.actions}>
          <button type="submit" className={ui.button} disabled={recording.isLoading}>
            {recording.isLoading ? 'Recording…' : 'Record and issue the receipt'}
          </button>
        </div>
      </form>
    </>
  );
}
