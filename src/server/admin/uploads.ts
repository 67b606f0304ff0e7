import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { HttpError } from '../plugins/errors';
import { refuseControlCharactersInFields } from '../plugins/controlCharacters';
import type { Db } from '../db/client';
import { UPLOAD_MAX_PIXELS } from '../storage/memberPhoto';
import { PUBLIC_UPLOADS_DIR } from '../storage/publicImages';
import type { FileBackend } from '../storage/storedFiles';
import { UPLOAD_MAX_WIDTH, UPLOAD_VARIANT_WIDTHS, variantPath } from '../../shared/imageVariants';

// Office uploads of public content images: multipart reading, type by bytes (PNG, JPEG, WebP), a size limit,
// then resized to at most 1600 px wide and stored as WebP under uploads/<folder>/<random>.webp (storedFiles.ts),
// event pictures with narrower copies beside them.

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_WIDTH = UPLOAD_MAX_WIDTH;
export const GALLERY_MAX_FILES = 12;
export const FORM_UNREADABLE_MESSAGE = 'The form could not be read. Please try again.';
export const IMAGE_TYPE_MESSAGE = 'Please choose a PNG, JPEG or WebP image.';
export const IMAGE_SIZE_MESSAGE = 'The image must be 5 MB or smaller.';
export const IMAGE_PIXELS_MESSAGE = `The image has too many pixels: at most ${UPLOAD_MAX_PIXELS / 1_000_000} megapixels (for example 12,000 × 10,000). Please make it smaller.`;

export const ADMIN_MULTIPART_LIMITS = {
  fieldNameSize: 100,
  // A form's longest text field is `translations` (docs/admin-api.md#translations): three languages of a long
  // description, in scripts of three bytes a character.
  fieldSize: 1024 * 1024,
  fields: 30,
  files: GALLERY_MAX_FILES + 2,
  parts: 50,
  headerPairs: 100,
  fileSize: IMAGE_MAX_BYTES,
};

export interface AdminUpload {
  bytes: Buffer;
  tooLarge: boolean;
}

export interface AdminForm {
  fields: Record<string, string>;
  files: Record<string, AdminUpload[]>;
}

/** Reads a whole multipart body; every file field may repeat (gallery). */
export async function readAdminForm(request: FastifyRequest): Promise<AdminForm> {
  if (!request.isMultipart()) throw new HttpError(400, FORM_UNREADABLE_MESSAGE);
  const fields: Record<string, string> = Object.create(null);
  const files: Record<string, AdminUpload[]> = Object.create(null);
  try {
    for await (const part of request.parts({ limits: ADMIN_MULTIPART_LIMITS })) {
      if (part.type === 'field') {
        if (!(part.fieldname in fields) && typeof part.value === 'string')
          fields[part.fieldname] = part.value;
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size <= IMAGE_MAX_BYTES) chunks.push(chunk);
      }
      // A file input left empty arrives as a part with no bytes: treat it as not sent.
      if (size === 0 && !part.filename) continue;
      if (size === 0) continue;
      const tooLarge = size > IMAGE_MAX_BYTES || part.file.truncated;
      (files[part.fieldname] ??= []).push({
        bytes: tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks),
        tooLarge,
      });
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    request.log.info({ code: (error as { code?: string }).code }, 'unreadable admin multipart form');
    throw new HttpError(400, FORM_UNREADABLE_MESSAGE);
  }
  refuseControlCharactersInFields(fields);
  return { fields, files };
}

type ImageKind = 'png' | 'jpeg' | 'webp';

export function sniffImage(bytes: Buffer): ImageKind | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

/** Checks one upload; answers the error message for its field, or null when it is a real PNG, JPEG or WebP. */
export async function checkImage(upload: AdminUpload): Promise<string | null> {
  if (upload.tooLarge) return IMAGE_SIZE_MESSAGE;
  const kind = sniffImage(upload.bytes);
  if (!kind) return IMAGE_TYPE_MESSAGE;
  try {
    const metadata = await sharp(upload.bytes, { failOn: 'error' }).metadata();
    if (metadata.format !== kind || !metadata.width || !metadata.height) return IMAGE_TYPE_MESSAGE;
    // From the header, before any pixel is decoded (the decode below would refuse it too, but as unreadable).
    if (metadata.width * metadata.height > UPLOAD_MAX_PIXELS) return IMAGE_PIXELS_MESSAGE;
    // The header alone can be valid on broken pixel data: decode every pixel now, before anything is stored, so
    // that storeWebp cannot fail half-way through a form.
    await sharp(upload.bytes, { failOn: 'error', limitInputPixels: UPLOAD_MAX_PIXELS })
      .resize({ width: 64 })
      .raw()
      .toBuffer();
  } catch {
    return IMAGE_TYPE_MESSAGE;
  }
  return null;
}

/**
 * Resizes (never enlarges) to 1600 px wide, converts to WebP and stores it under a random name, with its 400 and
 * 800 px copies for event pictures (x-400w.webp, src/shared/imageVariants.ts); answers the public path. In the database the file goes into `tx`, with the row that will point to it.
 */
export async function storeWebp(
  files: FileBackend,
  folder: 'events' | 'people' | 'matrimony',
  bytes: Buffer,
  tx?: Db,
): Promise<string> {
  const upright = sharp(bytes, { failOn: 'error', limitInputPixels: UPLOAD_MAX_PIXELS }).rotate();
  const webp = await upright
    .clone()
    .resize({ width: IMAGE_MAX_WIDTH, withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer();
  const publicPath = `${PUBLIC_UPLOADS_DIR}/${folder}/${crypto.randomBytes(12).toString('hex')}.webp`;
  await files.put(publicPath, webp, 'image/webp', tx);
  // Event pictures are shown in lists as cards about 380 px wide: narrower copies under the shared naming rule let
  // the browser's srcset pick one (a picture narrower than a copy's width is stored as it is, never enlarged).
  if (folder === 'events') {
    for (const width of UPLOAD_VARIANT_WIDTHS) {
      const variant = await upright
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 78 })
        .toBuffer();
      await files.put(variantPath(publicPath, width), variant, 'image/webp', tx);
    }
  }
  return publicPath;
}
