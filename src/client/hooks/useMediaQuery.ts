import { useCallback, useSyncExternalStore } from 'react';

/**
 * Live match of a CSS media query; false where matchMedia is missing (tests, very old browsers).
 *
 * The server cannot know the visitor's screen, so it renders as if the query did not match, and the browser's
 * hydration starts from that same answer (the server snapshot) before it switches to the real one. Reading
 * matchMedia in the first render instead made the desktop markup differ from the server's (React error #418).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () =>
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matches, () => false);
}

export const usePrefersReducedMotion = () => useMediaQuery('(prefers-reduced-motion: reduce)');

/** True while main.tsx hydrates the server's page: from just before hydrateRoot until that hydration has committed. */
let hydrating = false;
const hydrationListeners = new Set<() => void>();

function subscribeToHydration(onChange: () => void): () => void {
  hydrationListeners.add(onChange);
  return () => hydrationListeners.delete(onChange);
}

/**
 * main.tsx: the page starts hydrating (true), or its hydration has committed (false), which re-renders what
 * waited for it. main.tsx says so in a task of its own: the header's menu button replacing the server's <details>
 * and wide menu (233 elements on a phone) had been part of the hydration's last task.
 */
export function setHydrating(value: boolean): void {
  hydrating = value;
  if (!value) for (const listener of [...hydrationListeners]) listener();
}

/**
 * False while rendering on the server and while hydrating its HTML, true from the first render after that (and
 * from the start in a page that was not server-rendered). Markup that depends on the browser waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToHydration, () => !hydrating, () => false);
}
