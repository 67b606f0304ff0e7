import type { Photo } from '../components/blocks/PhotoSlider';

// Site imagery made for this repo (scripts/make-images.ts writes public/images). Sizes are what the files are,
// so every <img> can reserve its space before the picture arrives.

export const IMAGE_SIZES = {
  hero: { width: 1600, height: 700 },
  heroMobile: { width: 750, height: 1000 },
  banner: { width: 1600, height: 500 },
  card: { width: 600, height: 400 },
  branch: { width: 800, height: 600 },
  gallery: { width: 800, height: 600 },
  pillar: { width: 400, height: 500 },
  person: { width: 240, height: 240 },
  institution: { width: 1200, height: 800 },
  publication: { width: 600, height: 800 },
  videoPoster: { width: 1280, height: 720 },
  map: { width: 1200, height: 600 },
} as const;

/** How many pictures each gallery pool holds (/images/gallery/<pool>-<n>.webp, n from 1). */
export const GALLERY_POOLS = {
  campus: 16,
  students: 16,
  classroom: 12,
  temple: 12,
  volunteers: 16,
  health: 12,
  women: 16,
  library: 8,
  ceremony: 12,
  matrimony: 18,
  nature: 8,
  food: 6,
} as const;

export type GalleryPool = keyof typeof GALLERY_POOLS;

/**
 * `count` photos of a pool starting at picture `start`, wrapping round the pool so that a page asking for more
 * than the pool holds still gets existing files. Alt texts are numbered: "Blood donation camp 1", ...
 */
export function galleryPhotos(pool: GalleryPool, count: number, altBase: string, start = 1): Photo[] {
  const size = GALLERY_POOLS[pool];
  return Array.from({ length: count }, (_, index) => ({
    src: `/images/gallery/${pool}-${((start - 1 + index) % size) + 1}.webp`,
    alt: `${altBase} ${index + 1}`,
  }));
}
