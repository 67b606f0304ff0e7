import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  EMPTY_FILTERS,
  filtersFromSearch,
  filtersToSearch,
  PURPOSE_OPTIONS,
  recordsQueryParams,
  STATUS_OPTIONS,
} from '../../../src/admin/lib/recordsQuery';
import { OFFICE_DONATION_PURPOSES } from '../../../src/shared/validation/receiptDetails';
import { jsonResponse, mockFetch } from '../../client/helpers/fetchMock';
import { DONATION_ROW, paged, renderAdmin, SIGNED_IN } from '../helpers/renderAdmin';

afterEach(() => jest.restoreAllMocks());

describe('records query', () => {
  test('sends only the filters in use, trimmed, with page and page size', () => {
    expect(recordsQueryParams('donations', EMPTY_FILTERS)).toEqual({ page: 1, per_page: 20 });
    expect(
      recordsQueryParams('donations', {
        q: '  patil ',
        status: 'paid',
        type: 'One Time',
        from: '2025-04-01',
        to: '2026-03-31',
        include_test: false,
        page: 3,
        per_page: 20,
      }),
    ).toEqual({
      q: 'patil',
      status: 'paid',
      type: 'One Time',
      from: '2025-04-01',
      to: '2026-03-31',
      page: 3,
      per_page: 20,
    });
  });

  test('drops what an endpoint does not know and half-typed dates', () => {
    const filters = { ...EMPTY_FILTERS, status: 'failed' as const, type: 'life', from: '2025-4-1', to: '' };
    expect(recordsQueryParams('enquiries', filters)).toEqual({ page: 1, per_page: 20 });
    expect(recordsQueryParams('memberships', filters)).toEqual({
      status: 'failed',
      type: 'life',
      page: 1,
      per_page: 20,
    });
    // A donation has no "life" type.
    expect(recordsQueryParams('donations', filters)).toEqual({ status: 'failed', page: 1, per_page: 20 });
    expect(recordsQueryParams('donations', { ...EMPTY_FILTERS, page: 0, per_page: 1000 })).toEqual({
      page: 1,
      per_page: 100,
    });
  });

  test('asks for sandbox (test) payments only when the filter says so, and never for enquiries', () => {
    const withTest = { ...EMPTY_FILTERS, include_test: true };
    expect(recordsQueryParams('donations', withTest)).toEqual({ include_test: 1, page: 1, per_page: 20 });
    expect(recordsQueryParams('enquiries', withTest)).toEqual({ page: 1, per_page: 20 });
    // On a sandbox server test payments are shown unless the address says otherwise, and the other way round.
    expect(filtersFromSearch(new URLSearchParams(''), true).include_test).toBe(true);
    expect(filtersFromSearch(new URLSearchParams('include_test=0'), true).include_test).toBe(false);
    expect(filtersFromSearch(new URLSearchParams(''), false).include_test).toBe(false);
    expect(filtersToSearch({ ...EMPTY_FILTERS, include_test: true }, true).toString()).toBe('');
    expect(filtersToSearch({ ...EMPTY_FILTERS, include_test: true }, false).toString()).toBe(
      'include_test=1',
    );
  });

  test('filters memberships by approval (awaiting, approved, rejected) and keeps it in the address', () => {
    const awaiting = { ...EMPTY_FILTERS, approval: 'awaiting' as const };
    expect(recordsQueryParams('memberships', awaiting)).toEqual({
      approval: 'awaiting',
      page: 1,
      per_page: 20,
    });
    expect(recordsQueryParams('donations', awaiting)).toEqual({ page: 1, per_page: 20 });
    expect(filtersToSearch(awaiting).toString()).toBe('approval=awaiting');
    expect(filtersFromSearch(new URLSearchParams('approval=awaiting')).approval).toBe('awaiting');
    expect(filtersFromSearch(new URLSearchParams('approval=maybe')).approval).toBe('');
  });

  test('filters donations by purpose (the office purposes) and keeps it in the address', () => {
    expect(PURPOSE_OPTIONS).toBe(OFFICE_DONATION_PURPOSES);
    const corpus = { ...EMPTY_FILTERS, purpose: 'corpus' as const };
    expect(recordsQueryParams('donations', corpus)).toEqual({ purpose: 'corpus', page: 1, per_page: 20 });
    // Only donations have a purpose.
    expect(recordsQueryParams('memberships', corpus)).toEqual({ page: 1, per_page: 20 });
    expect(recordsQueryParams('enquiries', corpus)).toEqual({ page: 1, per_page: 20 });
    expect(filtersToSearch(corpus).toString()).toBe('purpose=corpus');
    expect(filtersToSearch(EMPTY_FILTERS).toString()).toBe('');
    for (const { value } of OFFICE_DONATION_PURPOSES) {
      const filters = filtersFromSearch(new URLSearchParams(`purpose=${value}`));
      expect(filters.purpose).toBe(value);
      expect(recordsQueryParams('donations', filters).purpose).toBe(value);
    }
    expect(filtersFromSearch(new URLSearchParams('purpose=temple')).purpose).toBe('');
    expect(
      recordsQueryParams('donations', { ...EMPTY_FILTERS, purpose: 'temple' as unknown as 'corpus' }),
    ).toEqual({ page: 1, per_page: 20 });
  });

  test('reads the filters back from the address', () => {
    expect(filtersFromSearch(new URLSearchParams('q=shah&status=bogus&page=2'))).toEqual({
      ...EMPTY_FILTERS,
      q: 'shah',
      page: 2,
    });
  });

  test('takes every payment standing as a status, refunds and cancelled receipts too', () => {
    for (const status of ['paid', 'pending', 'failed', 'refunded', 'receipt_cancelled'] as const) {
      const filters = filtersFromSearch(new URLSearchParams(`status=${status}`));
      expect(filters.status).toBe(status);
      expect(recordsQueryParams('donations', filters).status).toBe(status);
      expect(filtersToSearch(filters).get('status')).toBe(status);
    }
    expect(filtersFromSearch(new URLSearchParams('status=receipt+cancelled')).status).toBe('');
    expect(STATUS_OPTIONS).toEqual([
      { value: 'paid', label: 'Paid' },
      { value: 'pending', label: 'Pending' },
      { value: 'failed', label: 'Failed' },
      { value: 'refunded', label: 'Refunded' },
      { value: 'receipt_cancelled', label: 'Receipt cancelled' },
    ]);
  });
});

/** The donations list with one row, and the addresses of every list request it makes. */
async function openDonationsList() {
  const urls: URL[] = [];
  mockFetch([
    [
      '/api/admin/donations',
      (request) => {
        urls.push(new URL(request.url));
        return jsonResponse(paged([DONATION_ROW], 1));
      },
    ],
  ]);
  const { router } = renderAdmin('/donations', { session: SIGNED_IN });
  await screen.findByRole('link', { name: 'Sunita Patil' });
  return { urls, router };
}

describe('status filter', () => {
  test('lists refunds and cancelled receipts from the Status select', async () => {
    const { urls, router } = await openDonationsList();
    const select = screen.getByLabelText('Status');
    expect(within(select).getByRole('option', { name: 'Refunded' })).toHaveValue('refunded');
    await userEvent.selectOptions(select, 'receipt_cancelled');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(urls.length).toBe(2));
    expect(urls[1].searchParams.get('status')).toBe('receipt_cancelled');
    expect(router.state.location.search).toBe('?status=receipt_cancelled');
  });
});

describe('donations table', () => {
  test('applying the filters asks the server with exactly those filters, and the table shows the answer', async () => {
    const urls: URL[] = [];
    mockFetch([
      [
        '/api/admin/donations',
        (request) => {
          urls.push(new URL(request.url));
          return jsonResponse(paged([DONATION_ROW], 45));
        },
      ],
    ]);
    const { router } = renderAdmin('/donations', { session: SIGNED_IN });
    expect(await screen.findByRole('link', { name: 'Sunita Patil' })).toHaveAttribute('href', '/donations/7');
    expect(screen.getByText('DBJS/2025-26/0007')).toBeInTheDocument();
    expect(screen.getByText('₹5,000.00')).toBeInTheDocument();
    expect(Object.fromEntries(urls[0].searchParams)).toEqual({ page: '1', per_page: '20' });

    await userEvent.type(screen.getByLabelText('Search name, email, mobile or receipt'), 'patil');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'paid');
    await userEvent.selectOptions(screen.getByLabelText('Frequency'), 'One Time');
    await userEvent.type(screen.getByLabelText('From date'), '2025-04-01');
    await userEvent.type(screen.getByLabelText('To date'), '2026-03-31');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));

    await waitFor(() => expect(urls.length).toBe(2));
    expect(urls[1].pathname).toBe('/api/admin/donations');
    expect(Object.fromEntries(urls[1].searchParams)).toEqual({
      q: 'patil',
      status: 'paid',
      type: 'One Time',
      from: '2025-04-01',
      to: '2026-03-31',
      page: '1',
      per_page: '20',
    });
    expect(router.state.location.search).toBe(
      '?q=patil&status=paid&type=One+Time&from=2025-04-01&to=2026-03-31',
    );

    // 45 records: three pages; Next keeps the filters.
    expect(await screen.findByText('45 records · page 1 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(urls.length).toBe(3));
    expect(urls[2].searchParams.get('page')).toBe('2');
    expect(urls[2].searchParams.get('status')).toBe('paid');
    expect(await screen.findByLabelText('Status')).toHaveValue('paid');
  });

  test('lists the gifts of one purpose from the Purpose select', async () => {
    const { urls, router } = await openDonationsList();
    const select = screen.getByLabelText('Purpose');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All purposes', ...OFFICE_DONATION_PURPOSES.map((purpose) => purpose.label)]);
    await userEvent.selectOptions(select, 'Corpus of the Sabha');
    await userEvent.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() => expect(urls.length).toBe(2));
    expect(Object.fromEntries(urls[1].searchParams)).toEqual({
      purpose: 'corpus',
      page: '1',
      per_page: '20',
    });
    expect(router.state.location.search).toBe('?purpose=corpus');
    expect(await screen.findByLabelText('Purpose')).toHaveValue('corpus');
  });

  test('enquiries have no status or type filter', async () => {
    mockFetch([['/api/admin/enquiries', () => jsonResponse(paged([]))]]);
    renderAdmin('/enquiries', { session: SIGNED_IN });
    expect(await screen.findByText('No records match these filters.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Status')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Type')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Purpose')).not.toBeInTheDocument();
  });

  test('memberships have no purpose filter', async () => {
    mockFetch([['/api/admin/memberships', () => jsonResponse(paged([]))]]);
    renderAdmin('/memberships', { session: SIGNED_IN });
    expect(await screen.findByText('No records match these filters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Approval')).toBeInTheDocument();
    expect(screen.queryByLabelText('Purpose')).not.toBeInTheDocument();
  });
});

describe('donation record', () => {
  // A charge of a monthly gift that still runs: the server refuses the erasure and says why (docs/admin-api.md
  // "Data protection"); the console shows its words, and the record stays as it was.
  const REFUSAL =
    'This donation is one charge of a monthly or yearly gift that can still charge the donor, and every later charge ' +
    "is receipted with the gift's copy of their details. Cancel the gift first (Records, Monthly and yearly gifts, " +
    'Cancel), then erase the donor.';
  const DONATION = {
    id: 7,
    first_name: 'Rahul',
    middle_name: '',
    surname: 'Chougule',
    mobile: '9123456780',
    email: 'rahul@example.org',
    dob: '1985-11-02',
    gender: 'male',
    city: 'Sangli',
    tehsil: 'Miraj',
    district: 'Sangli',
    state: 'Maharashtra',
    pincode: '416410',
    address: '7 Station Road',
    pan: 'ABCDE1234F',
    donation_type: 'cost_of_education',
    frequency: 'Monthly',
    updates_consent: true,
    erased_at: null,
    created_at: '2026-01-10T05:30:00.000Z',
  };
  const ORDER = {
    id: 41,
    kind: 'donation',
    receipt_id: 'DBJS-D-41',
    gateway: 'razorpay',
    gateway_order_id: 'pay_1',
    payment_id: 'pay_1',
    status: 'paid',
    failure_reason: null,
    base_paise: 100000,
    gateway_charge_paise: 2000,
    gst_paise: 360,
    total_paise: 102360,
    currency: 'INR',
    receipt_number: 'DBJS/D/2025-26/00041',
    paid_at: '2026-01-10T05:31:00.000Z',
    created_at: '2026-01-10T05:30:00.000Z',
  };

  test("shows the server's reason when the erasure of a running gift's charge is refused", async () => {
    const erasures: unknown[] = [];
    mockFetch([
      [
        /.*/,
        async (request) => {
          const url = new URL(request.url);
          if (url.pathname === '/api/admin/donations/7')
            return jsonResponse({ result: DONATION, order: ORDER, payment_events: [] });
          if (url.pathname === '/api/admin/people/erase') {
            erasures.push(await request.json());
            return jsonResponse({ message: REFUSAL }, 409);
          }
          return jsonResponse(paged([]));
        },
      ],
    ]);
    renderAdmin('/donations/7', { session: SIGNED_IN });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Donation: Rahul Chougule' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Erase personal data' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
    expect(erasures).toEqual([{ kind: 'donation', id: 7 }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Donation: Rahul Chougule' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Erase personal data' })).toBeEnabled();
  });
});
