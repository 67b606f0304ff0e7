import { useState, type FormEvent } from 'react';
import { useChangePasswordMutation } from '../app/api';
import { SubmitButton, TextField } from '../components/FormFields';
import Notice from '../components/Notice';
import PageHeader from '../components/PageHeader';
import { apiProblem } from '../lib/errors';
import ui from '../components/ui.module.css';

// Every officer changes their own password here; the server checks the current one, and ends their sessions on
// other devices.

export default function Password() {
  const [changePassword, change] = useChangePasswordMutation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const problem = apiProblem(change.error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const answer = await changePassword({ current_password: current, new_password: next });
    if ('data' in answer) {
      setCurrent('');
      setNext('');
    }
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
        <TextField
          label="Current password"
          error={problem?.errors.current_password}
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
        />
        <TextField
          label="New password"
          error={problem?.errors.new_password}
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={setNext}
        />
        <SubmitButton busy={change.isLoading} busyLabel="Changing…">
          Change password
        </SubmitButton>
      </form>
    </>
  );
}
