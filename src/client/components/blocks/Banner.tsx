import ResponsiveImage from '../ResponsiveImage';
import { BANNER_PHONE_MEDIA, bannerPhonePath, siteImageFamily } from '../../content/images';
import styles from './Banner.module.css';

export interface BannerProps {
  title: string;
  subtitle?: string;
  eyebrow?: string;
  /** A 1600x500 banner image under /images/banners. */
  image: string;
  /** The banner photo is decorative by default: the heading already says what the page is. */
  imageAlt?: string;
  /** The title's language when it differs from the page's (an office text not translated yet: 'en'). */
  titleLang?: string;
}

/** Full-width page banner with a dark overlay; it carries the page's single <h1>. */
export default function Banner({ title, subtitle, eyebrow, image, imageAlt = '', titleLang }: BannerProps) {
  const isWideBanner = siteImageFamily(image) === 'banner';
  return (
    <header className={styles.banner}>
      {/* The first picture of every page: loaded at once. On phones a 16:5 banner covers a frame far taller than
          itself, so it is scaled by the frame's height: about 800 px of picture, of which the narrowest phones get
          only the middle they show. A taller picture (an institution's 3:2 photograph, an event's) covers the frame
          by its width: the page's. */}
      <ResponsiveImage
        className={styles.image}
        src={image}
        alt={imageAlt}
        width={1600}
        height={500}
        priority
        sizes={isWideBanner ? '(max-width: 834px) 800px, 100vw' : '100vw'}
        sources={isWideBanner ? [{ media: BANNER_PHONE_MEDIA, src: bannerPhonePath(image) }] : undefined}
      />
      <div className={styles.overlay} aria-hidden="true" />
      <div className={`container ${styles.content}`}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title} lang={titleLang}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </div>
    </header>
  );
}

/** The words and picture of a page's banner as its content record holds them (content/about.ts and others). */
export interface PageBannerText {
  title: string;
  eyebrow?: string;
  subtitle?: string;
  banner: string;
}

/** The banner of a page whose content record names its title, eyebrow, subtitle and banner picture. */
export function PageBanner({ page }: { page: PageBannerText }) {
  return <Banner title={page.title} eyebrow={page.eyebrow} subtitle={page.subtitle} image={page.banner} />;
}
