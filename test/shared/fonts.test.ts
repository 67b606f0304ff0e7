import fs from 'node:fs';
import path from 'node:path';

// The site's fonts: Inter and Noto Serif cut to the characters the English site uses (scripts/subset-fonts.ts
// writes src/client/styles/fonts/). Every face shows text at once in a fallback font while it loads
// (font-display: swap), names the characters it holds in unicode-range, and is smaller than @fontsource's Latin
// file it was cut from. The pages in Marathi, Kannada and Hindi use the system's fonts for their scripts.

const ROOT = path.resolve(__dirname, '../..');
const GLOBAL_CSS = path.join(ROOT, 'src/client/styles/global.css');
const FONTS_DIR = path.join(ROOT, 'src/client/styles/fonts');
const FONTS_CSS = path.join(FONTS_DIR, 'fonts.css');

function faces(): string[] {
  return fs.readFileSync(FONTS_CSS, 'utf8').match(/@font-face\s*{[^}]*}/g) ?? [];
}

describe('site fonts', () => {
  it('global.css takes its fonts from the subset fonts.css only, not from @fontsource', () => {
    const css = fs.readFileSync(GLOBAL_CSS, 'utf8');
    expect(css).toContain("@import './fonts/fonts.css';");
    expect(css).not.toContain('@fontsource');
  });

  it('has the five faces the site uses, each with font-display: swap, one woff2 file and a unicode-range', () => {
    const found = faces().map((face) => {
      expect(face).toContain('font-display: swap;');
      expect(face).toMatch(/unicode-range: U\+20-7E, U\+A0-FF,/);
      const urls = [...face.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]);
      expect(urls).toHaveLength(1);
      expect(urls[0]).toMatch(/^\.\/[a-z-]+-\d{3}\.woff2$/);
      expect(fs.existsSync(path.join(FONTS_DIR, urls[0]))).toBe(true);
      const family = /font-family: '([^']+)'/.exec(face)?.[1];
      const weight = /font-weight: (\d+)/.exec(face)?.[1];
      return `${family} ${weight}`;
    });
    expect(found).toEqual(['Inter 400', 'Inter 500', 'Inter 600', 'Noto Serif 600', 'Noto Serif 700']);
  });

  it('each subset file is a woff2 smaller than the @fontsource Latin file it was cut from', () => {
    const pairs: [string, string][] = [
      ['inter-400.woff2', '@fontsource/inter/files/inter-latin-400-normal.woff2'],
      ['inter-500.woff2', '@fontsource/inter/files/inter-latin-500-normal.woff2'],
      ['inter-600.woff2', '@fontsource/inter/files/inter-latin-600-normal.woff2'],
      ['noto-serif-600.woff2', '@fontsource/noto-serif/files/noto-serif-latin-600-normal.woff2'],
      ['noto-serif-700.woff2', '@fontsource/noto-serif/files/noto-serif-latin-700-normal.woff2'],
    ];
    for (const [subset, original] of pairs) {
      const bytes = fs.readFileSync(path.join(FONTS_DIR, subset));
      expect([subset, bytes.subarray(0, 4).toString('latin1')]).toEqual([subset, 'wOF2']);
      const originalSize = fs.statSync(path.join(ROOT, 'node_modules', original)).size;
      expect(bytes.length).toBeLessThan(originalSize * 0.9);
    }
  });
});
