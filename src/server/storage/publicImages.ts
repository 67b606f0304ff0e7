import crypto from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { contentTypeOfKey, fileBackendFor, PUBLIC_CONTENT_TYPES, type FileBackend } from './storedFiles';
import { regularFileInside, sendStaticFile } from '../lib/staticFile';
import { UPLOAD_VARIANT_WIDTHS, variantPath, variantSource } from '../../shared/imageVariants';

// Public content images (events, members, awards, matrimony cards) and the office's public documents (the Form
// 10AC order, a PDF) live under uploads/ (stored_files on PostgreSQL, DATA_DIR/uploads on PGlite: storedFiles.ts)
// and are served at /api/uploads/**. Nothing else (database files, private uploads, keys, outbox) is reachable:
// a request names a file only through publicImageType's checks, which accept plain image (or PDF) names only.

export const PUBLIC_UPLOADS_DIR = 'uploads';

// File names are content-hashed or unique, so a name never changes its bytes: browsers may keep them for a year.
export const PUBLIC_IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export function publicUploadsRoot(dataDir: string): string {
  return path.join(path.resolve(dataDir), PUBLIC_UPLOADS_DIR);
}

export interface ResolvedImage {
  file: string;
  contentType: string;
}

/**
 * Maps the part of a URL after /api/uploads/ to a file inside the uploads root, or null when the request names
 * anything but a plain image path: no empty, dot or dot-dot segments, no hidden names, no backslashes,
 * no characters outside [A-Za-z0-9._-], and only image extensions.
 */
export function resolvePublicImage(root: string, requested: string): ResolvedImage | null {
  const contentType = publicImageType(requested);
  if (!contentType) return null;
  const resolvedRoot = path.resolve(root);
  const file = path.resolve(resolvedRoot, ...requested.split('/'));
  if (!file.startsWith(resolvedRoot + path.sep)) return null;
  return { file, contentType };
}

/** The content type of a request for a public file, or null unless it names a plain image (or PDF) path. */
export function publicImageType(requested: string): string | null {
  if (requested.length === 0 || requested.length > 300) return null;
  const segments = requested.split('/');
  if (!segments.every((segment) => SAFE_SEGMENT.test(segment) && !segment.includes('..'))) return null;
  const name = segments[segments.length - 1];
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  return PUBLIC_CONTENT_TYPES[extension] ?? null;
}

/**
 * Stores image bytes under uploads/<folder>/ with a content-hashed name and answers the public path that goes
 * into the database (for example `uploads/events/mahavir-jayanti-3f2a9c01d4e2.webp`), which is also the file's
 * key in its backend. Writing the same bytes twice is harmless: the name is the same and the file is written once.
 */
export async function savePublicImage(
  files: FileBackend,
  folder: string,
  baseName: string,
  bytes: Buffer,
  extension: string,
  tx?: Db,
): Promise<string> {
  const publicPath = publicImagePath(folder, baseName, bytes, extension);
  await files.put(publicPath, bytes, contentTypeOfKey(publicPath), tx);
  return publicPath;
}

/** The content-hashed public path savePublicImage stores bytes under. */
export function publicImagePath(folder: string, baseName: string, bytes: Buffer, extension: string): string {
  const cleanFolder = folder.replace(/[^a-z0-9-]/gi, '').toLowerCase() || 'images';
  const cleanBase = baseName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  const fileName = `${cleanBase ? `${cleanBase}-` : ''}${hash}.${extension.toLowerCase()}`;
  return `${PUBLIC_UPLOADS_DIR}/${cleanFolder}/${fileName}`;
}

/** Removes a stored public file by its database path; anything that is not a public upload is left alone. */
export async function removePublicFile(files: FileBackend, publicPath: string, tx?: Db): Promise<void> {
  if (!publicPath.startsWith(`${PUBLIC_UPLOADS_DIR}/`)) return;
  if (!publicImageType(publicPath.slice(PUBLIC_UPLOADS_DIR.length + 1))) return;
  await files.remove(publicPath, tx);
  // Its narrower copies (uploads.ts storeWebp) go with it; removing one that was never made is harmless.
  if (!variantSource(publicPath)) {
    for (const width of UPLOAD_VARIANT_WIDTHS) await files.remove(variantPath(publicPath, width), tx);
  }
}

/** GET /uploads/* under the API prefix. Anything that is not a stored public image is the API's 404. */
export async function publicImagesRoutes(app: FastifyInstance): Promise<void> {
  const files = fileBackendFor(app.db, app.config);
  const root = publicUploadsRoot(app.config.dataDir);
  /**
   * A picture stored before its narrower copies existed has none, yet the browser's srcset names them (the shared
   * naming rule): a missing copy is answered with the picture itself, so the srcset never shows a broken image.
   */
  async function storedOrSource(key: string) {
    const stored = await files.get(key);
    if (stored) return stored;
    const source = variantSource(key);
    return source ? files.get(source.path) : null;
  }
  app.get('/uploads/*', async (request, reply) => {
    const requested = (request.params as { '*'?: string })['*'] ?? '';
    if (files.where === 'directory') {
      let resolved = resolvePublicImage(root, requested);
      // Symbolic links (to a file or a folder) planted under uploads are not followed.
      let stat = resolved ? await regularFileInside(root, resolved.file) : null;
      const source = resolved && !stat ? variantSource(requested) : null;
      if (source) {
        resolved = resolvePublicImage(root, source.path);
        stat = resolved ? await regularFileInside(root, resolved.file) : null;
      }
      if (!resolved || !stat) return reply.callNotFound();
      return sendStaticFile(request, reply, resolved.file, stat, {
        cacheControl: PUBLIC_IMAGE_CACHE_CONTROL,
        contentType: resolved.contentType,
      });
    }
    const contentType = publicImageType(requested);
    const stored = contentType ? await storedOrSource(`${PUBLIC_UPLOADS_DIR}/${requested}`) : null;
    if (!contentType || !stored) return reply.callNotFound();
    // A name never changes its bytes (content-hashed or random), so its size and time identify them.
    const etag = `W/"${stored.bytes.length.toString(16)}-${stored.modified.getTime().toString(16)}"`;
    reply
      .header('Cache-Control', PUBLIC_IMAGE_CACHE_CONTROL)
      .header('ETag', etag)
      .header('Last-Modified', stored.modified.toUTCString())
      .header('X-Content-Type-Options', 'nosniff')
      .type(contentType);
    const ifNoneMatch = request.headers['if-none-match'];
    if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
      return reply.code(304).send();
    }
    return reply.send(stored.bytes);
  });
}
