import { useState, type FormEvent } from 'react';
import {
  useGetSettingsQuery,
  useRunRetentionMutation,
  useSaveSettingsMutation,
  useUploadForm10acMutation,
} from '../app/api';
import type { AdminSettings } from '../app/types';
import {
  BANK_ACCOUNT_FIELDS,
  BANK_ACCOUNT_LABELS,
  bankAccountErrors,
  form10acUrlError,
  FORM_10AC_UPLOAD_PATTERN,
  MAX_BANK_ACCOUNTS,
  normaliseBankAccount,
  SITE_DOCUMENT_MESSAGES,
  type BankAccount,
} from '../../shared/validation/siteDocuments';
import { Button, TextAreaField, textBoxStyle, TextField, UploadField } from '../components/FormFields';
import { Outcome } from '../components/Notice';
import { SettingsPage } from '../components/PageHeader';
import { apiProblem } from '../lib/errors';
import ui from '../components/ui.module.css';

type TextKey = Exclude<keyof AdminSettings, 'identity_retention_days' | 'bank_accounts' | 'form_10ac_url'>;

const EMPTY_ACCOUNT: BankAccount = {
  account_name: '',
  bank_name: '',
  branch: '',
  account_number: '',
  ifsc: '',
};

/** Where the browser opens the Form 10AC: an uploaded file lives under the API base, a link is used as given. */
const form10acHref = (value: string) => (FORM_10AC_UPLOAD_PATTERN.test(value) ? `/api/${value}` : value);

const FIELDS: Array<{ key: TextKey; label: string; type?: string; multiline?: boolean }> = [
  { key: 'contact_address', label: 'Office address', multiline: true },
  { key: 'contact_mobile', label: 'Phone' },
  { key: 'contact_email', label: 'Email', type: 'email' },
  { key: 'facebook_url', label: 'Facebook link', type: 'url' },
  { key: 'twitter_url', label: 'Twitter / X link', type: 'url' },
  { key: 'insta_url', label: 'Instagram link', type: 'url' },
  { key: 'linkedin_url', label: 'LinkedIn link', type: 'url' },
  { key: 'youtube_url', label: 'YouTube link', type: 'url' },
  { key: 'site_copyright', label: 'Copyright line (footer)' },
];

export default function Settings() {
  return (
    <SettingsPage
      title="Site settings"
      intro="Contact details and social links in the website's header and footer, the bank accounts and Form 10AC order the public pages show, and data retention."
      query={useGetSettingsQuery()}
      what="settings"
      form={(saved: AdminSettings) => <SettingsForm saved={saved} />}
    />
  );
}

function SettingsForm({ saved }: { saved: AdminSettings }) {
  const [values, setValues] = useState<Record<TextKey, string>>(
    () => Object.fromEntries(FIELDS.map(({ key }) => [key, saved[key] ?? ''])) as Record<TextKey, string>,
  );
  const [retention, setRetention] = useState(saved.identity_retention_days?.toString() ?? '');
  const [retentionError, setRetentionError] = useState<string | null>(null);
  const [accounts, setAccounts] = useState<BankAccount[]>(() => saved.bank_accounts.map((a) => ({ ...a })));
  const [accountErrors, setAccountErrors] = useState<Record<string, string>>({});
  const [form10acUrl, setForm10acUrl] = useState(saved.form_10ac_url);
  const [form10acUrlProblem, setForm10acUrlProblem] = useState<string | null>(null);
  const [form10acFileProblem, setForm10acFileProblem] = useState<string | null>(null);
  const [upload10ac, uploading] = useUploadForm10acMutation();
  const [save, saving] = useSaveSettingsMutation();
  const [runRetention, running] = useRunRetentionMutation();
  const [message, setMessage] = useState<string | null>(null);
  const problem = apiProblem(saving.error) ?? apiProblem(running.error) ?? apiProblem(uploading.error);
  const errors = problem?.errors ?? {};
  const accountError = (index: number, field: string) =>
    accountErrors[`bank_accounts.${index}.${field}`] ?? errors[`bank_accounts.${index}.${field}`];

  const setAccountField = (index: number, field: keyof BankAccount, value: string) =>
    setAccounts((current) =>
      current.map((account, i) => (i === index ? { ...account, [field]: value } : account)),
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const days = retention.trim() === '' ? null : Number(retention);
    if (days !== null && (!Number.isInteger(days) || days < 1 || days > 3650)) {
      setRetentionError('Retention must be a whole number of days from 1 to 3650, or empty.');
      return;
    }
    setRetentionError(null);
    // The same rules the server applies (src/shared/validation/siteDocuments.ts), so mistakes show at once.
    const cleaned = accounts.map(normaliseBankAccount);
    const found: Record<string, string> = {};
    cleaned.forEach((account, index) => {
      for (const [field, text] of Object.entries(bankAccountErrors(account)))
        found[`bank_accounts.${index}.${field}`] = text;
    });
    setAccountErrors(found);
    const urlProblem = form10acUrlError(form10acUrl.trim());
    setForm10acUrlProblem(urlProblem);
    if (Object.keys(found).length > 0 || urlProblem) return;
    const answer = await save({
      ...values,
      identity_retention_days: days,
      bank_accounts: cleaned,
      form_10ac_url: form10acUrl.trim(),
    });
    if ('data' in answer && answer.data) setMessage('The settings were saved. The website shows them now.');
  }

  async function uploadForm10ac(file: File | undefined) {
    setMessage(null);
    if (!file) {
      setForm10acFileProblem(SITE_DOCUMENT_MESSAGES.form10acFile);
      return;
    }
    setForm10acFileProblem(null);
    const body = new FormData();
    body.append('form_10ac', file);
    const answer = await upload10ac(body);
    if ('data' in answer && answer.data) {
      setForm10acUrl(answer.data.result.form_10ac_url);
      setMessage('The Form 10AC order was uploaded. The donation page links to it now.');
    }
  }

  async function runNow() {
    setMessage(null);
    const answer = await runRetention();
    if ('data' in answer && answer.data) {
      setMessage(`${answer.data.deleted} identity file(s) older than the retention period were deleted.`);
    }
  }

  return (
    <>
      <Outcome success={message} problem={problem?.message} />
      <form className={`${ui.panel} ${ui.form}`} onSubmit={submit} noValidate aria-label="Site settings">
        <h2>Contact and social links</h2>
        {FIELDS.map(({ key, label, type, multiline }) => {
          const field = {
            label,
            error: errors[key],
            hint: type === 'url' ? 'Starts with https://, or leave empty.' : undefined,
            value: values[key],
            onChange: (value: string) => setValues((current) => ({ ...current, [key]: value })),
          };
          return multiline ? (
            <TextAreaField key={key} {...field} rows={3} style={textBoxStyle('5rem')} />
          ) : (
            <TextField key={key} {...field} type={type ?? 'text'} />
          );
        })}
        <h2>Bank accounts (magazine page)</h2>
        <p className={ui.hint}>
          Readers who subscribe to Pragati and Jinvijay by bank transfer see these accounts. Until one is
          entered, the page asks them to contact the office for bank details.
        </p>
        {accounts.map((account, index) => (
          <fieldset key={index} className={ui.panel} aria-label={`Bank account ${index + 1}`}>
            <div className={ui.row}>
              {BANK_ACCOUNT_FIELDS.map((field) => (
                <TextField
                  key={field}
                  label={BANK_ACCOUNT_LABELS[field]}
                  error={accountError(index, field)}
                  type="text"
                  inputMode={field === 'account_number' ? 'numeric' : undefined}
                  value={account[field]}
                  onChange={(value) => setAccountField(index, field, value)}
                />
              ))}
            </div>
            <div className={ui.actions} style={{ marginTop: 'var(--space-3)' }}>
              <button
                type="button"
                className={ui.buttonSecondary}
                onClick={() => {
                  setAccounts((current) => current.filter((_, i) => i !== index));
                  setAccountErrors({});
                }}
              >
                Remove bank account {index + 1}
              </button>
            </div>
          </fieldset>
        ))}
        {errors.bank_accounts && <p className={ui.error}>{errors.bank_accounts}</p>}
        {accounts.length < MAX_BANK_ACCOUNTS && (
          <div className={ui.actions}>
            <button
              type="button"
              className={ui.buttonSecondary}
              onClick={() => setAccounts((current) => [...current, { ...EMPTY_ACCOUNT }])}
            >
              Add a bank account
            </button>
          </div>
        )}

        <h2>Form 10AC order (donation page)</h2>
        <p className={ui.hint}>
          The donation page shows its “View Our Form 10AC (12A)” button only when the order is given here:
          upload the PDF, or enter a link to it.{' '}
          {form10acUrl ? (
            <a href={form10acHref(form10acUrl)} target="_blank" rel="noopener noreferrer">
              Open the current document
            </a>
          ) : (
            'No document yet: the button is hidden.'
          )}
        </p>
        <UploadField
          label="Upload the Form 10AC order (PDF, at most 5 MB)"
          error={form10acFileProblem ?? errors.form_10ac}
          accept="application/pdf,.pdf"
          buttonLabel="Upload the PDF"
          busy={uploading.isLoading}
          onUpload={(file) => void uploadForm10ac(file)}
        />
        <TextField
          label="Form 10AC link"
          error={form10acUrlProblem ?? errors.form_10ac_url}
          hint="An uploaded PDF shows here as uploads/documents/…; or enter an https:// link. Empty hides the button (saved with the settings)."
          type="text"
          value={form10acUrl}
          onChange={setForm10acUrl}
        />

        <h2>Data protection</h2>
        <TextField
          label="Keep identity documents of approved members for (days)"
          error={retentionError ?? errors.identity_retention_days}
          hint="After this many days the identity file of a paid membership is deleted (and the deletion is logged). Empty keeps files."
          type="number"
          min={1}
          max={3650}
          inputMode="numeric"
          style={{ maxWidth: '10rem' }}
          value={retention}
          onChange={setRetention}
        />
        <div className={ui.actions}>
          <Button type="submit" busy={saving.isLoading} busyLabel="Saving…">
            Save settings
          </Button>
          <Button
            kind="secondary"
            busy={running.isLoading}
            busyLabel="Running…"
            disabled={saved.identity_retention_days === null}
            onClick={runNow}
          >
            Apply retention now
          </Button>
        </div>
      </form>
    </>
  );
}
