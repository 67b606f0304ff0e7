import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every page opens at its top (docs/product.md#states). Only the pathname counts: changing a query (events
 * page 2) or a hash keeps the visitor where they are.
 */
export default function useScrollToTop(): void {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
}

export { useScrollToTop };
