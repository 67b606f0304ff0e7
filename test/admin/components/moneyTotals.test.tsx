import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MonthlyChart, { monthLabel, scaleTop } from '../../../src/admin/components/MonthlyChart';
import type { MoneyMonth, MoneyTotals } from '../../../src/admin/app/types';
import { jsonResponse, mockFetch } from '../../client/helpers/fetchMock';
import { DONATION_ROW, paged, renderAdmin, SIGNED_IN } from '../helpers/renderAdmin';

// The dashboard's money panel (period cards, the monthly bar chart and its table) and the lists' paid sums.

afterEach(() => jest.restoreAllMocks());

const amount = (rupees: number, count = rupees > 0 ? 1 : 0) => ({
  count,
  base_paise: rupees * 100,
  total_paise: rupees * 100 + Math.round(rupees * 2.36),
});

function month(key: string, donation: number, membership: number): MoneyMonth {
  return {
    month: key,
    donation: amount(donation),
    membership: amount(membership),
    all: { ...amount(donation + membership), count: (donation > 0 ? 1 : 0) + (membership > 0 ? 1 : 0) },
  };
}

/** The twelve months the dashboard shows on 2026-11-23, December 2025 to November 2026, as 'YYYY-MM'. */
const MONTH_KEYS = Array.from({ length: 12 }, (_, index) =>
  new Date(Date.UTC(2025, 11 + index, 1)).toISOString().slice(0, 7),
);

const MONTHS: MoneyMonth[] = MONTH_KEYS.map((key, index) =>
  month(key, index === 11 ? 8000 : index * 100, index === 3 ? 500 : 0),
);

const byType = (donation: number, membership: number) => ({
  donation: amount(donation),
  membership: amount(membership),
  all: { ...amount(donation + membership), count: (donation > 0 ? 1 : 0) + (membership > 0 ? 1 : 0) },
});

const MONEY: MoneyTotals = {
  today: '2026-11-23',
  financial_year: '2026-27',
  periods: [
    {
      period: 'today',
      from: '2026-11-23',
      to: '2026-11-23',
      ...byType(1000, 500),
      channels: { online: byType(1000, 500), offline: byType(0, 0) },
    },
    {
      period: 'month',
      from: '2026-11-01',
      to: '2026-11-23',
      ...byType(8000, 0),
      channels: { online: byType(8000, 0), offline: byType(0, 0) },
    },
    {
      period: 'financial_year',
      from: '2026-04-01',
      to: '2026-11-23',
      ...byType(12_500, 1500),
      channels: { online: byType(10_000, 1500), offline: byType(2500, 0) },
    },
  ],
  months: MONTHS,
};

describe('monthly chart', () => {
  test('a round scale top at or above the largest month', () => {
    expect(scaleTop(0)).toBe(10_000);
    expect(scaleTop(800_000)).toBe(1_000_000);
    expect(scaleTop(1_000_000)).toBe(1_000_000);
    expect(scaleTop(1_100_000)).toBe(2_000_000);
    expect(scaleTop(4_000_000)).toBe(5_000_000);
    expect(monthLabel('2026-01')).toBe('Jan 2026');
  });

  test('is one image named with every month, with bars in proportion, and a table of the figures', async () => {
    render(<MonthlyChart months={MONTHS} />);
    const image = screen.getByRole('img');
    expect(image.getAttribute('aria-label')).toMatch(/^Bar chart\. Dec 2025: ₹0\.00; Jan 2026: ₹100\.00;/);
    expect(image.getAttribute('aria-label')).toContain('Nov 2026: ₹8,000.00.');
    expect(screen.getByText(/Paid per month, Dec 2025 to Nov 2026/)).toHaveTextContent('₹14,000.00 in all');

    // Scale top ₹10,000: November's ₹8,000 bar is 80% of the plot's height, March's ₹300 + ₹500 stack 8%.
    const november = image.querySelector('[data-month="2026-11"] rect')!;
    const plotHeight = 260 - 12 - 40;
    expect(Number(november.getAttribute('height'))).toBeCloseTo(plotHeight * 0.8, 5);
    const march = image.querySelectorAll('[data-month="2026-03"] rect');
    expect(march).toHaveLength(2);
    const stacked = Array.from(march).reduce((sum, rect) => sum + Number(rect.getAttribute('height')), 0);
    expect(stacked).toBeCloseTo(plotHeight * 0.08, 5);
    // A month without money draws no bar.
    expect(image.querySelectorAll('[data-month="2025-12"] rect')).toHaveLength(0);

    await userEvent.click(screen.getByText('The figures as a table'));
    const table = screen.getByRole('table', { name: 'Paid per month' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(
      within(rows[4])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['₹300.00', '₹500.00', '₹800.00', '₹818.88']);
    expect(within(rows[4]).getByRole('rowheader')).toHaveTextContent('Mar 2026');
  });
});

test('the dashboard shows today, this month and this financial year with types, channels and the chart', async () => {
  mockFetch([
    [
      '/api/admin/dashboard',
      () =>
        jsonResponse({
          events: 3,
          enquiries: 0,
          memberships: 1,
          paid_memberships: 1,
          donations: 2,
          paid_donations: 2,
          unsent_mails: 0,
          monthly_recurring_paise: 0,
          active_subscriptions: 0,
          subscriptions_ended_30_days: 0,
          money: MONEY,
        }),
    ],
    ['/api/admin/audit', () => jsonResponse(paged([]))],
  ]);
  renderAdmin('/', { session: SIGNED_IN });
  const panel = await screen.findByRole('region', { name: 'Money received' });
  expect(panel).toHaveTextContent('Test payments are left out.');
  const today = within(panel).getByRole('region', { name: 'Today' });
  expect(today).toHaveTextContent('₹1,500.00');
  expect(today).toHaveTextContent(/Donations\s*₹1,000.00 \(1 payment\)/);
  expect(today).toHaveTextContent(/Memberships\s*₹500.00 \(1 payment\)/);
  expect(today).not.toHaveTextContent('offline');
  expect(within(panel).getByRole('region', { name: 'This month' })).toHaveTextContent('₹8,000.00');
  const year = within(panel).getByRole('region', { name: 'This financial year (2026-27)' });
  expect(year).toHaveTextContent('₹14,000.00');
  expect(year).toHaveTextContent('Online ₹11,500.00, offline ₹2,500.00');
  expect(within(panel).getByRole('img')).toBeInTheDocument();
});

test('the donations list shows amount and amount with charges, and the paid sum of every matching row', async () => {
  const row = {
    ...DONATION_ROW,
    pan: '',
    amount_paise: 100_000,
    base_paise: 100_000,
    total_paise: 102_360,
    receipt_number: 'DBJS/D/2026-27/00007',
    created_at: '2026-04-01T05:30:00.000Z',
  };
  mockFetch([
    [
      '/api/admin/donations',
      () =>
        jsonResponse({
          ...paged([row], 45),
          paid_sum: { count: 40, base_paise: 4_000_000, total_paise: 4_094_400 },
        }),
    ],
  ]);
  renderAdmin('/donations', { session: SIGNED_IN });
  expect(await screen.findByText(/45 records match; 40 paid:/)).toHaveTextContent(
    '45 records match; 40 paid: ₹40,000.00, ₹40,944.00 with gateway charges and GST.',
  );
  const table = screen.getByRole('table', { name: 'Donations' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
  expect(headers).toEqual(expect.arrayContaining(['Amount', 'With charges']));
  const cells = within(within(table).getAllByRole('row')[1])
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
  expect(cells).toEqual(expect.arrayContaining(['₹1,000.00', '₹1,023.60']));
});

test('a paid row whose receipt is cancelled, or refunded, is not shown as paid', async () => {
  mockFetch([
    [
      '/api/admin/donations',
      () =>
        jsonResponse({
          ...paged(
            [
              { ...DONATION_ROW, id: 1, first_name: 'Standing' },
              { ...DONATION_ROW, id: 2, first_name: 'Cancelled', receipt_cancelled: true },
              { ...DONATION_ROW, id: 3, first_name: 'Refunded', refunded: true, receipt_cancelled: true },
            ],
            3,
          ),
          paid_sum: { count: 1, base_paise: 500_000, total_paise: 511_800 },
        }),
    ],
  ]);
  renderAdmin('/donations', { session: SIGNED_IN });
  const table = await screen.findByRole('table', { name: 'Donations' });
  const statusOf = (name: string) =>
    within(within(table).getByText(new RegExp(name)).closest('tr')!).getByText(
      /^(paid|receipt cancelled|refunded)$/,
    ).textContent;
  expect(statusOf('Standing')).toBe('paid');
  expect(statusOf('Cancelled')).toBe('receipt cancelled');
  expect(statusOf('Refunded')).toBe('refunded');
});
