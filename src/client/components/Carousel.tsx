import { forwardRef, type ReactNode } from 'react';
import Slider, { type CustomArrowProps, type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import './carousel.css';
import { usePrefersReducedMotion } from '../hooks/useMediaQuery';
import { useResponsiveSettings } from '../hooks/useResponsiveSettings';

export interface CarouselProps {
  /** Accessible name of the carousel region, e.g. "Our Pillars". */
  label: string;
  settings: Settings;
  children: ReactNode;
  className?: string;
}

function Arrow({ direction, className, onClick }: CustomArrowProps & { direction: 'prev' | 'next' }) {
  // react-slick marks the arrow 'slick-disabled' at the ends of a carousel that does not loop.
  const disabled = Boolean(className?.includes('slick-disabled'));
  return (
    <button
      type="button"
      className={`carousel-arrow carousel-arrow-${direction}${disabled ? ' is-disabled' : ''}`}
      onClick={onClick}
      disabled={disabled}
      aria-label={direction === 'prev' ? 'Previous slide' : 'Next slide'}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d={direction === 'prev' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/**
 * The one react-slick wrapper: applies the breakpoint settings from the first render, pauses on hover and
 * focus, never autoplays for people who ask for reduced motion, and uses labelled arrow buttons.
 */
const Carousel = forwardRef<Slider, CarouselProps>(function Carousel({ label, settings, children, className }, ref) {
  const reducedMotion = usePrefersReducedMotion();
  const atThisWidth = useResponsiveSettings(settings);
  const merged: Settings = {
    pauseOnHover: true,
    pauseOnFocus: true,
    pauseOnDotsHover: true,
    accessibility: true,
    swipeToSlide: true,
    prevArrow: <Arrow direction="prev" />,
    nextArrow: <Arrow direction="next" />,
    ...atThisWidth,
    autoplay: Boolean(atThisWidth.autoplay) && !reducedMotion,
  };
  return (
    <section className={`carousel${className ? ` ${className}` : ''}`} aria-roledescription="carousel" aria-label={label}>
      <Slider ref={ref} {...merged}>
        {children}
      </Slider>
    </section>
  );
});

export default Carousel;
