import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding, type ContentEncoding } from './contentEncoding';

// Sends one file from disk with validators (ETag, Last-Modified), 304 for a matching conditional request and
// single byte ranges (video players seek with them). Callers resolve and check the path first.
// A file compressed at build time (webpack.config.ts writes `x.js.br` and `x.js.gz` beside `x.js`) is sent in
// its compressed form when the client accepts it; other text files are compressed on the fly
// (plugins/compression.ts).

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
};

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The file's stats when it is a regular file (not a directory, not a symbolic link) that really lies inside
 * root, with no symbolically linked folder on the way; otherwise null.
 */
export async function regularFileInside(root: string, file: string): Promise<fs.Stats | null> {
  const stat = await fs.promises.lstat(file).catch(() => null);
  if (!stat?.isFile()) return null;
  const [realRoot, realFile] = await Promise.all([
    fs.promises.realpath(root).catch(() => null),
    fs.promises.realpath(file).catch(() => null),
  ]);
  if (!realRoot || !realFile || !realFile.startsWith(realRoot + path.sep)) return null;
  return stat;
}

export interface SendFileOptions {
  cacheControl: string;
  contentType?: string;
  /** Look for a copy compressed at build time beside the file (`.br`, `.gz`). */
  precompressed?: boolean;
}

const PRECOMPRESSED_SUFFIX: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

interface Precompressed {
  encoding: ContentEncoding;
  file: string;
  stat: fs.Stats;
}

/**
 * The build-time compressed copies of file, as the client prefers them: null when none exists or the client
 * accepts none. A copy must be a regular file (not a link); it lies in the same, already checked, folder.
 */
async function findPrecompressed(
  request: FastifyRequest,
  file: string,
): Promise<{ chosen: Precompressed | null; exists: boolean }> {
  const candidates = await Promise.all(
    (Object.keys(PRECOMPRESSED_SUFFIX) as ContentEncoding[]).map(async (encoding) => {
      const copy = file + PRECOMPRESSED_SUFFIX[encoding];
      const stat = await fs.promises.lstat(copy).catch(() => null);
      return stat?.isFile() ? { encoding, file: copy, stat } : null;
    }),
  );
  const present = candidates.filter((candidate): candidate is Precompressed => candidate !== null);
  const encoding = preferredEncoding(
    request.headers['accept-encoding'],
    present.map((candidate) => candidate.encoding),
  );
  return {
    chosen: present.find((candidate) => candidate.encoding === encoding) ?? null,
    exists: present.length > 0,
  };
}

export async function sendStaticFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  stat: fs.Stats,
  options: SendFileOptions,
): Promise<FastifyReply> {
  const { chosen, exists } = options.precompressed
    ? await findPrecompressed(request, file)
    : { chosen: null, exists: false };
  // The validator names the bytes sent: each compressed copy has its own size and so its own ETag.
  const sent = chosen?.stat ?? stat;
  const etag = `W/"${sent.size.toString(16)}-${Math.floor(sent.mtimeMs).toString(16)}"`;
  reply
    .header('Cache-Control', options.cacheControl)
    .header('ETag', etag)
    .header('Last-Modified', stat.mtime.toUTCString())
    .header('X-Content-Type-Options', 'nosniff')
    .type(options.contentType ?? contentTypeFor(file));
  if (exists) reply.header('Vary', 'Accept-Encoding');

  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')) {
    return reply.code(304).send();
  }

  if (chosen) {
    // Byte ranges would count in the compressed bytes; bundles are fetched whole, so ranges are not offered.
    return reply
      .header('Content-Encoding', chosen.encoding)
      .header('Content-Length', chosen.stat.size)
      .send(fs.createReadStream(chosen.file));
  }
  reply.header('Accept-Ranges', 'bytes');

  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (range && (range[1] !== '' || range[2] !== '') && stat.size > 0) {
    let start: number;
    let end: number;
    if (range[1] === '') {
      // bytes=-N: the last N bytes
      start = Math.max(0, stat.size - Number(range[2]));
      end = stat.size - 1;
    } else {
      start = Number(range[1]);
      end = range[2] === '' ? stat.size - 1 : Math.min(Number(range[2]), stat.size - 1);
    }
    if (start > end || start >= stat.size) {
      return reply
        .code(416)
        .header('Content-Range', `bytes */${stat.size}`)
        .type('application/json; charset=utf-8')
        .send({
          message: 'The requested range is not satisfiable.',
        });
    }
    return reply
      .code(206)
      .header('Content-Range', `bytes ${start}-${end}/${stat.size}`)
      .header('Content-Length', end - start + 1)
      .send(fs.createReadStream(file, { start, end }));
  }

  return reply.header('Content-Length', stat.size).send(fs.createReadStream(file));
}
