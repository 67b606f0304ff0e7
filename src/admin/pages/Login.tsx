import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { adminApi, useLoginMutation } from '../app/api';
import { signedIn } from '../app/session';
import { useAdminDispatch, useAdminSelector } from '../app/store';
import { Button, TextField } from '../components/FormFields';
import Notice from '../components/Notice';
import { apiProblem } from '../lib/errors';
import styles from './Login.module.css';
import ui from '../components/ui.module.css';

/** The sign-in form's two fields; the browser's password manager knows them by name and autocomplete. */
const CREDENTIALS = [
  { name: 'email', label: 'Email address', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
] as const;

export default function Login() {
  const session = useAdminSelector((state) => state.session);
  const dispatch = useAdminDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [login, { isLoading, error }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({});

  useEffect(() => {
    document.title = 'Sign in | Office console';
  }, []);

  // Signed out or expired: nothing of the last session stays in memory.
  const signedOutNow = session.status === 'signedOut';
  useEffect(() => {
    if (signedOutNow) dispatch(adminApi.util.resetApiState());
  }, [signedOutNow, dispatch]);

  const from = (location.state as { from?: string } | null)?.from;
  const destination = from && from.startsWith('/') && !from.startsWith('/login') ? from : '/';

  if (session.status === 'signedIn') return <Navigate to={destination} replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = {
      email: email.trim() ? undefined : 'Please enter your email address.',
      password: password ? undefined : 'Please enter your password.',
    };
    setMissing(problems);
    if (problems.email || problems.password) return;
    const answer = await login({ email: email.trim(), password });
    if ('data' in answer && answer.data) {
      // A new session: nothing cached from an earlier one may show.
      dispatch(adminApi.util.resetApiState());
      dispatch(signedIn(answer.data));
      navigate(destination, { replace: true });
    } else {
      setPassword('');
    }
  }

  const problem = apiProblem(error);
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <div className={styles.brand}>
          <img src="/images/brand/emblem.svg" alt="" width={48} height={48} />
          <div>
            <h1>Office console</h1>
            <p>Dakshin Bharat Jain Sabha</p>
          </div>
        </div>
        {session.notice && !problem && <Notice tone="info">{session.notice}</Notice>}
        {problem && <Notice tone="error">{problem.message}</Notice>}
        <form className={ui.form} onSubmit={submit} noValidate>
          {CREDENTIALS.map(({ name, ...field }) => (
            <TextField
              key={name}
              {...field}
              name={name}
              error={missing[name]}
              value={name === 'email' ? email : password}
              onChange={name === 'email' ? setEmail : setPassword}
            />
          ))}
          <Button type="submit" extraClass={styles.submit} busy={isLoading} busyLabel="Signing in…">
            Sign in
          </Button>
        </form>
        <p className={styles.footnote}>
          For the Sabha&apos;s office staff only. Accounts are created by an existing office user.
        </p>
      </div>
    </main>
  );
}
