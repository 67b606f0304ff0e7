import { useState, type FormEvent } from 'react';
import { ADMIN_ROLES, ROLE_LABELS, type AdminRole } from '../../shared/adminRoles';
import { useCreateUserMutation, useGetUsersQuery, useUpdateUserMutation } from '../app/api';
import { useAdminSelector } from '../app/store';
import { Button, SelectField, SubmitButton, TextField } from '../components/FormFields';
import { DataTable, type Column } from '../components/TableRows';
import type { UserRow } from '../app/types';
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

  const columns: Array<Column<UserRow>> = [
    { header: 'Email', cell: (user) => `${user.email}${user.id === myId ? ' (you)' : ''}` },
    {
      header: 'Role',
      cell: (user) => (
        <select
          className={ui.input}
          aria-label={`Role of ${user.email}`}
          value={user.role}
          disabled={update.isLoading}
          onChange={(event) => void updateUser({ id: user.id, role: event.target.value as AdminRole })}
        >
          {ADMIN_ROLES.map((choice) => (
            <option key={choice} value={choice}>
              {ROLE_LABELS[choice]}
            </option>
          ))}
        </select>
      ),
    },
    { header: 'Created', cell: (user) => formatTimestamp(user.created_at) },
    {
      header: 'Access',
      // No one disables their own account from here: they would be signed out at once, maybe as the last owner.
      cell: (user) => (
        <>
          {user.disabled ? 'Disabled ' : 'Active '}
          {user.id !== myId && (
            <Button
              kind="secondary"
              busy={update.isLoading}
              onClick={() => void updateUser({ id: user.id, disabled: !user.disabled })}
            >
              {user.disabled ? `Enable ${user.email}` : `Disable ${user.email}`}
            </Button>
          )}
        </>
      ),
    },
  ];

  return (
    <>
      <PageHeader title="Office users" intro="Everyone who can sign in to this console." problem={problem} />
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
          <TextField
            label="Email address"
            error={missing ?? createProblem?.errors.email}
            type="email"
            autoComplete="off"
            value={email}
            onChange={setEmail}
          />
          <SelectField
            label="Role"
            options={ADMIN_ROLES.map((choice) => ({ value: choice, label: ROLE_LABELS[choice] }))}
            value={role}
            onChange={(choice) => setRole(choice as AdminRole)}
          />
          <SubmitButton busy={creation.isLoading} busyLabel="Creating…">
            Create user
          </SubmitButton>
        </form>
      </section>
      {isLoading ? <Loading what="users" /> : <DataTable columns={columns} rows={data?.result ?? []} />}
    </>
  );
}
