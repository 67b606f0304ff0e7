import { eq } from 'drizzle-orm';
import { orders, receiptCounters } from '../../../src/server/db/schema';
import { todayInIndia, toIsoDate } from '../../../src/shared/dates';
import { instrumentKey } from '../../../src/shared/validation/offline';
import { describeEachDatabase } from '../helpers/harness';
import { asAdmin, OFFLINE_CASH_GIFT, signIn, type AdminSession } from './adminHelpers';

// The office's books refuse an instrument recorded twice (unless its first receipt was cancelled) and a person's
// cash of one day reaching ₹2,00,000 (section 269ST), gifts and memberships together (admin/books.ts).

const today = toIsoDate(todayInIndia());

describe('instrumentKey', () => {
  it('is the mode, number and a cheque’s bank, trimmed, in small letters, inner spaces made one', () => {
    expect(instrumentKey('cheque', ' 123456 ', '  Bank  of\tMaharashtra ')).toBe(
      'cheque|123456|bank of maharashtra',
    );
    expect(instrumentKey('cheque', '123456', 'BANK OF MAHARASHTRA')).toBe(
      instrumentKey('cheque', '123456', 'Bank of Maharashtra'),
    );
    expect(instrumentKey('upi', 'AbC123456', 'ignored')).toBe('upi|abc123456|');
    expect(instrumentKey('cash', '', '')).toBeNull();
  });
});

describeEachDatabase('offline entries: one receipt per instrument, 269ST per person per day', (server) => {
  let owner: AdminSession;
  const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
    asAdmin(server().app, owner, { method, url, payload: payload as Record<string, unknown> });
  const record = (payload: object) => as('POST', '/api/admin/orders/offline', payload);
  const donationCounter = async () => {
    const [row] = await server()
      .db.select()
      .from(receiptCounters)
      .where(eq(receiptCounters.series, 'donation'));
    return row?.lastNumber ?? 0;
  };
  const cheque = (number: string, bank: string, changes: object = {}) => ({
    ...OFFLINE_CASH_GIFT,
    first_name: 'Shanti',
    pan: 'ABCPD1234E',
    donation_amount: '25000',
    mode: 'cheque',
    instrument_number: number,
    bank,
    instrument_date: today,
    ...changes,
  });

  beforeAll(async () => {
    owner = await signIn(server().app, server().db);
  });

  it('refuses the same cheque twice, naming the receipt, storing nothing; takes it again once cancelled', async () => {
    const { db } = server();
    const first = await record(cheque('123456', 'Bank of Maharashtra'));
    expect(first.statusCode).toBe(201);
    const firstNumber: string = first.json().receipt_number;
    const ordersBefore = (await db.select().from(orders)).length;
    const counterBefore = await donationCounter();

    // The same cheque, the bank written differently.
    const again = await record(cheque(' 123456 ', '  bank of   MAHARASHTRA '));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `Cheque no. 123456 of Bank of Maharashtra was already recorded as receipt ${firstNumber}. Cancel that ` +
        'receipt first if it was recorded by mistake.',
    );
    expect((await db.select().from(orders)).length).toBe(ordersBefore);
    expect(await donationCounter()).toBe(counterBefore);

    // Another bank's cheque of the same number, another donor's cheque of the same number and bank but of
    // another date, and a draft of the same number, are other instruments.
    expect((await record(cheque('123456', 'Canara Bank'))).statusCode).toBe(201);
    const otherDonors = await record(
      cheque('123456', 'Bank of Maharashtra', {
        first_name: 'Kusum',
        pan: 'ABCPK1234E',
        instrument_date: toIsoDate(todayInIndia(new Date(Date.now() - 3 * 86_400_000))),
      }),
    );
    expect(otherDonors.statusCode).toBe(201);
    const draft = await record(cheque('123456', 'Bank of Maharashtra', { mode: 'demand_draft' }));
    expect(draft.statusCode).toBe(201);
    // The series stays gap-free: the refused entry took no number.
    expect(Number(draft.json().receipt_number.slice(-5))).toBe(counterBefore + 3);

    // Cancelled by mistake-entry: the cheque can be recorded again; the cancelled one cannot then be re-issued.
    const cancel = await as('POST', `/api/admin/orders/${first.json().order_id}/cancel-receipt`, {
      reason: 'Recorded against the wrong donor',
    });
    expect(cancel.statusCode).toBe(200);
    const rerecorded = await record(cheque('123456', 'Bank of Maharashtra', { first_name: 'Asha' }));
    expect(rerecorded.statusCode).toBe(201);
    const reissue = await as('POST', `/api/admin/orders/${first.json().order_id}/reissue-receipt`);
    expect(reissue.statusCode).toBe(409);
    expect(reissue.json().message).toContain(
      `already recorded as receipt ${rerecorded.json().receipt_number}`,
    );
  });

  it('refuses a UPI or transfer reference recorded twice (any case)', async () => {
    const upi = {
      ...OFFLINE_CASH_GIFT,
      kind: 'membership',
      dbjs_member: true,
      magazine_member: false,
      mobile_no: '9000000001',
      mode: 'upi',
      instrument_number: 'UPI412345678901',
      instrument_date: today,
    };
    expect((await record(upi)).statusCode).toBe(201);
    const again = await record({ ...upi, instrument_number: 'upi412345678901' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(
      /^UPI transaction id UPI412345678901 was already recorded as receipt/,
    );
    expect((await record({ ...upi, mode: 'bank_transfer' })).statusCode).toBe(201);
  });

  it('accepts exactly one of two identical entries sent at once', async () => {
    const { db } = server();
    const before = await donationCounter();
    const entry = cheque('654321', 'State Bank of India');
    const answers = await Promise.all([record(entry), record(entry)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await donationCounter()).toBe(before + 1);
    const numbers = await db.select().from(orders).where(eq(orders.paymentId, '654321'));
    expect(numbers).toHaveLength(1);
  });

  it('adds the same PAN’s cash of the day: ₹5,001 then ₹1,99,999 is refused, the next day accepted', async () => {
    const { db } = server();
    const gift = (amount: string, changes: object = {}) => ({
      ...OFFLINE_CASH_GIFT,
      first_name: 'Nemi',
      pan: 'NEMIP1234N',
      mobile_no: '9000000002',
      donation_amount: amount,
      ...changes,
    });
    const first = await record(gift('5001'));
    expect(first.statusCode).toBe(201);
    const counterBefore = await donationCounter();
    // Same PAN from another mobile: the same person.
    const second = await record(gift('199999', { mobile_no: '9000000003' }));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe(
      '₹5,001.00 in cash was already received from this person today: with this ₹1,99,999.00 it would be ' +
        '₹2,05,000.00, and cash of ₹2,00,000 or more cannot be received from one person in a day (section 269ST). ' +
        'Take the rest by cheque, draft or transfer.',
    );
    expect(await donationCounter()).toBe(counterBefore);
    // A cheque is not cash; another PAN sharing the mobile is another person; up to ₹1,99,999 in all is allowed.
    expect((await record(cheque('111222', 'Canara Bank', { pan: 'NEMIP1234N' }))).statusCode).toBe(201);
    expect((await record(gift('199999', { pan: 'OTHER1234O' }))).statusCode).toBe(201);
    expect((await record(gift('194998'))).statusCode).toBe(201);
    expect((await record(gift('1'))).statusCode).toBe(409);

    // The next day: the earlier gifts were paid yesterday in India.
    await db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 86_400_000) })
      .where(eq(orders.channel, 'offline'));
    expect((await record(gift('199999'))).statusCode).toBe(201);
  });

  it('counts memberships by mobile with gifts without a PAN, and not cancelled receipts', async () => {
    const mobile = '9000000004';
    const membership = await record({
      ...OFFLINE_CASH_GIFT,
      kind: 'membership',
      mobile_no: mobile,
      dbjs_member: true,
      magazine_member: false,
    });
    expect(membership.statusCode).toBe(201);
    const paid: number = membership.json().total_paise;
    const rest = String((200_000 * 100 - paid) / 100);
    const gift = { ...OFFLINE_CASH_GIFT, first_name: 'Padma', mobile_no: `+91 ${mobile}`, pan: '' };
    const refused = await record({ ...gift, donation_amount: rest });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^₹[\d,]+\.00 in cash was already received from this person today/,
    );
    expect((await record({ ...gift, donation_amount: String(Number(rest) - 1) })).statusCode).toBe(201);

    // Cancelling the membership's receipt takes its cash out of the day.
    const cancel = await as('POST', `/api/admin/orders/${membership.json().order_id}/cancel-receipt`, {
      reason: 'Entered twice by mistake',
    });
    expect(cancel.statusCode).toBe(200);
    expect((await record({ ...gift, donation_amount: String(paid / 100) })).statusCode).toBe(201);
  });
});
