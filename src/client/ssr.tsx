import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { api, SERVER_STATE_ID } from './app/api';
import {
  APP_CHUNK,
  HYDRATE_ATTRIBUTE,
  hydrateWhen,
  SCRIPTS_ATTRIBUTE,
  type HydrateWhen,
} from './app/hydration';
import { preloadRoute, routeChunks, routes } from './app/router';
import { makeStore } from './app/store';
import { documentTitle, PageMetaContext, SITE_NAME, type PageMeta } from './hooks/usePageMeta';
import { setPurifier } from '../shared/sanitize';
import { formatOrdinalDate } from '../shared/dates';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  localisedPath,
  OG_LOCALES,
  splitLanguage,
  type Language,
} from '../shared/i18n/languages';
import {
  catalogFromParts,
  messagesFor,
  PAGE_MESSAGES_ID,
  recordMessages,
  registerCatalog,
  translatorFor,
} from './i18n';
import { revealSlidesBeforeHydration } from './components/Carousel';
import marathi from './i18n/messages/mr/index.json';
import kannada from './i18n/messages/kn/index.json';
import hindi from './i18n/messages/hi/index.json';

// The server renders every language: all catalogs are loaded at start (the browser loads only its page's).
registerCatalog('mr', catalogFromParts(marathi as never));
registerCatalog('kn', catalogFromParts(kannada as never));
registerCatalog('hi', catalogFromParts(hindi as never));

// The server's render of a public page (built by webpack to dist/server/ssr.js, loaded by
// src/server/routes/site.ts): the same React tree that src/client/main.tsx hydrates, with the page's data, its
// head tags and the state of its queries in the HTML.
//
// The data: the query hooks start their queries while rendering on the server (api.ts), so the page is rendered,
// its queries awaited, and rendered again until no query is left running (a page whose data asks for more data
// needs a pass more). The page's chunk is loaded first, so nothing suspends: no fallback in the HTML, and no
// out-of-line Suspense content revealed by inline scripts, which the CSP (`script-src 'self'`) would block.

export interface RenderOptions {
  /** The built page (dist/index.html): its head, styles and scripts. */
  template: string;
  /** The site's public origin (PUBLIC_URL), for canonical and sharing addresses. */
  publicUrl: string;
  /** Answers the page's API calls (in process, through the read cache). */
  fetch: typeof fetch;
  /** The files of each named chunk of the browser build (dist/server/chunks.json), to link the page's own. */
  chunkFiles?: Record<string, string[]>;
  /** A DOMPurify that works in Node (on a jsdom window): pages show stored HTML through it. */
  purifier?: Parameters<typeof setPurifier>[0];
  /** The page's HTTP status: a not-found page (404) is not indexed and names no address of its own. */
  statusCode?: number;
}

export interface RenderedPage {
  html: string;
  meta: PageMeta;
}

/** More passes would mean a page whose queries never settle; it is then sent as rendered (loading states). */
const MAX_PASSES = 4;

/** The picture a link to a page without one of its own shows when shared. */
const DEFAULT_SHARE_IMAGE = '/images/hero/slide-1.webp';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element: `<` escaped, so no `</script>` or `<!--` in the data can end it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function absoluteUrl(publicUrl: string, address: string): string {
  try {
    return new URL(address, `${publicUrl.replace(/\/+$/, '')}/`).href;
  } catch {
    return address;
  }
}

/** Addresses inside schema.org data (logo, image, url) made absolute. */
function absoluteAddresses(value: unknown, publicUrl: string): unknown {
  if (typeof value === 'string') return value.startsWith('/') ? absoluteUrl(publicUrl, value) : value;
  if (Array.isArray(value)) return value.map((item) => absoluteAddresses(item, publicUrl));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, absoluteAddresses(item, publicUrl)]),
    );
  return value;
}

/** The page in each language (hreflang), English also as the default for other languages. */
function languageLinks(path: string, publicUrl: string): string {
  const link = (hreflang: string, language: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(absoluteUrl(publicUrl, localisedPath(language, path)))}">`;
  return [...LANGUAGES.map((language) => link(language, language)), link('x-default', DEFAULT_LANGUAGE)].join(
    '',
  );
}

/**
 * The page's own head tags: title, description, canonical address and its other languages, Open Graph, Twitter
 * card, JSON-LD. A not-found page (`indexable` false) asks search engines not to index it, and names no canonical
 * address, language versions or sharing address: the address it was asked for is not a page of the site.
 */
export function headTags(meta: PageMeta, pathname: string, publicUrl: string, indexable = true): string {
  const canonicalPath = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  const { language, path } = splitLanguage(canonicalPath);
  const t = translatorFor(language);
  const siteName = t(SITE_NAME);
  const title = documentTitle(meta.title, siteName);
  const canonical = absoluteUrl(publicUrl, canonicalPath);
  const image = absoluteUrl(publicUrl, meta.image || DEFAULT_SHARE_IMAGE);
  const description = meta.description ?? '';
  // A shared event names its day beside its description.
  const shareDescription = meta.date
    ? `${formatOrdinalDate(meta.date, language)}. ${description}`.trim()
    : description;
  const tag = (attribute: 'name' | 'property', key: string, content: string) =>
    content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}">` : '';
  return [
    `<title>${escapeHtml(title)}</title>`,
    tag('name', 'description', description),
    indexable
      ? `<link rel="canonical" href="${escapeHtml(canonical)}">`
      : '<meta name="robots" content="noindex">',
    indexable ? languageLinks(path, publicUrl) : '',
    tag('property', 'og:type', meta.date ? 'article' : 'website'),
    tag('property', 'og:site_name', siteName),
    tag('property', 'og:title', meta.title && meta.title !== t('Home') ? meta.title : siteName),
    tag('property', 'og:description', shareDescription),
    tag('property', 'og:url', indexable ? canonical : ''),
    tag('property', 'og:image', image),
    tag('property', 'og:locale', OG_LOCALES[language]),
    ...LANGUAGES.filter((other) => other !== language).map((other) =>
      tag('property', 'og:locale:alternate', OG_LOCALES[other]),
    ),
    tag('name', 'twitter:card', 'summary_large_image'),
    tag('name', 'twitter:title', meta.title && meta.title !== t('Home') ? meta.title : siteName),
    tag('name', 'twitter:description', shareDescription),
    tag('name', 'twitter:image', image),
    meta.structuredData
      ? `<script type="application/ld+json">${scriptJson(absoluteAddresses(meta.structuredData, publicUrl))}</script>`
      : '',
  ].join('');
}

/** The files of the app's chunk and of the route's page chunk (the entry's are in the template). */
function pageFiles(pathname: string, chunkFiles: Record<string, string[]> | undefined): string[] {
  if (!chunkFiles) return [];
  const chunks = [APP_CHUNK, ...routeChunks(pathname)];
  return [...new Set(chunks.flatMap((chunk) => chunkFiles[chunk] ?? []))];
}

/**
 * The stylesheets of the app and of the route's page chunk: they apply from the first paint (and without
 * JavaScript); the browser's chunk loader finds them already linked and does not load them again. A page that
 * hydrates at once also preloads their scripts; one that waits for the visitor (app/hydration.ts) loads none
 * before then.
 */
function pageAssetTags(files: string[]): string {
  const href = (file: string) => escapeHtml(`/${file}`);
  return files
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<link href="${href(file)}" rel="stylesheet">`)
    .join('');
}

/**
 * #root's attributes: when bootstrap.ts hydrates the page, and the scripts it then preloads. No page asks for
 * its scripts in <head>: on a phone's network they would share the bandwidth with the stylesheet, the fonts and
 * the largest picture, and delay the first paint.
 */
function rootAttributes(files: string[], when: HydrateWhen): string {
  const scripts = files.filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
  return [
    ` ${HYDRATE_ATTRIBUTE}="${when}"`,
    scripts.length ? ` ${SCRIPTS_ATTRIBUTE}="${escapeHtml(scripts.join(' '))}"` : '',
  ].join('');
}

/** Replaces the first match of `pattern` with `text`, taken literally (no `$` patterns). */
function replaceOnce(html: string, pattern: RegExp | string, text: string): string {
  return html.replace(pattern, () => text);
}

/** Renders the page at `url` (path and query) into the built template. Throws if React cannot render it. */
export async function render(url: string, options: RenderOptions): Promise<RenderedPage> {
  const location = new URL(url, 'http://server.invalid');
  if (options.purifier) setPurifier(options.purifier);
  await preloadRoute(location.pathname);

  const store = makeStore(undefined, { serverFetch: options.fetch });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(location.href));
  // No route has a loader or an action, so the handler never answers a redirect of its own.
  if (context instanceof Response)
    throw new Error(`The router answered ${context.status} for ${location.pathname}`);

  let meta: PageMeta = { title: SITE_NAME };
  let appHtml = '';
  let usedMessages = new Set<string>();
  // A query that failed (an unknown event's 404) is started again by the next render, as the browser would
  // start it again on mount: the passes end when no query is new, and those repeats are awaited too, so that
  // the state sent with the page holds only settled queries.
  const awaited = new Set<string>();
  for (let pass = 1; ; pass += 1) {
    const collector = { set: (pageMeta: PageMeta) => void (meta = pageMeta) };
    const router = createStaticRouter(handler.dataRoutes, context);
    const rendered = recordMessages(() =>
      renderToString(
        <StrictMode>
          <PageMetaContext.Provider value={collector}>
            <Provider store={store}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </Provider>
          </PageMetaContext.Provider>
        </StrictMode>,
      ),
    );
    appHtml = rendered.result;
    usedMessages = rendered.ids;
    const running = store.dispatch(api.util.getRunningQueriesThunk());
    const fresh = running.filter((query) => !awaited.has(query.queryCacheKey));
    for (const query of running) awaited.add(query.queryCacheKey);
    await Promise.allSettled(running);
    if (fresh.length === 0 || pass >= MAX_PASSES) break;
  }

  // A boundary left in its fallback (`<!--$!-->`) means a component threw or suspended: the browser would
  // render that part afresh, so the server sends its plain page instead (and logs this).
  if (appHtml.includes('<!--$!-->'))
    throw new Error(`${location.pathname} did not render on the server (a component threw or suspended)`);
  // React puts the preloads of the page's images (the header's emblem, the largest picture) before the app's
  // HTML; they belong in the head, where the browser starts them first.
  const preloads = /^(?:<link [^>]*\/>)*/.exec(appHtml)?.[0] ?? '';
  appHtml = revealSlidesBeforeHydration(appHtml.slice(preloads.length));

  // Only settled queries: the browser's store takes them as they are and asks for nothing it already has.
  const { queries, provided } = store.getState().api;
  const state = { api: { queries, mutations: {}, provided } };

  // The messages the page showed, in its language: the browser hydrates with them (main.tsx) and loads the
  // rest of the catalog afterwards. English pages need none.
  const { language } = splitLanguage(location.pathname);
  const pageMessages =
    language === DEFAULT_LANGUAGE
      ? ''
      : `<script type="application/json" id="${PAGE_MESSAGES_ID}">${scriptJson(messagesFor(language, usedMessages))}</script>`;

  const files = pageFiles(location.pathname, options.chunkFiles);
  const when = hydrateWhen(routeChunks(location.pathname));

  let html = options.template;
  html = replaceOnce(html, /<html lang="?en"?/, `<html lang="${language}"`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, '');
  html = replaceOnce(html, /<meta name="?description"?[^>]*>/, '');
  // The template's note for browsers without JavaScript: a rendered page reads without it.
  html = replaceOnce(html, /<noscript>[\s\S]*?<\/noscript>/, '');
  html = replaceOnce(
    html,
    '</head>',
    `${pageAssetTags(files)}${headTags(meta, location.pathname, options.publicUrl, (options.statusCode ?? 200) === 200)}${preloads}</head>`,
  );
  html = replaceOnce(
    html,
    /<div id="?root"?><\/div>/,
    `<div id="root"${rootAttributes(files, when)}>${appHtml}</div><script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(state)}</script>${pageMessages}`,
  );
  return { html, meta };
}
