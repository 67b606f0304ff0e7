import { forwardRef, useEffect, useRef, type CSSProperties, type FocusEvent } from 'react';
import type Slider from 'react-slick';
import type { Settings } from 'react-slick';
import Carousel, { type CarouselProps } from '../Carousel';
import { useResponsiveSettings } from '../../hooks/useResponsiveSettings';
import styles from './HomeCarousel.module.css';

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/**
 * react-slick places a looping track by `slidesToShow` slide widths but copies only whole slides in front of
 * it, so with 1.05 or 2.2 per view (docs/product.md#carousel-settings) the first card starts cut off on the
 * left. The part of a slide it over-shifts, as a fraction of the list's width, is put back with a margin on
 * the track.
 */
export function loopShiftFraction(settings: Settings): number {
  const shown = settings.slidesToShow ?? 1;
  if (!settings.infinite || Number.isInteger(shown)) return 0;
  return (shown % 1) / shown;
}

/**
 * Carousel with the home page's react-slick fixes: breakpoints from the first render, loop alignment, and
 * keyboard use. Tab skips the copies react-slick makes for its loop, and a link that receives focus in a slide
 * out of view brings that slide into view (on phones the branches carousel has neither arrows nor dots).
 */
const HomeCarousel = forwardRef<Slider, CarouselProps>(function HomeCarousel({ settings, ...props }, ref) {
  const resolved = useResponsiveSettings(settings);
  const frame = useRef<HTMLDivElement>(null);
  const slider = useRef<Slider | null>(null);
  const shift = loopShiftFraction(resolved);
  const style = shift ? ({ '--loop-shift': shift } as CSSProperties) : undefined;

  const setSlider = (instance: Slider | null) => {
    slider.current = instance;
    if (typeof ref === 'function') ref(instance);
    else if (ref) ref.current = instance;
  };

  useEffect(() => {
    frame.current
      ?.querySelectorAll<HTMLElement>(`.slick-cloned :is(${FOCUSABLE})`)
      .forEach((element) => element.setAttribute('tabindex', '-1'));
  });

  // react-slick hides every slide out of view with aria-hidden, links and all; but here a link in such a slide
  // stays in the Tab order (focus brings its slide into view, below), and a hidden element must not hold focusable
  // content (WCAG 4.1.2, axe's aria-hidden-focus). So every real slide stays visible to assistive technology, as the
  // Tab order already has it; only react-slick's copies for the loop stay hidden (their links are out of the Tab
  // order above).
  useEffect(() => {
    const root = frame.current;
    if (!root) return undefined;
    const reveal = () =>
      root
        .querySelectorAll('.slick-slide[aria-hidden]:not(.slick-cloned)')
        .forEach((slide) => slide.removeAttribute('aria-hidden'));
    reveal();
    const observer = new MutationObserver(reveal);
    observer.observe(root, {
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
      childList: true,
    });
    return () => observer.disconnect();
  }, []);

  const bringIntoView = (event: FocusEvent<HTMLDivElement>) => {
    // Focus may make the browser scroll the clipped list to reveal the link; react-slick positions the track by
    // transform alone, so the list is kept unscrolled and the slide is brought in the carousel's own way.
    const list = (event.target as HTMLElement).closest<HTMLElement>('.slick-list');
    if (list) list.scrollLeft = 0;
    const slide = (event.target as HTMLElement).closest<HTMLElement>('.slick-slide');
    if (!slide || !list) return;
    const slideBox = slide.getBoundingClientRect();
    const listBox = list.getBoundingClientRect();
    const partlyOutside = slideBox.left < listBox.left - 1 || slideBox.right > listBox.right + 1;
    if (slide.getAttribute('aria-hidden') !== 'true' && !partlyOutside) return;
    const index = Number(slide.dataset.index);
    if (Number.isInteger(index)) slider.current?.slickGoTo(index);
  };

  return (
    <div ref={frame} className={styles.frame} style={style} onFocus={bringIntoView}>
      <Carousel ref={setSlider} settings={resolved} {...props} />
    </div>
  );
});

export default HomeCarousel;
