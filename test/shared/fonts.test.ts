import fs from 'node:fs';
import path from 'node:path';

// The site's fonts: every face shows text at once in a fallback font while it loads (font-display: swap), and only
// @fontsource's Latin subset files are used (the pages in Marathi, Kannada and Hindi use the system's fonts for
// their scripts), so no Cyrillic, Greek or Vietnamese glyphs are ever downloaded.

const ROOT = path.resolve(__dirname, '../..');
const GLOBAL_CSS = path.join(ROOT, 'src/client/styles/global.css');

// Read from node_modules directly: jest maps every .css import and require.resolve to a stub.
const fileOf = (name: string) => path.join(ROOT, 'node_modules', name);

function fontImports(): string[] {
  const css = fs.readFileSync(GLOBAL_CSS, 'utf8');
  return [...css.matchAll(/@import\s+'(@fontsource\/[^']+)'/g)].map((match) => match[1]);
}

describe('site fonts', () => {
  it('imports only Latin subset files of @fontsource, one weight per file', () => {
    const imports = fontImports();
    expect(imports.length).toBeGreaterThan(0);
    for (const name of imports) expect(name).toMatch(/^@fontsource\/[a-z-]+\/latin-\d{3}\.css$/);
  });

  it('every @font-face uses font-display: swap and names only Latin files', () => {
    for (const name of fontImports()) {
      const css = fs.readFileSync(fileOf(name), 'utf8');
      const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
      expect([name, faces.length]).toEqual([name, 1]);
      for (const face of faces) {
        expect(face).toContain('font-display: swap');
        const urls = [...face.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]);
        expect(urls.length).toBeGreaterThan(0);
        for (const url of urls) {
          expect(path.basename(url)).toMatch(/-latin-\d{3}-normal\.woff2?$/);
          expect(fs.existsSync(path.resolve(path.dirname(fileOf(name)), url))).toBe(true);
        }
      }
    }
  });
});
