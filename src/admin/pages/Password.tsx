import { useState, type FormEvent } from 'react';
import { useChangePasswordMutation } from '../app/api';
import { SubmitButton, TextField } from '../components/FormFields';
import Notice from '../components/Notice';
import PageHeader from '../components/PageHeader';
import { apiProblem } from '../lib/errors';
import ui from '../components/ui.module.css';

// Every officer changes their own password here; the server checks the current one, and ends their sessions on
// other devices.

const EMPTY = { current_password: '', new_password: '' };

/** The two fields, named as the request names them. */
const PASSWORDS = [
  { name: 'current_password', label: 'Current password', autoComplete: 'current-password' },
  { name: 'new_password', label: 'New password', autoComplete: 'new-password' },
] as const;

export default function Password() {
  const [changePassword, change] = useChangePasswordMutation();
  const [passwords, setPasswords] = useState(EMPTY);
  const problem = apiProblem(change.error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const answer = await changePassword(passwords);
    if ('data' in answer) setPasswords(EMPTY);
  }

  return (
    <>
      <PageHeader
        title="Change password"
        intro="At least 12 characters; a few unrelated words make a strong password. You stay signed in here and are signed out everywhere else."
      />
      {change.isSuccess && <Notice tone="success">Your password was changed.</Notice>}
      {problem && !problem.errors.current_password && !problem.errors.new_password && (
        <Notice tone="error">{problem.message}</Notice>
      )}
      <form className={ui.form} onSubmit={submit} noValidate style={{ maxWidth: '28rem' }}>
        {PASSWORDS.map(({ name, label, autoComplete }) => (
          <TextField
            key={name}
            label={label}
            error={problem?.errors[name]}
            type="password"
            autoComplete={autoComplete}
            value={passwords[name]}
            onChange={(value) => setPasswords((current) => ({ ...current, [name]: value }))}
          />
        ))}
        <SubmitButton busy={change.isLoading} busyLabel="Changing…">
          Change password
        </SubmitButton>
      </form>
    </>
  );
}
