import { eq } from 'drizzle-orm';
import { orders } from '../../../src/server/db/schema';
import { todayInIndia, toIsoDate } from '../../../src/shared/dates';
import { STATUS_FILTERS } from '../../../src/shared/schemas/admin';
import { parseCsv } from '../helpers/csv';
import { describeEachDatabase } from '../helpers/harness';
import { createDonation, createMembership, payAndVerify } from '../payments/fixtures';
import { asAdmin, OFFLINE_CASH_GIFT, signIn, type AdminSession } from './adminHelpers';

// The records lists' status filter is a payment's standing (docs/admin-api.md "Records"): "paid" is the money that
// counts, as the dashboard's tiles count it; refunds and cancelled receipts are listed by their own values. And the
// CSV exports say how each payment came (mode, instrument number, bank and date) so bank deposits can be matched.

const today = toIsoDate(todayInIndia());

/** The CSV as header-keyed objects (the BOM dropped). */
function csvObjects(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
}

describeEachDatabase('records status filter by payment standing; CSV payment modes', (server) => {
  let owner: AdminSession;
  const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
    asAdmin(server().app, owner, { method, url, payload: payload as Record<string, unknown> });
  const get = (url: string) => as('GET', url);
  const record = async (payload: object) => {
    const response = await as('POST', '/api/admin/orders/offline', payload);
    expect(response.statusCode).toBe(201);
    return response.json() as { order_id: number; receipt_number: string };
  };
  const cancel = async (orderId: number) =>
    expect(
      (await as('POST', `/api/admin/orders/${orderId}/cancel-receipt`, { reason: 'Entered in error' }))
        .statusCode,
    ).toBe(200);
  /** A full refund as payments/refunds.ts records it: refunded, and the receipt cancelled by the credit note. */
  const markRefunded = async (receiptId: string) => {
    const now = new Date();
    await server()
      .db.update(orders)
      .set({ refundedAt: now, receiptCancelledAt: now })
      .where(eq(orders.receiptId, receiptId));
  };
  const ids = (list: { data: { id: number }[] }) => list.data.map((row) => row.id).sort((a, b) => a - b);
  const ref: Record<string, number> = {};

  beforeAll(async () => {
    const { app } = server();
    owner = await signIn(app, server().db);

    // Donations: an online gift paid, one refunded, one pending; a cheque, a cash gift whose receipt is cancelled,
    // and a cash gift cancelled and re-issued (paid again).
    const online = await createDonation(app, { first_name: 'Onlinepaid' });
    await payAndVerify(app, 'donation', online);
    const refunded = await createDonation(app, { first_name: 'Refundedgift' });
    await payAndVerify(app, 'donation', refunded);
    await markRefunded(refunded.receiptId);
    await createDonation(app, { first_name: 'Pendinggift' });
    await record({
      ...OFFLINE_CASH_GIFT,
      first_name: 'Chequegift',
      donation_amount: '2500',
      mode: 'cheque',
      instrument_number: '004512',
      bank: 'Canara Bank, Belagavi',
      instrument_date: today,
    });
    const cancelled = await record({
      ...OFFLINE_CASH_GIFT,
      first_name: 'Cancelledgift',
      donation_amount: '700',
    });
    await cancel(cancelled.order_id);
    const reissued = await record({
      ...OFFLINE_CASH_GIFT,
      first_name: 'Reissuedgift',
      donation_amount: '300',
    });
    await cancel(reissued.order_id);
    expect((await as('POST', `/api/admin/orders/${reissued.order_id}/reissue-receipt`)).statusCode).toBe(200);

    // Memberships: one paid online, one refunded, one at the counter whose receipt is cancelled.
    const member = await createMembership(app, { first_name: 'Memberpaid' });
    await payAndVerify(app, 'membership', member);
    const refundedMember = await createMembership(app, { first_name: 'Memberrefunded' });
    await payAndVerify(app, 'membership', refundedMember);
    await markRefunded(refundedMember.receiptId);
    const counter = await record({
      ...OFFLINE_CASH_GIFT,
      kind: 'membership',
      first_name: 'Membercancelled',
      dbjs_member: true,
      magazine_member: false,
    });
    await cancel(counter.order_id);

    const byName = async (kind: 'donations' | 'memberships', name: string) =>
      (await get(`/api/admin/${kind}?include_test=1&q=${name}`)).json().data[0].id as number;
    for (const name of ['Onlinepaid', 'Refundedgift', 'Pendinggift', 'Chequegift', 'Cancelledgift']) {
      ref[name] = await byName('donations', name);
    }
    ref.Reissuedgift = await byName('donations', 'Reissuedgift');
    for (const name of ['Memberpaid', 'Memberrefunded', 'Membercancelled']) {
      ref[name] = await byName('memberships', name);
    }
    await app.payments.settled();
  });

  it('lists as paid only the money that counts, the same rows the dashboard tiles count', async () => {
    const paid = (await get('/api/admin/donations?include_test=1&status=paid')).json();
    // The re-issued receipt counts as paid again; the refunded and the cancelled-receipt rows are left out.
    expect(ids(paid)).toEqual([ref.Onlinepaid, ref.Chequegift, ref.Reissuedgift].sort((a, b) => a - b));
    expect(paid.total).toBe(3);
    expect(paid.paid_sum.count).toBe(paid.total);
    expect(paid.data.every((row: { refunded: boolean }) => !row.refunded)).toBe(true);
    expect(paid.data.every((row: { receipt_cancelled: boolean }) => !row.receipt_cancelled)).toBe(true);
    // The whole list's paid sum is the same money as the paid filter's.
    expect((await get('/api/admin/donations?include_test=1')).json().paid_sum).toEqual(paid.paid_sum);

    const dashboard = (await get('/api/admin/dashboard?include_test=1')).json();
    expect(dashboard.paid_donations).toBe(paid.total);
    const members = (await get('/api/admin/memberships?include_test=1&status=paid')).json();
    expect(ids(members)).toEqual([ref.Memberpaid]);
    expect(dashboard.paid_memberships).toBe(members.total);
  });

  it('lists refunds and cancelled receipts by their own values; pending and failed as before', async () => {
    const list = async (kind: string, status: string) =>
      ids((await get(`/api/admin/${kind}?include_test=1&status=${status}`)).json());
    expect(await list('donations', 'refunded')).toEqual([ref.Refundedgift]);
    expect(await list('donations', 'receipt_cancelled')).toEqual([ref.Cancelledgift]);
    expect(await list('donations', 'pending')).toEqual([ref.Pendinggift]);
    expect(await list('donations', 'failed')).toEqual([]);
    expect(await list('memberships', 'refunded')).toEqual([ref.Memberrefunded]);
    expect(await list('memberships', 'receipt_cancelled')).toEqual([ref.Membercancelled]);
    const refunds = (await get('/api/admin/donations?include_test=1&status=refunded')).json();
    expect(refunds.data[0]).toMatchObject({ status: 'paid', refunded: true });
    expect(refunds.paid_sum).toEqual({ count: 0, base_paise: 0, total_paise: 0 });
    // Every value of the shared list is taken, and together they list every row once.
    let all = 0;
    for (const status of STATUS_FILTERS) {
      const answer = await get(`/api/admin/donations?include_test=1&status=${status}`);
      expect(answer.statusCode).toBe(200);
      all += answer.json().total;
    }
    expect(all).toBe((await get('/api/admin/donations?include_test=1')).json().total);
  });

  it('refuses an unknown status with a message naming the values', async () => {
    for (const kind of ['donations', 'memberships']) {
      for (const status of ['lost', 'receipt%20cancelled', 'Paid']) {
        const answer = await get(`/api/admin/${kind}?status=${status}`);
        expect(answer.statusCode).toBe(400);
        expect(answer.json().message).toBe(
          'status must be paid, pending, failed, refunded or receipt_cancelled.',
        );
      }
    }
  });

  it('writes the mode of payment and the instrument in the donation and membership CSVs', async () => {
    const range = `from=${today}&to=${today}&include_test=1`;
    const donations = csvObjects((await get(`/api/admin/exports/donations.csv?${range}`)).body);
    const row = (name: string) => donations.find((r) => r['First name'] === name)!;
    expect(row('Chequegift')).toMatchObject({
      Status: 'Paid',
      'Mode of payment': 'Cheque',
      'Instrument number': '004512',
      Bank: 'Canara Bank, Belagavi',
      'Instrument date': today,
    });
    expect(row('Onlinepaid')).toMatchObject({
      Status: 'Paid',
      'Mode of payment': 'Online',
      'Instrument number': '',
      Bank: '',
      'Instrument date': '',
    });
    expect(row('Cancelledgift')).toMatchObject({ Status: 'Receipt cancelled', 'Mode of payment': 'Cash' });
    expect(row('Refundedgift')).toMatchObject({ Status: 'Refunded', 'Mode of payment': 'Online' });
    // The new columns follow the payment's time; the columns before them keep their places.
    const [header] = parseCsv((await get(`/api/admin/exports/donations.csv?${range}`)).body.slice(1));
    const paidAt = header.indexOf('Paid at (IST)');
    expect(header.slice(paidAt, paidAt + 5)).toEqual([
      'Paid at (IST)',
      'Mode of payment',
      'Instrument number',
      'Bank',
      'Instrument date',
    ]);
    expect(header.at(-1)).toBe('Erased');

    const members = csvObjects((await get(`/api/admin/exports/memberships.csv?${range}`)).body);
    expect(members.find((r) => r['First name'] === 'Membercancelled')).toMatchObject({
      Status: 'Receipt cancelled',
      'Mode of payment': 'Cash',
      'Instrument number': '',
    });
    expect(members.find((r) => r['First name'] === 'Memberpaid')).toMatchObject({
      Status: 'Paid',
      'Mode of payment': 'Online',
      Bank: '',
    });
  });
});
