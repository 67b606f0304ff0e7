import { useState, type FormEvent } from 'react';
import { useCreateUserMutation, useGetUsersQuery } from '../app/api';
import Field from '../components/Field';
import Notice, { Loading } from '../components/Notice';
import PageHeader from '../components/PageHeader';
import { apiProblem } from '../lib/errors';
import { formatTimestamp } from '../lib/format';
import ui from '../components/ui.module.css';

export default function Users() {
  const { data, isLoading, error } = useGetUsersQuery();
  const [createUser, creation] = useCreateUserMutation();
  const [email, setEmail] = useState('');
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const problem = apiProblem(error);
  const createProblem = apiProblem(creation.error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setCreated(null);
    if (!email.trim()) {
      setMissing('Please enter the email address.');
      return;
    }
    setMissing(null);
    const answer = await createUser({ email: email.trim() });
    if ('data' in answer && answer.data) {
      setCreated({ email: answer.data.user.email, password: answer.data.password });
      setEmail('');
    }
  }

  return (
    <>
      <PageHeader title="Office users" intro="Everyone who can sign in to this console." />
      {problem && <Notice tone="error">{problem.message}</Notice>}
      <section className={ui.panel} aria-labelledby="new-user">
        <h2 id="new-user">Create a user</h2>
        {created && (
          <Notice tone="success">
            <p style={{ margin: '0 0 0.5rem' }}>
              The account {created.email} was created. Its password is shown only this once: give it to the
              person in a safe way.
            </p>
            <code className={ui.password} aria-label="Generated password">
              {created.password}
            </code>
          </Notice>
        )}
        {createProblem && !createProblem.errors.email && (
          <Notice tone="error">{createProblem.message}</Notice>
        )}
        <form className={ui.form} onSubmit={submit} noValidate style={{ maxWidth: '28rem' }}>
          <Field label="Email address" error={missing ?? createProblem?.errors.email}>
            {(control) => (
              <input
                {...control}
                className={ui.input}
                type="email"
                autoComplete="off"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
              />
            )}
          </Field>
          <div>
            <button type="submit" className={ui.button} disabled={creation.isLoading}>
              {creation.isLoading ? 'Creating…' : 'Create user'}
            </button>
          </div>
        </form>
      </section>
      {isLoading ? (
        <Loading what="users" />
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table}>
            <thead>
              <tr>
                <th scope="col">Email</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {data?.result.map((user) => (
                <tr key={user.id}>
                  <td>{user.email}</td>
                  <td>{formatTimestamp(user.created_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
