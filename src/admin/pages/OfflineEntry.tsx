import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useRecordOfflineMutation } from '../app/booksApi';
import { GENDER_LABELS, GENDERS } from '../../shared/validation/rules';
import {
  EMPTY_OFFLINE_ENTRY,
  INSTRUMENT_NUMBER_LABELS,
  normaliseOfflineEntry,
  OFFLINE_MODE_LABELS,
  OFFLINE_MODES,
  offlineAmountPaise,
  RECEIVED_WITHIN_DAYS,
  offlineEntryErrors,
  type OfflineEntryForm,
  type OfflineMode,
} from '../../shared/validation/offline';
import { OFFICE_DONATION_PURPOSES } from '../../shared/validation/receiptDetails';
import { formatPaise } from '../../shared/money';
import { todayInIndia, toIsoDate } from '../../shared/dates';
import { Button, SelectField, TextField, type SelectOption } from '../components/FormFields';
import Notice from '../components/Notice';
import PageHeader from '../components/PageHeader';
import { apiProblem } from '../lib/errors';
import { useCheckedErrors } from '../lib/useCheckedErrors';
import ui from '../components/ui.module.css';

// "Record an offline gift": cash, cheque, demand draft, bank transfer and UPI gifts, and memberships paid at the
// counter. Checked with the server's own rules (src/shared/validation/offline.ts); the receipt takes the next number
// of the Sabha's series and is mailed like an online one.

type TextKey = Exclude<keyof OfflineEntryForm, 'kind' | 'dbjs_member' | 'magazine_member'>;

const PERSON_FIELDS: Array<[TextKey, string]> = [
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

const KINDS: readonly SelectOption[] = [
  { value: 'donation', label: 'Donation' },
  { value: 'membership', label: 'Membership at the counter' },
];
const MODES = OFFLINE_MODES.map((value) => ({ value, label: OFFLINE_MODE_LABELS[value] }));
const GENDER_OPTIONS = GENDERS.map((gender) => ({ value: gender, label: GENDER_LABELS[gender] }));
const MEMBERSHIPS: Array<['dbjs_member' | 'magazine_member', string]> = [
  ['dbjs_member', 'Life membership'],
  ['magazine_member', 'Magazine membership (5 years)'],
];

/** A new entry: received today (India), as most are; a late entry changes the date. */
const freshEntry = (): OfflineEntryForm => ({
  ...EMPTY_OFFLINE_ENTRY,
  received_on: toIsoDate(todayInIndia()),
});

export default function OfflineEntry() {
  const [form, setForm] = useState<OfflineEntryForm>(freshEntry);
  const [done, setDone] = useState<{ message: string; receipt: string; orderId: number } | null>(null);
  const [record, recording] = useRecordOfflineMutation();
  const problem = apiProblem(recording.error);
  const { errors, passes } = useCheckedErrors(problem);
  const mode = form.mode as OfflineMode;
  const set = (field: keyof OfflineEntryForm, value: string | boolean) =>
    setForm((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    const cleaned = normaliseOfflineEntry(form);
    if (!passes(offlineEntryErrors(cleaned))) return;
    const answer = await record(cleaned);
    if ('data' in answer && answer.data) {
      setDone({
        message: answer.data.message,
        receipt: answer.data.receipt_number,
        orderId: answer.data.order_id,
      });
      // Kind and mode stay for the next entry; the date received goes back to today, so that a late entry's date
      // is never carried unnoticed into the next one (the wrong day, or even the wrong financial year).
      setForm({ ...freshEntry(), kind: form.kind, mode: form.mode });
    }
  }

  const text = (field: TextKey, label: string, hint?: string) => (
    <TextField
      key={field}
      label={label}
      error={errors[field]}
      hint={hint}
      name={field}
      value={form[field]}
      onChange={(value) => set(field, value)}
    />
  );

  const choice = (
    field: 'kind' | 'mode' | 'donation_type' | 'gender',
    label: string,
    options: readonly SelectOption[],
  ) => ({
    label,
    error: errors[field],
    name: field,
    options,
    value: form[field],
    onChange: (value: string) => set(field, value),
  });

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
        <SelectField {...choice('kind', 'What was paid', KINDS)} />
        <SelectField {...choice('mode', 'Received as', MODES)} />
        {text(
          'received_on',
          'Date received (YYYY-MM-DD)',
          `The receipt is dated this day and counted in its financial year; up to ${RECEIVED_WITHIN_DAYS} days back.`,
        )}
        {mode !== 'cash' && text('instrument_number', INSTRUMENT_NUMBER_LABELS[mode])}
        {(mode === 'cheque' || mode === 'demand_draft') && text('bank', 'Bank')}
        {mode !== 'cash' && text('instrument_date', 'Date on the instrument (YYYY-MM-DD)')}
        {form.kind === 'donation' ? (
          <>
            {text('donation_amount', 'Amount (₹)')}
            <SelectField
              {...choice('donation_type', 'Purpose', OFFICE_DONATION_PURPOSES)}
              hint="Only 'Corpus of the Sabha' is a corpus donation."
            />
            {text('pan', "Donor's PAN", 'Needed for Form 10BD and the 80G certificate.')}
          </>
        ) : (
          <fieldset className={ui.field}>
            <legend>Membership</legend>
            {MEMBERSHIPS.map(([field, label]) => (
              <label key={field}>
                <input
                  type="checkbox"
                  name={field}
                  checked={form[field]}
                  onChange={(event) => set(field, event.target.checked)}
                />{' '}
                {label}
              </label>
            ))}
            {errors.dbjs_member && <span className={ui.error}>{errors.dbjs_member}</span>}
          </fieldset>
        )}
        {PERSON_FIELDS.map(([field, label]) => text(field, label))}
        <SelectField {...choice('gender', 'Gender', GENDER_OPTIONS)} placeholder="Choose…" />
        <p className={ui.hint}>Amount received: {formatPaise(offlineAmountPaise(form))}</p>
        <div className={ui.actions}>
          <Button type="submit" busy={recording.isLoading} busyLabel="Recording…">
            Record and issue the receipt
          </Button>
        </div>
      </form>
    </>
  );
}
