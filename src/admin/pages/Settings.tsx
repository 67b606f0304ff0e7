import { useState, type FormEvent } from 'react';
import { useGetSettingsQuery, useRunRetentionMutation, useSaveSettingsMutation } from '../app/api';
import type { AdminSettings } from '../app/types';
import Field from '../components/Field';
import Notice, { Loading } from '../components/Notice';
import PageHeader from '../components/PageHeader';
import { apiProblem } from '../lib/errors';
import ui from '../components/ui.module.css';

type TextKey = Exclude<keyof AdminSettings, 'identity_retention_days'>;

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
  const { data, error } = useGetSettingsQuery();
  const problem = apiProblem(error);
  return (
    <>
      <PageHeader
        title="Site settings"
        intro="Contact details and social links in the website's header and footer, and data retention."
      />
      {problem && <Notice tone="error">{problem.message}</Notice>}
      {data ? (
        <SettingsForm key={JSON.stringify(data.result)} saved={data.result} />
      ) : (
        !problem && <Loading what="settings" />
      )}
    </>
  );
}

function SettingsForm({ saved }: { saved: AdminSettings }) {
  const [values, setValues] = useState<Record<TextKey, string>>(
    () => Object.fromEntries(FIELDS.map(({ key }) => [key, saved[key] ?? ''])) as Record<TextKey, string>,
  );
  const [retention, setRetention] = useState(saved.identity_retention_days?.toString() ?? '');
  const [retentionError, setRetentionError] = useState<string | null>(null);
  const [save, saving] = useSaveSettingsMutation();
  const [runRetention, running] = useRunRetentionMutation();
  const [message, setMessage] = useState<string | null>(null);
  const problem = apiProblem(saving.error) ?? apiProblem(running.error);
  const errors = problem?.errors ?? {};

  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    const days = retention.trim() === '' ? null : Number(retention);
    if (days !== null && (!Number.isInteger(days) || days < 1 || days > 3650)) {
      setRetentionError('Retention must be a whole number of days from 1 to 3650, or empty.');
      return;
    }
    setRetentionError(null);
    const answer = await save({ ...values, identity_retention_days: days });
    if ('data' in answer && answer.data) setMessage('The settings were saved. The website shows them now.');
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
      {message && <Notice tone="success">{message}</Notice>}
      {problem && <Notice tone="error">{problem.message}</Notice>}
      <form className={`${ui.panel} ${ui.form}`} onSubmit={submit} noValidate aria-label="Site settings">
        <h2>Contact and social links</h2>
        {FIELDS.map(({ key, label, type, multiline }) => (
          <Field
            key={key}
            label={label}
            error={errors[key]}
            hint={type === 'url' ? 'Starts with https://, or leave empty.' : undefined}
          >
            {(control) =>
              multiline ? (
                <textarea
                  {...control}
                  className={ui.input}
                  rows={3}
                  style={{ minHeight: '5rem', fontFamily: 'inherit', fontSize: 'var(--text-sm)' }}
                  value={values[key]}
                  onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
                />
              ) : (
                <input
                  {...control}
                  className={ui.input}
                  type={type ?? 'text'}
                  value={values[key]}
                  onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
                />
              )
            }
          </Field>
        ))}
        <h2>Data protection</h2>
        <Field
          label="Keep identity documents of approved members for (days)"
          error={retentionError ?? errors.identity_retention_days}
          hint="After this many days the identity file of a paid membership is deleted (and the deletion is logged). Empty keeps files."
        >
          {(control) => (
            <input
              {...control}
              className={ui.input}
              type="number"
              min={1}
              max={3650}
              inputMode="numeric"
              style={{ maxWidth: '10rem' }}
              value={retention}
              onChange={(event) => setRetention(event.target.value)}
            />
          )}
        </Field>
        <div className={ui.actions}>
          <button type="submit" className={ui.button} disabled={saving.isLoading}>
            {saving.isLoading ? 'Saving…' : 'Save settings'}
          </button>
          <button
            type="button"
            className={ui.buttonSecondary}
            onClick={runNow}
            disabled={running.isLoading || saved.identity_retention_days === null}
          >
            {running.isLoading ? 'Running…' : 'Apply retention now'}
          </button>
        </div>
      </form>
    </>
  );
}
