import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type BeastiesType from 'beasties';
import type { FastifyBaseLogger } from 'fastify';
import { deferredStylesheetsMarkup } from '../../shared/deferredStylesheets';

// What a rendered page needs before its first paint, put into its HTML once when the page is rendered (the page
// cache then keeps it; routes/site.ts):
//
// - The CSS rules the page's own markup uses, inline in a <style> in the head (beasties: the site's stylesheets
//   matched against the rendered HTML, every media query kept, so the layout at any width is complete from the
//   first paint and nothing moves when the stylesheets arrive). The stylesheets themselves wait at the end of the
//   body in a <noscript> (src/shared/deferredStylesheets.ts): applied there without JavaScript, linked by the
//   entry script when the app starts otherwise, for what hydration and later interaction need. No stylesheet is
//   requested before the first paint, so none shares a phone's bandwidth with the largest picture and the fonts.
//   The CSP allows exactly these inline styles by their hashes (stylePolicy), nothing else.
// - Preloads of the three fonts every page's layout asks for (Inter 400 and 600, Noto Serif 700: buttons and
//   eyebrows are Inter 600, headings Noto Serif 700), so the text is drawn in them at once on most visits, rather
//   than in a fallback that moves when they arrive. Without a preload the semibold face was only asked for once the
//   page was laid out. Headings have one weight: a Noto Serif 600 for the footer's and the phone menu's headings
//   was 12 KB more before a phone's first picture. The Devanagari and Kannada faces of the Marathi, Hindi and
//   Kannada pages are not preloaded: their @font-face rules name the typeface installed on the device first
//   (scripts/subset-fonts.ts), Android's own font for those scripts, and a preload would download the file even
//   where the installed copy is used. Preloaded, they were 61 KB of the 104 KB of fonts that Lighthouse's phone
//   waited for before the first picture on /hi/join-us (LCP 1.99 s against 1.73 s without, six runs each).
//
// Only the head changes and the <noscript> is added before </body>: the app's HTML inside #root stays byte for
// byte what React rendered, so hydration sees exactly its own markup.

/** The fonts preloaded by every page: the subset files of src/client/styles/fonts, as webpack names them. */
export const PRELOADED_FONTS = ['inter-400', 'inter-600', 'noto-serif-700'] as const;

/** The built font files to preload (`/assets/fonts/inter-400.0a1b2c3d.woff2`), found in the build's folder. */
export function preloadedFontFiles(distDir: string): string[] {
  let names: string[];
  try {
    names = fs.readdirSync(path.join(distDir, 'assets/fonts'));
  } catch {
    return [];
  }
  return PRELOADED_FONTS.flatMap((font) => {
    const pattern = new RegExp(`^${font}(\\.[0-9a-f]{8,})?\\.woff2$`);
    const name = names.find((candidate) => pattern.test(candidate));
    return name ? [`/assets/fonts/${name}`] : [];
  });
}

const FONT_FACE_RULE = /@font-face\s*{[^}]*}/g;

const STYLE_ELEMENT = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g;

/** The CSP source of each inline <style> of a page: `'sha256-…'` of its text (CSP level 2 hashes). */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(STYLE_ELEMENT)].map(
    (match) => `'sha256-${crypto.createHash('sha256').update(match[1], 'utf8').digest('base64')}'`,
  );
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag);
  return match ? match[1] : undefined;
}

/**
 * The preloads of the page's largest picture when React made none: React preloads an <img> with
 * fetchpriority="high" by itself, but not one inside a <picture>, whose file depends on the <source> that
 * matches (the home page's hero: a portrait cut on phones). One preload per source, each with the source's media
 * query, and the <img>'s own for every other width, all with fetchpriority="high". Empty when React's preload is
 * there already or the page marks no picture as its largest.
 */
export function largestImagePreloads(html: string): string {
  const head = /<head>[\s\S]*<\/head>/.exec(html)?.[0] ?? '';
  if (/<link rel="preload" as="image"[^>]*fetchPriority="high"/i.test(head)) return '';
  const picture = /<picture>((?:<source [^>]*>)+)(<img [^>]*fetchPriority="high"[^>]*>)/i.exec(html);
  if (!picture) return '';
  const sources = [...picture[1].matchAll(/<source [^>]*>/gi)].map((match) => match[0]);
  const img = picture[2];
  const link = (
    srcSet: string | undefined,
    href: string | undefined,
    sizes: string | undefined,
    media: string,
  ) =>
    `<link rel="preload" as="image"${href ? ` href="${href}"` : ''}${srcSet ? ` imagesrcset="${srcSet}"` : ''}${
      sizes ? ` imagesizes="${sizes}"` : ''
    } media="${media}" fetchpriority="high">`;
  const medias = sources.map((source) => attribute(source, 'media'));
  // Only a single media query can be turned into its opposite for the <img>; the usual case (a phone cut).
  if (medias.length !== 1 || !medias[0]) return '';
  return [
    link(attribute(sources[0], 'srcSet'), undefined, attribute(sources[0], 'sizes'), medias[0]),
    link(
      attribute(img, 'srcSet'),
      attribute(img, 'src'),
      attribute(img, 'sizes'),
      `not all and ${medias[0]}`,
    ),
  ].join('');
}

export interface CriticalCssOptions {
  /** The built app's folder: stylesheets and fonts are read from it. */
  distDir: string;
  log: FastifyBaseLogger;
}

/** Makes a function that adds the inline CSS and font preloads to a rendered page (see above). */
export function criticalCss(options: CriticalCssOptions): (html: string) => Promise<string> {
  // Stylesheets are named by their content's hash (a development build's are not: those are read each time).
  const sheets = new Map<string, string>();
  const readSheet = async (filename: string) => {
    const kept = sheets.get(filename);
    if (kept !== undefined) return kept;
    const text = await fs.promises.readFile(filename, 'utf8');
    if (/\.[0-9a-f]{8,}\.css$/.test(filename)) sheets.set(filename, text);
    return text;
  };
  // beasties is loaded on the first page (an ES module's dependencies: import(), not require()).
  let made: Promise<BeastiesType> | null = null;
  const beasties = () =>
    (made ??= import('beasties').then(({ default: Beasties }) => {
      const instance = new Beasties({
        path: options.distDir,
        publicPath: '/',
        // The stylesheets become preloads in the head, which are taken out below and the stylesheets moved to
        // the end of the body: no inline script or event handler, which the CSP forbids.
        preload: undefined,
        pruneSource: false,
        // The @font-face rules are added below; the fonts preloaded are chosen here, not every weight.
        inlineFonts: false,
        preloadFonts: false,
        compress: true,
        logLevel: 'silent',
      });
      instance.readFile = readSheet;
      return instance;
    }));

  return async (html: string) => {
    const fonts = preloadedFontFiles(options.distDir)
      .map(
        (file) =>
          `<link rel="preload" as="font" type="font/woff2" href="${escapeAttribute(file)}" crossorigin>`,
      )
      .join('');
    const extra = `${largestImagePreloads(html)}${fonts}`;
    const withFonts = extra ? html.replace('</head>', () => `${extra}</head>`) : html;
    let processed: string;
    try {
      processed = await (await beasties()).process(withFonts);
    } catch (error) {
      options.log.warn(
        { error: (error as Error).message },
        'critical CSS could not be inlined; page linked as built',
      );
      return withFonts;
    }
    let head = /<head>[\s\S]*<\/head>/.exec(processed)?.[0];
    const originalHead = /<head>[\s\S]*<\/head>/.exec(withFonts)?.[0];
    if (!head || !originalHead || !head.includes('<style>')) return withFonts;
    // The stylesheets beasties turned into preloads leave the head for the <noscript> at the end of the body.
    const stylePreloads = [...head.matchAll(/<link [^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => attribute(tag, 'rel') === 'preload' && attribute(tag, 'as') === 'style');
    for (const tag of stylePreloads) head = head.replace(tag, '');
    // The site names its fonts in custom properties (--font-body), which beasties does not follow to the
    // @font-face rules: they are taken from the stylesheets here (seven small rules), so the first paint draws
    // in the site's fonts, not in a fallback that the stylesheets would then swap. The sheet that holds only
    // them (fonts.css, webpack.config.ts) is then not linked again: a stylesheet that brings @font-face rules
    // makes the browser lay out all the page's text anew when the app starts.
    const faces = new Set<string>();
    const deferredSheets: string[] = [];
    for (const href of stylePreloads.map((tag) => attribute(tag, 'href') ?? '')) {
      const file = path.join(options.distDir, href.replace(/^\/+/, ''));
      const sheet = await readSheet(file).catch(() => '');
      const sheetFaces = sheet.match(FONT_FACE_RULE) ?? [];
      for (const face of sheetFaces) faces.add(face);
      if (!sheetFaces.length || sheet.replace(FONT_FACE_RULE, '').trim()) deferredSheets.push(href);
    }
    if (!head.includes('@font-face')) head = head.replace('<style>', () => `<style>${[...faces].join('')}`);
    const deferred = deferredStylesheetsMarkup(deferredSheets);
    return withFonts
      .replace(originalHead, () => head)
      .replace(/<\/body>(?![\s\S]*<\/body>)/, () => `${deferred}</body>`);
  };
}
