import type { FileKind } from '../../../shared/validation';

// The member's photo is shrunk in the browser before it is sent (docs/product.md "Membership records"): a phone's
// 5-12 MB photo becomes a JPEG of at most 1600 px on its long side (a few hundred kB), which uploads quickly on a
// mobile connection. The server shrinks whatever arrives the same way, so this is only a saving: when the browser
// cannot decode the photo (HEIC outside Safari) or something fails, the file goes up as chosen.

export const SHRINK_LONG_SIDE = 1600;
const JPEG_QUALITY = 0.85;
/** Below this size a photo that is already small enough in pixels is sent as it is. */
const SMALL_ENOUGH_BYTES = 400 * 1024;

/** The size a photo of `width` x `height` is drawn at: the long side at most `longSide`, never enlarged. */
export function shrunkSize(
  width: number,
  height: number,
  longSide: number = SHRINK_LONG_SIDE,
): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: 0, height: 0 };
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Kinds the browser may redraw; HEIC only where it can decode it (Safari), tried and given up quietly. */
const REDRAWN: readonly FileKind[] = ['jpeg', 'png', 'webp', 'heic'];

/** 'IMG_4032.HEIC' -> 'IMG_4032.jpg' */
export function jpegName(name: string): string {
  const dot = name.lastIndexOf('.');
  return `${dot > 0 ? name.slice(0, dot) : name || 'photo'}.jpg`;
}

function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => {
    try {
      canvas.toBlob((blob) => resolve(blob), 'image/jpeg', JPEG_QUALITY);
    } catch {
      resolve(null);
    }
  });
}

export interface ShrunkPhoto {
  file: File;
  kind: FileKind | null;
}

/**
 * The photo to send: a JPEG redrawn at most 1600 px on its long side (upright: createImageBitmap applies the EXIF
 * orientation), or the chosen file itself when it is already small, cannot be decoded here, or would not get smaller.
 */
export async function shrinkPhoto(file: File, kind: FileKind | null): Promise<ShrunkPhoto> {
  const unchanged = { file, kind };
  if (!kind || !REDRAWN.includes(kind)) return unchanged;
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return unchanged;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return unchanged; // HEIC in Chrome or Firefox, or a damaged file: the server decides.
  }
  try {
    const size = shrunkSize(bitmap.width, bitmap.height);
    const alreadySmall = size.width === bitmap.width && file.size <= SMALL_ENOUGH_BYTES;
    if (!size.width || (alreadySmall && kind !== 'heic')) return unchanged;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return unchanged;
    // JPEG has no transparency: a PNG's clear background becomes white, as on the server.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await canvasToJpeg(canvas);
    if (!blob || blob.size === 0 || (blob.size >= file.size && kind !== 'heic')) return unchanged;
    return {
      file: new File([blob], jpegName(file.name), { type: 'image/jpeg', lastModified: file.lastModified }),
      kind: 'jpeg',
    };
  } catch {
    return unchanged;
  } finally {
    bitmap.close?.();
  }
}
