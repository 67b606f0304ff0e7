import fs from 'node:fs';
import path from 'node:path';

// The site's fonts: Inter and Noto Serif cut to the characters the English site uses (scripts/subset-fonts.ts
// writes src/client/styles/fonts/). Every face shows text at once in a fallback font while it loads
// (font-display: swap), names the characters it holds in unicode-range, and is smaller than @fontsource's Latin
// file it was cut from. The pages in Marathi, Hindi and Kannada have Noto Sans Devanagari and Noto Sans Kannada,
// cut to the letters their catalogs use: each names only its script's letters, so an English page never fetches
// them, and a catalog that comes to use a letter the font lacks fails here (run npm run fonts:subset). A device
// that has these two typefaces installed (Android's own fonts for the scripts) uses them instead of the download.

const ROOT = path.resolve(__dirname, '../..');
const GLOBAL_CSS = path.join(ROOT, 'src/client/styles/global.css');
const FONTS_DIR = path.join(ROOT, 'src/client/styles/fonts');
const FONTS_CSS = path.join(FONTS_DIR, 'fonts.css');

function faces(): string[] {
  return fs.readFileSync(FONTS_CSS, 'utf8').match(/@font-face\s*{[^}]*}/g) ?? [];
}

describe('site fonts', () => {
  it('the site and the console take their fonts from the subset fonts.css only, not from @fontsource', () => {
    // fonts.css is a stylesheet of its own (webpack.config.ts), imported by each entry beside global.css.
    expect(fs.readFileSync(path.join(ROOT, 'src/client/bootstrap.ts'), 'utf8')).toContain(
      "import './styles/fonts/fonts.css';",
    );
    expect(fs.readFileSync(path.join(ROOT, 'src/admin/main.tsx'), 'utf8')).toContain(
      "import '../client/styles/fonts/fonts.css';",
    );
    const css = fs.readFileSync(GLOBAL_CSS, 'utf8');
    expect(css).not.toContain('@font-face');
    expect(css).not.toContain('@fontsource');
  });

  it('has the seven faces the site uses, each with font-display: swap, one woff2 file last and a unicode-range', () => {
    const found = faces().map((face) => {
      expect(face).toContain('font-display: swap;');
      if (/Noto Sans (Devanagari|Kannada)/.test(face))
        expect(face).toMatch(/unicode-range: U\+(9|C)[0-9A-F]{2}\b/);
      else expect(face).toMatch(/unicode-range: U\+20-7E, U\+A0-BF,/);
      const urls = [...face.matchAll(/url\(([^)]+)\)/g)].map((match) => match[1]);
      expect(urls).toHaveLength(1);
      expect(face).toMatch(/url\([^)]+\) format\('woff2'\);/);
      expect(urls[0]).toMatch(/^\.\/[a-z-]+-\d{3}\.woff2$/);
      expect(fs.existsSync(path.join(FONTS_DIR, urls[0]))).toBe(true);
      const family = /font-family: '([^']+)'/.exec(face)?.[1];
      const weight = /font-weight: (\d+)/.exec(face)?.[1];
      return `${family} ${weight}`;
    });
    expect(found).toEqual([
      'Inter 400',
      'Inter 600',
      'Noto Serif 700',
      'Noto Sans Devanagari 400',
      'Noto Sans Devanagari 600',
      'Noto Sans Kannada 400',
      'Noto Sans Kannada 600',
    ]);
  });

  it("asks for no weight the faces lack: every font-weight in the site's CSS is 400, 600 or 700", () => {
    // A weight without a face (Inter 500, once) makes the browser fetch a face no page preloads, late, after
    // layout, on the way to a phone's first paint; or, for the Indian scripts, draw a nearer weight.
    const cssFiles = fs
      .readdirSync(path.join(ROOT, 'src/client'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) => file !== FONTS_CSS);
    const used = new Set(
      cssFiles.flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/font-weight:\s*([^;}]+)/g)].map((match) =>
          match[1].trim(),
        ),
      ),
    );
    expect(
      [...used].filter((weight) => !['400', '600', '700', 'inherit', 'normal'].includes(weight)),
    ).toEqual([]);
  });

  describe.each([
    ['Noto Sans Devanagari', ['mr', 'hi'], 0x900, 0x97f],
    ['Noto Sans Kannada', ['kn'], 0xc80, 0xcff],
  ])('%s', (family, languages, from, to) => {
    const ranges = faces()
      .filter((face) => face.includes(`font-family: '${family}'`))
      .map((face) =>
        [
          ...(/unicode-range: ([^;]+);/.exec(face)?.[1] ?? '').matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/g),
        ].map(([, start, end]) => [parseInt(start, 16), parseInt(end ?? start, 16)]),
      );
    const covers = (range: number[][], code: number) =>
      range.some(([start, end]) => code >= start && code <= end);

    it('names only letters of its own script (an English page or another script never fetches it)', () => {
      expect(ranges).toHaveLength(2);
      for (const range of ranges)
        for (const [start, end] of range)
          expect([start, end]).toEqual([Math.max(start, from), Math.min(end, to)]);
    });

    it('holds every letter of the script that the catalogs of its languages use', () => {
      const letters = new Set<string>();
      for (const language of languages) {
        const dir = path.join(ROOT, 'src/client/i18n/messages', language);
        for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.json')))
          for (const value of Object.values(
            JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as object,
          ))
            for (const char of String(value)) {
              const code = char.codePointAt(0)!;
              if (code >= from && code <= to) letters.add(char);
            }
      }
      expect(letters.size).toBeGreaterThan(40);
      for (const range of ranges)
        expect([...letters].filter((char) => !covers(range, char.codePointAt(0)!))).toEqual([]);
    });

    it("names the typeface installed on a device before its own file, each weight's own names", () => {
      // The Latin faces download: Inter and Noto Serif are rarely installed, and they are preloaded.
      const postScript = family.replace(/ /g, '');
      const sources = faces()
        .filter((face) => face.includes(`font-family: '${family}'`))
        .map((face) => /src: ([^;]+);/.exec(face)?.[1].split(/,\s*(?=local|url)/));
      expect(sources).toEqual([
        [
          `local('${family} Regular')`,
          `local('${postScript}-Regular')`,
          `local('${family}')`,
          expect.stringMatching(/^url\(\.\/[a-z-]+-400\.woff2\) format\('woff2'\)$/),
        ],
        [
          `local('${family} SemiBold')`,
          `local('${postScript}-SemiBold')`,
          `local('${family} Bold')`,
          `local('${postScript}-Bold')`,
          expect.stringMatching(/^url\(\.\/[a-z-]+-600\.woff2\) format\('woff2'\)$/),
        ],
      ]);
    });

    it('is a woff2 file well under the whole @fontsource file of its script', () => {
      const slug = family.toLowerCase().replace(/ /g, '-');
      const script = slug.replace('noto-sans-', '');
      for (const weight of [400, 600]) {
        const bytes = fs.readFileSync(path.join(FONTS_DIR, `${slug}-${weight}.woff2`));
        expect(bytes.subarray(0, 4).toString('latin1')).toBe('wOF2');
        const original = `@fontsource/${slug}/files/${slug}-${script}-${weight}-normal.woff2`;
        expect(bytes.length).toBeLessThan(fs.statSync(path.join(ROOT, 'node_modules', original)).size * 0.8);
      }
    });
  });

  it('each subset file is a woff2 smaller than the @fontsource Latin file it was cut from', () => {
    const pairs: [string, string][] = [
      ['inter-400.woff2', '@fontsource/inter/files/inter-latin-400-normal.woff2'],
      ['inter-600.woff2', '@fontsource/inter/files/inter-latin-600-normal.woff2'],
      ['noto-serif-700.woff2', '@fontsource/noto-serif/files/noto-serif-latin-700-normal.woff2'],
    ];
    for (const [subset, original] of pairs) {
      const bytes = fs.readFileSync(path.join(FONTS_DIR, subset));
      expect([subset, bytes.subarray(0, 4).toString('latin1')]).toEqual([subset, 'wOF2']);
      const originalSize = fs.statSync(path.join(ROOT, 'node_modules', original)).size;
      // Cut to the characters used and the features browsers apply: about two thirds of the original.
      expect([subset, bytes.length < originalSize * 0.75]).toEqual([subset, true]);
    }
  });

  it("the Latin faces name every Latin letter and sign of the site's own text", () => {
    const inter = faces().find((face) => face.includes("font-family: 'Inter'")) ?? '';
    const range = [
      ...(/unicode-range: ([^;]+);/.exec(inter)?.[1] ?? '').matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/g),
    ].map(([, start, end]) => [parseInt(start, 16), parseInt(end ?? start, 16)]);
    const missing = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.(tsx?|css)$/.test(entry.name))
          for (const char of fs.readFileSync(file, 'utf8')) {
            const code = char.codePointAt(0)!;
            const latin = (code >= 0x20 && code < 0x370) || (code >= 0x1e00 && code < 0x2200);
            const joiner = code >= 0x200b && code <= 0x200f;
            if (latin && !joiner && !range.some(([start, end]) => code >= start && code <= end))
              missing.add(`${char} U+${code.toString(16)} in ${path.relative(ROOT, file)}`);
          }
      }
    };
    walk(path.join(ROOT, 'src/client'));
    walk(path.join(ROOT, 'src/shared'));
    // A new character in the site's text needs `npm run fonts:subset`.
    expect([...missing]).toEqual([]);
  });
});
