// Reading the translation catalogs from disk (Node only: the server's receipts and mails, the extractor, the
// tests, and the webpack and jest loaders that hand them to the browser code). The layout (docs/i18n.md):
//   src/client/i18n/messages/en.json       every English text a visitor can meet (npm run i18n:extract)
//   src/client/i18n/messages/<lang>/*.json  English text → translation, one file per area of the site
// The files of a language are merged; a text translated twice is an error, so two areas cannot disagree.
import fs from 'node:fs';
import path from 'node:path';
import type { TranslatedLanguage } from '../../shared/i18n/languages';

export const MESSAGES_DIR = path.resolve(__dirname, '../../client/i18n/messages');

export function readEnglishTexts(dir = MESSAGES_DIR): string[] {
  return JSON.parse(fs.readFileSync(path.join(dir, 'en.json'), 'utf8')) as string[];
}

/** The merged catalog of a language directory (all its *.json files except index.json). */
export function readCatalogDir(languageDir: string): Record<string, string> {
  const merged: Record<string, string> = {};
  const files = fs
    .readdirSync(languageDir)
    .filter((name) => name.endsWith('.json') && name !== 'index.json')
    .sort();
  for (const file of files) {
    const entries = JSON.parse(fs.readFileSync(path.join(languageDir, file), 'utf8')) as Record<string, string>;
    for (const [english, translation] of Object.entries(entries)) {
      if (english in merged && merged[english] !== translation)
        throw new Error(`${path.basename(languageDir)}: "${english}" is translated twice, differently (${file})`);
      merged[english] = translation;
    }
  }
  return merged;
}

export function readCatalog(language: TranslatedLanguage, dir = MESSAGES_DIR): Record<string, string> {
  return readCatalogDir(path.join(dir, language));
}
