import { parseIsoDate } from '../../shared/dates';
import type { TranslationsInput } from '../../shared/schemas/translations';

// The event form's checks in the browser, with the server's messages (src/server/routes/admin/content/), so the
// office sees mistakes before a slow upload. The server checks everything again, including the image bytes.

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const GALLERY_MAX_FILES = 12;
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp';
export const IMAGE_TYPE_MESSAGE = 'Please choose a PNG, JPEG or WebP image.';
export const IMAGE_SIZE_MESSAGE = 'The image must be 5 MB or smaller.';
export const YOUTUBE_MESSAGE = 'Please enter a YouTube video link, or leave it empty.';

const YOUTUBE_PATTERNS = [
  /^https?:\/\/(?:www\.|m\.)?youtube\.com\/watch\?(?:.*&)?v=[\w-]{11}(?:&.*)?$/,
  /^https?:\/\/youtu\.be\/[\w-]{11}(?:\?.*)?$/,
  /^https?:\/\/(?:www\.)?youtube(?:-nocookie)?\.com\/embed\/[\w-]{11}(?:\?.*)?$/,
];

export interface EventFormValues {
  event_name: string;
  event_date: string;
  event_description: string;
  youtube_url: string;
  event_image: File | null;
  event_gallery: File[];
  /** Marathi, Kannada and Hindi texts (docs/admin-api.md#translations); empty = the English text. */
  translations?: TranslationsInput;
}

/** Field errors; the server's translation errors are keyed `translations.<language>.<field>`. */
export type EventFormErrors = Partial<Record<keyof EventFormValues, string>> &
  Record<string, string | undefined>;

/** A PNG, JPEG or WebP image of at most 5 MB, judged by its declared type and name (the server reads the bytes). */
export function imageFileProblem(file: File): string | null {
  const typeOk = /^image\/(png|jpeg|webp)$/.test(file.type) || /\.(png|jpe?g|webp)$/i.test(file.name);
  if (!typeOk) return IMAGE_TYPE_MESSAGE;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_SIZE_MESSAGE;
  return null;
}

export function isYoutubeUrl(value: string): boolean {
  return YOUTUBE_PATTERNS.some((pattern) => pattern.test(value.trim()));
}

/**
 * Field errors of the event form. `imageRequired` is true when creating (an event needs its cover image) and false
 * when editing (the current image stays unless a new one is chosen). `keptGallery` counts existing gallery images.
 */
export function eventFormErrors(
  values: EventFormValues,
  imageRequired: boolean,
  keptGallery = 0,
): EventFormErrors {
  const errors: EventFormErrors = {};
  const name = values.event_name.trim();
  if (!name) errors.event_name = 'Please enter the event name.';
  else if (name.length > 200) errors.event_name = 'The event name must be at most 200 characters.';
  if (!parseIsoDate(values.event_date.trim()))
    errors.event_date = 'Please enter the event date as YYYY-MM-DD.';
  if (!values.event_description.replace(/<[^>]*>/g, '').trim()) {
    errors.event_description = 'Please enter the description.';
  }
  if (values.youtube_url.trim() && !isYoutubeUrl(values.youtube_url)) errors.youtube_url = YOUTUBE_MESSAGE;
  if (values.event_image) {
    const problem = imageFileProblem(values.event_image);
    if (problem) errors.event_image = problem;
  } else if (imageRequired) {
    errors.event_image = 'Please choose the event image.';
  }
  const galleryProblem = values.event_gallery.map(imageFileProblem).find(Boolean);
  if (galleryProblem) errors.event_gallery = galleryProblem;
  else if (values.event_gallery.length + keptGallery > GALLERY_MAX_FILES) {
    errors.event_gallery = `Please choose at most ${GALLERY_MAX_FILES} images.`;
  }
  return errors;
}

/** The multipart body of POST/PUT /events (docs/admin-api.md). */
export function eventFormData(values: EventFormValues, keepGallery?: string[]): FormData {
  const body = new FormData();
  body.append('event_name', values.event_name.trim());
  body.append('event_date', values.event_date.trim());
  body.append('event_description', values.event_description);
  body.append('youtube_url', values.youtube_url.trim());
  if (keepGallery) body.append('keep_gallery', JSON.stringify(keepGallery));
  // A new event sends its translations only when it has some; an edit always does, so emptied fields go.
  if (values.translations && (keepGallery || Object.keys(values.translations).length > 0))
    body.append('translations', JSON.stringify(values.translations));
  if (values.event_image) body.append('event_image', values.event_image);
  for (const file of values.event_gallery) body.append('event_gallery', file);
  return body;
}
