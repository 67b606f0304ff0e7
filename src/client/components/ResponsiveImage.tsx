import { IMAGE_VARIANT_WIDTHS, familySize, siteImageFamily } from '../content/images';
import { srcSetOf, uploadSrcSet } from '../../shared/imageVariants';

/** Where an art-directed picture swaps in another file (the hero's portrait cut on phones). */
export interface ImageSource {
  media: string;
  src: string;
  /** How wide the swapped-in picture is shown; full width by default. */
  sizes?: string;
}

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** How wide the picture is shown, for the browser to choose a file before layout (the `sizes` attribute). */
  sizes: string;
  /** Reserved space: defaults to the family's size for site pictures; an upload needs it given. */
  width?: number;
  height?: number;
  /**
   * The first screen's largest picture (the banner; on a phone also the first event card, or a publication's
   * cover): loaded at once with high priority. Every other picture waits (lazy).
   */
  priority?: boolean;
  className?: string;
  sources?: ImageSource[];
}

/**
 * Site pictures (/images/..., the families of content/images.ts) and uploaded event pictures (/api/uploads/events)
 * have narrower copies beside them under the shared naming rule; anything else has none and gets no srcset.
 */
export function srcSetFor(src: string): string | undefined {
  const family = siteImageFamily(src);
  if (family) {
    const widths = IMAGE_VARIANT_WIDTHS[family];
    return widths.length > 0 ? srcSetOf(src, widths, familySize(family).width) : undefined;
  }
  return /^\/api\/uploads\/events\/[^/]+\.webp$/.test(src) ? uploadSrcSet(src) : undefined;
}

/**
 * Every content picture of the site: a srcset the browser picks from by `sizes`, width and height always set so
 * nothing moves when it arrives, and only the page's first picture eager with fetchpriority="high".
 */
export default function ResponsiveImage({
  src,
  alt,
  sizes,
  width,
  height,
  priority = false,
  className,
  sources,
}: ResponsiveImageProps) {
  const family = siteImageFamily(src);
  const size = family ? familySize(family) : undefined;
  const srcSet = srcSetFor(src);
  const img = (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width ?? size?.width}
      height={height ?? size?.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
    />
  );
  if (!sources || sources.length === 0) return img;
  return (
    <picture>
      {sources.map((source) => {
        const sourceFamily = siteImageFamily(source.src);
        const sourceSize = sourceFamily ? familySize(sourceFamily) : undefined;
        const sourceSrcSet = srcSetFor(source.src);
        return (
          <source
            key={source.src}
            media={source.media}
            srcSet={sourceSrcSet ?? source.src}
            sizes={sourceSrcSet ? (source.sizes ?? '100vw') : undefined}
            width={sourceSize?.width}
            height={sourceSize?.height}
          />
        );
      })}
      {img}
    </picture>
  );
}
