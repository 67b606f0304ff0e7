import type { PhotoSliderProps } from '../../../src/client/components/blocks/PhotoSlider';

/**
 * react-slick renders only the slides in view under jsdom (it has no layout), so page tests swap the slider for a
 * plain list that shows every photo it is given, with the variant as a data attribute.
 */
export default function PhotoSliderStub({ title, photos, variant = 'grid' }: PhotoSliderProps) {
  if (photos.length === 0) return null;
  return (
    <div>
      {title ? <h2>{title}</h2> : null}
      <section aria-label={title ?? 'Photo gallery'} data-variant={variant}>
        {photos.map((photo) => (
          <img key={photo.src} src={photo.src} alt={photo.alt} width={800} height={600} />
        ))}
      </section>
    </div>
  );
}
