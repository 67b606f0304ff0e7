// The page's stylesheets after its first paint (issue 10). The server inlines the CSS a rendered page's markup
// uses (src/server/lib/criticalCss.ts) and writes the stylesheets themselves at the end of the body inside a
// <noscript> of this id: a browser without JavaScript applies them there, and with JavaScript the entry script
// (src/client/bootstrap.ts) links them when it starts the app, for what the app draws after hydration. Until then
// no stylesheet shares a phone's bandwidth with the page's largest picture and fonts.

/** The id of the <noscript> at the end of a rendered page's body that holds its stylesheet links. */
export const DEFERRED_STYLESHEETS_ID = 'dbjs-stylesheets';

/** The <noscript> the server writes for these stylesheet addresses (already escaped for an attribute). */
export function deferredStylesheetsMarkup(hrefs: readonly string[]): string {
  const links = hrefs.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  return `<noscript id="${DEFERRED_STYLESHEETS_ID}">${links}</noscript>`;
}

/** The stylesheet addresses in that <noscript>'s content (text, when the browser runs scripts): the reverse. */
export function deferredStylesheetHrefs(noscriptText: string): string[] {
  return [...noscriptText.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((match) => match[1]);
}
