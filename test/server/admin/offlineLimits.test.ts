import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import {
  OfflineEntryRefused,
  recordFiling,
  recordOfflineEntry,
  removeFiling,
} from '../../../src/server/admin/books';
import { issuedReceipts, mailOutbox, orders, receiptCounters } from '../../../src/server/db/schema';
import { outboxDir } from '../../../src/server/receipts/mailer';
import { formatReceiptNumber } from '../../../src/server/payments/settle';
import {
  financialYearOf,
  formatOrdinalDate,
  noonInIndia,
  parseIsoDate,
  todayInIndia,
  toIsoDate,
} from '../../../src/shared/dates';
import {
  EMPTY_OFFLINE_ENTRY,
  instrumentKey,
  normaliseOfflineEntry,
  type OfflineEntryForm,
} from '../../../src/shared/validation/offline';
import { describeEachDatabase } from '../helpers/harness';
import { pdfText } from '../helpers/pdfText';
import { asAdmin, OFFLINE_CASH_GIFT, signIn, type AdminSession } from './adminHelpers';

// The office's books refuse an instrument recorded twice (unless its first receipt was cancelled) and a person's
// cash of one day reaching ₹2,00,000 (section 269ST), gifts and memberships together (admin/books.ts).

const today = toIsoDate(todayInIndia());
/** The date in India `days` days before today. */
const daysAgo = (days: number) => toIsoDate(todayInIndia(new Date(Date.now() - days * 86_400_000)));

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
      .where(
        and(
          eq(receiptCounters.series, 'donation'),
          eq(receiptCounters.financialYear, financialYearOf(todayInIndia())),
        ),
      );
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

  it('dates an entry received 3 days ago on that day: paid at noon in India, the receipt shows the date', async () => {
    const { db } = server();
    const received = daysAgo(3);
    const response = await record({
      ...OFFLINE_CASH_GIFT,
      first_name: 'Late',
      pan: 'LATEP1234L',
      mobile_no: '9000000011',
      received_on: received,
    });
    expect(response.statusCode).toBe(201);
    const [order] = await db.select().from(orders).where(eq(orders.id, response.json().order_id));
    expect(order.paidAt?.toISOString()).toBe(`${received}T06:30:00.000Z`);
    expect(toIsoDate(todayInIndia(order.paidAt!))).toBe(received);
    const [issued] = await db.select().from(issuedReceipts).where(eq(issuedReceipts.orderId, order.id));
    const text = pdfText(issued.pdf);
    expect(text).toContain(`Date ${formatOrdinalDate(received)}`);
    expect(text).not.toContain(formatOrdinalDate(today));
    await server().app.payments.settled();
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order.id));
    expect(mail.status).toBe('sent');
    const sent = fs.readFileSync(
      path.join(outboxDir(server().app.config.dataDir), `receipt-${mail.id}.eml`),
      'utf8',
    );
    expect(sent).toContain(`Date: ${formatOrdinalDate(received)}`);
    // Received today (or not said) is paid at the moment of entry, as before.
    const now = await record({
      ...OFFLINE_CASH_GIFT,
      first_name: 'Ontime',
      pan: 'ONTIM1234O',
      mobile_no: '9000000012',
      received_on: today,
    });
    const [todays] = await db.select().from(orders).where(eq(orders.id, now.json().order_id));
    expect(Math.abs(todays.paidAt!.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('refuses a date received in the future, more than 45 days back or not a date, storing nothing', async () => {
    const { db } = server();
    const ordersBefore = (await db.select().from(orders)).length;
    const counterBefore = await donationCounter();
    const gift = (received_on: string) =>
      record({
        ...OFFLINE_CASH_GIFT,
        first_name: 'Dated',
        pan: 'DATED1234D',
        mobile_no: '9000000013',
        received_on,
      });
    const tomorrow = toIsoDate(todayInIndia(new Date(Date.now() + 86_400_000)));
    const cases: Array<[string, string]> = [
      [tomorrow, 'The date received cannot be in the future.'],
      [daysAgo(46), 'The date received must be within the last 45 days.'],
      ['31-03-2026', 'Enter the date the money was received as YYYY-MM-DD.'],
    ];
    for (const [received_on, message] of cases) {
      const refused = await gift(received_on);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual({ received_on: message });
    }
    expect((await db.select().from(orders)).length).toBe(ordersBefore);
    expect(await donationCounter()).toBe(counterBefore);
    // 45 days back is taken.
    expect((await gift(daysAgo(45))).statusCode).toBe(201);
  });

  it('adds cash received on a past day to that day (269ST), not to today', async () => {
    const { db } = server();
    const received = daysAgo(2);
    const gift = (amount: string, received_on: string) =>
      record({
        ...OFFLINE_CASH_GIFT,
        first_name: 'Camp',
        pan: 'CAMPP1234C',
        mobile_no: '9000000014',
        donation_amount: amount,
        received_on,
      });
    expect((await gift('150000', received)).statusCode).toBe(201);
    const counterBefore = await donationCounter();
    const sameDay = await gift('60000', received);
    expect(sameDay.statusCode).toBe(409);
    expect(sameDay.json().message).toBe(
      `₹1,50,000.00 in cash was already received from this person on ${formatOrdinalDate(received)}: with this ` +
        '₹60,000.00 it would be ₹2,10,000.00, and cash of ₹2,00,000 or more cannot be received from one person in a ' +
        'day (section 269ST). Take the rest by cheque, draft or transfer.',
    );
    expect(await donationCounter()).toBe(counterBefore);
    // Today is another day: the past day's cash does not count.
    expect((await gift('60000', '')).statusCode).toBe(201);
    expect((await gift('60000', today)).statusCode).toBe(201);
    // And today's cash does not count on the past day either: ₹49,999 more there is taken.
    expect((await gift('49999', received)).statusCode).toBe(201);
    const paidThatDay = await db
      .select()
      .from(orders)
      .where(and(eq(orders.channel, 'offline'), eq(orders.paidAt, noonInIndia(parseIsoDate(received)!))));
    expect(paidThatDay.map((order) => order.totalPaise).sort((a, b) => a - b)).toEqual([
      4_999_900, 15_000_000,
    ]);
  });

  describe('through the books with an injected clock', () => {
    const entry = (changes: Partial<OfflineEntryForm>): OfflineEntryForm =>
      normaliseOfflineEntry({
        ...EMPTY_OFFLINE_ENTRY,
        ...(OFFLINE_CASH_GIFT as unknown as Partial<OfflineEntryForm>),
        first_name: 'Yearend',
        pan: 'YEARE1234Y',
        mobile_no: '9000000015',
        ...changes,
      });
    /** Noon in India on a day. */
    const noon = (iso: string) => new Date(`${iso}T06:30:00.000Z`);

    it('numbers a 31 March receipt keyed in on 2 April in the closing year’s series, dated 31 March', async () => {
      const { db } = server();
      const order = await recordOfflineEntry(
        db,
        entry({ received_on: '2031-03-31' }),
        owner.userId,
        noon('2031-04-02'),
      );
      expect(order.receiptNumber).toBe(formatReceiptNumber('donation', 2030, 1));
      expect(order.receiptNumber).toBe('DBJS/D/2030-31/00001');
      expect(order.paidAt?.toISOString()).toBe('2031-03-31T06:30:00.000Z');
      // The same day's entry received on the day takes the new year's series.
      const onTheDay = await recordOfflineEntry(
        db,
        entry({ first_name: 'Newyear', pan: 'NEWYR1234N', mobile_no: '9000000016' }),
        owner.userId,
        noon('2031-04-02'),
      );
      expect(onTheDay.receiptNumber).toBe('DBJS/D/2031-32/00001');
      expect(onTheDay.paidAt?.toISOString()).toBe('2031-04-02T06:30:00.000Z');
      const [issued] = await db.select().from(issuedReceipts).where(eq(issuedReceipts.orderId, order.id));
      expect(pdfText(issued.pdf)).toContain('Date 31st March, 2031');
    });

    it('refuses a payment received in a year whose Form 10BD is marked filed, taking no number', async () => {
      const { db } = server();
      await recordFiling(db, 2032, 'ACK2032', owner.userId, '2033-04-20');
      const counter = async (fy: number) => {
        const [row] = await db
          .select()
          .from(receiptCounters)
          .where(and(eq(receiptCounters.series, 'donation'), eq(receiptCounters.financialYear, fy)));
        return row?.lastNumber ?? 0;
      };
      /** An entry keyed in on 2 May 2033 for money received on `receivedOn`. */
      const keyedOnSecondMay = (receivedOn: string) =>
        recordOfflineEntry(
          db,
          entry({ first_name: 'Filed', received_on: receivedOn }),
          owner.userId,
          noon('2033-05-02'),
        );
      try {
        const ordersBefore = (await db.select().from(orders)).length;
        const refused = keyedOnSecondMay('2033-03-30');
        await expect(refused).rejects.toThrow(OfflineEntryRefused);
        await expect(refused).rejects.toThrow(
          'Form 10BD for 2032-33 is already marked as filed: a payment received in that year cannot be added. ' +
            'Remove the filed mark first if the statement must be revised.',
        );
        expect((await db.select().from(orders)).length).toBe(ordersBefore);
        expect(await counter(2032)).toBe(0);
        // Received in the new year, the same day: taken.
        const taken = await keyedOnSecondMay('2033-04-01');
        expect(taken.receiptNumber).toBe('DBJS/D/2033-34/00001');
        // Once the mark is removed the late payment can be added to its year.
        await removeFiling(db, 2032);
        const added = await keyedOnSecondMay('2033-03-30');
        expect(added.receiptNumber).toBe('DBJS/D/2032-33/00001');
      } finally {
        await removeFiling(db, 2032);
      }
    });
  });
});
