import { lazy } from 'react';

// The "Copy journey log" control of the journey pages, in development builds only: production (and test) builds
// replace process.env.NODE_ENV, so this is null there and webpack does not even emit the control's chunk.
export const DevJourneyLog =
  process.env.NODE_ENV !== 'production' && process.env.NODE_ENV !== 'test'
    ? lazy(() => import('./JourneyLogButton'))
    : null;
