import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { useT, useTranslated } from '../../i18n';
import Icon from '../Icon';
import Brand from './Brand';
import { HEADER_ITEMS, type NavGroup, type NavLink } from '../../content/navigation';
import MenuLink from './MenuLink';
import DonateAndJoin from '../DonateAndJoin';
import { DisclosureButton, useDisclosure } from '../Disclosure';
import { LanguageLinks } from './LanguageSwitcher';
import styles from './MobileMenu.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex]:not([tabindex="-1"])';

function Links({ links }: { links: NavLink[] }) {
  return (
    <ul className={styles.subList}>
      {links.map((link) => (
        <li key={link.to}>
          <MenuLink to={link.to} className={styles.subLink}>
            {link.label}
          </MenuLink>
        </li>
      ))}
    </ul>
  );
}

/** A heading button that shows or hides its links (aria-expanded). */
function Expandable({ label, level, children }: { label: string; level: 1 | 2; children: ReactNode }) {
  const { expanded, panelId, toggle } = useDisclosure();
  return (
    <>
      <DisclosureButton
        label={label}
        expanded={expanded}
        panelId={panelId}
        onToggle={toggle}
        className={level === 1 ? styles.groupButton : styles.innerButton}
        chevronClassName={styles.chevron}
      />
      <div id={panelId} hidden={!expanded}>
        {children}
      </div>
    </>
  );
}

function Groups({ groups }: { groups: NavGroup[] }) {
  return (
    <ul className={styles.innerList}>
      {groups.map((group) => (
        <li key={group.id}>
          <Expandable label={group.label} level={2}>
            <Links links={group.links} />
          </Expandable>
        </li>
      ))}
    </ul>
  );
}

/**
 * The full-screen menu below 1280 px: a modal dialog that slides in, keeps focus inside, closes on Escape, on the
 * close button and on following any link, and locks the page behind it from scrolling.
 */
export default function MobileMenu({ id, onClose }: { id: string; onClose: () => void }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const t = useT();
  const items = useTranslated(HEADER_ITEMS);
  const languagesId = useId();

  useEffect(() => {
    closeRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    // Focus trap: Tab from the last control goes to the first, Shift+Tab from the first to the last.
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
      (element) => !element.closest('[hidden]'),
    );
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Following any link closes the menu, also when it points at the page already open.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) onClose();
  };

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        id={id}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-label={t('Main menu')}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        <div className={styles.top}>
          <Brand />
          <button
            ref={closeRef}
            type="button"
            className={styles.closeButton}
            aria-label={t('Close menu')}
            onClick={onClose}
          >
            <Icon name="close" size={26} />
          </button>
        </div>
        <div className={styles.languages}>
          <p id={languagesId} className={styles.languagesLabel}>
            {t('Language')}
          </p>
          <div role="group" aria-labelledby={languagesId}>
            <LanguageLinks className={styles.languageList} linkClassName={styles.languageLink} />
          </div>
        </div>
        <nav aria-label={t('Main')} className={styles.nav}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.id} className={styles.item}>
                {item.kind === 'link' ? (
                  <MenuLink to={item.to} className={styles.topLink}>
                    {item.label}
                  </MenuLink>
                ) : (
                  <Expandable label={item.label} level={1}>
                    {item.kind === 'menu' ? <Links links={item.links} /> : <Groups groups={item.groups} />}
                  </Expandable>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <DonateAndJoin className={styles.actions} heartSize={20} joinClassName="btn-outline" />
      </div>
    </div>
  );
}
