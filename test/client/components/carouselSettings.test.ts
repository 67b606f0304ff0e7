import { act, renderHook } from '@testing-library/react';
import {
  resolveResponsiveSettings as settingsForWidth,
  useResponsiveSettings as useResolvedSettings,
} from '../../../src/client/hooks/useResponsiveSettings';
import { loopShiftFraction } from '../../../src/client/components/home/HomeCarousel';
import {
  BRANCHES_SETTINGS,
  HERO_SETTINGS,
  PILLARS_SETTINGS,
  THREE_CARD_SETTINGS,
} from '../../../src/client/components/carouselSettings';

describe('settingsForWidth', () => {
  it('keeps the base settings above every breakpoint', () => {
    const settings = settingsForWidth(BRANCHES_SETTINGS, 1440);
    expect(settings).toMatchObject({ slidesToShow: 3, slidesToScroll: 3, infinite: true, arrows: true });
    expect(settings).not.toHaveProperty('responsive');
  });

  it('applies the mobile values at and below 834 px', () => {
    expect(settingsForWidth(BRANCHES_SETTINGS, 834)).toMatchObject({
      slidesToShow: 1.2,
      slidesToScroll: 1,
      infinite: false,
      arrows: false,
      speed: 1000,
    });
    expect(settingsForWidth(HERO_SETTINGS, 375)).toMatchObject({
      arrows: false,
      dots: true,
      autoplaySpeed: 2000,
    });
    expect(settingsForWidth(PILLARS_SETTINGS, 375)).toMatchObject({ slidesToShow: 2.2, arrows: false });
  });

  it('picks the narrowest breakpoint that still contains the width, not a blend of all of them', () => {
    expect(settingsForWidth(THREE_CARD_SETTINGS, 900)).toMatchObject({ slidesToShow: 2, arrows: true });
    expect(settingsForWidth(THREE_CARD_SETTINGS, 835)).toMatchObject({ slidesToShow: 2 });
    expect(settingsForWidth(THREE_CARD_SETTINGS, 834)).toMatchObject({ slidesToShow: 1.1, arrows: false });
    expect(settingsForWidth(THREE_CARD_SETTINGS, 1001)).toMatchObject({ slidesToShow: 3 });
  });
});

describe('useResolvedSettings', () => {
  const realWidth = window.innerWidth;
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: realWidth });
    jest.useRealTimers();
  });

  it('resolves from the first render and follows resizes after a 50 ms debounce', () => {
    jest.useFakeTimers();
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 375 });
    const { result } = renderHook(() => useResolvedSettings(BRANCHES_SETTINGS));
    expect(result.current.slidesToShow).toBe(1.2);

    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1440 });
    act(() => {
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(40);
    });
    expect(result.current.slidesToShow).toBe(1.2);
    act(() => {
      jest.advanceTimersByTime(20);
    });
    expect(result.current.slidesToShow).toBe(3);
  });
});

describe('loopShiftFraction', () => {
  it('is zero unless a looping carousel shows a fractional number of slides', () => {
    expect(loopShiftFraction({ infinite: true, slidesToShow: 4 })).toBe(0);
    expect(loopShiftFraction({ infinite: false, slidesToShow: 1.2 })).toBe(0);
    expect(loopShiftFraction({ infinite: true, slidesToShow: 2.2 })).toBeCloseTo(0.2 / 2.2);
    expect(loopShiftFraction({ infinite: true, slidesToShow: 1.05 })).toBeCloseTo(0.05 / 1.05);
  });
});
