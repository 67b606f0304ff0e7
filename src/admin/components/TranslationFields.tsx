import type { ChangeEvent } from 'react';
import { LANGUAGE_ENGLISH_NAMES, TRANSLATED_LANGUAGES } from '../../shared/i18n/languages';
import type { TranslatableField, TranslationsInput } from '../../shared/schemas/translations';
import type { RichTextPolicy } from '../lib/richText';
import Field from './Field';
import RichTextEditor from './RichTextEditor';
import ui from './ui.module.css';

// The office's Marathi, Kannada and Hindi texts of a content item (docs/admin-api.md#translations): a collapsible
// "Translations" section with one group per language and one input per translatable field of the type
// (TRANSLATABLE_FIELDS of src/shared/schemas/translations.ts), rich texts in the same editor as the English. The
// console stays in English; only what the office types is in the other script. An empty field has no translation:
// the site shows the English text there.

interface TranslationFieldsProps {
  fields: readonly TranslatableField[];
  value: TranslationsInput;
  onChange: (value: TranslationsInput) => void;
  /** The server's errors, keyed `translations.<language>.<field>` (and `translations` for the whole). */
  errors?: Record<string, string | undefined>;
  /** The rich-text policy of a rich field (events' and news' `rich` or `news`). */
  richPolicy?: RichTextPolicy;
}

/** The translations with one field set (an empty text removes it). */
export function withTranslation(
  value: TranslationsInput,
  language: (typeof TRANSLATED_LANGUAGES)[number],
  field: string,
  text: string,
): TranslationsInput {
  const texts = { ...(value[language] ?? {}) };
  if (text === '') delete texts[field];
  else texts[field] = text;
  const next = { ...value, [language]: texts };
  if (Object.keys(texts).length === 0) delete next[language];
  return next;
}

function capitalised(label: string): string {
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** How many fields are translated in each language, for the section's summary line. */
function summaryOf(value: TranslationsInput, fields: readonly TranslatableField[]): string {
  const parts = TRANSLATED_LANGUAGES.map((language) => {
    const count = fields.filter((field) => value[language]?.[field.field]).length;
    return `${LANGUAGE_ENGLISH_NAMES[language]} ${count} of ${fields.length}`;
  });
  return parts.join(', ');
}

export default function TranslationFields({
  fields,
  value,
  onChange,
  errors = {},
  richPolicy = 'rich',
}: TranslationFieldsProps) {
  const hasError = Object.entries(errors).some(([key, message]) => key.startsWith('translations') && message);
  return (
    <details className={ui.panel} open={hasError || undefined}>
      <summary>
        <strong>Translations</strong> <span className={ui.hint}>({summaryOf(value, fields)})</span>
      </summary>
      <p className={ui.hint}>
        The Marathi, Kannada and Hindi pages show these texts. Leave a field empty to show the English text
        there.
      </p>
      {errors.translations && <p className={ui.error}>{errors.translations}</p>}
      {TRANSLATED_LANGUAGES.map((language) => {
        const name = LANGUAGE_ENGLISH_NAMES[language];
        return (
          <fieldset key={language} className={ui.form}>
            <legend className={ui.label}>{name}</legend>
            {errors[`translations.${language}`] && (
              <p className={ui.error}>{errors[`translations.${language}`]}</p>
            )}
            {fields.map((field) => {
              const label = `${name} ${field.label}`;
              const text = value[language]?.[field.field] ?? '';
              const error = errors[`translations.${language}.${field.field}`];
              const change = (next: string) => onChange(withTranslation(value, language, field.field, next));
              // A one-line or multi-line plain text: the same attributes on an input or a textarea.
              const plainText = (control: object) => ({
                ...control,
                className: ui.input,
                name: `translations.${language}.${field.field}`,
                lang: language,
                value: text,
                maxLength: field.max,
                onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                  change(event.target.value),
              });
              return (
                <Field key={field.field} label={capitalised(label)} error={error}>
                  {(control) =>
                    field.kind === 'rich' || field.kind === 'president' ? (
                      <RichTextEditor
                        {...control}
                        policy={field.kind === 'president' ? 'president' : richPolicy}
                        rows={field.kind === 'president' ? 8 : 6}
                        value={text}
                        onChange={change}
                      />
                    ) : field.kind === 'multiline' ? (
                      <textarea {...plainText(control)} rows={4} />
                    ) : (
                      <input {...plainText(control)} />
                    )
                  }
                </Field>
              );
            })}
          </fieldset>
        );
      })}
    </details>
  );
}
