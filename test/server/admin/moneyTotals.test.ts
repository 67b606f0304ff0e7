import { eq } from 'drizzle-orm';
import { orders } from '../../../src/server/db/schema';
import {
  moneyTotals,
  moneyWindowStart,
  summariseMoney,
  type DailyMoney,
  type MoneyTotals,
} from '../../../src/server/repositories/admin/moneyTotals';
import { indiaDateTime, rupees, statusLabel } from '../../../src/server/admin/csvFormat';
import { todayInIndia, toIsoDate } from '../../../src/shared/dates';
import { parseCsv } from '../helpers/csv';
import { describeEachDatabase } from '../helpers/harness';
import { createDonation, createMembership, payAndVerify } from '../payments/fixtures';
import { asAdmin, signIn, type AdminSession } from './adminHelpers';

// Issue 15, Deliver 5: the dashboard's rupee totals (today, this month, this financial year, the last twelve
// months) in India time, the lists' sums of their filtered rows with base and total amounts, and CSV files in
// India time with readable labels.

/** A CSV's rows as objects keyed by its header. */
function csvObjects(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index]])));
}

const period = (totals: MoneyTotals, name: string) => totals.periods.find((p) => p.period === name)!;

describe('money units', () => {
  test('India times and rupees as the CSV files write them', () => {
    expect(indiaDateTime(new Date('2026-03-31T18:29:59Z'))).toBe('2026-03-31 23:59:59');
    expect(indiaDateTime(new Date('2026-03-31T18:30:00Z'))).toBe('2026-04-01 00:00:00');
    expect(indiaDateTime(null)).toBe('');
    expect(rupees(102_360)).toBe('1023.60');
    expect(statusLabel('paid')).toBe('Paid');
  });

  test('the window starts at the financial year or the oldest chart month, whichever is earlier', () => {
    expect(moneyWindowStart({ year: 2026, month: 4, day: 1 })).toEqual({ year: 2025, month: 5, day: 1 });
    expect(moneyWindowStart({ year: 2027, month: 3, day: 31 })).toEqual({ year: 2026, month: 4, day: 1 });
    expect(moneyWindowStart({ year: 2026, month: 1, day: 15 })).toEqual({ year: 2025, month: 2, day: 1 });
  });

  test('periods, channels and months from per-day rows', () => {
    const row = (
      day: string,
      type: DailyMoney['type'],
      channel: DailyMoney['channel'],
      rupeesBase: number,
    ) => ({
      day,
      type,
      channel,
      count: 1,
      basePaise: rupeesBase * 100,
      totalPaise: rupeesBase * 102,
    });
    const totals = summariseMoney(
      [
        row('2026-11-23', 'donation', 'online', 1000),
        row('2026-11-23', 'membership', 'offline', 500),
        row('2026-11-01', 'donation', 'online', 200),
        row('2026-04-01', 'donation', 'online', 50),
        row('2026-03-31', 'donation', 'online', 7),
        row('2025-12-01', 'membership', 'online', 1500),
        row('2025-11-30', 'donation', 'online', 9), // before the chart's oldest month
        row('2026-11-24', 'donation', 'online', 999), // a day India has not reached yet
      ],
      { year: 2026, month: 11, day: 23 },
    );
    expect(totals.today).toBe('2026-11-23');
    expect(totals.financial_year).toBe('2026-27');
    const today = period(totals, 'today');
    expect(today).toMatchObject({ from: '2026-11-23', to: '2026-11-23' });
    expect(today.donation).toEqual({ count: 1, base_paise: 100_000, total_paise: 102_000 });
    expect(today.membership.base_paise).toBe(50_000);
    expect(today.all.base_paise).toBe(150_000);
    expect(today.channels.online.all.base_paise).toBe(100_000);
    expect(today.channels.offline.membership.base_paise).toBe(50_000);
    expect(period(totals, 'month').all.base_paise).toBe(170_000);
    expect(period(totals, 'financial_year')).toMatchObject({ from: '2026-04-01' });
    expect(period(totals, 'financial_year').all.base_paise).toBe(175_000);
    expect(totals.months.map((m) => m.month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    expect(totals.months[0].membership.base_paise).toBe(150_000);
    expect(totals.months[3].donation.base_paise).toBe(700);
    expect(totals.months[11].all).toEqual({ count: 3, base_paise: 170_000, total_paise: 173_400 });
  });
});

describeEachDatabase('dashboard totals, list sums and CSV files', (server) => {
  let session: AdminSession;
  const get = (url: string) => asAdmin(server().app, session, { method: 'GET', url });
  const created = toIsoDate(todayInIndia());

  /** A donation or membership paid through the sandbox, then booked as a real payment at `paidAt`. */
  async function paid(
    kind: 'donation' | 'membership',
    paidAt: string,
    fields: Record<string, string> = {},
    options: { sandbox?: boolean } = {},
  ) {
    const { app, db } = server();
    const order =
      kind === 'donation' ? await createDonation(app, fields) : await createMembership(app, fields);
    await payAndVerify(app, kind, order);
    await db
      .update(orders)
      .set({ paidAt: new Date(paidAt), ...(options.sandbox ? {} : { gateway: 'razorpay' }) })
      .where(eq(orders.receiptId, order.receiptId));
    return order;
  }

  // India time 11:30 on 1 April 2026: the first day of financial year 2026-27.
  const NOW = new Date('2026-04-01T06:00:00Z');

  beforeAll(async () => {
    session = await signIn(server().app, server().db);
    // India 1 April 2026 00:00:00: today, this month and this financial year.
    await paid('donation', '2026-03-31T18:30:00Z', { first_name: 'Midnight', donation_amount: '1000' });
    // India 31 March 2026 23:59:59: last month and last financial year.
    await paid('membership', '2026-03-31T18:29:59Z', { first_name: 'Lastsecond' });
    // India 1 May 2025 01:30: the chart's oldest month (May 2025).
    await paid('donation', '2025-04-30T20:00:00Z', { first_name: 'Mayday', donation_amount: '200' });
    // India 30 April 2025 23:30: before the chart's twelve months.
    await paid('donation', '2025-04-30T18:00:00Z', { first_name: 'Tooold', donation_amount: '300' });
    // A sandbox payment today: test money.
    await paid(
      'donation',
      '2026-04-01T03:00:00Z',
      { first_name: 'Sandbox', donation_amount: '5000' },
      { sandbox: true },
    );
    // Paid today, but its receipt cancelled and not re-issued: it counts nowhere.
    const cancelled = await paid('donation', '2026-04-01T04:00:00Z', {
      first_name: 'Cancelled',
      donation_amount: '900',
    });
    await server()
      .db.update(orders)
      .set({ receiptCancelledAt: new Date('2026-04-01T05:00:00Z') })
      .where(eq(orders.receiptId, cancelled.receiptId));
    // Never paid (an order with the live gateway, so not test money).
    const pending = await createDonation(server().app, { first_name: 'Pending', donation_amount: '700' });
    await server()
      .db.update(orders)
      .set({ gateway: 'razorpay' })
      .where(eq(orders.receiptId, pending.receiptId));
  });

  test('totals for today, this month and this financial year follow India midnight', async () => {
    const totals = await moneyTotals(server().db, { includeTest: false, now: NOW });
    expect(totals).toMatchObject({ today: '2026-04-01', financial_year: '2026-27' });
    for (const name of ['today', 'month', 'financial_year']) {
      const figures = period(totals, name);
      expect(figures.donation).toEqual({ count: 1, base_paise: 100_000, total_paise: 102_360 });
      expect(figures.membership).toEqual({ count: 0, base_paise: 0, total_paise: 0 });
      expect(figures.channels.online.donation.base_paise).toBe(100_000);
      expect(figures.channels.offline.all.count).toBe(0);
    }
    const months = Object.fromEntries(totals.months.map((m) => [m.month, m]));
    expect(totals.months).toHaveLength(12);
    expect(totals.months[0].month).toBe('2025-05');
    expect(months['2025-05'].donation.base_paise).toBe(20_000);
    expect(months['2026-03'].membership).toEqual({ count: 1, base_paise: 50_000, total_paise: 51_180 });
    expect(months['2026-04'].all.base_paise).toBe(100_000);
    expect(totals.months.reduce((sum, m) => sum + m.all.base_paise, 0)).toBe(170_000);

    // One second earlier in India it is still 31 March: last year's figures.
    const before = await moneyTotals(server().db, {
      includeTest: false,
      now: new Date('2026-03-31T18:29:59Z'),
    });
    expect(before).toMatchObject({ today: '2026-03-31', financial_year: '2025-26' });
    expect(period(before, 'today').membership.count).toBe(1);
    expect(period(before, 'today').donation.count).toBe(0);
    expect(period(before, 'financial_year').all.base_paise).toBe(50_000 + 20_000 + 30_000);
  });

  test('sandbox money counts only when test payments are asked for', async () => {
    const withTest = await moneyTotals(server().db, { includeTest: true, now: NOW });
    expect(period(withTest, 'today').donation).toEqual({
      count: 2,
      base_paise: 600_000,
      total_paise: 614_160,
    });
    const answer = (await get('/api/admin/dashboard')).json();
    expect(answer.money.months).toHaveLength(12);
    expect(answer.money.periods.map((p: { period: string }) => p.period)).toEqual([
      'today',
      'month',
      'financial_year',
    ]);
    expect((await get('/api/admin/dashboard?include_test=maybe')).statusCode).toBe(400);
    // The tiles count paid money that stands, as the lists' paid filter does: the cancelled receipt is listed under
    // status=receipt_cancelled instead, so the paid list's rows are exactly the tile's count.
    const donations = (await get('/api/admin/donations?status=paid')).json();
    expect(donations.total).toBe(donations.paid_sum.count);
    expect((await get('/api/admin/donations?status=receipt_cancelled')).json().total).toBe(1);
    expect(answer.paid_donations).toBe(donations.paid_sum.count);
    expect(answer.paid_memberships).toBe(
      (await get('/api/admin/memberships?status=paid')).json().paid_sum.count,
    );
  });

  test('lists answer base and total amounts and the paid sum of every filtered row', async () => {
    const donationList = (await get('/api/admin/donations?per_page=1')).json();
    // Three paid, one with a cancelled receipt, one pending; the sandbox one left out.
    expect(donationList.total).toBe(5);
    expect(donationList.data).toHaveLength(1);
    expect(donationList.paid_sum).toEqual({ count: 3, base_paise: 150_000, total_paise: 153_540 });
    expect(donationList.data[0]).toMatchObject({
      base_paise: expect.any(Number),
      total_paise: expect.any(Number),
    });
    // A donation list filtered to one donor and the membership list: the row's amounts and the paid sum agree.
    const oneRowLists = [
      {
        url: '/api/admin/donations?q=Midnight',
        row: { base_paise: 100_000, total_paise: 102_360, amount_paise: 100_000 },
        paidSum: { count: 1, base_paise: 100_000, total_paise: 102_360 },
      },
      {
        url: '/api/admin/memberships',
        row: { base_paise: 50_000, total_paise: 51_180, amount_paise: 51_180 },
        paidSum: { count: 1, base_paise: 50_000, total_paise: 51_180 },
      },
    ];
    for (const { url, row, paidSum } of oneRowLists) {
      const list = (await get(url)).json();
      expect(list.data[0]).toMatchObject(row);
      expect(list.paid_sum).toEqual(paidSum);
    }
    const withTest = (await get('/api/admin/donations?include_test=1&status=paid')).json();
    expect(withTest.paid_sum.base_paise).toBe(650_000);
    expect((await get('/api/admin/donations?status=pending')).json().paid_sum).toEqual({
      count: 0,
      base_paise: 0,
      total_paise: 0,
    });
  });

  test('CSV files: India time named in the headers, labels instead of codes, base and total amounts', async () => {
    const range = `from=${created}&to=${created}`;
    const donations = csvObjects((await get(`/api/admin/exports/donations.csv?${range}`)).body);
    const midnight = donations.find((row) => row['First name'] === 'Midnight')!;
    expect(midnight).toMatchObject({
      'Paid at (IST)': '2026-04-01 00:00:00',
      'Donation type': 'Cost of education',
      'Donation (₹)': '1000.00',
      'Total paid with charges (₹)': '1023.60',
      Status: 'Paid',
      Erased: 'No',
    });
    expect(midnight['Donated at (IST)']).toMatch(new RegExp(`^${created} \\d{2}:\\d{2}:\\d{2}$`));
    expect(donations.find((row) => row['First name'] === 'Pending')).toMatchObject({
      Status: 'Pending',
      'Paid at (IST)': '',
    });
    expect(donations.some((row) => row['First name'] === 'Sandbox')).toBe(false);
    // The cancelled receipt counts nowhere, so the file does not call it paid, and its paid rows add up to the
    // list's paid sum.
    expect(donations.find((row) => row['First name'] === 'Cancelled')).toMatchObject({
      Status: 'Receipt cancelled',
    });
    const paidRows = donations.filter((row) => row.Status === 'Paid');
    const paidSum = (await get(`/api/admin/donations?status=paid`)).json().paid_sum;
    expect(paidRows).toHaveLength(paidSum.count);
    expect(paidRows.reduce((sum, row) => sum + Math.round(Number(row['Donation (₹)']) * 100), 0)).toBe(
      paidSum.base_paise,
    );

    const memberships = csvObjects((await get(`/api/admin/exports/memberships.csv?${range}`)).body);
    expect(memberships).toHaveLength(1);
    expect(memberships[0]).toMatchObject({
      'First name': 'Lastsecond',
      'Paid at (IST)': '2026-03-31 23:59:59',
      'Membership fee (₹)': '500.00',
      'Total paid with charges (₹)': '511.80',
      'Life member': 'Yes',
      'Magazine member': 'No',
    });

    const enquiriesHeader = parseCsv((await get(`/api/admin/exports/enquiries.csv?${range}`)).body)[0];
    expect(enquiriesHeader).toContain('Received at (IST)');
  });
});
