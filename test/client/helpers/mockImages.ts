// Stand-in for src/client/content/images.ts (the assets engineer's module) with the same contract:
// galleryPhotos(pool, count, altBase, start = 1) -> Photo[] numbered from `start`.
export function galleryPhotos(pool: string, count: number, altBase: string, start = 1) {
  return Array.from({ length: count }, (_, index) => ({
    src: `/images/gallery/${pool}-${start + index}.webp`,
    alt: `${altBase} ${index + 1}`,
  }));
}
