/**
 * `npm run fonts:subset`: cuts the site's web fonts (Inter 400/500/600 and Noto Serif 600/700, Latin, from
 * @fontsource) down to the characters the English site uses, with harfbuzz's hb-subset (the subset-font package),
 * and writes them with their @font-face rules into src/client/styles/fonts/. The output is committed: a build
 * needs no wasm, and a change of these fonts shows in review.
 *
 * The characters kept: printable ASCII, Latin-1 (names with accents), the typographic punctuation the content
 * uses (quotes, dashes, ellipsis, bullet), the rupee and a few signs, and every other character found in the
 * site's own text (src/client, src/shared). Each @font-face names exactly these characters in its unicode-range,
 * so a character outside them (in an office-written event text, say) is drawn by the next font of the stack
 * instead of a missing glyph. Fonts for other scripts (Devanagari, Kannada) are added beside these, not cut here.
 */
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const ROOT = path.resolve(__dirname, '..');
const OUT_DIR = path.join(ROOT, 'src/client/styles/fonts');

interface FontFile {
  family: string;
  weight: number;
  /** The @fontsource file, under node_modules. */
  source: string;
  /** The file written under OUT_DIR (webpack adds a content hash). */
  output: string;
}

const FONTS: FontFile[] = [
  ...[400, 500, 600].map((weight) => ({
    family: 'Inter',
    weight,
    source: `@fontsource/inter/files/inter-latin-${weight}-normal.woff2`,
    output: `inter-${weight}.woff2`,
  })),
  ...[600, 700].map((weight) => ({
    family: 'Noto Serif',
    weight,
    source: `@fontsource/noto-serif/files/noto-serif-latin-${weight}-normal.woff2`,
    output: `noto-serif-${weight}.woff2`,
  })),
];

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/** Code points always kept, whatever the source text holds today. */
const BASE = [
  ...range(0x20, 0x7e), // ASCII
  ...range(0xa0, 0xff), // Latin-1: names with accents, ©, °, ×
  0x131,
  0x152,
  0x153, // ı Œ œ
  ...range(0x2010, 0x2027), // hyphens, dashes, quotes, bullet, ellipsis
  0x2030,
  0x2032,
  0x2033,
  0x2039,
  0x203a, // ‰ ′ ″ ‹ ›
  0x20ac,
  0x20b9, // € ₹
  0x2122,
  0x2190,
  0x2191,
  0x2192,
  0x2193,
  0x2212, // ™ arrows, minus
];

/** Every character of the site's own source text (content, pages, messages) outside the base set. */
function sourceCodePoints(): number[] {
  const found = new Set<number>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(tsx?|css)$/.test(entry.name))
        for (const char of fs.readFileSync(file, 'utf8')) {
          const code = char.codePointAt(0) ?? 0;
          // Latin and punctuation only: other scripts get their own fonts.
          if (code >= 0x20 && code < 0x2200) found.add(code);
        }
    }
  };
  walk(path.join(ROOT, 'src/client'));
  walk(path.join(ROOT, 'src/shared'));
  return [...found];
}

/** `U+20-7E,U+A0-FF,...`: the code points as ranges, for unicode-range. */
function unicodeRange(codePoints: number[]): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let index = 0; index < sorted.length;) {
    let end = index;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end] + 1) end += 1;
    const hex = (code: number) => code.toString(16).toUpperCase();
    parts.push(end === index ? `U+${hex(sorted[index])}` : `U+${hex(sorted[index])}-${hex(sorted[end])}`);
    index = end + 1;
  }
  return parts.join(', ');
}

async function main(): Promise<void> {
  const codePoints = [...new Set([...BASE, ...sourceCodePoints()])].sort((a, b) => a - b);
  const text = String.fromCodePoint(...codePoints);
  const unicode = unicodeRange(codePoints);
  fs.mkdirSync(OUT_DIR, { recursive: true });
  const faces: string[] = [];
  for (const font of FONTS) {
    const original = fs.readFileSync(require.resolve(font.source));
    const subset = await subsetFont(original, text, { targetFormat: 'woff2' });
    fs.writeFileSync(path.join(OUT_DIR, font.output), subset);
    console.log(`${font.output}: ${original.length} → ${subset.length} bytes`);
    faces.push(
      [
        `@font-face {`,
        `  font-family: '${font.family}';`,
        `  font-style: normal;`,
        // Text shows at once in a fallback font and swaps when the font arrives; the two fonts of the first
        // screen are preloaded, so on most visits they are there before the first paint.
        `  font-display: swap;`,
        `  font-weight: ${font.weight};`,
        `  src: url(./${font.output}) format('woff2');`,
        `  unicode-range: ${unicode};`,
        `}`,
      ].join('\n'),
    );
  }
  const header = [
    "/* Written by scripts/subset-fonts.ts (npm run fonts:subset): do not edit. The site's web fonts cut to the",
    '   characters it uses; routes/site.ts preloads the two the first screen draws (Inter 400, Noto Serif 700). */',
  ].join('\n');
  fs.writeFileSync(path.join(OUT_DIR, 'fonts.css'), `${header}\n${faces.join('\n')}\n`);
  console.log(`${codePoints.length} characters kept`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
