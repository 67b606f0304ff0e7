import { useT } from '../../i18n';
import Carousel from '../Carousel';
import ResponsiveImage from '../ResponsiveImage';
import { PHOTO_SLIDER_SETTINGS, PHOTOS_ROW_SETTINGS } from '../carouselSettings';
import styles from './PhotoSlider.module.css';

export interface Photo {
  src: string;
  alt: string;
}

export interface PhotoSliderProps {
  title?: string;
  photos: Photo[];
  /** grid: 3 per view in 2 rows (docs/product.md#carousel-settings); row: 3 in one row ('Photos'). */
  variant?: 'grid' | 'row';
}

/** Gallery photos are 800x600 (4:3); the attributes reserve the space before the image arrives. */
const PHOTO_WIDTH = 800;
const PHOTO_HEIGHT = 600;

export default function PhotoSlider({ title, photos, variant = 'grid' }: PhotoSliderProps) {
  const t = useT();
  const settings = variant === 'row' ? PHOTOS_ROW_SETTINGS : PHOTO_SLIDER_SETTINGS;
  if (photos.length === 0) return null;
  return (
    <div className={styles.slider}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <Carousel label={title ?? t('Photo gallery')} settings={settings} className={styles.carousel}>
        {photos.map((photo) => (
          <figure key={photo.src} className={styles.photo}>
            <ResponsiveImage
              src={photo.src}
              alt={photo.alt}
              width={PHOTO_WIDTH}
              height={PHOTO_HEIGHT}
              sizes="(min-width: 1024px) 380px, (min-width: 843px) 50vw, 100vw"
              className={styles.image}
            />
          </figure>
        ))}
      </Carousel>
    </div>
  );
}
