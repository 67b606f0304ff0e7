import { Suspense, useEffect, useState } from 'react';
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useGetSessionQuery, useLogoutMutation } from '../app/api';
import { signedIn } from '../app/session';
import { endSession, useAdminDispatch, useAdminSelector } from '../app/store';
import { roleOpens, type AdminArea } from '../../shared/adminRoles';
import { apiProblem } from '../lib/errors';
import Notice, { Loading } from './Notice';
import styles from './Layout.module.css';
import ui from './ui.module.css';
import navigation from './navigation.json';

export const SIGNED_OUT_MESSAGE = 'You have signed out.';

/** The console's sections; each officer sees those their role opens (src/shared/adminRoles.ts). */
const NAV = navigation as Array<{
  title: string;
  area: AdminArea | null;
  links: Array<{ to: string; label: string }>;
}>;

/**
 * The signed-in frame of every console page. It asks the server for the session once; without one (or when any
 * request later answers 401) it sends the user to the login screen, remembering where they were going.
 */
export default function Layout() {
  const session = useAdminSelector((state) => state.session);
  const dispatch = useAdminDispatch();
  const location = useLocation();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const probe = useGetSessionQuery(undefined, { skip: session.status !== 'unknown' });
  const [logout, logoutState] = useLogoutMutation();

  useEffect(() => {
    if (probe.data && session.status === 'unknown') dispatch(signedIn(probe.data));
  }, [probe.data, session.status, dispatch]);

  useEffect(() => setMenuOpen(false), [location.pathname]);

  if (session.status === 'signedOut') {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  if (session.status === 'unknown') {
    const problem = probe.isError ? apiProblem(probe.error) : null;
    return (
      <main className={styles.main}>
        {problem ? (
          <Notice tone="error">
            {problem.message}{' '}
            <button type="button" className={ui.buttonSecondary} onClick={() => probe.refetch()}>
              Try again
            </button>
          </Notice>
        ) : (
          <Loading what="the console" />
        )}
      </main>
    );
  }

  async function signOut() {
    // Even if the server cannot be reached, forget the session here; the cookie expires on its own.
    await logout().catch(() => undefined);
    endSession(dispatch, SIGNED_OUT_MESSAGE);
    navigate('/login', { replace: true });
  }

  return (
    <div className={styles.shell}>
      <header className={styles.topbar}>
        <Link to="/" className={styles.brand}>
          <img src="/images/brand/emblem.svg" alt="" width={32} height={32} />
          <span>DBJS office console</span>
        </Link>
        <div className={styles.account}>
          <span className={styles.email}>{session.user?.email}</span>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="admin-nav"
            onClick={() => setMenuOpen((open) => !open)}
          >
            Menu
          </button>
          <button type="button" className={styles.signOut} onClick={signOut} disabled={logoutState.isLoading}>
            Sign out
          </button>
        </div>
      </header>
      <div className={styles.body}>
        <nav
          id="admin-nav"
          className={`${styles.nav} ${menuOpen ? styles.navOpen : ''}`}
          aria-label="Console"
        >
          {NAV.filter((group) => session.user && roleOpens(session.user.role, group.area)).map((group) => (
            <div key={group.title} className={styles.navGroup}>
              <p className={styles.navTitle}>{group.title}</p>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} end={link.to === '/' || link.to === '/settings'}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <main className={styles.main} id="main">
          <Suspense fallback={<Loading what="the page" />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
