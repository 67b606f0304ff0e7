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
});

describe('browser-side checks by name and size', () => {
  it('photo: png, jpg or jpeg up to 2 MB', () => {
    expect(photoFileRule({ name: 'me.JPG', size: 1000 })).toBeNull();
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
  it('photo bytes must be PNG or JPEG', () => {
    expect(photoBytesRule('png', 10)).toBeNull();
    expect(photoBytesRule('jpeg', 10)).toBeNull();
    expect(photoBytesRule('pdf', 10)).toBe(MESSAGES.photoType);
    expect(photoBytesRule(null, 10)).toBe(MESSAGES.photoType);
    expect(photoBytesRule('png', 0)).toBe(MESSAGES.fileEmpty);
    expect(photoBytesRule('png', PHOTO_MAX_BYTES + 1)).toBe(MESSAGES.photoSize);
  });

  it('identity bytes must be PNG, JPEG or PDF', () => {
    expect(identityBytesRule('pdf', 10)).toBeNull();
    expect(identityBytesRule(null, 10)).toBe(MESSAGES.identityType);
    expect(identityBytesRule('pdf', 0)).toBe(MESSAGES.fileEmpty);
    expect(identityBytesRule('jpeg', IDENTITY_MAX_BYTES + 1)).toBe(MESSAGES.identitySize);
  });
});
