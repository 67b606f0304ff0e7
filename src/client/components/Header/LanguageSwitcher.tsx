import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { loadLanguage, translatorFor, useLanguage, useT } from '../../i18n';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../shared/i18n/languages';
import Icon from '../Icon';
import { useHydrated } from '../../hooks/useMediaQuery';
import { languageCookieValue, rememberLanguage, samePageIn, suggestedLanguage } from './languageChoice';
import styles from './LanguageSwitcher.module.css';

/**
 * The four languages, each in its own script, linking to this same page in that language. Real links (a full
 * page load: a page's language never changes without one), so they work before the app has hydrated and
 * without JavaScript; a click remembers the choice.
 */
export function LanguageLinks({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  const { pathname, search, hash: fragment } = useLocation();
  const current = useLanguage();
  // The server never sees an address's fragment: the links take it once the page has hydrated.
  const hash = useHydrated() ? fragment : '';
  return (
    <ul className={className}>
      {LANGUAGES.map((language) => (
        <li key={language}>
          <a
            className={linkClassName}
            href={samePageIn(language, pathname, search, hash)}
            lang={language}
            hrefLang={language}
            aria-current={language === current ? 'true' : undefined}
            onClick={() => rememberLanguage(language)}
          >
            {LANGUAGE_NAMES[language]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Offers this page in the language the visitor chose before or their browser prefers (languageChoice.ts), in
 * that language. Shown after hydration only (the server cannot know either); closing it keeps the page's
 * language as the visitor's choice.
 */
function LanguageSuggestion({ onDismiss }: { onDismiss: () => void }) {
  const page = useLanguage();
  const { pathname, search, hash } = useLocation();
  const [suggestion, setSuggestion] = useState<Language | null>(null);

  useEffect(() => {
    const browserLanguages = navigator.languages?.length ? navigator.languages : [navigator.language ?? ''];
    const language = suggestedLanguage(page, languageCookieValue(document.cookie), browserLanguages);
    if (!language) return undefined;
    let cancelled = false;
    // The notice is written in the language it offers: its catalog loads first (and is then at hand for the
    // page the visitor may go to).
    loadLanguage(language).then(
      () => {
        if (!cancelled) setSuggestion(language);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [page]);

  if (!suggestion) return null;
  const t = translatorFor(suggestion);
  const dismiss = () => {
    rememberLanguage(page);
    setSuggestion(null);
    onDismiss();
  };
  return (
    <div className={styles.suggestion} lang={suggestion}>
      <p className={styles.suggestionText}>
        <a
          href={samePageIn(suggestion, pathname, search, hash)}
          hrefLang={suggestion}
          onClick={() => rememberLanguage(suggestion)}
        >
          {t('This page is also in {language}', { language: LANGUAGE_NAMES[suggestion] })}
        </a>
      </p>
      <button type="button" className={styles.dismiss} onClick={dismiss}>
        <Icon name="close" size={18} />
        <span className="visually-hidden">{t('Close this suggestion')}</span>
      </button>
    </div>
  );
}

/** The strip above the header: the language links, and the suggestion of another language when there is one. */
export default function LanguageBar() {
  const t = useT();
  const labelId = useId();
  const nav = useRef<HTMLElement>(null);
  // Closing the suggestion removes its button: focus goes to the page's own language in the list.
  const focusCurrent = () => nav.current?.querySelector<HTMLElement>('a[aria-current]')?.focus();
  return (
    <div className={styles.bar}>
      <nav ref={nav} className={styles.inner} aria-labelledby={labelId}>
        <span id={labelId} className={styles.label}>
          <Icon name="web" size={16} />
          <span className="visually-hidden">{t('Language')}</span>
        </span>
        <LanguageLinks className={styles.list} linkClassName={styles.link} />
      </nav>
      <LanguageSuggestion onDismiss={focusCurrent} />
    </div>
  );
}
