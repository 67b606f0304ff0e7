// Narrower copies of a picture ("variants") live beside it under a name the browser can work out by itself:
// `x.webp` → `x-400w.webp`. The site's own pictures (public/images, made by scripts/make-images.ts) and the office's
// uploads (uploads/events, made at upload time) follow the same rule, so no API answer has to list them.
// Stored names never end in `-<digits>w` themselves (random or content-hashed hex), so a variant's name never
// collides with a picture's.

/** Widths of the variants stored with every uploaded event picture; the picture itself is at most 1600 px wide. */
export const UPLOAD_VARIANT_WIDTHS = [400, 800] as const;
export const UPLOAD_MAX_WIDTH = 1600;

const VARIANT_NAME = /-(\d{2,4})w(\.[a-z0-9]+)$/i;

/** The path of the `width` px wide variant of a picture: the width goes before the extension. */
export function variantPath(path: string, width: number): string {
  const dot = path.lastIndexOf('.');
  const slash = path.lastIndexOf('/');
  if (dot <= slash) return `${path}-${width}w`;
  return `${path.slice(0, dot)}-${width}w${path.slice(dot)}`;
}

/** The picture a variant path was made from, with its width, or null when the path names no variant. */
export function variantSource(path: string): { path: string; width: number } | null {
  const match = VARIANT_NAME.exec(path);
  if (!match) return null;
  return { path: path.slice(0, match.index) + match[2], width: Number(match[1]) };
}

/**
 * The `srcset` of a picture with variants of `widths` beside it and itself `fullWidth` px wide (narrowest first;
 * a width at or above the picture's own is left out, since it would be the picture itself).
 */
export function srcSetOf(src: string, widths: readonly number[], fullWidth: number): string {
  const narrower = widths.filter((width) => width < fullWidth);
  return [...narrower.map((width) => `${variantPath(src, width)} ${width}w`), `${src} ${fullWidth}w`].join(
    ', ',
  );
}

/**
 * The `srcset` of an uploaded event picture. Uploads before variants existed have none: the server answers a
 * missing variant with the picture itself (routes in storage/publicImages.ts), so the srcset never breaks.
 */
export function uploadSrcSet(src: string): string {
  return srcSetOf(src, UPLOAD_VARIANT_WIDTHS, UPLOAD_MAX_WIDTH);
}
