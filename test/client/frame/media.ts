// Pretend the window is wide (1280 px and up) or narrow for components that read matchMedia.
const original = window.matchMedia;

export function setWideScreen(wide: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: wide && /min-width:\s*1280px/.test(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

export function restoreScreen() {
  window.matchMedia = original;
}
