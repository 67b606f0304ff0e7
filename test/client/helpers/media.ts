// Pretend the window is wide or narrow for components that read matchMedia (jsdom has none: test/client/setup.ts
// installs one that matches nothing).

/** A MediaQueryList that answers `matches` once and ignores listeners: the window never changes size. */
export function fixedMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}

let original: typeof window.matchMedia | undefined;

/** Makes window.matchMedia match the queries `matches` accepts; restoreScreen puts the original back. */
export function setMatchingQueries(matches: (query: string) => boolean) {
  original ??= window.matchMedia;
  window.matchMedia = (query: string) => fixedMediaQueryList(query, matches(query));
}

/** The header's wide menu: (min-width: 1280px) matches on a wide screen. */
export function setWideScreen(wide: boolean) {
  setMatchingQueries((query) => wide && /min-width:\s*1280px/.test(query));
}

export function restoreScreen() {
  if (original) window.matchMedia = original;
}
