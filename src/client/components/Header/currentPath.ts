import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { splitLanguage } from '../../../shared/i18n/languages';

/** The path compared: without the language prefix, a trailing slash or case (`/mr/Events/` is `/events`). */
function comparable(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  return trimmed.toLowerCase();
}

/**
 * Whether a menu link (an English, unprefixed site path) is the page open at `pathname`, in any language: the
 * home link is current on `/`, `/mr` and `/mr/` alike.
 */
export function isCurrentPath(pathname: string, to: string): boolean {
  return comparable(splitLanguage(pathname).path) === comparable(to);
}

/** isCurrentPath for the page open now. */
export function useIsCurrentPath(): (to: string) => boolean {
  const { pathname } = useLocation();
  return useCallback((to: string) => isCurrentPath(pathname, to), [pathname]);
}
