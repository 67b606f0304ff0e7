import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useT, useTranslated } from '../../i18n';
import Icon from '../Icon';
import useOutsideClick from '../../hooks/useOutsideClick';
import {
  HEADER_ITEMS,
  MULTI_COLUMN_THRESHOLD,
  type HeaderItem,
  type NavGroup,
  type NavLink,
} from '../../content/navigation';
import MenuLink from './MenuLink';
import styles from './DesktopNav.module.css';

type MenuItem = Exclude<HeaderItem, { kind: 'link' }>;

function LinkList({
  links,
  className,
  onNavigate,
}: {
  links: NavLink[];
  className?: string;
  onNavigate: () => void;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <MenuLink to={link.to} className={styles.menuLink} onClick={onNavigate}>
            {link.label}
          </MenuLink>
        </li>
      ))}
    </ul>
  );
}

/** The Education menu: groups on the left; the chosen group's links on the right. */
function GroupsPanel({ groups, onNavigate }: { groups: NavGroup[]; onNavigate: () => void }) {
  const [selectedId, setSelectedId] = useState(groups[0]?.id);
  const selected = groups.find((group) => group.id === selectedId) ?? groups[0];
  const linksId = useId();
  const t = useT();
  return (
    <div className={styles.groups}>
      <ul className={styles.groupList} aria-label={t('Groups')}>
        {groups.map((group) => (
          <li key={group.id}>
            <button
              type="button"
              className={styles.groupButton}
              aria-pressed={group.id === selected?.id}
              aria-controls={linksId}
              onClick={() => setSelectedId(group.id)}
            >
              <span>{group.label}</span>
              <Icon name="chevron-right" size={16} />
            </button>
          </li>
        ))}
      </ul>
      <div id={linksId} className={styles.groupLinks}>
        <p className={styles.groupTitle}>{selected?.label}</p>
        <LinkList links={selected?.links ?? []} className={styles.subList} onNavigate={onNavigate} />
      </div>
    </div>
  );
}

/**
 * The wide-screen menu (1280 px and up). One dropdown is open at a time; it opens on click and closes on a second
 * click, a click elsewhere, Escape (focus goes back to its button) or a move to another page.
 */
export default function DesktopNav() {
  const { pathname } = useLocation();
  const t = useT();
  const items = useTranslated(HEADER_ITEMS);
  const [openId, setOpenId] = useState<string | null>(null);
  // Moving to another page closes the open dropdown (state adjusted during render, React's pattern for this).
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpenId(null);
  }
  const navRef = useRef<HTMLElement>(null);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const baseId = useId();

  const close = useCallback(() => setOpenId(null), []);
  useOutsideClick(navRef, close, openId !== null);

  useEffect(() => {
    if (!openId) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenId(null);
      triggers.current.get(openId)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openId]);

  const toggle = (id: string) => setOpenId((current) => (current === id ? null : id));

  const renderMenu = (item: MenuItem) => {
    const isOpen = openId === item.id;
    const panelId = `${baseId}-${item.id}`;
    const wide = item.kind === 'menu' && item.links.length > MULTI_COLUMN_THRESHOLD;
    return (
      <li key={item.id} className={styles.item}>
        <button
          type="button"
          className={styles.trigger}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => toggle(item.id)}
          ref={(element) => {
            if (element) triggers.current.set(item.id, element);
            else triggers.current.delete(item.id);
          }}
        >
          {item.label}
          <span className={styles.chevron}>
            <Icon name="chevron-down" size={16} />
          </span>
        </button>
        <div
          id={panelId}
          className={`${styles.panel} ${wide ? styles.panelWide : ''} ${item.kind === 'groups' ? styles.panelGroups : ''}`}
          hidden={!isOpen}
        >
          {item.kind === 'menu' ? (
            <LinkList links={item.links} className={wide ? styles.columns : styles.list} onNavigate={close} />
          ) : (
            <GroupsPanel groups={item.groups} onNavigate={close} />
          )}
        </div>
      </li>
    );
  };

  return (
    <nav ref={navRef} className={styles.nav} aria-label={t('Main')} data-wide-menu>
      <ul className={styles.items}>
        {items.map((item) =>
          item.kind === 'link' ? (
            <li key={item.id} className={styles.item}>
              <MenuLink to={item.to} className={styles.topLink}>
                {item.label}
              </MenuLink>
            </li>
          ) : (
            renderMenu(item)
          ),
        )}
      </ul>
    </nav>
  );
}
