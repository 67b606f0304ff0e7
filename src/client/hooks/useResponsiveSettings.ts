import { useEffect, useMemo, useState } from 'react';
import type { Settings } from 'react-slick';
import { useHydrated } from './useMediaQuery';

/** docs/product.md#constants: resize debounce 50 ms. */
const RESIZE_DEBOUNCE_MS = 50;

/**
 * The settings react-slick should use at a viewport `width`: the `responsive` entry with the smallest breakpoint
 * at or above the width (react-slick's breakpoints are max-widths), merged over the base settings.
 */
export function resolveResponsiveSettings(settings: Settings, width: number): Settings {
  const { responsive, ...base } = settings;
  if (!responsive || responsive.length === 0) return settings;
  const match = [...responsive]
    .sort((a, b) => a.breakpoint - b.breakpoint)
    .find((entry) => width <= entry.breakpoint);
  if (!match || match.settings === 'unslick') return base;
  return { ...base, ...match.settings };
}

/**
 * react-slick 0.31 registers its `responsive` media queries with a change listener only, so the breakpoint
 * settings are not applied when the page opens at a narrow width (a phone shows three photos side by side
 * until the window is resized). This hook resolves the breakpoint from the current width instead, and passes
 * react-slick flat settings that are correct from the first render.
 */
export function useResponsiveSettings(settings: Settings): Settings {
  // The server renders the widest settings (it does not know the screen), and so does the hydration of its
  // HTML; the visitor's width applies from the next render (useHydrated), then on every (debounced) resize.
  const hydrated = useHydrated();
  const [resizedTo, setResizedTo] = useState<number | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setResizedTo(window.innerWidth), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  const width = resizedTo ?? (hydrated ? window.innerWidth : Number.POSITIVE_INFINITY);
  // Until then no loop either: react-slick's copies of the first and last slides would put their content (the
  // home page's h1) twice in the server's page, which is all the visitor has until the first interaction.
  return useMemo(() => {
    const resolved = resolveResponsiveSettings(settings, width);
    return hydrated ? resolved : { ...resolved, infinite: false };
  }, [settings, width, hydrated]);
}
