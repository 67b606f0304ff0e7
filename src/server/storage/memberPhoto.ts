import sharp, { type Metadata, type Sharp } from 'sharp';
import type { FileKind } from '../../shared/validation';

// A member's photo as it is stored (docs/product.md "Membership records"): whatever the phone gave (JPEG, PNG, WebP
// or an iPhone's HEIC, up to 15 MB), turned upright by its EXIF orientation, shrunk to at most 1600 px on its long
// side and saved as a JPEG without its metadata (no camera details, no GPS position). sharp's prebuilt libvips
// reads HEIF only with AV1 (AVIF), not the HEVC of iPhone photos: those are decoded by libheif compiled to
// WebAssembly (the heic-decode package) and handed to sharp as pixels.

export const PHOTO_LONG_SIDE = 1600;
/**
 * Any uploaded picture (a member's photo, the office's content images) with more pixels than this is refused before
 * any is decoded: a 5 MB file can claim 16,000 x 16,000 pixels. A 48 MP phone photo is 48e6, a 108 MP one 108e6.
 */
export const UPLOAD_MAX_PIXELS = 120_000_000;

type HeicDecode = typeof import('heic-decode').default;

let heicDecode: Promise<HeicDecode> | undefined;

/** Loaded on the first HEIC photo only: the decoder's WebAssembly is a few megabytes. */
function loadHeicDecode(): Promise<HeicDecode> {
  // A CommonJS package: its function is the default export, or the module itself where no interop wraps it.
  heicDecode ??= import('heic-decode').then(
    (module) => (module.default ?? (module as unknown as HeicDecode)) as HeicDecode,
  );
  return heicDecode;
}

/** The pixels of an HEIC/HEIF photo as a sharp pipeline; null when it cannot be decoded. */
async function heifPipeline(bytes: Buffer, header: Metadata | null): Promise<Sharp | null> {
  try {
    const decode = await loadHeicDecode();
    const image = await decode({ buffer: bytes });
    if (!image.width || !image.height || image.width * image.height > UPLOAD_MAX_PIXELS) return null;
    const pixels = Buffer.from(
      image.data instanceof ArrayBuffer ? image.data : image.data.buffer,
      image.data instanceof ArrayBuffer ? 0 : image.data.byteOffset,
      image.data.byteLength,
    );
    // libheif has already applied the HEIF's rotation and mirroring: the pixels are upright.
    return sharp(pixels, { raw: { width: image.width, height: image.height, channels: 4 } });
  } catch {
    // AVIF carries the same brands but AV1 inside: sharp reads those itself.
    if (header?.format !== 'heif' || !header.width || !header.height) return null;
    return sharp(bytes, { failOn: 'error', limitInputPixels: UPLOAD_MAX_PIXELS }).rotate();
  }
}

/** What a photo's header says, before any pixel is decoded; null when sharp cannot read one. */
async function readHeader(bytes: Buffer): Promise<Metadata | null> {
  try {
    // No pixel limit here: the header's size is what is checked against it (normaliseMemberPhoto).
    return await sharp(bytes, { failOn: 'error', limitInputPixels: false }).metadata();
  } catch {
    return null;
  }
}

function sharpPipeline(bytes: Buffer, kind: FileKind, header: Metadata | null): Sharp | null {
  if (header?.format !== kind || !header.width || !header.height) return null;
  return sharp(bytes, { failOn: 'error', limitInputPixels: UPLOAD_MAX_PIXELS }).rotate();
}

/** A photo stored as a JPEG, or why it was refused: not a picture of its kind, or more pixels than allowed. */
export type NormalisedPhoto = { jpeg: Buffer } | { refused: 'not-an-image' | 'too-many-pixels' };

const NOT_AN_IMAGE: NormalisedPhoto = { refused: 'not-an-image' };

/**
 * The stored form of a photo whose first bytes said `kind`: a JPEG at most 1600 px on its long side. Refused as
 * not an image when the bytes do not decode as that kind (a valid header on junk), and refused before decoding
 * when its header claims more than UPLOAD_MAX_PIXELS (an iPhone's HEIC too: sharp reads its header, though it
 * cannot decode its pixels).
 */
export async function normaliseMemberPhoto(bytes: Buffer, kind: FileKind): Promise<NormalisedPhoto> {
  if (kind === 'pdf') return NOT_AN_IMAGE;
  const header = await readHeader(bytes);
  if (header?.width && header.height && header.width * header.height > UPLOAD_MAX_PIXELS) {
    return { refused: 'too-many-pixels' };
  }
  const pipeline = kind === 'heic' ? await heifPipeline(bytes, header) : sharpPipeline(bytes, kind, header);
  if (!pipeline) return NOT_AN_IMAGE;
  try {
    const jpeg = await pipeline
      .resize(PHOTO_LONG_SIDE, PHOTO_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
    return { jpeg };
  } catch {
    return NOT_AN_IMAGE;
  }
}
