import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useRouteError } from 'react-router-dom';
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

/** Records a reload about to happen; false when one happened lately (or nothing can be recorded). */
export function claimChunkReload(now = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOAD_STAMP_KEY));
    if (last > 0 && now - last < RELOAD_GUARD_MS) return false;
    window.sessionStorage.setItem(RELOAD_STAMP_KEY, String(now));
    return true;
  } catch {
    // Without storage a reload could not be guarded: the visitor retries by hand.
    return false;
  }
}

export default function RouteError() {
  const error = useRouteError();
  const location = useLocation();
  const navigate = useNavigate();
  const chunk = isChunkLoadError(error);
  const text = chunk ? ROUTE_ERROR.chunk : ROUTE_ERROR.other;
  const [reloading, setReloading] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  usePageMeta(ROUTE_ERROR.metaTitle);

  useEffect(() => {
    // Offline, a reload would only trade this page for the browser's own error page.
    if (chunk && navigator.onLine !== false && claimChunkReload()) {
      setReloading(true);
      pageReload.reload();
      return;
    }
    heading.current?.focus();
  }, [chunk]);

  if (reloading) return <LoadingState label={ROUTE_ERROR.reloading} />;

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
          {ROUTE_ERROR.retry}
        </button>
        <Link className="btn btn-outline" to="/">
          {ROUTE_ERROR.home}
        </Link>
      </div>
    </section>
  );
}
