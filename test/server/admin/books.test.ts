import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  donations,
  issuedReceipts,
  mailOutbox,
  offlinePayments,
  orders,
  recordCorrections,
  receiptCounters,
} from '../../../src/server/db/schema';
import { outboxDir } from '../../../src/server/receipts/mailer';
import { financialYearLabel, todayInIndia, toIsoDate } from '../../../src/shared/dates';
import { offlineEntryErrors, type OfflineEntryForm } from '../../../src/shared/validation/offline';
import { describeEachDatabase } from '../helpers/harness';
import { pdfText } from '../helpers/pdfText';
import { createDonation, currentFinancialYear, paySandbox, verify } from '../payments/fixtures';
import { asAdmin, OFFLINE_CASH_GIFT, signIn, signInWithRole, type AdminSession } from './adminHelpers';

// The office's books (issue 15): offline gifts and counter memberships in the Sabha's own receipt series, corrections
// kept as history, receipts cancelled and re-issued under a new number, and Form 10BD from all of it.

const today = toIsoDate(todayInIndia());
const fy = currentFinancialYear();
const series = (letter: 'D' | 'M') => `DBJS/${letter}/${financialYearLabel(fy)}/`;

describe('offline entry rules (shared by console and server)', () => {
  const form = (changes: Partial<OfflineEntryForm>): OfflineEntryForm => ({
    ...(OFFLINE_CASH_GIFT as unknown as OfflineEntryForm),
    mobile_no: '9845012345',
    mode: 'cash',
    instrument_number: '',
    bank: '',
    instrument_date: '',
    dbjs_member: false,
    magazine_member: false,
    ...changes,
  });
  const on = { year: 2025, month: 6, day: 15 };

  it('asks a cheque for its 6-digit number, bank and a date within three months, not in the future', () => {
    expect(offlineEntryErrors(form({}), on)).toEqual({});
    expect(offlineEntryErrors(form({ mode: 'cheque' }), on)).toEqual({
      instrument_number: 'A cheque or draft number has 6 digits.',
      bank: 'Enter the bank the cheque or draft is drawn on.',
      instrument_date: 'Enter the date on the instrument as YYYY-MM-DD.',
    });
    const cheque = { mode: 'cheque', instrument_number: '123456', bank: 'Canara Bank' };
    expect(offlineEntryErrors(form({ ...cheque, instrument_date: '2025-06-15' }), on)).toEqual({});
    expect(
      offlineEntryErrors(form({ ...cheque, instrument_date: '2025-06-16' }), on).instrument_date,
    ).toMatch(/future/);
    expect(
      offlineEntryErrors(form({ ...cheque, instrument_date: '2025-03-01' }), on).instrument_date,
    ).toMatch(/three months/);
    expect(
      offlineEntryErrors(form({ mode: 'upi', instrument_number: 'x', instrument_date: '2025-06-01' }), on),
    ).toEqual({
      instrument_number: 'Enter the reference of 6 to 35 letters and digits, as on the bank statement.',
    });
  });

  it('refuses cash of ₹2,00,000 or more, unknown purposes and bad personal fields', () => {
    expect(offlineEntryErrors(form({ donation_amount: '200000' }), on).donation_amount).toMatch(/269ST/);
    expect(offlineEntryErrors(form({ donation_amount: '199999' }), on)).toEqual({});
    expect(offlineEntryErrors(form({ donation_type: 'holiday' }), on).donation_type).toBe(
      'Choose the purpose of the donation.',
    );
    expect(offlineEntryErrors(form({ pan: 'ABC' }), on).pan).toBeDefined();
    expect(offlineEntryErrors(form({ kind: 'membership' }), on).dbjs_member).toBeDefined();
  });
});

describeEachDatabase('office books: offline gifts, corrections, cancel and re-issue, Form 10BD', (server) => {
  let owner: AdminSession;
  let editor: AdminSession;
  const as = (session: AdminSession, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    asAdmin(server().app, session, { method, url, payload: payload as Record<string, unknown> });
  const record = (payload: object) => as(owner, 'POST', '/api/admin/orders/offline', payload);
  const settled = () => server().app.payments.settled();
  const mailFile = (id: number) => path.join(outboxDir(server().app.config.dataDir), `receipt-${id}.eml`);

  beforeAll(async () => {
    const { app, db } = server();
    owner = await signIn(app, db);
    editor = await signInWithRole(app, db, 'editor@dbjs.example.org', 'editor');
  });

  it('records a cash gift: the real series, no gateway charge, receipt stored and mailed, listed as offline', async () => {
    const { db } = server();
    const response = await record({ ...OFFLINE_CASH_GIFT, mode: 'cash' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ channel: 'offline', total_paise: 150_000 });
    expect(body.receipt_number).toMatch(new RegExp(`^${series('D')}\\d{5}$`));
    const [order] = await db.select().from(orders).where(eq(orders.id, body.order_id));
    expect(order).toMatchObject({
      gateway: 'office',
      channel: 'offline',
      status: 'paid',
      basePaise: 150_000,
      gatewayChargePaise: 0,
      gstPaise: 0,
      totalPaise: 150_000,
    });
    // Counted in the Sabha's own series, never the TEST one.
    const [counter] = await db.select().from(receiptCounters).where(eq(receiptCounters.series, 'donation'));
    expect(counter.lastNumber).toBe(Number(body.receipt_number.slice(-5)));
    const [issued] = await db.select().from(issuedReceipts).where(eq(issuedReceipts.orderId, order.id));
    const text = pdfText(issued.pdf);
    expect(text).toContain(body.receipt_number);
    expect(text).toContain('Mode of payment Cash');
    expect(text).not.toContain('Payment gateway charge');
    expect(text).not.toContain('SANDBOX');
    await settled();
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.orderId, order.id));
    expect(mail.status).toBe('sent');
    expect(fs.readFileSync(mailFile(mail.id), 'utf8')).toContain('Mode of payment: Cash');

    const list = (await as(owner, 'GET', '/api/admin/donations?q=Mahavir')).json();
    expect(list.data[0]).toMatchObject({
      channel: 'offline',
      receipt_cancelled: false,
      amount_paise: 150_000,
    });
  });

  it('records a cheque gift and a counter membership with their instrument details', async () => {
    const { db } = server();
    const cheque = await record({
      ...OFFLINE_CASH_GIFT,
      first_name: 'Shanti',
      pan: 'abcpd1234e',
      donation_type: 'corpus',
      donation_amount: '25000',
      mode: 'cheque',
      instrument_number: '004512',
      bank: 'Canara Bank, Belagavi',
      instrument_date: today,
    });
    expect(cheque.statusCode).toBe(201);
    const [payment] = await db
      .select()
      .from(offlinePayments)
      .where(eq(offlinePayments.orderId, cheque.json().order_id));
    expect(payment).toMatchObject({ mode: 'cheque', instrumentNumber: '004512', instrumentDate: today });
    const [issued] = await db
      .select()
      .from(issuedReceipts)
      .where(eq(issuedReceipts.orderId, cheque.json().order_id));
    const text = pdfText(issued.pdf);
    expect(text).toContain('Cheque, no. 004512');
    expect(text).toContain('Corpus donation');
    expect(text).toContain('ABCPD1234E');

    const membership = await record({
      ...OFFLINE_CASH_GIFT,
      kind: 'membership',
      dbjs_member: true,
      magazine_member: false,
      mode: 'upi',
      instrument_number: '412345678901',
      instrument_date: today,
    });
    expect(membership.statusCode).toBe(201);
    expect(membership.json()).toMatchObject({ total_paise: 50_000 });
    expect(membership.json().receipt_number).toMatch(new RegExp(`^${series('M')}`));
    const members = (await as(owner, 'GET', '/api/admin/memberships')).json();
    expect(members.data[0]).toMatchObject({ channel: 'offline', first_name: 'Mahavir' });
  });

  it('refuses bad entries with the field messages, wrong roles and missing CSRF, changing nothing', async () => {
    const { db } = server();
    const before = await db.select().from(orders);
    const bad = await record({ ...OFFLINE_CASH_GIFT, mode: 'cheque', donation_amount: 'abc', pan: 'XYZ' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(
      ['bank', 'donation_amount', 'instrument_date', 'instrument_number', 'pan'].sort(),
    );
    expect((await record({ ...OFFLINE_CASH_GIFT, mode: 'barter' })).statusCode).toBe(400);
    expect((await record([])).statusCode).toBe(400);
    expect((await as(editor, 'POST', '/api/admin/orders/offline', OFFLINE_CASH_GIFT)).statusCode).toBe(403);
    const noCsrf = await server().app.inject({
      method: 'POST',
      url: '/api/admin/orders/offline',
      headers: { cookie: owner.cookie },
      payload: OFFLINE_CASH_GIFT,
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(await db.select().from(orders)).toHaveLength(before.length);
  });

  it('corrects a PAN and an address, keeping each change with who and when; the receipt stays as issued', async () => {
    const { db } = server();
    const created = (
      await record({ ...OFFLINE_CASH_GIFT, first_name: 'Correct', donation_amount: '700' })
    ).json();
    expect(created).toMatchObject({ channel: 'offline' });
    const [issuedBefore] = await db
      .select()
      .from(issuedReceipts)
      .where(eq(issuedReceipts.orderId, created.order_id));
    const url = `/api/admin/orders/${created.order_id}/corrections`;
    const corrected = await as(owner, 'POST', url, { pan: 'aaapl1234c', address: '14 Temple Street' });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().changes).toEqual([
      { field: 'address', before: '12 Temple Street', after: '14 Temple Street' },
      { field: 'pan', before: '', after: 'AAAPL1234C' },
    ]);
    const history = await db
      .select()
      .from(recordCorrections)
      .where(eq(recordCorrections.orderId, created.order_id));
    expect(history.map((row) => [row.field, row.userId])).toEqual([
      ['address', owner.userId],
      ['pan', owner.userId],
    ]);
    // The same values again change nothing and add no history.
    expect((await as(owner, 'POST', url, { pan: 'AAAPL1234C' })).json().changes).toEqual([]);
    // Amounts and receipt numbers cannot be corrected; bad values are refused.
    expect((await as(owner, 'POST', url, { base_paise: 1 })).statusCode).toBe(400);
    expect((await as(owner, 'POST', url, { receipt_number: 'X' })).json().errors.body).toMatch(
      /Only the name/,
    );
    expect((await as(owner, 'POST', url, { pan: 'nope' })).json().errors.pan).toBeDefined();
    expect((await as(owner, 'POST', url, {})).statusCode).toBe(400);
    expect((await as(owner, 'POST', '/api/admin/orders/999999/corrections', { pan: '' })).statusCode).toBe(
      404,
    );
    const [order] = await db.select().from(orders).where(eq(orders.id, created.order_id));
    expect(order).toMatchObject({ basePaise: 70_000, receiptNumber: created.receipt_number });
    const [issuedAfter] = await db
      .select()
      .from(issuedReceipts)
      .where(eq(issuedReceipts.orderId, created.order_id));
    expect(issuedAfter.sha256).toBe(issuedBefore.sha256);
    const books = (await as(owner, 'GET', `/api/admin/orders/${created.order_id}/books`)).json().result;
    expect(books.corrections).toHaveLength(2);
    expect(books.offline_payment).toMatchObject({ mode: 'cash' });
  });

  it('cancels a receipt with a reason and re-issues it under a new number with the corrected details', async () => {
    const { db } = server();
    const created = (
      await record({ ...OFFLINE_CASH_GIFT, first_name: 'Reissue', donation_amount: '900' })
    ).json();
    const id = created.order_id;
    expect((await as(owner, 'POST', `/api/admin/orders/${id}/reissue-receipt`)).statusCode).toBe(409);
    expect(
      (await as(owner, 'POST', `/api/admin/orders/${id}/cancel-receipt`, { reason: 'x' })).statusCode,
    ).toBe(400);
    const cancelled = await as(owner, 'POST', `/api/admin/orders/${id}/cancel-receipt`, {
      reason: 'Donor name misspelt',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(
      (await as(owner, 'POST', `/api/admin/orders/${id}/cancel-receipt`, { reason: 'again please' }))
        .statusCode,
    ).toBe(409);
    const listed = (await as(owner, 'GET', '/api/admin/donations?q=Reissue')).json().data[0];
    expect(listed).toMatchObject({ receipt_cancelled: true, receipt_number: created.receipt_number });

    await as(owner, 'POST', `/api/admin/orders/${id}/corrections`, { first_name: 'Reissued' });
    const reissued = await as(owner, 'POST', `/api/admin/orders/${id}/reissue-receipt`);
    expect(reissued.statusCode).toBe(200);
    const newNumber = reissued.json().receipt_number;
    expect(newNumber).not.toBe(created.receipt_number);
    expect(newNumber).toMatch(new RegExp(`^${series('D')}`));

    const receipts = await db.select().from(issuedReceipts).where(eq(issuedReceipts.orderId, id));
    expect(receipts).toHaveLength(2);
    const [old, fresh] = receipts.sort((a, b) => a.id - b.id);
    expect(old).toMatchObject({ receiptNumber: created.receipt_number, cancelReason: 'Donor name misspelt' });
    expect(old.cancelledAt).not.toBeNull();
    expect(fresh).toMatchObject({ receiptNumber: newNumber, replacesId: old.id, cancelledAt: null });
    expect(pdfText(fresh.pdf)).toContain('Reissued Patil');
    expect(pdfText(fresh.pdf)).toContain(`Receipt ${created.receipt_number} (cancelled)`);
    expect(pdfText(old.pdf)).toContain('Reissue Patil');
    // The cancelled PDF stays downloadable as issued.
    const oldPdf = await as(
      owner,
      'GET',
      `/api/admin/orders/${id}/issued-receipt.pdf?number=${encodeURIComponent(created.receipt_number)}`,
    );
    expect(oldPdf.statusCode).toBe(200);
    expect(oldPdf.rawPayload.equals(old.pdf)).toBe(true);
    // The new receipt is mailed once more.
    await settled();
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.orderId, id));
    expect(mails.map((mail) => [mail.receiptNumber, mail.status]).sort()).toEqual([
      ['', 'sent'],
      [newNumber, 'sent'],
    ]);
    const books = (await as(owner, 'GET', `/api/admin/orders/${id}/books`)).json().result;
    expect(books.receipts.map((r: { replaces: string | null }) => r.replaces)).toEqual([
      null,
      created.receipt_number,
    ]);
  });

  it('keeps a sandbox order in the TEST series when it is re-issued', async () => {
    const { app, db } = server();
    const created = await createDonation(app);
    const checkout = await paySandbox(app, created.orderId);
    expect((await verify(app, 'donation', { ...checkout, receiptId: created.receiptId })).statusCode).toBe(
      200,
    );
    const [order] = await db.select().from(orders).where(eq(orders.receiptId, created.receiptId));
    await as(owner, 'POST', `/api/admin/orders/${order.id}/cancel-receipt`, {
      reason: 'testing the sandbox',
    });
    const reissued = await as(owner, 'POST', `/api/admin/orders/${order.id}/reissue-receipt`);
    expect(reissued.json().receipt_number).toMatch(/^DBJS\/TEST\/D\//);
  });

  it('writes Form 10BD with offline gifts, without cancelled receipts, a BOM or erased donors; flags shared PANs', async () => {
    const { db } = server();
    const shared = { ...OFFLINE_CASH_GIFT, pan: 'SHARE1234D', donation_amount: '100' };
    await record({ ...shared, first_name: 'Asha' });
    await record({ ...shared, first_name: 'Usha' });
    const cancelled = (await record({ ...OFFLINE_CASH_GIFT, first_name: 'Gone', pan: 'GONEP1234G' })).json();
    await as(owner, 'POST', `/api/admin/orders/${cancelled.order_id}/cancel-receipt`, {
      reason: 'Cheque bounced',
    });
    const erased = (
      await record({ ...OFFLINE_CASH_GIFT, first_name: 'Erase', donation_amount: '300' })
    ).json();
    // Erasure waits for the year's statement to be filed.
    const [{ id: donationId }] = await db
      .select({ id: donations.id })
      .from(donations)
      .where(eq(donations.orderId, erased.order_id));
    const refused = await as(owner, 'POST', '/api/admin/people/erase', { kind: 'donation', id: donationId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/not filed yet/);
    expect(
      (await as(owner, 'PUT', '/api/admin/exports/form-10bd/filings', { fy, acknowledgement: '' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await as(owner, 'POST', '/api/admin/people/erase', { kind: 'donation', id: donationId })).statusCode,
    ).toBe(200);

    const response = await as(owner, 'GET', `/api/admin/exports/form-10bd.csv?fy=${fy}`);
    expect(response.statusCode).toBe(200);
    expect(response.body.charCodeAt(0)).not.toBe(0xfeff);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Sr\. No\.,/);
    expect(lines.some((line) => line.includes('Asha Patil') && line.includes('SHARE1234D'))).toBe(true);
    expect(lines.some((line) => line.includes('Usha Patil') && line.includes('SHARE1234D'))).toBe(true);
    expect(lines.some((line) => line.includes('Shanti Patil') && line.includes('Corpus'))).toBe(true);
    expect(lines.some((line) => line.includes('Mahavir Patil') && line.includes(',Cash,'))).toBe(true);
    expect(response.body).not.toContain('Gone Patil');
    expect(lines.some((line) => /^\d+,,,,Section 80G,,,,/.test(line))).toBe(false);
    expect(response.headers['x-form-10bd-warnings']).toBe('2');

    const check = (await as(owner, 'GET', `/api/admin/exports/form-10bd/check?fy=${fy}`)).json();
    expect(check.warnings).toEqual([
      expect.objectContaining({ kind: 'shared-pan', pan: 'SHARE1234D', names: ['Asha Patil', 'Usha Patil'] }),
      expect.objectContaining({
        kind: 'erased',
        receipt_numbers: [erased.receipt_number],
        amount_paise: 30_000,
      }),
    ]);
    expect(check.filed).toMatchObject({ fy });
    expect((await as(owner, 'GET', '/api/admin/exports/form-10bd/check?fy=abc')).statusCode).toBe(400);
    expect((await as(owner, 'PUT', '/api/admin/exports/form-10bd/filings', { fy: 'x' })).statusCode).toBe(
      400,
    );
  });
});
