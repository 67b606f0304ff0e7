import './styles/fonts/fonts.css';
import './styles/global.css';
import {
  FIRST_INTERACTION_EVENTS,
  HYDRATE_ATTRIBUTE,
  HYDRATED_EVENT,
  SCRIPTS_ATTRIBUTE,
  yieldToBrowser,
} from './app/hydration';
import { DEFERRED_STYLESHEETS_ID, deferredStylesheetHrefs } from '../shared/deferredStylesheets';

// The page's only script before the visitor interacts (issue 10's JavaScript budget; app/hydration.ts says why).
// The server's HTML is complete and works without JavaScript; this script waits for the first pointer, key,
// touch, scroll or focus and then loads the app (main.tsx), which hydrates that HTML. A page the server marks
// `load` (the forms) loads the app when the page has loaded, and the shell (no render) at once.

let started = false;

// A button (a carousel arrow, a dropdown of the wide menu, the events pager) does nothing until the app has
// hydrated, so the click that started the app would be lost: the last one is kept and clicked again once the app
// has hydrated, if the button is still on the page. Links need no help: the browser follows them.
let clickedButton: HTMLElement | null = null;

function rememberButton(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target || target.closest('a[href]')) return;
  clickedButton = target.closest<HTMLElement>('button, [role="button"]');
}

function replayClick(): void {
  document.removeEventListener('click', rememberButton, true);
  const button = clickedButton;
  clickedButton = null;
  // After the hydration's commit, so the button's handler is attached.
  if (button) requestAnimationFrame(() => button.isConnected && button.click());
}

function waitForInteraction(): void {
  for (const type of FIRST_INTERACTION_EVENTS)
    window.addEventListener(type, startApp, { capture: true, passive: true });
}

/**
 * Links the page's stylesheets, which the server left in a <noscript> (src/shared/deferredStylesheets.ts); settles
 * once all have loaded (or failed) and apply. They load as `print` sheets and apply together: applied one by one as
 * each arrived, the global sheet alone would override the page's rules of the inline CSS until the page's own
 * sheet came, and the banner's text and the form below it would jump and jump back (a layout shift).
 */
function linkStylesheets(): Promise<unknown> {
  const holder = document.getElementById(DEFERRED_STYLESHEETS_ID);
  if (!holder) return Promise.resolve();
  holder.remove();
  const links = deferredStylesheetHrefs(holder.textContent ?? '').map((href) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.media = 'print';
    link.href = href;
    return link;
  });
  const loaded = links.map(
    (link) =>
      new Promise((settle) => {
        link.onload = settle;
        link.onerror = settle;
      }),
  );
  document.head.append(...links);
  return Promise.all(loaded).then(() => {
    for (const link of links) link.media = 'all';
  });
}

/**
 * Adds the app's and the page's scripts (named on #root) all at once, rather than the page's after the app's. As
 * script elements, not preloads: the browser compiles a script away from the main thread while it downloads, and a
 * webpack chunk only registers its modules when it runs; the imports in startApp find them there. A preloaded file
 * was compiled on the main thread when webpack asked for it (27 to 30 ms for the framework chunk on a desktop, four
 * times that at Lighthouse's phone speed).
 */
function addAppScripts(): void {
  const root = document.getElementById('root');
  for (const href of root?.getAttribute(SCRIPTS_ATTRIBUTE)?.split(' ') ?? []) {
    if (!href) continue;
    const script = document.createElement('script');
    script.src = href;
    // A file that failed leaves, so that the next attempt (below) asks for it again.
    script.onerror = () => script.remove();
    document.head.appendChild(script);
  }
}

function startApp(): void {
  if (started) return;
  started = true;
  for (const type of FIRST_INTERACTION_EVENTS) window.removeEventListener(type, startApp, true);
  // The CSS inline in the page covers its markup as rendered; the app may draw more (a dialog, the phone's menu).
  const stylesheets = linkStylesheets();
  // The scripts in the next task: each element asks for its file as it is added, and with the stylesheets' links
  // that was one task of 54 to 121 ms at Lighthouse's 4x CPU slowdown on /join-us.
  const scripts = yieldToBrowser().then(addAppScripts);
  // The app hydrates once the stylesheets apply, so nothing it draws beyond the server's markup shows unstyled
  // (and moves when they arrive); its scripts download meanwhile.
  // The app's files first (app/appLoaded.ts says why), then React DOM, the other libraries, the API slice and the
  // app, each evaluated in a task of its own (app/framework.ts). The API slice alone (RTK Query's createApi, its
  // code run for the first time) was 57 of the app's 82 ms at Lighthouse's 4x CPU slowdown on /join-us.
  Promise.all([stylesheets, scripts])
    .then(() => import(/* webpackChunkName: "app" */ './app/appLoaded'))
    .then(yieldToBrowser)
    .then(() => import(/* webpackChunkName: "app" */ './app/reactDom'))
    .then(yieldToBrowser)
    .then(() => import(/* webpackChunkName: "app" */ './app/framework'))
    .then(yieldToBrowser)
    .then(() => import(/* webpackChunkName: "app" */ './app/api'))
    .then(yieldToBrowser)
    .then(() => import(/* webpackChunkName: "app" */ './main'))
    .catch(() => {
      // Offline for a moment: the page still works as it is, and the next interaction tries again.
      started = false;
      waitForInteraction();
    });
}

document.addEventListener('click', rememberButton, true);
window.addEventListener(HYDRATED_EVENT, replayClick, { once: true });

const root = document.getElementById('root');
const when = root?.getAttribute(HYDRATE_ATTRIBUTE);
if (when === 'interaction' && window.scrollY === 0) {
  waitForInteraction();
} else if (when === 'load' && document.readyState !== 'complete') {
  // A form page starts the app once its picture and fonts have arrived and the frame that shows them is painted
  // (or at the first interaction, if that is sooner): on a phone's network the app would otherwise share the
  // bandwidth with them and delay what the visitor sees. `load` comes when they have arrived; the callback of
  // the next frame runs before that frame is painted, and the one after it once it has been.
  waitForInteraction();
  window.addEventListener('load', () => requestAnimationFrame(() => requestAnimationFrame(startApp)), {
    once: true,
  });
} else {
  // A page opened scrolled down (Back, a reload, an address with #fragment) has been looked at already; the
  // shell has nothing to show without the app.
  startApp();
}
