import { forwardRef, useEffect, useRef, useState, type ReactNode } from 'react';
import Slider, { type CustomArrowProps, type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import './carousel.css';
import { usePrefersReducedMotion } from '../hooks/useMediaQuery';
import { useT } from '../i18n';
import { useResponsiveSettings } from '../hooks/useResponsiveSettings';

/**
 * The server's HTML of the page's carousels, as a visitor meets it before the app hydrates (most pages hydrate at
 * the first interaction). react-slick marks every slide out of its first view aria-hidden, yet their links stay in
 * the Tab order until the effects here and in HomeCarousel settle them, which only the hydrated app runs; a hidden
 * element holding focusable content fails WCAG 4.1.2 (axe's aria-hidden-focus). So the server sends its slides
 * unhidden: all of them are readable and reachable, as in the page without JavaScript.
 */
export function revealSlidesBeforeHydration(html: string): string {
  return html.replace(
    /(<div data-index="-?\d+" class="slick-slide[^"]*" tabindex="-1") aria-hidden="true"/g,
    '$1',
  );
}

export interface CarouselProps {
  /** Accessible name of the carousel region, e.g. "Our Pillars". */
  label: string;
  settings: Settings;
  children: ReactNode;
  className?: string;
  /** Extra class of the pause/play button shown while the carousel moves by itself (WCAG 2.2.2). */
  playbackClassName?: string;
}

const FOCUSABLE =
  'a[href], button, input, select, textarea, iframe, video[controls], [tabindex]:not(.slick-slide)';

interface ArrowButtonProps {
  direction: 'prev' | 'next';
  disabled: boolean;
  onClick?: CustomArrowProps['onClick'];
  /** A carousel's own class for its arrows, after the shared ones. */
  extraClassName?: string;
}

/** The labelled previous/next button of every carousel (the shared look is in carousel.css). */
export function ArrowButton({ direction, disabled, onClick, extraClassName }: ArrowButtonProps) {
  const t = useT();
  return (
    <button
      type="button"
      className={`carousel-arrow carousel-arrow-${direction}${extraClassName ? ` ${extraClassName}` : ''}${disabled ? ' is-disabled' : ''}`}
      onClick={onClick}
      disabled={disabled}
      aria-label={direction === 'prev' ? t('Previous slide') : t('Next slide')}
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

function Arrow({ direction, className, onClick }: CustomArrowProps & { direction: 'prev' | 'next' }) {
  // react-slick marks the arrow 'slick-disabled' at the ends of a carousel that does not loop.
  const disabled = Boolean(className?.includes('slick-disabled'));
  return <ArrowButton direction={direction} disabled={disabled} onClick={onClick} />;
}

/**
 * The one react-slick wrapper: applies the breakpoint settings from the first render, pauses on hover and
 * focus, never autoplays for people who ask for reduced motion, shows a pause/play button while it moves by itself,
 * and uses labelled arrow buttons.
 */
const Carousel = forwardRef<Slider, CarouselProps>(function Carousel(
  { label, settings, children, className, playbackClassName },
  ref,
) {
  const slider = useRef<Slider | null>(null);
  const frame = useRef<HTMLElement>(null);
  const [paused, setPaused] = useState(false);

  // react-slick hides the slides out of view (and its copies for the loop) with aria-hidden but leaves their links
  // and buttons in the Tab order; a hidden element must hold nothing focusable (WCAG 4.1.2, axe's aria-hidden-focus).
  // Their controls leave the Tab order while their slide is hidden and come back when it shows.
  useEffect(() => {
    const root = frame.current;
    if (!root) return undefined;
    const sync = () => {
      root.querySelectorAll<HTMLElement>(`.slick-slide :is(${FOCUSABLE})`).forEach((element) => {
        const hidden = element.closest('.slick-slide')?.getAttribute('aria-hidden') === 'true';
        if (hidden && element.getAttribute('tabindex') !== '-1') {
          element.dataset.carouselTabindex = element.getAttribute('tabindex') ?? '';
          element.setAttribute('tabindex', '-1');
        } else if (!hidden && element.dataset.carouselTabindex !== undefined) {
          const before = element.dataset.carouselTabindex;
          if (before) element.setAttribute('tabindex', before);
          else element.removeAttribute('tabindex');
          delete element.dataset.carouselTabindex;
        }
      });
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
    });
    return () => observer.disconnect();
  }, []);
  const setSlider = (instance: Slider | null) => {
    slider.current = instance;
    if (typeof ref === 'function') ref(instance);
    else if (ref) ref.current = instance;
  };
  const reducedMotion = usePrefersReducedMotion();
  const t = useT();
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
    <section
      ref={frame}
      // react-slick pauses only for focus on a slide; any focus inside (arrows, dots) holds the slides still.
      onFocus={() => {
        if (merged.autoplay) slider.current?.slickPause();
      }}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && event.currentTarget.contains(next)) return;
        if (merged.autoplay && !paused) slider.current?.slickPlay();
      }}
      className={`carousel${className ? ` ${className}` : ''}`}
      aria-roledescription={t('carousel')}
      aria-label={label}
    >
      <Slider ref={setSlider} {...merged}>
        {children}
      </Slider>
      {merged.autoplay ? (
        <button
          type="button"
          className={`carousel-playback${playbackClassName ? ` ${playbackClassName}` : ''}`}
          onClick={() => {
            if (paused) slider.current?.slickPlay();
            else slider.current?.slickPause();
            setPaused(!paused);
          }}
        >
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            {paused ? (
              <path d="M7 5l12 7-12 7z" fill="currentColor" />
            ) : (
              <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
            )}
          </svg>
          <span className="visually-hidden">{paused ? t('Play slideshow') : t('Pause slideshow')}</span>
        </button>
      ) : null}
    </section>
  );
});

export default Carousel;
