/**
 * `npx tsx scripts/image-variants.ts`: writes the narrower copies (x.webp → x-400w.webp) that the site's srcsets
 * name, beside every picture of public/images (widths per family: IMAGE_VARIANT_WIDTHS in
 * src/client/content/images.ts) and every seed event picture (UPLOAD_VARIANT_WIDTHS in src/shared/imageVariants.ts,
 * the widths the server makes for the office's uploads). The hero pictures also get their 3:4 portrait cut for
 * phones, and the page banners their middle (content/images.ts says how much). scripts/make-images.ts and scripts/make-seed-images.ts call writeVariants for each picture they draw,
 * from the drawing's own pixels; run alone, this script makes them from the stored WebP files.
 *
 * Only missing variants, or ones older than their picture, are written. `--check` writes nothing and fails when a
 * variant is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  BANNER_PHONE_SIZE,
  bannerPhonePath,
  HERO_PICTURES,
  HERO_PORTRAIT_SIZE,
  IMAGE_VARIANT_WIDTHS,
  familySize,
  heroPortraitPath,
  siteImageFamily,
} from '../src/client/content/images';
import { UPLOAD_VARIANT_WIDTHS, variantPath, variantSource } from '../src/shared/imageVariants';

const ROOT = path.resolve(__dirname, '..');
export const PUBLIC_IMAGES = path.join(ROOT, 'public', 'images');
export const SEED_EVENT_IMAGES = path.join(ROOT, 'src', 'server', 'db', 'seed', 'images', 'events');

// A little below the full-size pictures' 74-82: a narrow copy is seen small, where WebP's artefacts do not show.
const VARIANT_QUALITY = 72;

export interface VariantFile {
  file: string;
  /** What to cut and scale from the source picture. */
  width: number;
  height?: number;
  crop?: boolean;
}

/** The variant files a picture has, by its absolute path; none for a file that is not a known picture. */
export function variantsOf(file: string): VariantFile[] {
  if (file.startsWith(SEED_EVENT_IMAGES + path.sep)) {
    if (variantSource(file)) return [];
    return UPLOAD_VARIANT_WIDTHS.map((width) => ({ file: variantPath(file, width), width }));
  }
  if (!file.startsWith(PUBLIC_IMAGES + path.sep)) return [];
  const src = '/images/' + path.relative(PUBLIC_IMAGES, file).split(path.sep).join('/');
  const family = siteImageFamily(src);
  if (!family || family === 'heroPortrait' || family === 'bannerPhone') return [];
  const full = familySize(family);
  const variants: VariantFile[] = IMAGE_VARIANT_WIDTHS[family]
    .filter((width) => width < full.width)
    .map((width) => ({ file: variantPath(file, width), width }));
  // The app promotions have portrait art of their own (mobileImage); the others get the cut.
  if (family === 'hero' && !HERO_PICTURES.some((picture) => picture.image === src && picture.mobileImage)) {
    variants.push({
      file: heroPortraitPath(file),
      width: HERO_PORTRAIT_SIZE.width,
      height: HERO_PORTRAIT_SIZE.height,
      crop: true,
    });
  }
  if (family === 'banner')
    variants.push({
      file: bannerPhonePath(file),
      width: BANNER_PHONE_SIZE.width,
      height: BANNER_PHONE_SIZE.height,
      crop: true,
    });
  return variants;
}

/** Writes every variant of `file` from `source` (the drawing's pixels, or the file itself when left out). */
export async function writeVariants(file: string, source?: Buffer): Promise<number> {
  let total = 0;
  for (const variant of variantsOf(file)) {
    let image = sharp(source ?? file);
    // The phone cuts keep the full height and the middle of the width, as object-fit: cover shows it.
    image = variant.crop
      ? image.resize(variant.width, variant.height, { fit: 'cover', position: 'centre' })
      : image.resize({ width: variant.width, withoutEnlargement: true });
    const info = await image.webp({ quality: VARIANT_QUALITY, effort: 5 }).toFile(variant.file);
    total += info.size;
  }
  return total;
}

function picturesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.webp'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => variantsOf(file).length > 0)
    .sort();
}

export function allPictures(): string[] {
  return [...picturesUnder(PUBLIC_IMAGES), ...picturesUnder(SEED_EVENT_IMAGES)];
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  sharp.concurrency(1);
  let written = 0;
  let bytes = 0;
  const stale: string[] = [];
  for (const file of allPictures()) {
    const changed = fs.statSync(file).mtimeMs;
    // A fresh clone's modification times say nothing, so the check asks only that every variant exists.
    const missing = variantsOf(file).some(
      (variant) => !fs.existsSync(variant.file) || (!check && fs.statSync(variant.file).mtimeMs < changed),
    );
    if (!missing) continue;
    if (check) {
      stale.push(path.relative(ROOT, file));
      continue;
    }
    bytes += await writeVariants(file);
    written += 1;
  }
  if (check) {
    if (stale.length > 0) {
      console.error(`variants missing:\n  ${stale.join('\n  ')}`);
      process.exit(1);
    }
    console.log('every picture has its variants');
    return;
  }
  console.log(`variants written for ${written} pictures, ${Math.round(bytes / 1024)} KB`);
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
