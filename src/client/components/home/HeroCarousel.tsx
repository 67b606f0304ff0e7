import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { CustomArrowProps } from 'react-slick';
import { Link, useT, useTranslated } from '../../i18n';
import HomeCarousel from './HomeCarousel';
import { ArrowButton } from '../Carousel';
import { HERO_SETTINGS } from '../carouselSettings';
import { HERO_MOBILE_MEDIA, HERO_SLIDES, type HeroSlide } from '../../content/home';
import { heroPortraitPath } from '../../content/images';
import ResponsiveImage from '../ResponsiveImage';
import styles from './HeroCarousel.module.css';

/*
 * The Sabha's design has the hero arrows "disabled at index 0 and 6" although the hero loops. Our reading
 * (docs/product.md#home-page): the previous arrow is inactive on the first slide and the next arrow on slide
 * index 6 (the last slide with text, before the two image-only app promotions), as in the original site.
 * Nobody is trapped: the slideshow still loops by itself, and the dots reach every slide, including 7 and 8,
 * from anywhere.
 */
const PREV_DISABLED_AT = 0;
const NEXT_DISABLED_AT = 6;

function HeroArrow({ direction, onClick, currentSlide }: CustomArrowProps & { direction: 'prev' | 'next' }) {
  const disabled = currentSlide === (direction === 'prev' ? PREV_DISABLED_AT : NEXT_DISABLED_AT);
  return (
    <ArrowButton direction={direction} disabled={disabled} onClick={onClick} extraClassName={styles.arrow} />
  );
}

/**
 * The first slide's title is the page's single h1. react-slick copies the first and last slides to make its
 * loop seamless; a copy of slide 1 must not become a second h1, so the title steps down when it finds itself
 * inside a copy (before the browser paints).
 */
function SlideTitle({ isPageHeading, children }: { isPageHeading: boolean; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [insideCopy, setInsideCopy] = useState(false);
  useLayoutEffect(() => {
    if (ref.current?.closest('.slick-cloned')) setInsideCopy(true);
  }, []);
  if (isPageHeading && !insideCopy) {
    return (
      <h1 ref={ref as RefObject<HTMLHeadingElement>} className={styles.title}>
        {children}
      </h1>
    );
  }
  return (
    <p ref={ref as RefObject<HTMLParagraphElement>} className={styles.title}>
      {children}
    </p>
  );
}

function HeroSlideView({ slide, index }: { slide: HeroSlide; index: number }) {
  const first = index === 0;
  return (
    <div className={styles.slide}>
      {/* Phones show a 3:4 frame: the app slides' portrait art, or the middle of the picture cut to 3:4. On
          desktop the frame is at least 420 px high, so a 835-960 px window still covers 960 px of picture. */}
      <ResponsiveImage
        className={styles.image}
        src={slide.image}
        alt={slide.imageAlt}
        priority={first}
        sizes="(max-width: 960px) 960px, 100vw"
        sources={[{ media: HERO_MOBILE_MEDIA, src: slide.mobileImage ?? heroPortraitPath(slide.image) }]}
      />
      {slide.title ? (
        <div className={styles.overlay}>
          <div className={`container ${styles.content}`}>
            {slide.eyebrow ? <p className={styles.eyebrow}>{slide.eyebrow}</p> : null}
            <SlideTitle isPageHeading={first}>{slide.title}</SlideTitle>
            {slide.text ? <p className={styles.text}>{slide.text}</p> : null}
            {slide.highlights ? (
              <ul className={styles.highlights}>
                {slide.highlights.map((highlight) => (
                  <li key={highlight}>{highlight}</li>
                ))}
              </ul>
            ) : null}
            {slide.action ? (
              <Link to={slide.action.to} className={`btn btn-light ${styles.action}`}>
                {slide.action.label}
              </Link>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Home section 1: nine slides (docs/product.md#home-page), HERO_SETTINGS, and a pause control for the
 * slideshow (Carousel's, drawn over the picture; none under reduced motion, where nothing moves).
 */
export default function HeroCarousel() {
  const t = useT();
  const slides = useTranslated(HERO_SLIDES);

  return (
    <div className={styles.hero}>
      <HomeCarousel
        label={t('Highlights of the Sabha')}
        className={styles.carousel}
        playbackClassName={styles.playback}
        settings={{
          ...HERO_SETTINGS,
          prevArrow: <HeroArrow direction="prev" />,
          nextArrow: <HeroArrow direction="next" />,
        }}
      >
        {slides.map((slide, index) => (
          <HeroSlideView key={slide.id} slide={slide} index={index} />
        ))}
      </HomeCarousel>
    </div>
  );
}
