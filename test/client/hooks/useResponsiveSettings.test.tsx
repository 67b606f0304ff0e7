import { act, render } from '@testing-library/react';
import PhotoSlider from '../../../src/client/components/blocks/PhotoSlider';
import { resolveResponsiveSettings } from '../../../src/client/hooks/useResponsiveSettings';
import { PHOTO_SLIDER_SETTINGS, PHOTOS_ROW_SETTINGS } from '../../../src/client/components/carouselSettings';

describe('resolveResponsiveSettings', () => {
  it('applies the photo slider breakpoints: 3 wide, 2 below 1024 px, 1 at 843 px and below', () => {
    const wide = resolveResponsiveSettings(PHOTO_SLIDER_SETTINGS, 1440);
    expect(wide).toMatchObject({
      slidesToShow: 3,
      rows: 2,
      speed: 1000,
      dots: true,
      arrows: true,
      infinite: false,
    });
    expect(wide.responsive).toBeUndefined();
    expect(resolveResponsiveSettings(PHOTO_SLIDER_SETTINGS, 1024)).toMatchObject({
      slidesToShow: 2,
      arrows: true,
    });
    expect(resolveResponsiveSettings(PHOTO_SLIDER_SETTINGS, 844)).toMatchObject({ slidesToShow: 2 });
    expect(resolveResponsiveSettings(PHOTO_SLIDER_SETTINGS, 843)).toMatchObject({
      slidesToShow: 1,
      arrows: false,
      rows: 2,
    });
    expect(resolveResponsiveSettings(PHOTO_SLIDER_SETTINGS, 375)).toMatchObject({
      slidesToShow: 1,
      arrows: false,
    });
    expect(resolveResponsiveSettings(PHOTOS_ROW_SETTINGS, 375)).toMatchObject({
      slidesToShow: 1,
      arrows: false,
    });
  });

  it('returns settings without breakpoints unchanged', () => {
    const settings = { slidesToShow: 1, dots: true };
    expect(resolveResponsiveSettings(settings, 375)).toBe(settings);
  });
});

describe('PhotoSlider at different widths', () => {
  const photos = Array.from({ length: 12 }, (_, i) => ({
    src: `/images/gallery/campus-${i + 1}.webp`,
    alt: `Campus ${i + 1}`,
  }));
  const originalWidth = window.innerWidth;
  const setWidth = (width: number) =>
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  afterEach(() => setWidth(originalWidth));

  it('shows one photo column on a phone from the first render, and three after widening the window', () => {
    jest.useFakeTimers();
    try {
      setWidth(375);
      const { container } = render(<PhotoSlider photos={photos} />);
      expect(container.querySelectorAll('.slick-slide.slick-active')).toHaveLength(1);
      setWidth(1440);
      act(() => {
        window.dispatchEvent(new Event('resize'));
        jest.advanceTimersByTime(60);
      });
      expect(container.querySelectorAll('.slick-slide.slick-active')).toHaveLength(3);
    } finally {
      jest.useRealTimers();
    }
  });
});
