import { z } from 'zod';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_ENGLISH_NAMES,
  LANGUAGES,
  TRANSLATED_LANGUAGES,
  type Language,
  type TranslatedLanguage,
} from '../i18n/languages';
import { htmlToText } from '../htmlPolicy';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '../validation/controlCharacters';

// The office's content in Marathi, Kannada and Hindi (docs/api.md#languages, docs/admin-api.md#translations).
//
// Each content type names the fields the office may translate: `field` is the name the API uses (the public read
// answer's and the console's), `key` the name the database's `translations` column keeps it under (the Drizzle
// property, e.g. `name`). The console builds its per-language inputs from these lists, the server validates them
// with translationsInputSchema and the read endpoints apply them (src/server/repositories/translations.ts).

export interface TranslatableField {
  /** The field as the API spells it: `event_name`. */
  field: string;
  /** The property the `translations` column keeps it under: `name`. */
  key: string;
  /** The console's English label, lower-case as in the English field's messages ("event name"). */
  label: string;
  /** Longest text, as the English field. */
  max: number;
  /** text: one line; multiline: plain text with line breaks; rich / president: HTML, sanitised on save. */
  kind: 'text' | 'multiline' | 'rich' | 'president';
}

export const TRANSLATABLE_FIELDS = {
  event: [
    { field: 'event_name', key: 'name', label: 'event name', max: 200, kind: 'text' },
    { field: 'event_description', key: 'description', label: 'description', max: 100_000, kind: 'rich' },
  ],
  news: [{ field: 'content', key: 'content', label: 'news text', max: 20_000, kind: 'rich' }],
  category: [{ field: 'category_name', key: 'categoryName', label: 'category name', max: 200, kind: 'text' }],
  boardMember: [
    { field: 'profile_name', key: 'profileName', label: 'name', max: 200, kind: 'text' },
    { field: 'profile_type', key: 'profileType', label: 'position', max: 200, kind: 'text' },
  ],
  president: [
    { field: 'salutation', key: 'salutation', label: 'salutation', max: 100, kind: 'text' },
    { field: 'president_name', key: 'name', label: 'name', max: 200, kind: 'text' },
    { field: 'president_subname', key: 'subname', label: 'subtitle', max: 300, kind: 'text' },
    {
      field: 'president_description',
      key: 'description',
      label: 'description',
      max: 50_000,
      kind: 'president',
    },
  ],
  award: [
    { field: 'title', key: 'title', label: 'title', max: 300, kind: 'text' },
    { field: 'description', key: 'description', label: 'description', max: 5000, kind: 'multiline' },
  ],
  matrimonyCard: [
    { field: 'title', key: 'title', label: 'title', max: 300, kind: 'text' },
    { field: 'sub_title', key: 'subTitle', label: 'subtitle', max: 300, kind: 'text' },
  ],
} as const satisfies Record<string, readonly TranslatableField[]>;

export type TranslatableContent = keyof typeof TRANSLATABLE_FIELDS;

/**
 * The office's translations as the admin API sends and answers them: per language, per API field name. A
 * language or field left out has no translation (the site shows English).
 */
export type TranslationsInput = Partial<Record<TranslatedLanguage, Record<string, string>>>;

// ------------------------------------------------------------------ the read endpoints' `lang` query

export const LANG_MESSAGE = 'lang must be en, mr, kn or hi.';

/** `lang` of a read endpoint: en (the default), mr, kn or hi; anything else is a 400 with LANG_MESSAGE. */
export const langQuery = z
  .enum(LANGUAGES, { message: LANG_MESSAGE })
  .optional()
  .transform((value): Language => value ?? DEFAULT_LANGUAGE);

/** The query of a read endpoint that takes nothing but `lang`. */
export const langQuerySchema = z.object({ lang: langQuery });

/**
 * The field names of an item shown in English because no translation exists in the asked language; present
 * only when the language is not English.
 */
export const untranslatedSchema = z.array(z.string()).optional();

// ------------------------------------------------------------------ the office's writes

/** Whether a translation holds nothing a reader would see (an empty editor answers `<p></p>`). */
export function isBlankTranslation(value: string, kind: TranslatableField['kind']): boolean {
  if (kind === 'rich' || kind === 'president') return htmlToText(value) === '';
  return value.trim() === '';
}

const TRANSLATIONS_SHAPE_MESSAGE = 'The translations could not be read. Please try again.';

function fieldSchema(language: TranslatedLanguage, definition: TranslatableField) {
  const name = `${LANGUAGE_ENGLISH_NAMES[language]} ${definition.label}`;
  const multiline = definition.kind !== 'text';
  return z
    .string({ message: `The ${name} must be text.` })
    .refine((value) => !hasControlCharacter(value, multiline), { message: CONTROL_CHARACTER_MESSAGE })
    .transform((value) =>
      definition.kind === 'text' || definition.kind === 'multiline' ? value.trim() : value,
    )
    .refine((value) => value.length <= definition.max, {
      message: `The ${name} must be at most ${definition.max} characters.`,
    })
    .optional()
    .nullable();
}

/**
 * The `translations` of an office write for one content type: `{ mr?: { field: text } , kn?: …, hi?: … }`, fields
 * named as the API names them. Checked as the English fields are (longest text, no control characters; line
 * breaks only in multi-line and rich fields); unknown languages or fields are refused. Blank texts are dropped
 * (no translation). Rich texts are sanitised by the server when it stores them.
 */
export function translationsInputSchema(fields: readonly TranslatableField[]) {
  const languageSchema = (language: TranslatedLanguage) =>
    z
      .strictObject(
        Object.fromEntries(fields.map((definition) => [definition.field, fieldSchema(language, definition)])),
        { error: () => TRANSLATIONS_SHAPE_MESSAGE },
      )
      .optional()
      .nullable();
  return z
    .strictObject(
      Object.fromEntries(
        TRANSLATED_LANGUAGES.map((language) => [language, languageSchema(language)]),
      ) as Record<TranslatedLanguage, ReturnType<typeof languageSchema>>,
      { error: () => TRANSLATIONS_SHAPE_MESSAGE },
    )
    .transform((input): TranslationsInput => {
      const output: TranslationsInput = {};
      for (const language of TRANSLATED_LANGUAGES) {
        const given = (input as Record<string, Record<string, string | null | undefined> | null | undefined>)[
          language
        ];
        if (!given) continue;
        const kept: Record<string, string> = {};
        for (const definition of fields) {
          const value = given[definition.field];
          if (typeof value === 'string' && !isBlankTranslation(value, definition.kind))
            kept[definition.field] = value;
        }
        if (Object.keys(kept).length > 0) output[language] = kept;
      }
      return output;
    });
}

/** The error key of a translation problem, as the console looks it up: `translations.mr.event_name`. */
export function translationErrorKey(path: readonly PropertyKey[]): string {
  return ['translations', ...path.map(String)].join('.');
}
