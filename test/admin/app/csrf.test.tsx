import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../client/helpers/fetchMock';
import { CSRF_TOKEN, paged, renderAdmin, SIGNED_IN } from '../helpers/renderAdmin';

afterEach(() => jest.restoreAllMocks());

const MEMBER = {
  id: 12,
  first_name: 'Rahul',
  middle_name: 'Suresh',
  surname: 'Chougule',
  mobile: '9822001122',
  email: 'rahul@example.org',
  dob: '1990-05-04',
  gender: 'male',
  city: 'Kolhapur',
  tehsil: 'Karveer',
  district: 'Kolhapur',
  state: 'Maharashtra',
  pincode: '416001',
  address: '12 Shahupuri',
  dbjs_member: true,
  magazine_member: false,
  has_photo: true,
  has_identity: true,
  identity_deleted_at: null,
  erased_at: null,
  created_at: '2026-01-05T06:00:00.000Z',
};
const ORDER = {
  id: 31,
  kind: 'membership',
  receipt_id: 'DBJS-M-12',
  gateway: 'razorpay',
  gateway_order_id: 'order_abc',
  payment_id: 'pay_xyz',
  status: 'paid',
  failure_reason: null,
  base_paise: 50000,
  gateway_charge_paise: 1000,
  gst_paise: 180,
  total_paise: 51180,
  currency: 'INR',
  receipt_number: 'DBJS/2025-26/0031',
  paid_at: '2026-01-05T06:05:00.000Z',
  created_at: '2026-01-05T06:00:00.000Z',
};
const EVENTS = [
  {
    id: 1,
    source: 'webhook',
    type: 'payment.captured',
    payment_id: 'pay_xyz',
    external_event_id: 'evt_1',
    detail: null,
    created_at: '2026-01-05T06:05:00.000Z',
  },
];

interface Seen {
  method: string;
  path: string;
  csrf: string | null;
}

function recordingFetch(erased: () => boolean) {
  const seen: Seen[] = [];
  const spy = mockFetch([
    [
      /.*/,
      async (request) => {
        const url = new URL(request.url);
        seen.push({ method: request.method, path: url.pathname, csrf: request.headers.get('X-CSRF-Token') });
        if (url.pathname === '/api/admin/memberships/12') {
          return jsonResponse({
            result: erased()
              ? { ...MEMBER, first_name: '', surname: '', erased_at: '2026-02-01T00:00:00.000Z' }
              : MEMBER,
            order: ORDER,
            payment_events: EVENTS,
          });
        }
        if (url.pathname === '/api/admin/orders/31/resend-receipt') {
          return jsonResponse({ message: 'The receipt was sent to rahul@example.org.' });
        }
        if (url.pathname === '/api/admin/people/erase')
          return jsonResponse({ message: 'The personal data was erased.' });
        if (url.pathname === '/api/admin/logout') return jsonResponse({ message: 'Signed out.' });
        return jsonResponse(paged([]));
      },
    ],
  ]);
  return { seen, spy };
}

describe('CSRF token', () => {
  test('every state-changing request carries the session token; reads do not', async () => {
    let erased = false;
    const { seen, spy } = recordingFetch(() => erased);
    renderAdmin('/memberships/12', { session: SIGNED_IN });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Membership: Rahul Suresh Chougule' }),
    ).toBeInTheDocument();
    expect(screen.getByText('DBJS/2025-26/0031')).toBeInTheDocument();
    expect(screen.getByText('Payment captured by the gateway')).toBeInTheDocument();
    // Files open as authenticated links in a new tab; receipts download.
    expect(screen.getByRole('link', { name: 'View photo' })).toHaveAttribute(
      'href',
      '/api/admin/memberships/12/photo',
    );
    expect(screen.getByRole('link', { name: 'View identity document' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Download receipt PDF' })).toHaveAttribute(
      'href',
      '/api/admin/orders/31/receipt.pdf',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Resend receipt email' }));
    expect(await screen.findByText('The receipt was sent to rahul@example.org.')).toBeInTheDocument();

    // Erasing asks first; Cancel sends nothing.
    await userEvent.click(screen.getByRole('button', { name: 'Erase personal data' }));
    const dialog = screen.getByRole('alertdialog', { name: "Erase this person's personal data?" });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(seen.some((call) => call.path === '/api/admin/people/erase')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Erase personal data' }));
    erased = true;
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Erase personal data' }),
    );
    expect(await screen.findByText('The personal data was erased.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Personal data erased' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByText('You have signed out.');

    const writes = seen.filter((call) => call.method !== 'GET');
    expect(writes).toEqual([
      { method: 'POST', path: '/api/admin/orders/31/resend-receipt', csrf: CSRF_TOKEN },
      { method: 'POST', path: '/api/admin/people/erase', csrf: CSRF_TOKEN },
      { method: 'POST', path: '/api/admin/logout', csrf: CSRF_TOKEN },
    ]);
    const erase = spy.mock.calls
      .map(([input]) => input as Request)
      .find((request) => request.url.endsWith('/people/erase'));
    await expect(erase?.json()).resolves.toEqual({ kind: 'membership', id: 12 });
    expect(seen.filter((call) => call.method === 'GET').every((call) => call.csrf === null)).toBe(true);
  });

  test('deleting an event asks first, then sends DELETE with the token', async () => {
    const { seen } = recordingFetch(() => false);
    jest.restoreAllMocks();
    const deletes: Seen[] = [];
    let gone = false;
    const event = {
      id: 5,
      event_slug: 'health-camp',
      event_name: 'Health camp',
      event_date: '2026-02-01',
      event_image: 'uploads/events/a.webp',
      event_description: '<p>Camp</p>',
      youtube_url: null,
      event_gallery: [],
    };
    mockFetch([
      [
        '/api/admin/events',
        (request) => {
          if (request.method === 'DELETE') {
            gone = true;
            deletes.push({
              method: 'DELETE',
              path: new URL(request.url).pathname,
              csrf: request.headers.get('X-CSRF-Token'),
            });
            return jsonResponse({ message: 'Deleted.' });
          }
          return jsonResponse(paged(gone ? [] : [event]));
        },
      ],
    ]);
    renderAdmin('/events', { session: SIGNED_IN });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete this event?' })).toHaveTextContent('Health camp');
    await userEvent.click(screen.getByRole('button', { name: 'Delete event' }));
    expect(await screen.findByText('“Health camp” was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No events yet.')).toBeInTheDocument());
    expect(deletes).toEqual([{ method: 'DELETE', path: '/api/admin/events/5', csrf: CSRF_TOKEN }]);
    expect(seen).toEqual([]);
  });
});
