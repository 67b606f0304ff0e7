/**
 * `npm run fonts:subset`: cuts the site's web fonts (Inter 400/600 and Noto Serif 700, Latin, from
 * @fontsource) down to the characters the English site uses, with harfbuzz's hb-subset (the subset-font package),
 * and writes them with their @font-face rules into src/client/styles/fonts/. The output is committed: a build
 * needs no wasm, and a change of these fonts shows in review.
 *
 * The Marathi, Hindi and Kannada pages get Noto Sans Devanagari and Noto Sans Kannada (400 and 600), cut to the
 * letters their catalogs (src/client/i18n/messages/<lang>/*.json) and the site's source use. hb-subset keeps the
 * conjuncts and vowel-sign forms those letters make (the GSUB closure), so words shape as a reader expects. Their
 * unicode-range names only their script, so an English page never downloads them. Their faces name the same
 * typeface installed on the device first (`local()`): Noto Sans Devanagari and Kannada are Android's own fonts for
 * these scripts, and a phone that has them downloads nothing (31 to 61 KB less before the first paint); the
 * subset file is for the others.
 *
 * The characters kept: printable ASCII, Latin-1's signs (no-break space, ©, °, ×, ½ …), the typographic
 * punctuation the content uses (quotes, dashes, ellipsis, bullet), the rupee and a few signs, and every other
 * character found in the site's own text (src/client, src/shared). Each @font-face names exactly these characters
 * in its unicode-range, so a character outside them (an accented letter in an office-written event text, say) is
 * drawn by the next font of the stack instead of a missing glyph. Accented letters are not kept on speculation:
 * the Sabha writes Indian names in plain Latin letters, and the ~100 accented glyphs and their kerning were a third
 * of each file, which a phone downloads before it shows the page.
 *
 * The Latin fonts keep only the OpenType features a browser applies by itself (kerning, ligatures, contextual
 * alternates, marks) and the tabular figures the CSS asks for (font-variant-numeric: tabular-nums): the stylistic
 * sets, fractions and other alternates Inter carries are never switched on by the site, and their glyphs cost
 * bytes. Fonts for other scripts (Devanagari, Kannada) are added beside these, not cut here, and keep every
 * feature: their shaping needs them.
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
  ...[400, 600].map((weight) => ({
    family: 'Inter',
    weight,
    source: `@fontsource/inter/files/inter-latin-${weight}-normal.woff2`,
    output: `inter-${weight}.woff2`,
  })),
  ...[700].map((weight) => ({
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
  ...range(0xa0, 0xbf), // Latin-1's signs: no-break space, ©, ®, °, ±, ·, «, », ½
  0xd7,
  0xf7, // × ÷
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

/**
 * The OpenType features the Latin fonts keep: those browsers apply by default to Latin text, and `tnum`, which the
 * site's tables and amounts ask for with font-variant-numeric: tabular-nums.
 */
const LATIN_FEATURES = [
  'ccmp',
  'locl',
  'mark',
  'mkmk',
  'kern',
  'liga',
  'clig',
  'calt',
  'rlig',
  'rclt',
  'tnum',
];

/** Latin and punctuation: the Latin fonts' share (other scripts, and the joiners they use, get their own fonts). */
function isLatinOrPunctuation(code: number): boolean {
  if (code >= 0x200b && code <= 0x200f) return false; // zero-width (non-)joiners and marks
  return (code >= 0x20 && code < 0x370) || (code >= 0x1e00 && code < 0x2200);
}

/** Every character of the site's own source text (content, pages, messages) that `keep` accepts. */
function sourceCodePoints(
  keep: (code: number) => boolean = isLatinOrPunctuation,
  extensions = /\.(tsx?|css)$/,
): number[] {
  const found = new Set<number>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (extensions.test(entry.name))
        for (const char of fs.readFileSync(file, 'utf8')) {
          const code = char.codePointAt(0) ?? 0;
          if (keep(code)) found.add(code);
        }
    }
  };
  walk(path.join(ROOT, 'src/client'));
  walk(path.join(ROOT, 'src/shared'));
  return [...found];
}

interface ScriptFonts {
  family: string;
  /** The script's block: the letters kept are the catalogs' and the source's letters in it. */
  block: [number, number];
  /** The catalogs (src/client/i18n/messages/<lang>) written in the script. */
  languages: string[];
  /** The @fontsource file of a weight. */
  source: (weight: number) => string;
  output: (weight: number) => string;
}

const SCRIPT_WEIGHTS = [400, 600];

const SCRIPTS: ScriptFonts[] = [
  {
    family: 'Noto Sans Devanagari',
    block: [0x900, 0x97f],
    languages: ['mr', 'hi'],
    source: (weight) =>
      `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-${weight}-normal.woff2`,
    output: (weight) => `noto-sans-devanagari-${weight}.woff2`,
  },
  {
    family: 'Noto Sans Kannada',
    block: [0xc80, 0xcff],
    languages: ['kn'],
    source: (weight) =>
      `@fontsource/noto-sans-kannada/files/noto-sans-kannada-kannada-${weight}-normal.woff2`,
    output: (weight) => `noto-sans-kannada-${weight}.woff2`,
  },
];

/**
 * The names an installed copy of a Noto script font goes by in `local()`: full and PostScript names of the weight
 * itself (and the family name alone, an installed variable font's), and for the semibold the bold that Debian's
 * fonts-noto-core ships in its place (the same design, a shade heavier).
 */
function installedNames(family: string, weight: number): string[] {
  const postScript = family.replace(/ /g, '');
  if (weight === 400) return [`${family} Regular`, `${postScript}-Regular`, family];
  return ['SemiBold', 'Bold'].flatMap((style) => [`${family} ${style}`, `${postScript}-${style}`]);
}

/** The letters of a script that the catalogs of its languages and the site's source use. */
function scriptCodePoints(script: ScriptFonts): number[] {
  const [from, to] = script.block;
  const inBlock = (code: number) => code >= from && code <= to;
  const found = new Set<number>(sourceCodePoints(inBlock, /\.(tsx?|json)$/));
  for (const language of script.languages) {
    const dir = path.join(ROOT, 'src/client/i18n/messages', language);
    for (const name of fs.readdirSync(dir).filter((file) => file.endsWith('.json')))
      for (const value of Object.values(JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as object))
        for (const char of String(value))
          if (inBlock(char.codePointAt(0) ?? 0)) found.add(char.codePointAt(0) ?? 0);
  }
  // The shaper splits a two-part vowel sign into its canonical parts (Kannada ೋ is ೊ and the length mark ೕ), and
  // a letter with a nukta into letter and nukta: the font needs the parts too.
  for (const code of [...found])
    for (const part of String.fromCodePoint(code).normalize('NFD')) found.add(part.codePointAt(0) ?? 0);
  return [...found];
}

function fontFace(
  family: string,
  weight: number,
  output: string,
  unicode: string,
  localNames: string[] = [],
): string {
  const sources = [...localNames.map((name) => `local('${name}')`), `url(./${output}) format('woff2')`];
  return [
    `@font-face {`,
    `  font-family: '${family}';`,
    `  font-style: normal;`,
    // Text shows at once in a fallback font and swaps when the font arrives; the three fonts of the first
    // screen are preloaded, so on most visits they are there before the first paint.
    `  font-display: swap;`,
    `  font-weight: ${weight};`,
    `  src: ${sources.join(', ')};`,
    `  unicode-range: ${unicode};`,
    `}`,
  ].join('\n');
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
    const subset = await subsetFont(original, text, { targetFormat: 'woff2', keepFeatures: LATIN_FEATURES });
    fs.writeFileSync(path.join(OUT_DIR, font.output), subset);
    console.log(`${font.output}: ${original.length} → ${subset.length} bytes`);
    faces.push(fontFace(font.family, font.weight, font.output, unicode));
  }
  for (const script of SCRIPTS) {
    const letters = scriptCodePoints(script);
    // The joiners and the dotted circle (drawn under a lone vowel sign) are kept in the font, but left out of
    // its unicode-range: a joiner in a Kannada word must not make a page fetch the Devanagari font.
    const kept = String.fromCodePoint(...letters, 0x200c, 0x200d, 0x25cc);
    for (const weight of SCRIPT_WEIGHTS) {
      const original = fs.readFileSync(require.resolve(script.source(weight)));
      const subset = await subsetFont(original, kept, { targetFormat: 'woff2' });
      fs.writeFileSync(path.join(OUT_DIR, script.output(weight)), subset);
      console.log(
        `${script.output(weight)}: ${original.length} → ${subset.length} bytes, ${letters.length} letters`,
      );
      faces.push(
        fontFace(
          script.family,
          weight,
          script.output(weight),
          unicodeRange(letters),
          installedNames(script.family, weight),
        ),
      );
    }
  }
  const header = [
    "/* Written by scripts/subset-fonts.ts (npm run fonts:subset): do not edit. The site's web fonts cut to the",
    '   characters it uses; lib/criticalCss.ts preloads the three the first screen draws (Inter and Noto Serif).',
    '   Noto Sans Devanagari and Noto Sans Kannada draw the Marathi, Hindi and Kannada pages: an installed copy',
    '   first, else the subset file. */',
  ].join('\n');
  fs.writeFileSync(path.join(OUT_DIR, 'fonts.css'), `${header}\n${faces.join('\n')}\n`);
  console.log(`${codePoints.length} characters kept`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
