import { useEffect, type RefObject } from 'react';

/**
 * Calls `onOutside` when a pointer press lands outside the element of `ref` (while `active`). Used by the header
 * dropdowns, which close when the visitor clicks anywhere else.
 */
export default function useOutsideClick(
  ref: RefObject<HTMLElement | null>,
  onOutside: () => void,
  active = true,
): void {
  useEffect(() => {
    if (!active) return undefined;
    const handle = (event: MouseEvent | TouchEvent) => {
      const element = ref.current;
      if (element && event.target instanceof Node && !element.contains(event.target)) onOutside();
    };
    document.addEventListener('mousedown', handle);
    document.addEventListener('touchstart', handle);
    return () => {
      document.removeEventListener('mousedown', handle);
      document.removeEventListener('touchstart', handle);
    };
  }, [ref, onOutside, active]);
}

export { useOutsideClick };
