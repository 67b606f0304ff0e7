import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { Link, useTranslated } from '../i18n';
import { isChunkLoadError, pageReload, retryFailedPages } from '../app/lazyPage';
import { ROUTE_ERROR } from '../content/routeError';
import usePageMeta from '../hooks/usePageMeta';
import LoadingState from './LoadingState';
import styles from './RouteError.module.css';

// Every route's error boundary (issue 9, defect 11): instead of React Router's developer screen, a friendly page
// with a retry. When a page's chunk failed to load (after lazyPage's own second attempt), the site may have
// been redeployed under new file names, which only a fresh index.html knows: the page is reloaded once, and a
// time stamp in sessionStorage keeps a chunk that still fails after the reload from reloading again and again.

export const RELOAD_STAMP_KEY = 'dbjs:chunk-reload-at';
/** No second automatic reload within this time of the last one. */
export const RELOAD_GUARD_MS = 60_000;

/** Whether an automatic reload may happen: none lately, and the browser does not know itself offline. */
function mayReload(now = Date.now()): boolean {
  // Offline, a reload would only trade this page for the browser's own error page.
  if (navigator.onLine === false) return false;
  try {
    const last = Number(window.sessionStorage.getItem(RELOAD_STAMP_KEY));
    return !(last > 0 && now - last < RELOAD_GUARD_MS);
  } catch {
    // Without storage a reload could not be guarded: the visitor retries by hand.
    return false;
  }
}

/** Records a reload about to happen; false when one happened lately (or nothing can be recorded). */
export function claimChunkReload(now = Date.now()): boolean {
  if (!mayReload(now)) return false;
  try {
    window.sessionStorage.setItem(RELOAD_STAMP_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

export default function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const chunk = isChunkLoadError(error);
  const words = useTranslated(ROUTE_ERROR);
  const text = chunk ? words.chunk : words.other;
  // Decided before the first paint, so the friendly page never flashes before a reload.
  const [reloading, setReloading] = useState(() => chunk && mayReload());
  const heading = useRef<HTMLHeadingElement>(null);
  usePageMeta(words.metaTitle);

  useEffect(() => {
    if (reloading) {
      if (claimChunkReload()) pageReload.reload();
      else setReloading(false);
      return;
    }
    heading.current?.focus();
  }, [reloading]);

  if (reloading) return <LoadingState label={words.reloading} />;

  const retry = () => {
    retryFailedPages();
    // A navigation to the same address resets the route's error boundary, which renders the page again.
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: location.state },
    );
  };

  return (
    <section className={`container ${styles.page}`}>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {text.title}
      </h1>
      <p className={styles.lead}>{text.message}</p>
      <div className={styles.actions}>
        <button type="button" className="btn" onClick={retry}>
          {words.retry}
        </button>
        <Link className="btn btn-outline" to="/">
          {words.home}
        </Link>
      </div>
    </section>
  );
}
