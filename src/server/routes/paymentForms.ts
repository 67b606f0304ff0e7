import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import {
  IDENTITY_MAX_BYTES,
  MESSAGES,
  PHOTO_MAX_BYTES,
  SNIFF_BYTES,
  identityBytesRule,
  photoBytesRule,
  sniffFileKind,
  type FileKind,
} from '../../shared/validation';
import type { Language } from '../../shared/i18n/languages';
import { LANGUAGE_INVALID_MESSAGE, payerLanguageSchema } from '../../shared/schemas/payments';
import { normaliseMemberPhoto } from '../storage/memberPhoto';
import { HttpError } from '../plugins/errors';
import { refuseControlCharactersInFields } from '../plugins/controlCharacters';

// Reading the two multipart forms (membership, donation): text fields, and files whose size is counted and whose
// kind is read from their bytes. Nothing here trusts a file's name or declared type.

export const FORM_UNREADABLE_MESSAGE = 'The form could not be read. Please try again.';
export const FORM_INVALID_MESSAGE = 'Please correct the highlighted fields.';

export interface UploadedFile {
  /** The first `limit` bytes at most; complete when tooLarge is false. */
  bytes: Buffer;
  size: number;
  tooLarge: boolean;
}

export interface SubmittedForm {
  fields: Record<string, string>;
  files: Record<string, UploadedFile>;
}

/**
 * Multipart limits: fields and parts well above what the forms send; a file stops being read at the larger allowed
 * size (the photo's 15 MB), and one that goes on is marked truncated and refused with its field's message.
 */
export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 4096,
  fields: 40,
  files: 4,
  parts: 50,
  headerPairs: 100,
  fileSize: Math.max(PHOTO_MAX_BYTES, IDENTITY_MAX_BYTES),
};

/**
 * Reads the whole multipart body. `fileLimits` names the accepted file fields and their size limits; other file
 * parts are read and dropped. A file over its limit is marked tooLarge (a 400 with the field's message, not a 413).
 */
export async function readSubmittedForm(
  request: FastifyRequest,
  fileLimits: Record<string, number>,
): Promise<SubmittedForm> {
  if (!request.isMultipart()) throw new HttpError(400, FORM_UNREADABLE_MESSAGE);
  // Prototype-free, so field names such as "constructor" are just names.
  const fields: Record<string, string> = Object.create(null);
  const files: Record<string, UploadedFile> = Object.create(null);
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'field') {
        if (!(part.fieldname in fields) && typeof part.value === 'string') {
          // A value cut at fieldSize is far over every rule's maximum, so its own rule refuses it.
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      const limit = Object.hasOwn(fileLimits, part.fieldname) ? fileLimits[part.fieldname] : 0;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size <= limit) chunks.push(chunk);
      }
      if (limit > 0 && !(part.fieldname in files)) {
        const tooLarge = size > limit || part.file.truncated;
        files[part.fieldname] = { bytes: tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks), size, tooLarge };
      }
    }
  } catch (error) {
    request.log.info({ code: (error as { code?: string }).code }, 'unreadable multipart form');
    throw new HttpError(400, FORM_UNREADABLE_MESSAGE);
  }
  refuseControlCharactersInFields(fields);
  return { fields, files };
}

/**
 * The payer's language from the form's optional `language` field ('en' when missing). An unknown value is
 * refused: alone, with a 400 that says so; with other mistakes, as one more highlighted field.
 */
export function submittedLanguage(fields: Record<string, string>, errors: Record<string, string>): Language {
  const parsed = payerLanguageSchema.safeParse(fields.language?.trim());
  if (parsed.success) return parsed.data;
  errors.language = LANGUAGE_INVALID_MESSAGE;
  return 'en';
}

/** The 400 of a form with mistakes: the language's own message when it is the only one. */
export function formInvalid(errors: Record<string, string>): HttpError {
  const fields = Object.keys(errors);
  return new HttpError(
    400,
    fields.length === 1 && fields[0] === 'language' ? LANGUAGE_INVALID_MESSAGE : FORM_INVALID_MESSAGE,
    errors,
  );
}

/** 1/0 and true/false from form fields. */
export function isTicked(value: string | undefined): boolean {
  return value !== undefined && ['1', 'true', 'on', 'yes'].includes(value.trim().toLowerCase());
}

export interface CheckedFile {
  kind: FileKind;
  extension: 'png' | 'jpg' | 'pdf';
  bytes: Buffer;
}

export type FileCheck = { ok: true; file: CheckedFile } | { ok: false; message: string };

/** Images must really decode as the PNG or JPEG their first bytes claim: a valid header on junk is refused. */
async function decodesAs(bytes: Buffer, kind: FileKind): Promise<boolean> {
  if (kind === 'pdf') return bytes.subarray(0, 1024).includes('%PDF-') && bytes.includes('%%EOF');
  try {
    const metadata = await sharp(bytes, { failOn: 'error' }).metadata();
    return metadata.format === kind && (metadata.width ?? 0) > 0 && (metadata.height ?? 0) > 0;
  } catch {
    return false;
  }
}

const EXTENSION: Partial<Record<FileKind, CheckedFile['extension']>> = {
  png: 'png',
  jpeg: 'jpg',
  pdf: 'pdf',
};

async function checkFile(
  upload: UploadedFile | undefined,
  missing: string,
  rule: (kind: FileKind | null, size: number) => string | null,
  typeMessage: string,
): Promise<FileCheck> {
  if (!upload) return { ok: false, message: missing };
  const kind = upload.tooLarge ? null : sniffFileKind(upload.bytes.subarray(0, SNIFF_BYTES));
  // A too-large file is reported as too large whatever it is; its bytes were not kept.
  const message = rule(upload.tooLarge ? 'png' : kind, upload.tooLarge ? upload.size + 1 : upload.size);
  if (message) return { ok: false, message };
  if (!kind || !(await decodesAs(upload.bytes, kind))) return { ok: false, message: typeMessage };
  const extension = EXTENSION[kind];
  if (!extension) return { ok: false, message: typeMessage };
  return { ok: true, file: { kind, extension, bytes: upload.bytes } };
}

/**
 * A photo of any accepted kind (PNG, JPEG, WebP, HEIC) up to 15 MB and 120 megapixels, stored as a JPEG of at most
 * 1600 px on its long side (storage/memberPhoto.ts); one that does not decode is refused as not an image.
 */
export async function checkPhoto(upload: UploadedFile | undefined): Promise<FileCheck> {
  if (!upload) return { ok: false, message: MESSAGES.fileMissing('Photo') };
  const kind = upload.tooLarge ? null : sniffFileKind(upload.bytes.subarray(0, SNIFF_BYTES));
  const message = photoBytesRule(
    upload.tooLarge ? 'jpeg' : kind,
    upload.tooLarge ? upload.size + 1 : upload.size,
  );
  if (message) return { ok: false, message };
  const photo = kind ? await normaliseMemberPhoto(upload.bytes, kind) : null;
  if (!photo || 'refused' in photo) {
    const refusal = photo?.refused === 'too-many-pixels' ? MESSAGES.photoPixels : MESSAGES.photoType;
    return { ok: false, message: refusal };
  }
  return { ok: true, file: { kind: 'jpeg', extension: 'jpg', bytes: photo.jpeg } };
}

export function checkIdentityFile(upload: UploadedFile | undefined): Promise<FileCheck> {
  return checkFile(
    upload,
    MESSAGES.fileMissing('Identity document'),
    identityBytesRule,
    MESSAGES.identityType,
  );
}
