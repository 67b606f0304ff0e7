// When the browser hydrates a server-rendered page (issue 10: `/` loads at most 110 KiB gzip of JavaScript before
// the visitor interacts). A page answers complete from the server and reads without JavaScript: links are plain
// links, the header's menu a <details>. So most pages wait for the visitor's first interaction before they load
// the app (framework, store, router, the page's code) and hydrate; only the pages with forms hydrate at once, so
// that their fields work from the start. This module is shared by the small entry script (bootstrap.ts), the
// server's renderer (ssr.tsx) and the budget check (scripts/check-bundle-budget.ts): keep it free of imports.

/** The chunk of the app itself (main.tsx): framework, store, router, header and footer. */
export const APP_CHUNK = 'app';

/** Page chunks (router.tsx's names) that hydrate as soon as the page has loaded: the forms. */
export const HYDRATE_AT_ONCE_CHUNKS: readonly string[] = ['donate', 'join', 'contact', 'subscription'];

/** Set on #root by the server: `interaction` (wait for the visitor) or `load` (at once). */
export const HYDRATE_ATTRIBUTE = 'data-hydrate';
/** Set on #root by the server: the page's scripts, preloaded by bootstrap.ts when it starts the app. */
export const SCRIPTS_ATTRIBUTE = 'data-scripts';

export type HydrateWhen = 'interaction' | 'load';

/** Dispatched on window by the app once it has hydrated the page (main.tsx). */
export const HYDRATED_EVENT = 'dbjs:hydrated';

/** The first of these on the page loads the app and hydrates it. */
export const FIRST_INTERACTION_EVENTS = [
  'pointerdown',
  'keydown',
  'touchstart',
  'scroll',
  'focusin',
] as const;

/**
 * Gives the main thread back to the browser between the pieces of the app's start (evaluating the libraries, then
 * the app's modules, making the store and the router, hydrating), so that none of them is one long task on a phone.
 */
export const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Whether a page made of these page chunks hydrates at once or at the visitor's first interaction. */
export function hydrateWhen(pageChunks: readonly string[]): HydrateWhen {
  return pageChunks.some((chunk) => HYDRATE_AT_ONCE_CHUNKS.includes(chunk)) ? 'load' : 'interaction';
}
