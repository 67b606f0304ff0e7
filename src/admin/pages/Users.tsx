import { useState, type FormEvent } from 'react';
import { ADMIN_ROLES, ROLE_LABELS, type AdminRole } from '../../shared/adminRoles';
import { useCreateUserMutation, useGetUsersQuery, useUpdateUserMutation } from '../app/api';
import { useAdminSelector } from '../app/store';
import Field from '../components/Field';
import Notice, { Loading } from '../components/Notice';
import PageHeader from '../components/PageHeader';
import { apiProblem } from '../lib/errors';
import { formatTimestamp } from '../lib/format';
import ui from '../components/ui.module.css';

export default function Users() {
  const { data, isLoading, error } = useGetUsersQuery();
  const [createUser, creation] = useCreateUserMutation();
  const [updateUser, update] = useUpdateUserMutation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AdminRole>('editor');
  const [created, setCreated] = useState<{ email: string; password: string } | null>(null);
  const [missing, setMissing] = useState<string | null>(null);
  const problem = apiProblem(error) ?? apiProblem(update.error);
  const myId = useAdminSelector((state) => state.session.user?.id);
  const createProblem = apiProblem(creation.error);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setCreated(null);
    if (!email.trim()) {
      setMissing('Please enter the email address.');
      return;
    }
    setMissing(null);
    const answer = await createUser({ email: email.trim(), role });
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
          <Field label="Role">
            {(control) => (
              <select
                {...control}
                className={ui.input}
                value={role}
                onChange={(event) => setRole(event.target.value as AdminRole)}
              >
                {ADMIN_ROLES.map((choice) => (
                  <option key={choice} value={choice}>
                    {ROLE_LABELS[choice]}
                  </option>
                ))}
              </select>
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
                <th scope="col">Role</th>
                <th scope="col">Created</th>
                <th scope="col">Access</th>
              </tr>
            </thead>
            <tbody>
              {data?.result.map((user) => (
                <tr key={user.id}>
                  <td>
                    {user.email}
                    {user.id === myId ? ' (you)' : ''}
                  </td>
                  <td>
                    <select
                      className={ui.input}
                      aria-label={`Role of ${user.email}`}
                      value={user.role}
                      disabled={update.isLoading}
                      onChange={(event) =>
                        void updateUser({ id: user.id, role: event.target.value as AdminRole })
                      }
                    >
                      {ADMIN_ROLES.map((choice) => (
                        <option key={choice} value={choice}>
                          {choice}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>{formatTimestamp(user.created_at)}</td>
                  <td>
                    {user.disabled ? 'Disabled ' : 'Active '}
                    <button
                      type="button"
                      className={ui.buttonSecondary}
                      disabled={update.isLoading}
                      onClick={() => void updateUser({ id: user.id, disabled: !user.disabled })}
                    >
                      {user.disabled ? `Enable ${user.email}` : `Disable ${user.email}`}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
