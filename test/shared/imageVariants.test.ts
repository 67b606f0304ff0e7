import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {
  BANNER_PHONE_SIZE,
  bannerPhonePath,
  IMAGE_SIZES,
  GALLERY_POOLS,
  HERO_PICTURES,
  HERO_PORTRAIT_SIZE,
  IMAGE_VARIANT_WIDTHS,
  PERSON_PICTURES,
  PILLAR_PORTRAITS,
  familySize,
  galleryPhotos,
  heroPortraitPath,
  pillarImage,
  siteImageFamily,
  type GalleryPool,
} from '../../src/client/content/images';
import { srcSetOf, uploadSrcSet, variantPath, variantSource } from '../../src/shared/imageVariants';
import { allPictures, variantsOf } from '../../scripts/image-variants';

const PUBLIC = path.resolve(__dirname, '../../public');

describe('the variant naming rule', () => {
  it('puts the width before the extension and reads it back', () => {
    expect(variantPath('/images/cards/awards.webp', 400)).toBe('/images/cards/awards-400w.webp');
    expect(variantPath('uploads/events/3f2a.webp', 800)).toBe('uploads/events/3f2a-800w.webp');
    expect(variantSource('uploads/events/3f2a-800w.webp')).toEqual({
      path: 'uploads/events/3f2a.webp',
      width: 800,
    });
    expect(variantSource('uploads/events/3f2a.webp')).toBeNull();
    // Content-hashed names end in hex digits, never in "<digits>w".
    expect(variantSource('uploads/events/mahavir-jayanti-3f2a9c01d4e2.webp')).toBeNull();
  });

  it('lists the narrower variants and the picture itself, narrowest first', () => {
    expect(srcSetOf('/a.webp', [400, 800], 600)).toBe('/a-400w.webp 400w, /a.webp 600w');
    expect(uploadSrcSet('/api/uploads/events/x.webp')).toBe(
      '/api/uploads/events/x-400w.webp 400w, /api/uploads/events/x-800w.webp 800w, /api/uploads/events/x.webp 1600w',
    );
  });
});

async function sizeOf(file: string): Promise<{ width?: number; height?: number }> {
  const { width, height } = await sharp(file).metadata();
  return { width, height };
}

/** Checks a site picture and every variant its srcset names: on disk, WebP, of the width the srcset says. */
async function expectPictureWithVariants(src: string): Promise<void> {
  const family = siteImageFamily(src);
  expect([src, family]).toEqual([src, expect.any(String)]);
  const full = familySize(family!);
  const file = path.join(PUBLIC, src);
  expect(await sizeOf(file)).toEqual(full);
  for (const width of IMAGE_VARIANT_WIDTHS[family!].filter((w) => w < full.width)) {
    const variant = path.join(PUBLIC, variantPath(src, width));
    expect([variant, fs.existsSync(variant)]).toEqual([variant, true]);
    expect(await sizeOf(variant)).toEqual({ width, height: Math.round((full.height * width) / full.width) });
  }
}

describe('the site pictures listed in content/images.ts', () => {
  it('every hero picture has its widths and a portrait cut (or portrait art) for phones', async () => {
    for (const picture of HERO_PICTURES) {
      await expectPictureWithVariants(picture.image);
      if (picture.mobileImage) await expectPictureWithVariants(picture.mobileImage);
      else {
        const portrait = path.join(PUBLIC, heroPortraitPath(picture.image));
        expect(await sizeOf(portrait)).toEqual(HERO_PORTRAIT_SIZE);
      }
    }
  });

  it("every page banner has its middle cut for phones, the same pixels as the picture's middle", async () => {
    const banners = fs
      .readdirSync(path.join(PUBLIC, 'images/banners'))
      .filter((name) => siteImageFamily(`/images/banners/${name}`) === 'banner')
      .map((name) => `/images/banners/${name}`);
    expect(banners.length).toBeGreaterThan(15);
    for (const banner of banners) {
      const cut = path.join(PUBLIC, bannerPhonePath(banner));
      expect([cut, await sizeOf(cut)]).toEqual([cut, BANNER_PHONE_SIZE]);
      expect(fs.statSync(cut).size).toBeLessThan(fs.statSync(path.join(PUBLIC, banner)).size);
    }
    // The cut is the picture's middle at full resolution: compared pixel by pixel with the picture cropped here
    // (WebP's losses on each side allow a small difference, a shifted or scaled cut a large one).
    const banner = path.join(PUBLIC, '/images/banners/join-us.webp');
    const left = (IMAGE_SIZES.banner.width - BANNER_PHONE_SIZE.width) / 2;
    const middle = await sharp(banner)
      .extract({ left, top: 0, ...BANNER_PHONE_SIZE })
      .raw()
      .toBuffer();
    const cut = await sharp(path.join(PUBLIC, bannerPhonePath('/images/banners/join-us.webp')))
      .raw()
      .toBuffer();
    expect(cut.length).toBe(middle.length);
    let difference = 0;
    for (let index = 0; index < cut.length; index++) difference += Math.abs(cut[index] - middle[index]);
    expect(difference / cut.length).toBeLessThan(6);
  });

  it('every pillar, testimonial portrait and gallery photo has its variants', async () => {
    for (let index = 0; index < PILLAR_PORTRAITS.length; index++)
      await expectPictureWithVariants(pillarImage(index));
    for (const person of PERSON_PICTURES) await expectPictureWithVariants(person.image);
    for (const pool of Object.keys(GALLERY_POOLS) as GalleryPool[]) {
      for (const photo of galleryPhotos(pool, GALLERY_POOLS[pool], ''))
        await expectPictureWithVariants(photo.src);
    }
  });

  it('every other picture under public/images belongs to a family and has its variants', async () => {
    const pictures = allPictures().filter((file) => file.startsWith(path.join(PUBLIC, 'images')));
    expect(pictures.length).toBeGreaterThan(200);
    for (const file of pictures) {
      await expectPictureWithVariants('/' + path.relative(PUBLIC, file).split(path.sep).join('/'));
    }
    // Nothing else sits there: every .webp is a picture or a variant the rule names.
    const named = new Set(
      pictures.flatMap((file) => [file, ...variantsOf(file).map((variant) => variant.file)]),
    );
    const onDisk = fs
      .readdirSync(path.join(PUBLIC, 'images'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.webp'))
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(onDisk.filter((file) => !named.has(file))).toEqual([]);
  });

  it('the seed event pictures carry the upload widths, so the seeded events list has its srcset', async () => {
    const events = allPictures().filter((file) => file.includes(`${path.sep}seed${path.sep}`));
    expect(events.length).toBeGreaterThan(0);
    for (const file of events) {
      for (const variant of variantsOf(file)) expect((await sizeOf(variant.file)).width).toBe(variant.width);
    }
  });
});
