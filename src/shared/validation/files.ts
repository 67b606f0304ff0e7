import { MESSAGES } from './messages';

/** 15 MiB: a phone's full-size photo (5-12 MB, HEIC too) goes through; the server shrinks it before storing. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const IDENTITY_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp', 'heic', 'heif'] as const;
export const IDENTITY_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'] as const;
export const PHOTO_ACCEPT =
  '.png,.jpg,.jpeg,.webp,.heic,.heif,image/png,image/jpeg,image/webp,image/heic,image/heif';
export const IDENTITY_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';

/** heic: an HEIF image (an iPhone's HEIC photo, or AVIF), told by the brands of its ISO-BMFF 'ftyp' box. */
export type FileKind = 'png' | 'jpeg' | 'pdf' | 'webp' | 'heic';
export const PHOTO_KINDS: readonly FileKind[] = ['png', 'jpeg', 'webp', 'heic'];
const IDENTITY_KINDS: readonly FileKind[] = ['png', 'jpeg', 'pdf'];

/** Major and compatible brands of HEIF still images (ISO/IEC 23008-12), AVIF included. */
const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'hevm',
  'hevs',
  'mif1',
  'msf1',
  'avif',
  'avis',
]);

/** Bytes needed by sniffFileKind: an ftyp box lists its brands within its first 32 bytes or so. */
export const SNIFF_BYTES = 64;

/** What a file really is, from its first bytes; the name and the declared type are never trusted. */
export function sniffFileKind(head: Uint8Array): FileKind | null {
  const starts = (...bytes: number[]) => bytes.every((byte, i) => head[i] === byte);
  const ascii = (from: number, to: number) => String.fromCharCode(...Array.from(head.subarray(from, to)));
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf'; // %PDF-
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (head.length >= 16 && ascii(4, 8) === 'ftyp') {
    const boxSize = ((head[0] << 24) | (head[1] << 16) | (head[2] << 8) | head[3]) >>> 0;
    const end = Math.min(boxSize, head.length);
    // Major brand at 8, minor version at 12, compatible brands from 16 to the end of the box.
    const brands = [ascii(8, 12)];
    for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(at, at + 4));
    if (brands.some((brand) => HEIF_BRANDS.has(brand))) return 'heic';
  }
  return null;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export interface FileFacts {
  name: string;
  size: number;
}

/** Browser-side first check by name and size; the server checks the bytes as well. */
export function photoFileRule(file: FileFacts | null | undefined): string | null {
  if (!file) return MESSAGES.fileMissing('Photo');
  if (!(PHOTO_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return MESSAGES.photoType;
  if (file.size === 0) return MESSAGES.fileEmpty;
  return file.size <= PHOTO_MAX_BYTES ? null : MESSAGES.photoSize;
}

export function identityFileRule(file: FileFacts | null | undefined): string | null {
  if (!file) return MESSAGES.fileMissing('Identity document');
  if (!(IDENTITY_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)))
    return MESSAGES.identityType;
  if (file.size === 0) return MESSAGES.fileEmpty;
  return file.size <= IDENTITY_MAX_BYTES ? null : MESSAGES.identitySize;
}

/** Server-side: the bytes decide. */
export function photoBytesRule(kind: FileKind | null, size: number): string | null {
  if (size === 0) return MESSAGES.fileEmpty;
  if (size > PHOTO_MAX_BYTES) return MESSAGES.photoSize;
  return kind && PHOTO_KINDS.includes(kind) ? null : MESSAGES.photoType;
}

export function identityBytesRule(kind: FileKind | null, size: number): string | null {
  if (size === 0) return MESSAGES.fileEmpty;
  if (size > IDENTITY_MAX_BYTES) return MESSAGES.identitySize;
  return kind && IDENTITY_KINDS.includes(kind) ? null : MESSAGES.identityType;
}
