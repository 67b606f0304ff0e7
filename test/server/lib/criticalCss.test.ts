import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  criticalCss,
  inlineStyleHashes,
  largestImagePreloads,
  preloadedFontFiles,
} from '../../../src/server/lib/criticalCss';
import {
  contentSecurityDirectives,
  pageContentSecurityPolicy,
  serializeCsp,
} from '../../../src/server/plugins/security';
import { appOnStandIn, makeTempDir, testConfig } from '../helpers/harness';
import { deferredStylesheetHrefs } from '../../../src/shared/deferredStylesheets';

// A rendered page's first-paint needs (src/server/lib/criticalCss.ts): the CSS its markup uses inline, the
// stylesheets moved out of the way of the first paint, the fonts and the largest picture preloaded, and a CSP
// that allows exactly that inline CSS by its hash.

const CSS = [
  '@font-face{font-display:swap;font-family:Inter;font-weight:400;src:url(/assets/fonts/inter-400.0a1b2c3d.woff2) format("woff2")}',
  ':root{--font-body:"Inter",sans-serif}',
  'body{font-family:var(--font-body);margin:0}',
  '.used{color:red}',
  '.unused-anywhere{color:blue}',
  '@media (min-width:834px){.used{color:green}}',
].join('');

const APP_HTML =
  '<div class="used">Hello <!-- -->world</div><picture><source media="(max-width: 834px)" srcSet="/images/hero/slide-1-portrait.webp"/><img src="/images/hero/slide-1.webp" srcSet="/images/hero/slide-1-800w.webp 800w, /images/hero/slide-1.webp 1600w" sizes="100vw" fetchPriority="high" width="1600" height="700" alt=""/></picture>';

const PAGE = `<!doctype html><html lang=en><head><meta charset=utf-8><title>T</title><link href=/assets/main.0a1b2c3d.css rel=stylesheet></head><body><div id="root" data-hydrate="interaction">${APP_HTML}</div><script type="application/json" id="state">{}</script></body></html>`;

const silentLog = { warn: () => undefined } as unknown as FastifyBaseLogger;

let distDir: string;
const createdDirs: string[] = [];

beforeAll(() => {
  distDir = makeTempDir('dbjs-critical-');
  createdDirs.push(distDir);
  fs.mkdirSync(path.join(distDir, 'assets/fonts'), { recursive: true });
  fs.writeFileSync(path.join(distDir, 'assets/main.0a1b2c3d.css'), CSS);
  for (const name of [
    'inter-400.0a1b2c3d.woff2',
    'inter-500.1a1b2c3d.woff2',
    'inter-600.3a1b2c3d.woff2',
    'noto-serif-700.2a1b2c3d.woff2',
    'noto-sans-devanagari-400.4a1b2c3d.woff2',
    'noto-sans-devanagari-600.5a1b2c3d.woff2',
    'noto-sans-kannada-400.6a1b2c3d.woff2',
    'noto-sans-kannada-600.7a1b2c3d.woff2',
  ])
    fs.writeFileSync(path.join(distDir, 'assets/fonts', name), 'wOF2');
});

afterAll(() => {
  for (const dir of createdDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('criticalCss', () => {
  it('inlines the rules the markup uses (media queries kept) and the @font-face rules, and leaves out the rest', async () => {
    const html = await criticalCss({ distDir, log: silentLog })(PAGE);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain('.used{color:red}');
    expect(style).toContain('@media (min-width:834px){.used{color:green}}');
    expect(style).toContain('font-family:var(--font-body)');
    expect(style).toContain('@font-face{');
    expect(style).toContain('inter-400.0a1b2c3d.woff2');
    expect(style).not.toContain('unused-anywhere');
  });

  it('the stylesheet waits in a <noscript> at the end of the body, not requested from the head; #root is untouched', async () => {
    const html = await criticalCss({ distDir, log: silentLog })(PAGE);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('main.0a1b2c3d.css');
    expect(html).toMatch(
      /<script type="application\/json" id="state">\{\}<\/script><noscript id="dbjs-stylesheets"><link rel="stylesheet" href="\/assets\/main\.0a1b2c3d\.css"><\/noscript><\/body><\/html>$/,
    );
    // What the entry script reads from it when it starts the app.
    const noscript = /<noscript id="dbjs-stylesheets">([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(deferredStylesheetHrefs(noscript)).toEqual(['/assets/main.0a1b2c3d.css']);
    // Byte for byte what React rendered: hydration compares against it.
    expect(html).toContain(`<div id="root" data-hydrate="interaction">${APP_HTML}</div>`);
  });

  it('preloads the three fonts of the first screen, with crossorigin, and no other weight', async () => {
    const files = [
      '/assets/fonts/inter-400.0a1b2c3d.woff2',
      '/assets/fonts/inter-600.3a1b2c3d.woff2',
      '/assets/fonts/noto-serif-700.2a1b2c3d.woff2',
    ];
    expect(preloadedFontFiles(distDir)).toEqual(files);
    const html = await criticalCss({ distDir, log: silentLog })(PAGE);
    for (const file of files)
      expect(html).toContain(`<link rel="preload" as="font" type="font/woff2" href="${file}" crossorigin>`);
    expect(html).not.toContain('inter-500.1a1b2c3d.woff2" crossorigin');
  });

  it('a Marathi, Hindi or Kannada page preloads the same three fonts: its script is drawn in an installed copy first', async () => {
    const fontPreloads = async (page: string) =>
      [
        ...(await criticalCss({ distDir, log: silentLog })(page)).matchAll(/as="font"[^>]*href="([^"]+)"/g),
      ].map((match) => match[1]);
    const common = [
      '/assets/fonts/inter-400.0a1b2c3d.woff2',
      '/assets/fonts/inter-600.3a1b2c3d.woff2',
      '/assets/fonts/noto-serif-700.2a1b2c3d.woff2',
    ];
    for (const language of ['mr', 'hi', 'kn'])
      expect(await fontPreloads(PAGE.replace('<html lang=en>', `<html lang="${language}">`))).toEqual(common);
  });

  it('a sheet of @font-face rules alone goes inline whole and is not linked again; the others wait as before', async () => {
    // The site's fonts.css (webpack.config.ts): linked again when the app starts, it would make the browser lay
    // out all the page's text anew.
    const fontsOnly = CSS.match(/@font-face\{[^}]*\}/g)?.join('') ?? '';
    fs.writeFileSync(path.join(distDir, 'assets/fonts.5a1b2c3d.css'), fontsOnly);
    fs.writeFileSync(path.join(distDir, 'assets/main.6a1b2c3d.css'), CSS.replace(fontsOnly, ''));
    const page = PAGE.replace(
      '<link href=/assets/main.0a1b2c3d.css rel=stylesheet>',
      '<link href=/assets/fonts.5a1b2c3d.css rel=stylesheet><link href=/assets/main.6a1b2c3d.css rel=stylesheet>',
    );
    const html = await criticalCss({ distDir, log: silentLog })(page);
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(style).toContain(fontsOnly);
    expect(style).toContain('.used{color:red}');
    expect(html.slice(0, html.indexOf('</head>'))).not.toContain('.css');
    const noscript = /<noscript id="dbjs-stylesheets">([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
    expect(deferredStylesheetHrefs(noscript)).toEqual(['/assets/main.6a1b2c3d.css']);
  });

  it('a page whose stylesheet is missing is sent as rendered, with its preloads', async () => {
    const missing = PAGE.replace('main.0a1b2c3d.css', 'main.ffffffff.css');
    const html = await criticalCss({ distDir, log: silentLog })(missing);
    expect(html).not.toContain('<style>');
    expect(html).toContain('<link href=/assets/main.ffffffff.css rel=stylesheet>');
    expect(html).toContain('as="font"');
  });
});

describe('largestImagePreloads', () => {
  it('preloads a <picture> per width: the source for its media, the <img> for every other width', () => {
    expect(largestImagePreloads(PAGE)).toBe(
      '<link rel="preload" as="image" imagesrcset="/images/hero/slide-1-portrait.webp" media="(max-width: 834px)" fetchpriority="high">' +
        '<link rel="preload" as="image" href="/images/hero/slide-1.webp" imagesrcset="/images/hero/slide-1-800w.webp 800w, /images/hero/slide-1.webp 1600w" imagesizes="100vw" media="not all and (max-width: 834px)" fetchpriority="high">',
    );
  });

  it('adds nothing when React preloaded the picture already, or no picture is marked the largest', () => {
    const preloaded = PAGE.replace(
      '</head>',
      '<link rel="preload" as="image" imageSrcSet="/images/banners/x.webp 1600w" fetchPriority="high"/></head>',
    );
    expect(largestImagePreloads(preloaded)).toBe('');
    expect(largestImagePreloads(PAGE.replace(' fetchPriority="high"', ''))).toBe('');
  });
});

describe("a page's CSP", () => {
  it('allows its inline <style> elements by their sha256 and nothing looser', () => {
    const html = '<head><style>a{color:red}</style></head><body><style>b{}</style></body>';
    const hashes = inlineStyleHashes(html);
    const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
    expect(hashes).toEqual([sha('a{color:red}'), sha('b{}')]);
    const config = testConfig(makeTempDir());
    const policy = pageContentSecurityPolicy(config, hashes);
    expect(policy).toContain(`;style-src 'self' ${hashes.join(' ')};`);
    expect(policy).not.toMatch(/style-src [^;]*unsafe-inline/);
    // Everything else as the site's policy.
    expect(policy.replace(` ${hashes.join(' ')}`, '')).toBe(serializeCsp(contentSecurityDirectives(config)));
    expect(pageContentSecurityPolicy(config, [])).toBe(serializeCsp(contentSecurityDirectives(config)));
  });

  it('a rendered page is sent with the CSP of its own inline style; the security headers stay', async () => {
    const dataDir = makeTempDir();
    createdDirs.push(dataDir);
    fs.writeFileSync(
      path.join(distDir, 'index.html'),
      PAGE.replace(/<div id="root"[\s\S]*<\/div>/, '<div id="root"></div>'),
    );
    const app = await appOnStandIn(dataDir, {
      serveSite: true,
      distDir,
      renderer: { render: async () => ({ html: PAGE }) },
    });
    try {
      const answer = await app.inject({ method: 'GET', url: '/' });
      expect(answer.statusCode).toBe(200);
      const style = /<style>([\s\S]*?)<\/style>/.exec(answer.body)?.[1] ?? '';
      expect(style).toContain('.used{color:red}');
      const hash = `'sha256-${crypto.createHash('sha256').update(style).digest('base64')}'`;
      expect(answer.headers['content-security-policy']).toContain(`style-src 'self' ${hash};`);
      expect(answer.headers['x-frame-options']).toBe('DENY');
      // Kept with the page: the second answer is the same page under the same policy.
      const again = await app.inject({ method: 'GET', url: '/' });
      expect(again.body).toBe(answer.body);
      expect(again.headers['content-security-policy']).toBe(answer.headers['content-security-policy']);
      // An API answer keeps the site's own policy.
      const api = await app.inject({ method: 'GET', url: '/api/health' });
      expect(api.headers['content-security-policy']).toBe(
        serializeCsp(contentSecurityDirectives(app.config)),
      );
    } finally {
      await app.close();
    }
  });
});
