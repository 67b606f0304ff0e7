import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// Every page is its own chunk (router.tsx). On a flaky connection, or after a redeploy has replaced the chunk
// files, loading one fails with webpack's ChunkLoadError (issue 9, defect 11). The import is tried a second time
// before giving up, and a page whose chunk failed can be asked to load again: React.lazy remembers a failed
// import for good, so the route's error boundary swaps in a fresh lazy component before it retries.

/** A short pause lets a dropped connection come back before the second attempt. */
export const CHUNK_RETRY_DELAY_MS = 800;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|Importing a module script failed/i.test(
      error.message,
    )
  );
}

async function importWithRetry<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    // webpack forgets a failed chunk, so the same import fetches it afresh.
    await new Promise((resolve) => setTimeout(resolve, CHUNK_RETRY_DELAY_MS));
    return load();
  }
}

/** Pages whose chunk failed, each with the way to forget the failure. */
const failedPages = new Set<() => void>();

/** A page component that can also be loaded ahead of its first render. */
export type LazyPage<P extends object> = ComponentType<P> & {
  /**
   * Loads the page's chunk; from then on the page renders at once, without suspending. The server renders, and
   * the browser hydrates, only pages loaded this way: a suspended page would leave the Suspense fallback in the
   * server's HTML (or reveal it with an inline script, which the CSP blocks) and make the hydration differ.
   */
  preload(): Promise<void>;
};

/** A lazily loaded page whose failed load can be retried (see retryFailedPages). */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPage<P> {
  let current: LazyExoticComponent<ComponentType<P>>;
  let loaded: ComponentType<P> | null = null;
  const fresh = () => {
    current = lazy(() =>
      importWithRetry(load).catch((error: unknown) => {
        failedPages.add(fresh);
        throw error;
      }),
    );
  };
  fresh();
  // Not replaced on failure by itself: React renders a failed tree once more before it shows the error
  // boundary, and a fresh lazy there would start another load instead of showing the boundary.
  function Page(props: P) {
    const Current = loaded ?? (current as unknown as ComponentType<P>);
    return <Current {...props} />;
  }
  Page.preload = async () => {
    loaded ??= (await importWithRetry(load)).default;
  };
  return Page;
}

/** The browser's reload, as an object so that tests can stand in for it (jsdom cannot navigate). */
export const pageReload = { reload: () => window.location.reload() };

/** Lets every page whose chunk failed load again on its next render. */
export function retryFailedPages(): void {
  const resets = [...failedPages];
  failedPages.clear();
  for (const reset of resets) reset();
}
