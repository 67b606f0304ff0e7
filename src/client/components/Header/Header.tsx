import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import Icon from '../Icon';
import Brand from './Brand';
import DesktopNav from './DesktopNav';
import MobileMenu from './MobileMenu';
import { useMediaQuery } from '../../hooks/useMediaQuery';
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
        <ul key={group.id}>
          {group.label ? <li className={styles.staticMenuLabel}>{group.label}</li> : null}
          {group.links.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      ))}
    </li>
  );
}

/**
 * The menu for browsers without JavaScript, where the server's page is all there is: a `<details>` that opens
 * without a script, in place of the menu button (hidden then by CSS). React leaves `<noscript>` out in the browser.
 */
function StaticMenu() {
  return (
    <noscript>
      <details className={styles.staticMenu}>
        <summary className={styles.menuButton}>Menu</summary>
        <nav aria-label="Site" className={styles.staticMenuPanel}>
          <ul>
            {HEADER_ITEMS.map((item) => (
              <StaticMenuItem key={item.id} item={item} />
            ))}
          </ul>
        </nav>
      </details>
    </noscript>
  );
}

/** SPEC.md section 2: the full menu from 1280 px; below it a hamburger opens the slide-in menu. */
export default function Header() {
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

  const closeMenu = () => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  };

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Brand />
        {isDesktop ? <DesktopNav /> : null}
        <div className={styles.actions}>
          <Link to={DONATE_LINK.to} className={`btn ${styles.donate}`}>
            <span className={styles.donateIcon}>
              <Icon name="heart" size={18} />
            </span>
            {DONATE_LINK.label}
          </Link>
          {isDesktop ? null : (
            <button
              ref={menuButtonRef}
              type="button"
              className={styles.menuButton}
              aria-label="Open menu"
              aria-expanded={showMenu}
              aria-controls={showMenu ? menuId : undefined}
              aria-haspopup="dialog"
              onClick={() => setMenuOpen(true)}
            >
              <Icon name="menu" size={26} />
            </button>
          )}
          <StaticMenu />
        </div>
      </div>
      {showMenu ? <MobileMenu id={menuId} onClose={closeMenu} /> : null}
    </header>
  );
}
