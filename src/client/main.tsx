import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { hydrateApi, SERVER_STATE_ID } from './app/api';
import { HYDRATED_EVENT, yieldToBrowser } from './app/hydration';
import { makeStore, type AppStore } from './app/store';
import { setHydrating } from './hooks/useMediaQuery';
import { languageRoutes, preloadMatches } from './app/router';
import { loadLanguage, PAGE_MESSAGES_ID, registerCatalog } from './i18n';
import { splitLanguage } from '../shared/i18n/languages';

// The app, loaded by bootstrap.ts (the page's entry script) at once or at the visitor's first interaction.

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

const serverState = document.getElementById(SERVER_STATE_ID);
const { language } = splitLanguage(window.location.pathname);
/** The page language's whole catalog (nothing to load for English), loading beside the hydration. */
let wholeCatalog: Promise<void> = Promise.resolve();

/** Tells the small entry script (bootstrap.ts) that the page has hydrated: it replays a click made before. */
function AnnounceHydrated() {
  useEffect(() => {
    // Once the language's whole catalog is here too: what the replayed click opens (a dialog, a menu) is rendered
    // by the browser alone, with texts the server's page did not carry.
    const announce = () => window.dispatchEvent(new Event(HYDRATED_EVENT));
    // A task after the hydration's effects, what waited for the hydration renders (useHydrated).
    setTimeout(() => {
      setHydrating(false);
      wholeCatalog.then(announce, announce);
    });
  }, []);
  return null;
}

/**
 * A page rendered by the server (src/client/ssr.tsx) carries the state of the queries it ran: the store starts
 * from it, so the hydration renders the same HTML and asks the API for nothing the page already has.
 */
function storeFromServerState(): AppStore {
  const store = makeStore();
  if (serverState?.textContent) {
    try {
      store.dispatch(hydrateApi(JSON.parse(serverState.textContent)));
    } catch {
      // Unreadable state: the queries simply run again.
    }
  }
  return store;
}

function appWith(store: AppStore, router: ReturnType<typeof createBrowserRouter>) {
  return (
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
        <AnnounceHydrated />
      </Provider>
    </StrictMode>
  );
}

/**
 * Registers the messages the server rendered the page with; false when it sent none (an English page, or the
 * shell). With them the page hydrates at once; the language's whole catalog follows for the pages visited next.
 */
function pageMessages(): boolean {
  const element = document.getElementById(PAGE_MESSAGES_ID);
  if (!element?.textContent) return false;
  try {
    registerCatalog(language, JSON.parse(element.textContent), false);
    return true;
  } catch {
    return false;
  }
}

async function start(root: HTMLElement): Promise<void> {
  await yieldToBrowser();
  const store = storeFromServerState();
  await yieldToBrowser();
  // Only the page's language: a page's language changes only with a full page load (the language links are real
  // links), and flattening and ranking the routes of all four languages took 76 ms at a phone's speed.
  const router = createBrowserRouter([languageRoutes(language)]);
  const app = appWith(store, router);
  if (serverState && root.firstChild) {
    // The page's chunk is loaded before hydrating, as the server loaded it before rendering: a page that
    // suspended here would differ from the server's HTML. Should it fail to load, the app renders afresh and its
    // error boundary offers a retry.
    // The page's messages too: the server rendered it in the language of its address.
    const hasPageMessages = pageMessages();
    wholeCatalog = loadLanguage(language);
    // The page's module is evaluated as its chunk's import settles, in the same task: a task of its own, not one
    // with the router's creation (together 101 ms on /join-us at Lighthouse's 4x CPU slowdown).
    await yieldToBrowser();
    try {
      await Promise.all([preloadMatches(router.state.matches), hasPageMessages ? undefined : wholeCatalog]);
    } catch {
      createRoot(root).render(app);
      return;
    }
    await yieldToBrowser();
    // As a transition, the hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page (a phone's long task); an interaction on the page meanwhile makes React finish it
    // at once, before the event is handled.
    setHydrating(true);
    startTransition(() => void hydrateRoot(root, app));
  } else {
    // The server sent its plain page (its renderer was missing or failed): render in the browser, in the page's
    // language if its catalog loads (English otherwise).
    const render = () => createRoot(root).render(app);
    wholeCatalog = loadLanguage(language);
    wholeCatalog.then(render, render);
  }
}

void start(container);
