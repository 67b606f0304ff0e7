import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { regularFileInside, sendStaticFile } from '../lib/staticFile';

// Public content images (events, members, awards, matrimony cards) and the office's public documents (the Form
// 10AC order, a PDF) live in DATA_DIR/uploads and are served at /api/uploads/**. Nothing else under DATA_DIR
// (database files, private uploads, keys, outbox) is reachable: a request names a file only through
// resolvePublicImage, which accepts plain image (or PDF) names inside the root.

export const PUBLIC_UPLOADS_DIR = 'uploads';

const IMAGE_TYPES: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  // The Form 10AC order the office uploads in the console (uploads/documents/form-10ac-<hash>.pdf).
  pdf: 'application/pdf',
};

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
  if (requested.length === 0 || requested.length > 300) return null;
  const segments = requested.split('/');
  if (!segments.every((segment) => SAFE_SEGMENT.test(segment) && !segment.includes('..'))) return null;
  const name = segments[segments.length - 1];
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  const contentType = IMAGE_TYPES[extension];
  if (!contentType) return null;
  const resolvedRoot = path.resolve(root);
  const file = path.resolve(resolvedRoot, ...segments);
  if (!file.startsWith(resolvedRoot + path.sep)) return null;
  return { file, contentType };
}

/**
 * Stores image bytes under uploads/<folder>/ with a content-hashed name and answers the public path that goes
 * into the database (for example `uploads/events/mahavir-jayanti-3f2a9c01d4e2.webp`). Writing the same bytes
 * twice is harmless: the name is the same and the file is written once.
 */
export async function savePublicImage(
  dataDir: string,
  folder: string,
  baseName: string,
  bytes: Buffer,
  extension: string,
): Promise<string> {
  const cleanFolder = folder.replace(/[^a-z0-9-]/gi, '').toLowerCase() || 'images';
  const cleanBase = baseName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  const hash = crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  const fileName = `${cleanBase ? `${cleanBase}-` : ''}${hash}.${extension.toLowerCase()}`;
  const directory = path.join(publicUploadsRoot(dataDir), cleanFolder);
  const target = path.join(directory, fileName);
  await fs.promises.mkdir(directory, { recursive: true });
  if (!fs.existsSync(target)) {
    // Write then rename, so a reader never sees half a file under the final name.
    const temporary = `${target}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    await fs.promises.writeFile(temporary, bytes);
    await fs.promises.rename(temporary, target);
  }
  return `${PUBLIC_UPLOADS_DIR}/${cleanFolder}/${fileName}`;
}

/** GET /uploads/* under the API prefix. Anything that is not a stored public image is the API's 404. */
export async function publicImagesRoutes(app: FastifyInstance): Promise<void> {
  const root = publicUploadsRoot(app.config.dataDir);
  app.get('/uploads/*', async (request, reply) => {
    const requested = (request.params as { '*'?: string })['*'] ?? '';
    const resolved = resolvePublicImage(root, requested);
    // Symbolic links (to a file or a folder) planted under uploads are not followed.
    const stat = resolved ? await regularFileInside(root, resolved.file) : null;
    if (!resolved || !stat) return reply.callNotFound();
    return sendStaticFile(request, reply, resolved.file, stat, {
      cacheControl: PUBLIC_IMAGE_CACHE_CONTROL,
      contentType: resolved.contentType,
    });
  });
}
