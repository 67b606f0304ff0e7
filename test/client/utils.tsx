import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from '../../src/client/app/store';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper'> {
  /** The URL the memory router starts at (default '/'). */
  route?: string;
  /** A route pattern such as '/events/:eventSlug' when the component reads URL parameters. */
  path?: string;
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/** Renders `ui` inside a fresh Redux store and a memory router, as the app does. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { route = '/', path, preloadedState, store = makeStore(preloadedState), ...renderOptions } = options;
  const content = path ? (
    <Routes>
      <Route path={path} element={ui} />
    </Routes>
  ) : (
    ui
  );
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </Provider>
    );
  }
  return { store, ...render(content, { wrapper: Wrapper, ...renderOptions }) };
}

/** A JSON Response as fetch would return it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces global.fetch with a router over request URLs: the first matching pattern answers. Unmatched requests
 * get a 404 so a forgotten mock shows up as an empty state, not a hang. Returns the jest spy.
 */
export function mockFetch(
  handlers: Array<[RegExp | string, (request: Request) => Response | Promise<Response>]>,
) {
  return jest
    .spyOn(global, 'fetch')
    .mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request =
        input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
      for (const [pattern, handler] of handlers) {
        const matches =
          typeof pattern === 'string' ? request.url.includes(pattern) : pattern.test(request.url);
        if (matches) return handler(request);
      }
      return jsonResponse({ message: 'Not found' }, 404);
    });
}
