import { forwardRef, useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link, useT, useTranslated } from '../../i18n';
import Icon from '../Icon';
import Brand from './Brand';
import LinkList from '../LinkList';
import DesktopNav from './DesktopNav';
import MobileMenu from './MobileMenu';
import LanguageBar from './LanguageSwitcher';
import { useHydrated, useMediaQuery } from '../../hooks/useMediaQuery';
import { DONATE_LINK, HEADER_ITEMS, WIDE_LAYOUT_QUERY, type HeaderItem } from '../../content/navigation';
import styles from './Header.module.css';

/** Every link of the menu as plain nested lists. */
function StaticMenuItem({ item }: { item: HeaderItem }) {
  if (item.kind === 'link')
    return (
      <li>
        <Link to={item.to}>{item.label}</Link>
      </li>
    );
  const groups = item.kind === 'menu' ? [{ id: item.id, label: '', links: item.links }] : item.groups;
  return (
    <li>
      <span className={styles.staticMenuLabel}>{item.label}</span>
      {groups.map((group) => (
        <LinkList key={group.id} links={group.links}>
          {group.label ? <li className={styles.staticMenuLabel}>{group.label}</li> : null}
        </LinkList>
      ))}
    </li>
  );
}

/**
 * The menu of the server's page, until the app has hydrated it (src/client/app/hydration.ts: most pages wait for
 * the visitor's first interaction) and for browsers without JavaScript: a `<details>` that opens without a script,
 * drawn as the menu button it gives way to.
 */
const StaticMenu = forwardRef<HTMLDetailsElement, { items: HeaderItem[] }>(function StaticMenu(
  { items },
  ref,
) {
  const t = useT();
  return (
    <details ref={ref} className={styles.staticMenu}>
      <summary className={styles.menuButton}>
        <Icon name="menu" size={26} />
        <span className="visually-hidden">{t('Menu')}</span>
      </summary>
      <nav aria-label={t('Site')} className={styles.staticMenuPanel}>
        <ul>
          {items.map((item) => (
            <StaticMenuItem key={item.id} item={item} />
          ))}
        </ul>
      </nav>
    </details>
  );
});

/**
 * The full menu from 1280 px, below it a hamburger and a slide-in menu (docs/product.md#header-and-footer).
 */
export default function Header() {
  const t = useT();
  const items = useTranslated(HEADER_ITEMS);
  const donate = useTranslated(DONATE_LINK);
  const isDesktop = useMediaQuery(WIDE_LAYOUT_QUERY);
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Moving to another page (a link, Back or Forward) closes the menu. React's pattern for adjusting state when
  // a value changes: compare during render instead of in an effect.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  const showMenu = menuOpen && !isDesktop;
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  // The server's <details> menu stays until the app has hydrated; a visitor who opened it meanwhile finds the
  // app's menu open in its place.
  const hydrated = useHydrated();
  const staticMenuRef = useRef<HTMLDetailsElement>(null);
  useLayoutEffect(() => {
    if (staticMenuRef.current?.open) setMenuOpen(true);
  }, []);

  const closeMenu = () => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  };

  return (
    <>
      <LanguageBar />
      <header className={styles.header}>
        {/* Until it hydrates, the server's header holds both menus and CSS shows the one for the screen's width. */}
        <div className={hydrated ? styles.bar : `${styles.bar} ${styles.serverBar}`}>
          <Brand />
          {!hydrated || isDesktop ? <DesktopNav /> : null}
          <div className={styles.actions}>
            <Link to={DONATE_LINK.to} className={`btn ${styles.donate}`}>
              <span className={styles.donateIcon}>
                <Icon name="heart" size={18} />
              </span>
              {donate.label}
            </Link>
            {!hydrated ? (
              <StaticMenu ref={staticMenuRef} items={items} />
            ) : isDesktop ? null : (
              <button
                ref={menuButtonRef}
                type="button"
                className={styles.menuButton}
                aria-label={t('Open menu')}
                aria-expanded={showMenu}
                aria-controls={showMenu ? menuId : undefined}
                aria-haspopup="dialog"
                onClick={() => setMenuOpen(true)}
              >
                <Icon name="menu" size={26} />
              </button>
            )}
          </div>
        </div>
        {showMenu ? <MobileMenu id={menuId} onClose={closeMenu} /> : null}
      </header>
    </>
  );
}
