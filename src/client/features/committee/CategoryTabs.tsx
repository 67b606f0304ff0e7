import { useRef, type KeyboardEvent } from 'react';
import Icon from '../../components/Icon';
import { useT } from '../../i18n';
import type { Category } from '../../../shared/schemas';
import styles from './CategoryTabs.module.css';

interface CategoryTabsProps {
  /** The categories in the page's language; `category_name` is the English name the page selects by. */
  categories: (Category & { label: string; labelLang?: 'en' })[];
  selected: string;
  onSelect: (categoryName: string) => void;
  /** id of the tab panel the tabs control. */
  panelId: string;
}

export const tabId = (index: number) => `committee-tab-${index}`;

/**
 * Committee categories as an ARIA tab list (arrow keys, Home and End move and select) with previous and next
 * arrow buttons beside it on wide screens; previous is disabled at the first category, next at the last.
 */
export default function CategoryTabs({ categories, selected, onSelect, panelId }: CategoryTabsProps) {
  const t = useT();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = Math.max(
    0,
    categories.findIndex((category) => category.category_name === selected),
  );
  const last = categories.length - 1;

  const choose = (index: number, moveFocus: boolean) => {
    const category = categories[index];
    if (!category) return;
    onSelect(category.category_name);
    const tab = tabRefs.current[index];
    if (moveFocus) tab?.focus();
    // Keep the chosen tab visible in the scrolling row on narrow screens.
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: selectedIndex === last ? 0 : selectedIndex + 1,
      ArrowLeft: selectedIndex === 0 ? last : selectedIndex - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target, true);
  };

  return (
    <div className={styles.bar}>
      <button
        type="button"
        className={`${styles.arrow} ${styles.prev}`}
        onClick={() => choose(selectedIndex - 1, false)}
        disabled={selectedIndex === 0}
        aria-label={t('Previous category')}
      >
        <Icon name="chevron-left" size={22} />
      </button>
      <div className={styles.tabs} role="tablist" aria-label={t('Committee categories')}>
        {categories.map((category, index) => {
          const isSelected = index === selectedIndex;
          return (
            <button
              key={category.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              className={`${styles.tab}${isSelected ? ` ${styles.selected}` : ''}`}
              onClick={() => choose(index, false)}
              onKeyDown={onKeyDown}
              lang={category.labelLang}
            >
              {category.label}
            </button>
          );
        })}
      </div>
      <button
        type="button"
        className={`${styles.arrow} ${styles.next}`}
        onClick={() => choose(selectedIndex + 1, false)}
        disabled={selectedIndex >= last}
        aria-label={t('Next category')}
      >
        <Icon name="chevron-right" size={22} />
      </button>
    </div>
  );
}
