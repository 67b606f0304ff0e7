/**
 * The pictures and what the pages say about them. src/client/content/images.ts declares what each picture
 * shows (scripts/make-images.ts draws from the same declarations); these tests check that the pages' alt
 * texts and docs/product.md agree with it, and that the files are there at the declared sizes.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  GALLERY_POOLS,
  GALLERY_SUBJECTS,
  HERO_PICTURES,
  IMAGE_SIZES,
  PERSON_PICTURES,
  PILLAR_PORTRAITS,
  galleryPhotos,
} from '../../../src/client/content/images';
import { HERO_SLIDES, PILLARS, TESTIMONIALS } from '../../../src/client/content/home';
import { BENEFICIARY_TESTIMONIALS } from '../../../src/client/content/donation';

const PUBLIC = path.resolve(__dirname, '../../../public');

/** Width and height from a WebP file's header (lossy VP8, lossless VP8L or extended VP8X). */
function webpSize(src: string): { width: number; height: number } {
  const bytes = fs.readFileSync(path.join(PUBLIC, src));
  expect(bytes.toString('ascii', 0, 4)).toBe('RIFF');
  expect(bytes.toString('ascii', 8, 12)).toBe('WEBP');
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** How many portraits an alt text says the picture holds: "portrait" is one, "three ... portraits" three. */
function portraitsNamedIn(alt: string): number {
  const words = alt.toLowerCase().split(/[^a-z]+/);
  if (words.includes('portraits')) {
    const count = words.map((word) => NUMBER_WORDS.indexOf(word)).find((index) => index > 0);
    if (count === undefined) throw new Error(`"${alt}" speaks of portraits without saying how many`);
    return count;
  }
  return words.includes('portrait') ? 1 : 0;
}

describe('hero pictures', () => {
  it('give each of the nine slides its picture and alt text from the one list the generator draws from', () => {
    expect(HERO_SLIDES).toHaveLength(9);
    expect(HERO_PICTURES).toHaveLength(9);
    HERO_SLIDES.forEach((slide, index) => {
      const picture = HERO_PICTURES[index];
      expect(slide.image).toBe(picture.image);
      expect(slide.mobileImage).toBe(picture.mobileImage);
      expect(slide.imageAlt).toBe(picture.alt);
    });
  });

  it('show a founder portrait, then three portraits of founding contributors', () => {
    expect(HERO_PICTURES.map((picture) => picture.portraits)).toEqual([1, 3, 0, 0, 0, 0, 0, 0, 0]);
    expect(HERO_SLIDES[0].eyebrow).toBe('Since 1899');
    expect(HERO_PICTURES[0].alt).toMatch(/\bfounders?\b/i);
    expect(HERO_PICTURES[1].alt).toMatch(/\bfounding contributors\b/i);
  });

  it('have alt texts that count the portraits the picture holds', () => {
    for (const picture of HERO_PICTURES) {
      expect({ alt: picture.alt, portraits: portraitsNamedIn(picture.alt) }).toEqual({
        alt: picture.alt,
        portraits: picture.portraits,
      });
    }
  });

  it('exist at the sizes the page reserves for them; only the app promotions have mobile pictures', () => {
    for (const picture of HERO_PICTURES) {
      expect(webpSize(picture.image)).toEqual(IMAGE_SIZES.hero);
      if (picture.mobileImage) expect(webpSize(picture.mobileImage)).toEqual(IMAGE_SIZES.heroMobile);
    }
    expect(HERO_PICTURES.filter((picture) => picture.mobileImage)).toEqual([
      HERO_PICTURES[7],
      HERO_PICTURES[8],
    ]);
  });
});

describe('pillar pictures', () => {
  const ASCETIC_TITLE = /\b(Acharya|Muni|Maharaj|Aryika|Mataji)\b/;
  const WOMAN_TITLE = /^(Shrimati|Smt\b|Sou\b|Kumari)/;

  it('picture the ten founders and patrons in the carousel order', () => {
    expect(PILLARS).toHaveLength(10);
    expect(PILLARS.map((pillar) => pillar.name)).toEqual(PILLAR_PORTRAITS.map((pillar) => pillar.name));
    expect(new Set(PILLARS.map((pillar) => pillar.image)).size).toBe(10);
  });

  it('honour a Digambar ascetic with his pichhi and kamandal, never a portrait in lay clothes', () => {
    const ascetics = PILLARS.filter((pillar) => ASCETIC_TITLE.test(pillar.name));
    expect(ascetics.map((pillar) => pillar.name)).toEqual(['Acharya Shri Shantisagar Maharaj']);
    for (const pillar of PILLARS) {
      const figure = PILLAR_PORTRAITS.find((entry) => entry.name === pillar.name)!.figure;
      expect({ name: pillar.name, ascetic: figure === 'ascetic' }).toEqual({
        name: pillar.name,
        ascetic: ASCETIC_TITLE.test(pillar.name),
      });
      if (figure === 'ascetic') {
        expect(pillar.imageAlt).toMatch(/\bpichhi\b/);
        expect(pillar.imageAlt).toMatch(/\bkamandal\b/);
        expect(pillar.imageAlt).not.toMatch(/portrait/i);
      } else {
        expect(pillar.imageAlt).toBe(`Illustrated portrait of ${pillar.name}`);
      }
    }
  });

  it('draw a woman for a woman’s name and a man for a man’s', () => {
    const women = PILLAR_PORTRAITS.filter((entry) => entry.figure === 'woman').map((entry) => entry.name);
    expect(women).toEqual(['Shrimatibai Kalantre']);
    for (const { name, figure } of PILLAR_PORTRAITS) {
      if (figure !== 'ascetic')
        expect({ name, figure }).toEqual({ name, figure: WOMAN_TITLE.test(name) ? 'woman' : 'man' });
    }
  });

  it('exist at the size of the carousel portraits', () => {
    for (const pillar of PILLARS) expect(webpSize(pillar.image)).toEqual(IMAGE_SIZES.pillar);
  });
});

describe('testimonial portraits', () => {
  it('are the six drawn people, each quoted once on the home page', () => {
    expect(TESTIMONIALS.map((testimonial) => testimonial.image)).toEqual(
      PERSON_PICTURES.map((picture) => picture.image),
    );
    for (const picture of PERSON_PICTURES) expect(webpSize(picture.image)).toEqual(IMAGE_SIZES.person);
  });

  it('match the donation page’s alt texts: a woman is never shown by a picture of a man', () => {
    for (const testimonial of BENEFICIARY_TESTIMONIALS) {
      const picture = PERSON_PICTURES.find((entry) => entry.image === testimonial.image);
      expect(picture).toBeDefined();
      const saysWoman = /\b(woman|girl|mother)\b/i.test(testimonial.imageAlt);
      const saysMan = /\b(man|boy|father)\b/i.test(testimonial.imageAlt);
      if (saysWoman)
        expect({ alt: testimonial.imageAlt, figure: picture!.figure }).toEqual({
          alt: testimonial.imageAlt,
          figure: 'woman',
        });
      if (saysMan)
        expect({ alt: testimonial.imageAlt, figure: picture!.figure }).toEqual({
          alt: testimonial.imageAlt,
          figure: 'man',
        });
    }
  });
});

describe('gallery pictures', () => {
  it('have one description for every picture of every pool, and every file exists', () => {
    for (const [pool, count] of Object.entries(GALLERY_POOLS) as [keyof typeof GALLERY_POOLS, number][]) {
      expect({ pool, subjects: GALLERY_SUBJECTS[pool].length }).toEqual({ pool, subjects: count });
      for (const photo of galleryPhotos(pool, count, ''))
        expect(webpSize(photo.src)).toEqual(IMAGE_SIZES.gallery);
    }
  });

  it('join the page’s description with what the picture shows', () => {
    expect(galleryPhotos('health', 2, 'Blood donation camp', 12)).toEqual([
      {
        src: '/images/gallery/health-12.webp',
        alt: 'Blood donation camp: illustration of health awareness talk at a camp',
      },
      {
        src: '/images/gallery/health-1.webp',
        alt: 'Blood donation camp: illustration of donors giving blood at a camp',
      },
    ]);
  });
});
