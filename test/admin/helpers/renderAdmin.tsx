import { configure, render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { adminRoutes } from '../../../src/admin/app/router';
import type { SessionState } from '../../../src/admin/app/session';
import { makeAdminStore } from '../../../src/admin/app/store';

// Console pages load lazily (a dynamic import, compiled on first use here): on a busy machine that can take more
// than the default second, so the admin tests wait longer for what they look for.
configure({ asyncUtilTimeout: 5000 });

export const CSRF_TOKEN = 'csrf-token-for-tests-0123456789abcdef';

export const SIGNED_IN: SessionState = {
  status: 'signedIn',
  user: { id: 1, email: 'office@example.org', role: 'owner' },
  csrfToken: CSRF_TOKEN,
  notice: null,
  sandbox: false,
};

/** The whole console (routes as in the browser, without the /admin basename) at `route`. */
export function renderAdmin(route: string, options: { session?: SessionState } = {}) {
  const store = makeAdminStore(options.session ? { session: options.session } : undefined);
  const router = createMemoryRouter(adminRoutes, { initialEntries: [route] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, ...view };
}

/** Paged list answer of docs/admin-api.md. */
export function paged<T>(data: T[], total = data.length) {
  return { data, total, page: 1, total_pages: Math.max(1, Math.ceil(total / 20)) };
}
