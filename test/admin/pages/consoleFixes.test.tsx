import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describePaymentDetail, paymentEventLabel } from '../../../src/admin/lib/paymentTrail';
import { jsonResponse, mockFetch } from '../../client/helpers/fetchMock';
import { DASHBOARD_FIGURES, DONATION_ROW, paged, renderAdmin, SIGNED_IN } from '../helpers/renderAdmin';

// What the office reads on the record page, the payment's books, the users and the dashboard: amounts in rupees
// (never paise), an office payment as the cheque it came as, a re-issue asked before it is made, no way to
// disable one's own account, and counts in the singular when there is one.

afterEach(() => jest.restoreAllMocks());

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
  donation_type: 'general',
  frequency: 'One Time',
  updates_consent: true,
  erased_at: null,
  created_at: '2026-01-10T05:30:00.000Z',
};

const ONLINE_ORDER = {
  id: 41,
  kind: 'donation',
  receipt_id: 'DBJS-D-41',
  gateway: 'razorpay',
  gateway_order_id: 'order_1',
  payment_id: 'pay_1',
  status: 'paid',
  failure_reason: null,
  base_paise: 250000,
  gateway_charge_paise: 5000,
  gst_paise: 900,
  total_paise: 255900,
  currency: 'INR',
  receipt_number: 'DBJS/D/2025-26/00041',
  paid_at: '2026-01-10T05:31:00.000Z',
  created_at: '2026-01-10T05:30:00.000Z',
  channel: 'online',
  refunded_at: null,
};

const OFFLINE_ORDER = {
  ...ONLINE_ORDER,
  gateway: 'office',
  gateway_order_id: 'office_5f1c',
  payment_id: '123456',
  gateway_charge_paise: 0,
  gst_paise: 0,
  total_paise: 250000,
  channel: 'offline',
};

function serveRecord(answer: object) {
  mockFetch([
    [
      /.*/,
      (request) => {
        const url = new URL(request.url);
        if (url.pathname === '/api/admin/donations/7') return jsonResponse(answer);
        return jsonResponse(paged([]));
      },
    ],
  ]);
  renderAdmin('/donations/7', { session: SIGNED_IN });
}

describe('payment trail', () => {
  test('names known events and keys in words, amounts in rupees, and unknown keys compactly', () => {
    expect(paymentEventLabel('refund.processed')).toBe('Refund processed');
    expect(paymentEventLabel('something.new')).toBe('something.new');
    expect(
      describePaymentDetail({ amount: 255900, status: 'processed', refundId: 3, gatewayRefundId: null }),
    ).toBe('Amount: ₹2,559.00 · Status: processed · Refund no.: 3');
    expect(describePaymentDetail({ colour: 'blue', nested: { a: 1 } })).toBe(
      'colour: blue · nested: {"a":1}',
    );
    expect(describePaymentDetail('a note')).toBe('a note');
    expect(describePaymentDetail(null)).toBeNull();
    expect(describePaymentDetail({ gatewayRefundId: null })).toBeNull();
  });

  test("the record page shows the trail in words with rupees, never the detail's JSON", async () => {
    serveRecord({
      result: DONATION,
      order: ONLINE_ORDER,
      offline_payment: null,
      payment_events: [
        {
          id: 1,
          source: 'webhook',
          type: 'refund.processed',
          payment_id: 'pay_1',
          external_event_id: 'evt_1',
          detail: { refundId: 3, gatewayRefundId: 'rfnd_9', status: 'processed', amount: 255900 },
          created_at: '2026-01-12T05:30:00.000Z',
        },
      ],
    });
    const trail = await screen.findByText('Refund processed');
    const row = trail.closest('tr')!;
    expect(
      within(row).getByText(
        'Refund no.: 3 · Gateway refund id: rfnd_9 · Status: processed · Amount: ₹2,559.00',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/"amount"/)).not.toBeInTheDocument();
    expect(screen.queryByText(/255900/)).not.toBeInTheDocument();
    // The gateway's ids of an online payment stay.
    expect(screen.getByText('Gateway order id')).toBeInTheDocument();
    // Values in words: the purpose's label, the gender as the form offers it.
    expect(screen.getByText('General purposes of the Sabha')).toBeInTheDocument();
    expect(screen.getByText('Male')).toBeInTheDocument();
  });
});

describe('a payment received at the office', () => {
  test('says what it was received as instead of the gateway wording', async () => {
    serveRecord({
      result: DONATION,
      order: OFFLINE_ORDER,
      offline_payment: {
        mode: 'cheque',
        instrument_number: '123456',
        bank: 'State Bank of India',
        instrument_date: '2026-01-08',
      },
      payment_events: [],
    });
    expect(await screen.findByText('Received as')).toBeInTheDocument();
    expect(
      screen.getByText('Cheque no. 123456, State Bank of India, dated 8th January, 2026'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Gateway')).not.toBeInTheDocument();
    expect(screen.queryByText('Gateway order id')).not.toBeInTheDocument();
    expect(screen.queryByText('office_5f1c')).not.toBeInTheDocument();
    expect(screen.queryByText('Payment id')).not.toBeInTheDocument();
  });

  test('offers no receipt e-mail for a record without an address', async () => {
    serveRecord({ result: { ...DONATION, email: '' }, order: OFFLINE_ORDER, payment_events: [] });
    expect(await screen.findByRole('link', { name: 'Download receipt PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend receipt email' })).not.toBeInTheDocument();
  });
});

describe("a payment's books", () => {
  const BOOKS = {
    order_id: 41,
    kind: 'donation',
    channel: 'offline',
    receipt_number: 'DBJS/D/2025-26/00041',
    receipt_cancelled: true,
    refunded: false,
    offline_payment: null,
    record: { kind: 'donation', id: 7, name: 'Rahul Chougule', erased: false },
    base_paise: 250000,
    total_paise: 250000,
    receipts: [
      {
        receipt_number: 'DBJS/D/2025-26/00041',
        sha256: 'ab',
        issued_at: '2026-01-10T05:31:00.000Z',
        cancelled_at: '2026-01-11T05:31:00.000Z',
        cancel_reason: 'PAN was wrong',
        replaces: null,
      },
    ],
    corrections: [],
  };

  test('names the payer, the amount and links to the record, and re-issues only once confirmed', async () => {
    const reissues: string[] = [];
    mockFetch([
      [
        /.*/,
        (request) => {
          const url = new URL(request.url);
          if (url.pathname === '/api/admin/orders/41/books') return jsonResponse({ result: BOOKS });
          if (url.pathname === '/api/admin/orders/41/reissue-receipt') {
            reissues.push(request.method);
            return jsonResponse({
              message: 'The receipt was re-issued under a new number.',
              receipt_number: 'DBJS/D/2025-26/00042',
            });
          }
          return jsonResponse(paged([]));
        },
      ],
    ]);
    renderAdmin('/orders/41', { session: SIGNED_IN });
    expect(await screen.findByText(/^Rahul Chougule · ₹2,500.00 · Donation/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the donation' })).toHaveAttribute(
      'href',
      '/donations/7',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Re-issue under a new number' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('PAN was wrong');
    expect(dialog).toHaveTextContent('will count again in the totals');
    expect(reissues).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(reissues).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Re-issue under a new number' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Re-issue the receipt' }),
    );
    await waitFor(() => expect(reissues).toEqual(['POST']));
    expect(await screen.findByText(/New number: DBJS\/D\/2025-26\/00042/)).toBeInTheDocument();
  });
});

describe('office users', () => {
  test('shows roles by their labels and offers no Disable for oneself', async () => {
    mockFetch([
      [
        '/api/admin/users',
        () =>
          jsonResponse({
            result: [
              {
                id: 1,
                email: 'office@example.org',
                role: 'owner',
                disabled: false,
                created_at: '2026-01-01T00:00:00Z',
              },
              {
                id: 2,
                email: 'editor@example.org',
                role: 'editor',
                disabled: false,
                created_at: '2026-01-02T00:00:00Z',
              },
            ],
          }),
      ],
    ]);
    renderAdmin('/users', { session: SIGNED_IN });
    const editorRole = await screen.findByRole('combobox', { name: 'Role of editor@example.org' });
    expect(within(editorRole).getByRole('option', { selected: true })).toHaveTextContent(
      'Editor: website content',
    );
    expect(screen.getByRole('button', { name: 'Disable editor@example.org' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable office@example.org' })).not.toBeInTheDocument();
  });
});

describe('donations list', () => {
  test('filters by frequency under that name, and shows the receipt number beside the name', async () => {
    mockFetch([['/api/admin/donations', () => jsonResponse(paged([DONATION_ROW]))]]);
    renderAdmin('/donations', { session: SIGNED_IN });
    const name = await screen.findByRole('link', { name: 'Sunita Patil' });
    expect(screen.getByLabelText('Frequency')).toBeInTheDocument();
    expect(screen.queryByLabelText('Type')).not.toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers.indexOf('Receipt no.')).toBe(headers.indexOf('Name') + 1);
    expect(name.closest('td')!.nextElementSibling).toHaveTextContent('DBJS/2025-26/0007');
  });
});

describe('dashboard', () => {
  test('says "1 gift running" in the singular', async () => {
    mockFetch([
      [
        '/api/admin/dashboard',
        () =>
          jsonResponse({
            ...DASHBOARD_FIGURES,
            active_subscriptions: 1,
            subscriptions_ended_30_days: 0,
            monthly_recurring_paise: 50000,
          }),
      ],
    ]);
    renderAdmin('/', { session: SIGNED_IN });
    expect(await screen.findByText(/\(1 gift running, 0 ended in 30 days\)/)).toBeInTheDocument();
  });
});
