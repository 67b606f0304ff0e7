import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  auditLog,
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
import {
  form10bdFilingErrors,
  offlineEntryErrors,
  RECEIVED_WITHIN_DAYS,
  type OfflineEntryForm,
} from '../../../src/shared/validation/offline';
import { describeEachDatabase } from '../helpers/harness';
import { pdfText } from '../helpers/pdfText';
import { createDonation, currentFinancialYear, paySandbox, verify } from '../payments/fixtures';
import { asAdmin, OFFLINE_CASH_GIFT, signIn, signInWithRole, type AdminSession } from './adminHelpers';

// The office's books (issue 15): offline gifts and counter memberships in the Sabha's own receipt series, corrections
// kept as history, receipts cancelled and re-issued under a new number, and Form 10BD from all of it.

const today = toIsoDate(todayInIndia());
const fy = currentFinancialYear();
/** The financial year that ended last: Form 10BD can be filed only for a year that has ended. */
const lastFy = fy - 1;
/** Noon in India on 1 October of the last year, where a test moves gifts it records today to report them. */
const inLastYear = new Date(Date.UTC(lastFy, 9, 1, 6, 30));
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

  it('takes a date received up to 45 days back, not in the future, as YYYY-MM-DD; empty is today', () => {
    const received = (received_on: string) => offlineEntryErrors(form({ received_on }), on).received_on;
    expect(RECEIVED_WITHIN_DAYS).toBe(45);
    expect(offlineEntryErrors(form({ received_on: '' }), on)).toEqual({});
    expect(received('2025-06-15')).toBeUndefined();
    expect(received('2025-06-12')).toBeUndefined();
    // 45 days before 15 June is 1 May.
    expect(received('2025-05-01')).toBeUndefined();
    expect(received('2025-04-30')).toBe('The date received must be within the last 45 days.');
    expect(received('2025-06-16')).toBe('The date received cannot be in the future.');
    for (const bad of ['2025-6-1', '2025-02-30', '15-06-2025', 'yesterday'])
      expect(received(bad)).toBe('Enter the date the money was received as YYYY-MM-DD.');
  });

  it('does not take a cheque or draft as received before its date, and counts its three months to that day', () => {
    const cheque = { mode: 'cheque', instrument_number: '123456', bank: 'Canara Bank' };
    expect(
      offlineEntryErrors(form({ ...cheque, instrument_date: '2025-06-10', received_on: '2025-06-09' }), on),
    ).toEqual({ received_on: 'A cheque cannot be received before its date.' });
    expect(
      offlineEntryErrors(
        form({ ...cheque, mode: 'demand_draft', instrument_date: '2025-06-10', received_on: '2025-06-09' }),
        on,
      ),
    ).toEqual({ received_on: 'A demand draft cannot be received before its date.' });
    expect(
      offlineEntryErrors(form({ ...cheque, instrument_date: '2025-06-10', received_on: '2025-06-10' }), on),
    ).toEqual({});
    // A transfer's date is its own: only a cheque's or draft's date is compared.
    expect(
      offlineEntryErrors(
        form({
          mode: 'upi',
          instrument_number: 'UPI4123456',
          instrument_date: '2025-06-10',
          received_on: '2025-06-09',
        }),
        on,
      ),
    ).toEqual({});
    // Dated 10 February, received on 5 May (84 days later): valid, though 125 days before today.
    expect(
      offlineEntryErrors(form({ ...cheque, instrument_date: '2025-02-10', received_on: '2025-05-05' }), on),
    ).toEqual({});
    expect(
      offlineEntryErrors(form({ ...cheque, instrument_date: '2025-02-10' }), on).instrument_date,
    ).toMatch(/three months/);
    // Dated 1 February, received on 5 May (93 days later): stale when it came in.
    expect(
      offlineEntryErrors(form({ ...cheque, instrument_date: '2025-02-01', received_on: '2025-05-05' }), on)
        .instrument_date,
    ).toBe('This cheque or draft is older than three months and can no longer be presented.');
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

describe('Form 10BD filed rule (shared by console and server)', () => {
  const lastDayOf2026 = { year: 2027, month: 3, day: 31 };
  const firstDayOf2027 = { year: 2027, month: 4, day: 1 };

  it('refuses the running year and future years, naming when the year ends', () => {
    expect(form10bdFilingErrors(2026, '', lastDayOf2026)).toEqual({
      fy: 'Form 10BD for 2026-27 can be filed only after the year ends on 31 March 2027.',
    });
    expect(form10bdFilingErrors(2030, '', firstDayOf2027).fy).toBe(
      'Form 10BD for 2030-31 can be filed only after the year ends on 31 March 2031.',
    );
    expect(form10bdFilingErrors(2027, '', firstDayOf2027).fy).toMatch(/31 March 2028/);
    expect(form10bdFilingErrors(2026, '', firstDayOf2027)).toEqual({});
    expect(form10bdFilingErrors(2025, '', lastDayOf2026)).toEqual({});
  });

  it('takes a date of filing from the day after the year ends up to today', () => {
    expect(form10bdFilingErrors(2026, '2027-04-01', firstDayOf2027)).toEqual({});
    expect(form10bdFilingErrors(2026, '2027-03-31', firstDayOf2027)).toEqual({
      filed_on:
        'The date of filing must be on or after 1 April 2027: Form 10BD for 2026-27 can be filed only after the ' +
        'year ends on 31 March 2027.',
    });
    expect(form10bdFilingErrors(2026, '2026-04-02', firstDayOf2027).filed_on).toMatch(
      /on or after 1 April 2027/,
    );
    expect(form10bdFilingErrors(2026, '2027-04-02', firstDayOf2027).filed_on).toMatch(/future/);
    expect(form10bdFilingErrors(2026, '2027-02-30', { year: 2028, month: 1, day: 1 }).filed_on).toMatch(
      /YYYY-MM-DD/,
    );
    expect(form10bdFilingErrors(2026, 'yesterday', firstDayOf2027).filed_on).toMatch(/YYYY-MM-DD/);
  });
});

describeEachDatabase('office books: offline gifts, corrections, cancel and re-issue, Form 10BD', (server) => {
  let owner: AdminSession;
  let editor: AdminSession;
  let accounts: AdminSession;
  const as = (
    session: AdminSession,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => asAdmin(server().app, session, { method, url, payload: payload as Record<string, unknown> });
  const record = (payload: object) => as(owner, 'POST', '/api/admin/orders/offline', payload);
  const settled = () => server().app.payments.settled();
  const mailFile = (id: number) => path.join(outboxDir(server().app.config.dataDir), `receipt-${id}.eml`);

  beforeAll(async () => {
    const { app, db } = server();
    owner = await signIn(app, db);
    editor = await signInWithRole(app, db, 'editor@dbjs.example.org', 'editor');
    accounts = await signInWithRole(app, db, 'accounts@dbjs.example.org', 'accounts');
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
    // The first receipt's mail goes out before the cancel; a receipt cancelled while its mail
    // still waits is skipped instead, which this test does not exercise.
    await settled();
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
    // The statement is filed after its year ends: the year's gifts are moved into the year that ended last.
    await db.update(orders).set({ paidAt: inLastYear }).where(eq(orders.status, 'paid'));
    // Erasure waits for the year's statement to be filed.
    const [{ id: donationId }] = await db
      .select({ id: donations.id })
      .from(donations)
      .where(eq(donations.orderId, erased.order_id));
    const refused = await as(owner, 'POST', '/api/admin/people/erase', { kind: 'donation', id: donationId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/not filed yet/);
    expect(
      (await as(owner, 'PUT', '/api/admin/exports/form-10bd/filings', { fy: lastFy, acknowledgement: '' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await as(owner, 'POST', '/api/admin/people/erase', { kind: 'donation', id: donationId })).statusCode,
    ).toBe(200);

    const response = await as(owner, 'GET', `/api/admin/exports/form-10bd.csv?fy=${lastFy}`);
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

    const check = (await as(owner, 'GET', `/api/admin/exports/form-10bd/check?fy=${lastFy}`)).json();
    expect(check.warnings).toEqual([
      expect.objectContaining({ kind: 'shared-pan', pan: 'SHARE1234D', names: ['Asha Patil', 'Usha Patil'] }),
      expect.objectContaining({
        kind: 'erased',
        receipt_numbers: [erased.receipt_number],
        amount_paise: 30_000,
      }),
    ]);
    expect(check.filed).toMatchObject({ fy: lastFy });
    expect((await as(owner, 'GET', '/api/admin/exports/form-10bd/check?fy=abc')).statusCode).toBe(400);
    expect((await as(owner, 'PUT', '/api/admin/exports/form-10bd/filings', { fy: 'x' })).statusCode).toBe(
      400,
    );
  });

  it('marks only a year that has ended, with a date of filing between its end and today', async () => {
    const mark = (payload: object) => as(owner, 'PUT', '/api/admin/exports/form-10bd/filings', payload);
    const yearNotEnded = (year: number) =>
      `Form 10BD for ${financialYearLabel(year)} can be filed only after the year ends on 31 March ${year + 1}.`;
    // The running year, even with a date of filing before it ended (the reported bug), and future years.
    for (const payload of [
      { fy, acknowledgement: '' },
      { fy, acknowledgement: 'ACK1', filed_on: `${fy}-04-02` },
      { fy: fy + 1, acknowledgement: '' },
      { fy: fy + 4, acknowledgement: '', filed_on: today },
    ]) {
      const refused = await mark(payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message: yearNotEnded(payload.fy),
        errors: { fy: yearNotEnded(payload.fy) },
      });
    }
    // A year that has ended: not with a date of filing before its end (its last day included) or in the future.
    const beforeEnd = await mark({ fy: lastFy, acknowledgement: 'ACK1', filed_on: `${fy}-03-31` });
    expect(beforeEnd.statusCode).toBe(400);
    expect(beforeEnd.json().message).toBe(
      `The date of filing must be on or after 1 April ${fy}: Form 10BD for ${financialYearLabel(lastFy)} can ` +
        `be filed only after the year ends on 31 March ${fy}.`,
    );
    expect(beforeEnd.json().errors).toEqual({ filed_on: beforeEnd.json().message });
    const tomorrow = toIsoDate(todayInIndia(new Date(Date.now() + 24 * 60 * 60_000)));
    const future = await mark({ fy: lastFy, acknowledgement: 'ACK1', filed_on: tomorrow });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors.filed_on).toMatch(/cannot be in the future/);
    // The first day after the year, and today, are taken.
    const firstDay = await mark({ fy: lastFy, acknowledgement: 'ACK1', filed_on: `${fy}-04-01` });
    expect(firstDay.statusCode).toBe(200);
    expect(firstDay.json().data).toEqual([
      expect.objectContaining({ fy: lastFy, acknowledgement: 'ACK1', filed_on: `${fy}-04-01` }),
    ]);
    expect((await mark({ fy: lastFy, acknowledgement: 'ACK1', filed_on: today })).statusCode).toBe(200);
    const listed = (await as(owner, 'GET', '/api/admin/exports/form-10bd/filings')).json().data;
    expect(listed.map((filing: { fy: number }) => filing.fy)).toEqual([lastFy]);
  });

  it('removes a wrong filed mark: its donors cannot be erased again, and an unmarked year is a 404', async () => {
    const { db } = server();
    const remove = (session: AdminSession, year: number | string) =>
      as(session, 'DELETE', `/api/admin/exports/form-10bd/filings/${year}`);
    const gift = (await record({ ...OFFLINE_CASH_GIFT, first_name: 'Keep', donation_amount: '400' })).json();
    await db.update(orders).set({ paidAt: inLastYear }).where(eq(orders.id, gift.order_id));
    const [{ id: donationId }] = await db
      .select({ id: donations.id })
      .from(donations)
      .where(eq(donations.orderId, gift.order_id));
    expect(
      (await as(owner, 'PUT', '/api/admin/exports/form-10bd/filings', { fy: lastFy, acknowledgement: '' }))
        .statusCode,
    ).toBe(200);

    // Editors keep to the website; accounts remove a mark as they put one.
    expect((await remove(editor, lastFy)).statusCode).toBe(403);
    const removed = await remove(accounts, lastFy);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      message: `The filed mark of Form 10BD for ${financialYearLabel(lastFy)} was removed.`,
      data: [],
    });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `DELETE /exports/form-10bd/filings/:fy:${lastFy}`));
    expect(audit).toMatchObject({ action: 'change' });
    expect(
      (await as(owner, 'GET', `/api/admin/exports/form-10bd/check?fy=${lastFy}`)).json().filed,
    ).toBeNull();

    // The year counts as unfiled again: its donor is kept.
    const refused = await as(owner, 'POST', '/api/admin/people/erase', { kind: 'donation', id: donationId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`Form 10BD for ${financialYearLabel(lastFy)} is not filed yet`);
    const csv = await as(owner, 'GET', `/api/admin/exports/form-10bd.csv?fy=${lastFy}`);
    expect(csv.body).toContain('Keep Patil');

    // A year that is not marked: 404, with the year named.
    const again = await remove(owner, lastFy);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(`Form 10BD for ${financialYearLabel(lastFy)} is not marked as filed.`);
    expect((await remove(owner, fy + 10)).statusCode).toBe(404);

    // Anything but a four-digit year from 2000 to 2100 is a 400 naming the rule, never a 500 (a NUL byte is
    // refused earlier, by the app's guard against control characters, with its own 400).
    for (const hostile of [
      'abc',
      '99999999999999999999999999',
      '1e3',
      '0x7E9',
      '-2025',
      '2025.0',
      '%20%202025',
      '1999',
      '2101',
      "2025'%20OR%201=1",
    ]) {
      const response = await remove(owner, hostile);
      expect([hostile, response.statusCode, response.json().message]).toEqual([
        hostile,
        400,
        'Enter the starting year of a financial year, e.g. 2025.',
      ]);
    }
    for (const nul of ['%00', '2025%00']) expect((await remove(owner, nul)).statusCode).toBe(400);
  });
});
