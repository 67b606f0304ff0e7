import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from '../../../src/client/app/store';

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
