import { z } from 'zod';
import type { ContentTranslations } from '../../../../shared/i18n/languages';
import {
  translationErrorKey,
  translationsInputSchema,
  type TranslatableField,
} from '../../../../shared/schemas/translations';
import { checkImage, GALLERY_MAX_FILES, type AdminForm, type AdminUpload } from '../../../admin/uploads';
import { storedTranslations } from '../../../repositories/translations';
import { check, invalid, type FieldErrors } from '../shared';

// The checks of the content writes: JSON bodies and multipart forms, with their translations and images.
// Each translatable type also takes `translations` (docs/admin-api.md#translations): a JSON object in JSON
// bodies, a JSON text in the multipart forms. Given, it replaces the row's translations; left out, they stay.

const IMAGE_MISSING = 'Please choose an image.';

/** Checks every upload of a field; collects the first problem into errors under the field's name. */
async function checkUploads(errors: FieldErrors, field: string, uploads: AdminUpload[]): Promise<void> {
  for (const upload of uploads) {
    const problem = await checkImage(upload);
    if (problem) {
      errors[field] ??= problem;
      return;
    }
  }
}

const TRANSLATIONS_UNREADABLE = 'The translations could not be read. Please try again.';

/**
 * The `translations` of a write, checked with the shared schema (src/shared/schemas/translations.ts) and put in
 * the column's form (rich texts sanitised). Undefined when the request has none (the row keeps its own); each
 * problem goes into errors under `translations.<language>.<field>`.
 */
function readTranslations(
  raw: unknown,
  fields: readonly TranslatableField[],
  errors: FieldErrors,
  { fromForm }: { fromForm: boolean },
): ContentTranslations | undefined {
  if (raw === undefined || (fromForm && raw === '')) return undefined;
  let given = raw;
  if (fromForm) {
    try {
      given = JSON.parse(raw as string);
    } catch {
      errors.translations = TRANSLATIONS_UNREADABLE;
      return undefined;
    }
  }
  const parsed = translationsInputSchema(fields).safeParse(given);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) errors[translationErrorKey(issue.path)] ??= issue.message;
    return undefined;
  }
  return storedTranslations(parsed.data, fields);
}

/** Validates a JSON body and its translations; throws one 400 with every error. */
export function parseWithTranslations<S extends z.ZodType>(
  schema: S,
  body: unknown,
  fields: readonly TranslatableField[],
): z.infer<S> & { translations?: ContentTranslations } {
  const result = check(schema, body);
  const errors: FieldErrors = result.ok ? {} : { ...result.errors };
  const raw =
    body && typeof body === 'object' ? (body as { translations?: unknown }).translations : undefined;
  const translations = readTranslations(raw, fields, errors, { fromForm: false });
  if (!result.ok || Object.keys(errors).length > 0) invalid(errors);
  return { ...(result.data as object), translations } as z.infer<S> & { translations?: ContentTranslations };
}

/** Validates the text fields with zod and the named image fields by their bytes; throws one 400 with all errors. */
export async function validateForm<S extends z.ZodType>(
  schema: S,
  form: AdminForm,
  images: { field: string; required: boolean; many?: boolean }[],
  translatable: readonly TranslatableField[] = [],
): Promise<z.infer<S> & { translations?: ContentTranslations }> {
  const result = check(schema, form.fields);
  const errors: FieldErrors = result.ok ? {} : { ...result.errors };
  const translations = translatable.length
    ? readTranslations(form.fields.translations, translatable, errors, { fromForm: true })
    : undefined;
  for (const image of images) {
    const uploads = form.files[image.field] ?? [];
    if (image.required && uploads.length === 0) errors[image.field] = IMAGE_MISSING;
    else if (!image.many && uploads.length > 1) errors[image.field] = 'Please choose one image.';
    else if (uploads.length > GALLERY_MAX_FILES)
      errors[image.field] = `Please choose at most ${GALLERY_MAX_FILES} images.`;
    else await checkUploads(errors, image.field, uploads);
  }
  if (Object.keys(errors).length > 0 || !result.ok) invalid(errors);
  return { ...(result.data as object), translations } as z.infer<S> & { translations?: ContentTranslations };
}
