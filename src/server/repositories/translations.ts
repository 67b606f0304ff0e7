import type { ContentTranslations, Language } from '../../shared/i18n/languages';
import { TRANSLATED_LANGUAGES } from '../../shared/i18n/languages';
import {
  isBlankTranslation,
  type TranslatableField,
  type TranslationsInput,
} from '../../shared/schemas/translations';
import { sanitizePresidentHtml, sanitizeRichHtml } from '../lib/sanitize';

// The office's translations between the database and the API (docs/api.md#languages): the `translations` column
// keeps them per language under the Drizzle property names (`name`), the API names fields as its answers do
// (`event_name`). The read endpoints apply them with translateItem; the console writes and reads them with
// storedTranslations and apiTranslations.

/** A translation of `key` in `language`, or null (missing, blank, or not a string in a hand-edited row). */
function translationOf(
  translations: ContentTranslations | null | undefined,
  language: Language,
  key: string,
): string | null {
  if (language === 'en' || !translations || typeof translations !== 'object') return null;
  const texts = translations[language];
  if (!texts || typeof texts !== 'object') return null;
  const value = (texts as Record<string, unknown>)[key];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/**
 * An answer item in `language`: each translatable field replaced by its translation where there is one, and
 * `untranslated` naming the fields left in English. English answers the item itself, untouched (the English
 * answers stay byte for byte what they were). `sources` may name, per field, other translations than the
 * item's own (an award's category_name is its category's).
 */
export function translateItem<T extends object>(
  item: T,
  translations: ContentTranslations | null | undefined,
  language: Language,
  fields: readonly Pick<TranslatableField, 'field' | 'key'>[],
  sources: Record<string, { translations: ContentTranslations | null | undefined; key: string }> = {},
): T & { untranslated?: string[] } {
  if (language === 'en') return item;
  const translated = { ...item } as Record<string, unknown>;
  const untranslated: string[] = [];
  const all = [
    ...fields.map((definition) => ({ field: definition.field, translations, key: definition.key })),
    ...Object.entries(sources).map(([field, source]) => ({ field, ...source })),
  ];
  for (const { field, translations: from, key } of all) {
    const value = translationOf(from, language, key);
    if (value === null) untranslated.push(field);
    else translated[field] = value;
  }
  return { ...(translated as T), untranslated };
}

function sanitizeAs(kind: TranslatableField['kind'], value: string): string {
  if (kind === 'rich') return sanitizeRichHtml(value);
  if (kind === 'president') return sanitizePresidentHtml(value);
  return value.trim();
}

/**
 * The column's value for validated API translations (translationsInputSchema): keyed by property name, rich
 * texts sanitised exactly as the English fields are, blanks (also blank after sanitising) left out.
 */
export function storedTranslations(
  input: TranslationsInput,
  fields: readonly TranslatableField[],
): ContentTranslations {
  const stored: ContentTranslations = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const given = input[language];
    if (!given) continue;
    const texts: Record<string, string> = {};
    for (const definition of fields) {
      const value = given[definition.field];
      if (typeof value !== 'string') continue;
      const clean = sanitizeAs(definition.kind, value);
      if (!isBlankTranslation(clean, definition.kind)) texts[definition.key] = clean;
    }
    if (Object.keys(texts).length > 0) stored[language] = texts;
  }
  return stored;
}

/** The column's value as the admin API answers it: per language, per API field name. */
export function apiTranslations(
  stored: ContentTranslations | null | undefined,
  fields: readonly Pick<TranslatableField, 'field' | 'key'>[],
): TranslationsInput {
  const answer: TranslationsInput = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const texts: Record<string, string> = {};
    for (const definition of fields) {
      const value = translationOf(stored, language, definition.key);
      if (value !== null) texts[definition.field] = value;
    }
    if (Object.keys(texts).length > 0) answer[language] = texts;
  }
  return answer;
}
