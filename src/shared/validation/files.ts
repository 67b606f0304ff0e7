import { MESSAGES } from './messages';

export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const IDENTITY_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const IDENTITY_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf'] as const;
export const PHOTO_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';
export const IDENTITY_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';

export type FileKind = 'png' | 'jpeg' | 'pdf';

/** What a file really is, from its first bytes; the name and the declared type are never trusted. */
export function sniffFileKind(head: Uint8Array): FileKind | null {
  const starts = (...bytes: number[]) => bytes.every((byte, i) => head[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf'; // %PDF-
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
  return kind === 'png' || kind === 'jpeg' ? null : MESSAGES.photoType;
}

export function identityBytesRule(kind: FileKind | null, size: number): string | null {
  if (size === 0) return MESSAGES.fileEmpty;
  if (size > IDENTITY_MAX_BYTES) return MESSAGES.identitySize;
  return kind ? null : MESSAGES.identityType;
}
