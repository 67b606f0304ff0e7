import { Suspense, type MouseEvent } from 'react';
import { Outlet } from 'react-router-dom';
import { useT } from '../i18n';
import Header from './Header/Header';
import Footer from './Footer/Footer';
import { useGetSettingsQuery } from '../app/api';
import useScrollToTop from '../hooks/useScrollToTop';
import styles from './Layout.module.css';

/** Moves keyboard focus to the page content without adding #main to the address. */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
  main.scrollIntoView();
}

/** The frame around every page: skip link, header, the page, footer. Every page opens at its top. */
export default function Layout() {
  useScrollToTop();
  // docs/product.md#states: site settings load once at app start; header and footer read the cached answer.
  useGetSettingsQuery();
  const t = useT();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main" onClick={skipToContent}>
        {t('Skip to content')}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      {/* A boundary of its own: the browser hydrates the footer, below the first screen, in a later task than the
          header and the page (a Suspense boundary hydrates apart). It never suspends, so the server's HTML holds
          it whole. */}
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </div>
  );
}
