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

/** A paid online donation as the records list's API answers it (GET /api/admin/donations). */
export const DONATION_ROW = {
  id: 7,
  first_name: 'Sunita',
  middle_name: '',
  surname: 'Patil',
  mobile: '9876543210',
  email: 'sunita@example.org',
  city: 'Sangli',
  pan: 'ABCDE1234F',
  donation_type: 'cost_of_education',
  frequency: 'One Time',
  status: 'paid',
  amount_paise: 500000,
  base_paise: 500000,
  total_paise: 511800,
  receipt_id: 'DBJS-D-7',
  receipt_number: 'DBJS/2025-26/0007',
  created_at: '2026-01-10T05:30:00.000Z',
  erased: false,
};

/** The dashboard's figures of a quiet console (GET /api/admin/dashboard): three events, nothing else. */
export const DASHBOARD_FIGURES = {
  events: 3,
  enquiries: 0,
  memberships: 0,
  paid_memberships: 0,
  donations: 0,
  paid_donations: 0,
  unsent_mails: 0,
};
