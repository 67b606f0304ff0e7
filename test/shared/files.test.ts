import fs from 'node:fs';
import path from 'node:path';
import {
  identityBytesRule,
  identityFileRule,
  IDENTITY_MAX_BYTES,
  MESSAGES,
  photoBytesRule,
  photoFileRule,
  PHOTO_MAX_BYTES,
  sniffFileKind,
} from '../../src/shared/validation';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('file kinds come from the bytes', () => {
  it('recognises PNG, JPEG and PDF, and nothing else', () => {
    expect(sniffFileKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(sniffFileKind(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffFileKind(new TextEncoder().encode('%PDF-1.7'))).toBe('pdf');
    expect(sniffFileKind(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(sniffFileKind(new TextEncoder().encode('<svg'))).toBeNull();
    expect(sniffFileKind(bytes())).toBeNull();
  });

  it('recognises WebP and HEIC/HEIF (by the brands of the ftyp box), and not other ISO media', () => {
    const heic = fs.readFileSync(path.join(__dirname, '../fixtures/photos/member-photo.heic'));
    expect(sniffFileKind(heic.subarray(0, 64))).toBe('heic');
    const ftyp = (major: string, ...compatible: string[]) => {
      const box = new TextEncoder().encode(`ftyp${major}\0\0\0\0${compatible.join('')}`);
      return Uint8Array.from([0, 0, 0, 4 + box.length, ...box]);
    };
    expect(sniffFileKind(ftyp('mif1', 'heic'))).toBe('heic');
    expect(sniffFileKind(ftyp('heix'))).toBe('heic');
    expect(sniffFileKind(ftyp('isom', 'mp41'))).toBeNull(); // an MP4 video
    expect(sniffFileKind(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffFileKind(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
  });
});

describe('browser-side checks by name and size', () => {
  it('photo: png, jpg, jpeg, webp, heic or heif up to 15 MB', () => {
    expect(PHOTO_MAX_BYTES).toBe(15 * 1024 * 1024);
    expect(photoFileRule({ name: 'me.JPG', size: 1000 })).toBeNull();
    expect(photoFileRule({ name: 'IMG_0001.HEIC', size: 12_000_000 })).toBeNull();
    expect(photoFileRule({ name: 'me.heif', size: 1000 })).toBeNull();
    expect(photoFileRule({ name: 'me.webp', size: 1000 })).toBeNull();
    expect(photoFileRule({ name: 'me.jpeg', size: PHOTO_MAX_BYTES })).toBeNull();
    expect(photoFileRule({ name: 'me.png', size: PHOTO_MAX_BYTES + 1 })).toBe(MESSAGES.photoSize);
    expect(photoFileRule({ name: 'me.pdf', size: 10 })).toBe(MESSAGES.photoType);
    expect(photoFileRule({ name: 'me', size: 10 })).toBe(MESSAGES.photoType);
    expect(photoFileRule({ name: 'me.png', size: 0 })).toBe(MESSAGES.fileEmpty);
    expect(photoFileRule(null)).toBe('Photo is required.');
  });

  it('identity: png, jpg, jpeg or pdf up to 5 MB', () => {
    expect(identityFileRule({ name: 'aadhaar.pdf', size: 1000 })).toBeNull();
    expect(identityFileRule({ name: 'aadhaar.png', size: IDENTITY_MAX_BYTES })).toBeNull();
    expect(identityFileRule({ name: 'aadhaar.pdf', size: IDENTITY_MAX_BYTES + 1 })).toBe(
      MESSAGES.identitySize,
    );
    expect(identityFileRule({ name: 'aadhaar.docx', size: 10 })).toBe(MESSAGES.identityType);
    expect(identityFileRule(undefined)).toBe('Identity document is required.');
  });
});

describe('server-side checks by the bytes', () => {
  it('photo bytes must be PNG, JPEG, WebP or HEIC', () => {
    expect(photoBytesRule('png', 10)).toBeNull();
    expect(photoBytesRule('jpeg', 10)).toBeNull();
    expect(photoBytesRule('heic', 10)).toBeNull();
    expect(photoBytesRule('webp', 10)).toBeNull();
    expect(photoBytesRule('pdf', 10)).toBe(MESSAGES.photoType);
    expect(photoBytesRule(null, 10)).toBe(MESSAGES.photoType);
    expect(photoBytesRule('png', 0)).toBe(MESSAGES.fileEmpty);
    expect(photoBytesRule('png', PHOTO_MAX_BYTES + 1)).toBe(MESSAGES.photoSize);
  });

  it('identity bytes must be PNG, JPEG or PDF', () => {
    expect(identityBytesRule('pdf', 10)).toBeNull();
    expect(identityBytesRule('heic', 10)).toBe(MESSAGES.identityType);
    expect(identityBytesRule('webp', 10)).toBe(MESSAGES.identityType);
    expect(identityBytesRule(null, 10)).toBe(MESSAGES.identityType);
    expect(identityBytesRule('pdf', 0)).toBe(MESSAGES.fileEmpty);
    expect(identityBytesRule('jpeg', IDENTITY_MAX_BYTES + 1)).toBe(MESSAGES.identitySize);
  });
});
