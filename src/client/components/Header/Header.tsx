import { useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import Icon from '../Icon';
import Brand from './Brand';
import DesktopNav from './DesktopNav';
import MobileMenu from './MobileMenu';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { DONATE_LINK, WIDE_LAYOUT_QUERY } from '../../content/navigation';
import styles from './Header.module.css';

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
        </div>
      </div>
      {showMenu ? <MobileMenu id={menuId} onClose={closeMenu} /> : null}
    </header>
  );
}
