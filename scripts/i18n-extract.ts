/**
 * `npm run i18n:extract`: lists every English text a visitor can read into src/client/i18n/messages/en.json:
 * the static content (src/client/content), the shared validation messages, and every literal passed to a
 * translator t in the code, in single, double or back quotes (src/client, src/shared and src/server).
 * The catalogs of the other languages (messages/mr/*.json, kn/, hi/) map each of these English texts to its
 * translation; a test fails when one of them lacks a text listed here (docs/i18n.md).
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const contentDir = path.join(root, 'src/client/content');
const output = path.join(root, 'src/client/i18n/messages/en.json');

// Properties that hold addresses, file names, identifiers or markup settings, never visible text.
const NOT_TEXT_KEYS = new Set([
  'src',
  'to',
  'href',
  'path',
  'slug',
  'id',
  'image',
  'images',
  'url',
  'mapUrl',
  'embedUrl',
  'videoId',
  'media',
  'srcSet',
  'type',
  'kind',
  'key',
  'icon',
  'email',
  'phone',
  'ifsc',
  'accountNumber',
  'width',
  'height',
  'figure',
  'route',
  'anchor',
  'sizes',
  'mobileSrc',
  'poster',
  'file',
  'pdf',
  'youtubeId',
  'className',
  'variant',
]);

function isVisibleText(text: string): boolean {
  const value = text.trim();
  if (!/[A-Za-z]/.test(value)) return false;
  if (/^(\/|https?:|mailto:|tel:|#|\(|\.)/.test(value)) return false;
  if (/\.(png|jpe?g|webp|avif|svg|pdf|gif)$/i.test(value)) return false;
  if (/^[a-z0-9]+(-[a-z0-9]+)+$/.test(value)) return false; // slugs
  if (/^[a-z][a-zA-Z0-9_]*$/.test(value)) return false; // identifiers and form values
  if (/^\S+@\S+\.\S+$/.test(value)) return false; // email addresses
  return true;
}

function collect(
  value: unknown,
  key: string | null,
  found: Set<string>,
  seen: Set<unknown>,
  /** The validation messages: every key names a message (`email: 'Enter a valid email address.'`). */
  allText = false,
): void {
  // An address, a file name or an identifier is skipped by its key; an object under such a key (a picture with its
  // alt text, the validation messages' `email`) is read like any other.
  if (
    !allText &&
    key !== null &&
    NOT_TEXT_KEYS.has(key) &&
    (typeof value === 'string' || typeof value === 'number')
  )
    return;
  if (typeof value === 'string') {
    if (isVisibleText(value)) found.add(value);
    return;
  }
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const item of value) collect(item, null, found, seen, allText);
    return;
  }
  for (const [childKey, child] of Object.entries(value)) {
    // Label maps keyed by route paths keep their keys as addresses and their values as text.
    collect(child, childKey.startsWith('/') ? null : childKey, found, seen, allText);
  }
}

const SOURCE_DIRS = ['src/client', 'src/shared', 'src/server'].map((dir) => path.join(root, dir));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The literal first arguments of translator calls: `t('…')`, `t("…")`, or a template literal without `${}`. */
const TRANSLATOR_CALL = /(?<![\w$.])t\(\s*(?:'((?:\\.|[^'\\])*)'|"((?:\\.|[^"\\])*)"|`((?:\\.|[^`\\$])*)`)/g;

export function translatorTexts(source: string): string[] {
  return [...source.matchAll(TRANSLATOR_CALL)].map((match) => {
    const literal = match[1] ?? match[2] ?? match[3];
    // The literal as JavaScript reads it (\' and \n).
    return JSON.parse(
      `"${literal
        .replace(/\\'/g, "'")
        .replace(/\\`/g, '`')
        .replace(/(?<!\\)"/g, '\\"')}"`,
    ) as string;
  });
}

export async function extractEnglishTexts(): Promise<string[]> {
  const found = new Set<string>();
  for (const dir of SOURCE_DIRS)
    for (const file of sourceFiles(dir))
      for (const text of translatorTexts(fs.readFileSync(file, 'utf8'))) if (text.trim()) found.add(text);
  const seen = new Set<unknown>();
  const modules = fs
    .readdirSync(contentDir)
    .filter((name) => name.endsWith('.ts'))
    .sort()
    .map((name) => path.join(contentDir, name));
  const messagesModule = path.join(root, 'src/shared/validation/messages.ts');
  modules.push(messagesModule);
  for (const file of modules) {
    const exported = (await import(file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exported)) {
      // Structured data for search engines and form values are read by machines, not people.
      if (/(SIZE|MEDIA|PATHS|SLUGS|SETTINGS|STRUCTURED_DATA)$/.test(name)) continue;
      collect(value, null, found, seen, file === messagesModule);
    }
  }
  return [...found].sort();
}

if (require.main === module) {
  extractEnglishTexts().then((texts) => {
    fs.mkdirSync(path.dirname(output), { recursive: true });
    fs.writeFileSync(output, `${JSON.stringify(texts, null, 2)}\n`);
    console.log(`${texts.length} texts written to ${path.relative(root, output)}`);
  });
}
