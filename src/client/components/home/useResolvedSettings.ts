import { useEffect, useState } from 'react';
import type { Settings } from 'react-slick';

/** SPEC.md section 9: "Resize debounce 50 ms". */
const RESIZE_DEBOUNCE_MS = 50;

/**
 * The settings react-slick would use at this viewport width: the entry with the smallest breakpoint at or above
 * the width (react-slick's max-width reading), merged over the base settings; the base above every breakpoint.
 */
export function settingsForWidth(settings: Settings, width: number): Settings {
  const { responsive, ...base } = settings;
  if (!responsive) return base;
  const match = [...responsive]
    .sort((a, b) => a.breakpoint - b.breakpoint)
    .find((entry) => width <= entry.breakpoint);
  if (!match || match.settings === 'unslick') return base;
  return { ...base, ...match.settings };
}

function viewportWidth(): number {
  return typeof window === 'undefined' ? Number.POSITIVE_INFINITY : window.innerWidth;
}

/**
 * react-slick 0.31.0 applies `responsive` settings only after the viewport changes, never on first load
 * (akiran/react-slick#2446), so a phone would get the desktop layout. The home carousels resolve their
 * breakpoints here, from the first render on, and hand react-slick plain settings.
 */
export function useResolvedSettings(settings: Settings): Settings {
  const [width, setWidth] = useState(viewportWidth);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setWidth(viewportWidth()), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return settingsForWidth(settings, width);
}
