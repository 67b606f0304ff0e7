import { useT } from '../i18n';

/** Shown while a page's code chunk loads. */
export default function RouteFallback() {
  const t = useT();
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ minHeight: '60vh', padding: '4rem 1rem', textAlign: 'center' }}
    >
      {t('Loading…')}
    </div>
  );
}
