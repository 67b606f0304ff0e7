import { SNIFF_BYTES, sniffFileKind, type FileKind } from '../../../shared/validation';

// The browser's own look at a chosen file's first bytes, judged by the signatures the server checks
// (src/shared/validation/files.ts), so a text file renamed photo.png is refused at once, with the server's words.

/** Enough for every signature sniffFileKind knows (an HEIC photo's brands are the furthest in). */
const HEAD_BYTES = SNIFF_BYTES;

function readWithFileReader(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * What the file really is, from its first bytes; null when it is none of PNG, JPEG, WebP, HEIC, PDF or cannot be read (a file
 * moved or deleted since it was chosen), which the kind rules refuse. Blob.arrayBuffer is missing from older
 * Safari (and jsdom); FileReader does the same there.
 */
export async function readFileKind(file: Blob): Promise<FileKind | null> {
  const head = file.slice(0, HEAD_BYTES);
  try {
    const buffer =
      typeof head.arrayBuffer === 'function' ? await head.arrayBuffer() : await readWithFileReader(head);
    return sniffFileKind(new Uint8Array(buffer));
  } catch {
    return null;
  }
}
