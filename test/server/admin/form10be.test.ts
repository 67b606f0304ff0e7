import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { form10beCertificates, mailOutbox, orders } from '../../../src/server/db/schema';
import { SEED_RECEIPT_DETAILS } from '../../../src/server/db/seed/receiptDetails';
import { outboxDir } from '../../../src/server/receipts/mailer';
import { financialYearLabel, todayInIndia, toIsoDate } from '../../../src/shared/dates';
import { parseCsv } from '../helpers/csv';
import { describeEachDatabase } from '../helpers/harness';
import { pdfText } from '../helpers/pdfText';
import { createDonation, currentFinancialYear, paySandbox, verify } from '../payments/fixtures';
import { asAdmin, OFFLINE_CASH_GIFT, signIn, signInWithRole, type AdminSession } from './adminHelpers';

// Form 10BE certificates (issue 15): one per donor identity of a filed year's Form 10BD, made from the statement's
// own rows, stored as issued, refused until the year is filed with the portal's acknowledgement, and mailed in bulk
// through the outbox exactly once per donor with an address.

const today = toIsoDate(todayInIndia());
/**
 * The financial year that ended last: Form 10BD is filed only after its year ends, so the gifts the suite records
 * today are moved into that year (noon in India on 1 October) to be reported.
 */
const fy = currentFinancialYear() - 1;
const inTheYear = new Date(Date.UTC(fy, 9, 1, 6, 30));
const ACK = '123456789012345';
/** The receipt details, with an 80G approval valid for the whole year (the demo seed's may have ended). */
const DETAILS = {
  ...SEED_RECEIPT_DETAILS,
  valid_80g_from: `${fy}-04-01`,
  valid_80g_until: `${fy + 1}-03-31`,
  registered_address: 'Sabha Bhavan, 1 Demo Road, Kolhapur 416001',
};

const chequeGift = {
  ...OFFLINE_CASH_GIFT,
  mode: 'cheque',
  instrument_number: '123456',
  bank: 'Canara Bank',
  instrument_date: today,
  donation_amount: '2000',
};

describeEachDatabase('Form 10BE certificates', (server) => {
  let owner: AdminSession;
  let editor: AdminSession;
  const as = (
    session: AdminSession,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => asAdmin(server().app, session, { method, url, payload: payload as Record<string, unknown> });
  const intoTheYear = () =>
    server().db.update(orders).set({ paidAt: inTheYear }).where(eq(orders.status, 'paid'));
  const record = async (payload: object) => {
    const response = await as(owner, 'POST', '/api/admin/orders/offline', payload);
    expect(response.statusCode).toBe(201);
    await intoTheYear();
    return response.json() as { order_id: number; receipt_number: string };
  };
  const generate = () => as(owner, 'POST', '/api/admin/form-10be/generate', { fy });
  const year = async () => (await as(owner, 'GET', `/api/admin/form-10be?fy=${fy}`)).json();
  const certificates = () =>
    server().db.select().from(form10beCertificates).where(eq(form10beCertificates.financialYear, fy));

  beforeAll(async () => {
    const { app, db } = server();
    owner = await signIn(app, db);
    editor = await signInWithRole(app, db, 'editor@dbjs.example.org', 'editor');
    expect((await as(owner, 'PUT', '/api/admin/settings/receipt-details', DETAILS)).statusCode).toBe(200);
    // The year's donors: one identity giving cash and a cheque (two rows of the statement, one certificate), two
    // people sharing a PAN (two certificates), an online gift, and a donor without an e-mail address.
    await record(OFFLINE_CASH_GIFT);
    await record(chequeGift);
    await record({ ...OFFLINE_CASH_GIFT, first_name: 'Asha', pan: 'SHARE1234D', donation_amount: '100' });
    await record({ ...OFFLINE_CASH_GIFT, first_name: 'Usha', pan: 'SHARE1234D', donation_amount: '200' });
    await record({
      ...OFFLINE_CASH_GIFT,
      first_name: 'Kamala',
      sur_name: 'Jain',
      email_id: '',
      donation_amount: '500',
    });
    const online = await createDonation(app);
    const checkout = await paySandbox(app, online.orderId);
    expect((await verify(app, 'donation', { ...checkout, receiptId: online.receiptId })).statusCode).toBe(
      200,
    );
    // Form 10BD leaves sandbox money out; this one stands for a real online payment.
    await db.update(orders).set({ gateway: 'razorpay' }).where(eq(orders.receiptId, online.receiptId));
    await intoTheYear();
  });

  it('refuses to generate until the year is filed with the acknowledgement number and date', async () => {
    const unfiled = await generate();
    expect(unfiled.statusCode).toBe(409);
    expect(unfiled.json().message).toMatch(/not marked as filed/);
    expect((await year()).problem).toMatch(/not marked as filed/);
    const filed = await as(owner, 'PUT', '/api/admin/exports/form-10bd/filings', { fy, acknowledgement: '' });
    expect(filed.statusCode).toBe(200);
    const noAck = await generate();
    expect(noAck.statusCode).toBe(409);
    expect(noAck.json().message).toMatch(/acknowledgement number and date of filing/);
    const future = await as(owner, 'PUT', '/api/admin/exports/form-10bd/filings', {
      fy,
      acknowledgement: ACK,
      filed_on: `${fy + 5}-01-01`,
    });
    expect(future.statusCode).toBe(400);
    expect(await certificates()).toHaveLength(0);
    const entered = await as(owner, 'PUT', '/api/admin/exports/form-10bd/filings', {
      fy,
      acknowledgement: ACK,
      filed_on: today,
    });
    expect(entered.statusCode).toBe(200);
    expect(entered.json().data).toEqual([
      expect.objectContaining({ fy, acknowledgement: ACK, filed_on: today }),
    ]);
    expect((await year()).problem).toBeNull();
    // Editors keep to the website; bad years are a clear 400.
    expect((await as(editor, 'POST', '/api/admin/form-10be/generate', { fy })).statusCode).toBe(403);
    expect((await as(owner, 'POST', '/api/admin/form-10be/generate', { fy: 'x' })).statusCode).toBe(400);
    expect((await as(owner, 'GET', '/api/admin/form-10be?fy=abc')).statusCode).toBe(400);
  });

  it('generates one certificate per donor identity of the Form 10BD rows, offline gifts included', async () => {
    const response = await generate();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ created: 5, total: 5 });
    // The statement has six rows (Mahavir's cash and cheque are two) for five identities.
    const csv = await as(owner, 'GET', `/api/admin/exports/form-10bd.csv?fy=${fy}`);
    const rows = parseCsv(csv.body).slice(1);
    expect(rows).toHaveLength(6);
    const stored = await certificates();
    expect(stored.map((row) => row.donorName).sort()).toEqual(
      ['Asha Patil', 'Kamala Jain', 'Mahavir Patil', 'Rahul Chougule', 'Usha Patil'].sort(),
    );
    expect(stored.map((row) => row.certificateNumber).sort()).toEqual(
      [1, 2, 3, 4, 5].map((n) => `DBJS/10BE/${financialYearLabel(fy)}/0000${n}`),
    );
    // Every certificate's amount is the sum of its identity's rows in the statement.
    const statementTotal = rows.reduce((sum, row) => sum + Math.round(Number(row[11]) * 100), 0);
    expect(stored.reduce((sum, row) => sum + row.amountPaise, 0)).toBe(statementTotal);
    const mahavir = stored.find((row) => row.donorName === 'Mahavir Patil')!;
    expect(mahavir.amountPaise).toBe(350_000);
    expect(mahavir.email).toBe('mahavir@example.com');
    const text = pdfText(mahavir.pdf);
    expect(text).toContain('Form No. 10BE');
    expect(text).toContain(mahavir.certificateNumber);
    expect(text).toContain(ACK);
    expect(text).toContain(SEED_RECEIPT_DETAILS.pan);
    expect(text).toContain(SEED_RECEIPT_DETAILS.urn_80g);
    expect(text).toContain('Mahavir Patil');
    expect(text).toContain('Cash');
    expect(text).toContain('Electronic modes including account payee cheque/'); // wrapped in its column
    expect(text).toContain('₹3,500.00');
    expect(text).toContain(financialYearLabel(fy));
    const asha = stored.find((row) => row.donorName === 'Asha Patil')!;
    expect(pdfText(asha.pdf)).toContain('SHARE1234D');
    // The console's list: counts and each certificate's mail state.
    const listed = await year();
    expect(listed).toMatchObject({ donors: 5, missing: 0 });
    expect(listed.progress).toEqual({
      certificates: 5,
      no_email: 1,
      not_queued: 4,
      queued: 0,
      sent: 0,
      failed: 0,
    });
    expect(
      listed.certificates.find((c: { donor_name: string }) => c.donor_name === 'Kamala Jain'),
    ).toMatchObject({
      email: '',
      mail_status: 'no-email',
      changed: false,
    });
  });

  it('is idempotent: generating again changes nothing, and a download is the stored bytes', async () => {
    const before = await certificates();
    const again = await generate();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: 0, total: 5 });
    const after = await certificates();
    expect(after.map((row) => [row.id, row.sha256])).toEqual(before.map((row) => [row.id, row.sha256]));
    const first = after[0];
    const download = await as(owner, 'GET', `/api/admin/form-10be/${first.id}/certificate.pdf`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(first.pdf)).toBe(true);
    const twice = await as(owner, 'GET', `/api/admin/form-10be/${first.id}/certificate.pdf`);
    expect(twice.rawPayload.equals(download.rawPayload)).toBe(true);
    expect((await as(owner, 'GET', '/api/admin/form-10be/999999/certificate.pdf')).statusCode).toBe(404);
    // A donor added to the year later gets the next number; the others stay as issued.
    await record({ ...OFFLINE_CASH_GIFT, first_name: 'Late', pan: 'LATEP1234L', donation_amount: '700' });
    const third = await generate();
    expect(third.json()).toMatchObject({ created: 1, total: 6 });
    const late = (await certificates()).find((row) => row.donorName === 'Late Patil')!;
    expect(late.certificateNumber).toBe(`DBJS/10BE/${financialYearLabel(fy)}/00006`);
  });

  it('mails every certificate with an address exactly once, even when started twice, and counts the progress', async () => {
    const { app, db } = server();
    const [first, second] = await Promise.all([
      as(owner, 'POST', '/api/admin/form-10be/mail', { fy }),
      as(owner, 'POST', '/api/admin/form-10be/mail', { fy }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().queued + second.json().queued).toBe(5);
    const third = await as(owner, 'POST', '/api/admin/form-10be/mail', { fy });
    expect(third.json()).toMatchObject({ queued: 0 });
    expect(third.json().message).toMatch(/nothing more was queued/);
    await app.payments.settled();
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'form-10be'));
    expect(mails).toHaveLength(5);
    expect(new Set(mails.map((mail) => mail.certificateId)).size).toBe(5);
    const progress = (await as(owner, 'GET', `/api/admin/form-10be/progress?fy=${fy}`)).json().progress;
    expect(progress).toEqual({ certificates: 6, no_email: 1, not_queued: 0, queued: 0, sent: 5, failed: 0 });
    // The mail carries the stored certificate.
    const mahavir = (await certificates()).find((row) => row.donorName === 'Mahavir Patil')!;
    const mail = mails.find((row) => row.certificateId === mahavir.id)!;
    expect(mail).toMatchObject({ status: 'sent', toAddress: 'mahavir@example.com' });
    const eml = fs.readFileSync(path.join(outboxDir(app.config.dataDir), `form-10be-${mail.id}.eml`), 'utf8');
    expect(eml).toContain('To: mahavir@example.com');
    expect(eml).toContain(`form-10be-${mahavir.certificateNumber.replace(/\//g, '-')}.pdf`);
    expect(eml.replace(/\r?\n/g, '')).toContain(mahavir.pdf.toString('base64').slice(0, 200));
    const listed = await year();
    expect(listed.certificates.filter((c: { mail_status: string }) => c.mail_status === 'sent')).toHaveLength(
      5,
    );
    // Refused for a year without certificates.
    const empty = await as(owner, 'POST', '/api/admin/form-10be/mail', { fy: fy - 3 });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toMatch(/generate them first/);
  });

  it('refuses to generate again once the filed mark is removed, keeping the certificates as issued', async () => {
    const before = await certificates();
    const removed = await as(owner, 'DELETE', `/api/admin/exports/form-10bd/filings/${fy}`);
    expect(removed.statusCode).toBe(200);
    const refused = await generate();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/not marked as filed/);
    expect((await year()).problem).toMatch(/not marked as filed/);
    const issued = (rows: { id: number; sha256: string }[]) =>
      rows.map((row) => `${row.id} ${row.sha256}`).sort();
    expect(issued(await certificates())).toEqual(issued(before));
    // Marked anew (with the acknowledgement and date), the year's certificates can be generated again.
    const marked = await as(owner, 'PUT', '/api/admin/exports/form-10bd/filings', {
      fy,
      acknowledgement: ACK,
      filed_on: today,
    });
    expect(marked.statusCode).toBe(200);
    expect((await generate()).json()).toMatchObject({ created: 0, total: before.length });
  });

  it('refuses certificates when the 80G approval did not cover the donations, or none is entered', async () => {
    const details = async (change: object) =>
      expect(
        (await as(owner, 'PUT', '/api/admin/settings/receipt-details', { ...DETAILS, ...change })).statusCode,
      ).toBe(200);
    const before = await certificates();
    // The approval ended before the year's donations (1 October) were paid.
    await details({ valid_80g_until: `${fy}-06-30` });
    const ended = await generate();
    expect(ended.statusCode).toBe(409);
    expect(ended.json().message).toMatch(
      new RegExp(
        `URN ${SEED_RECEIPT_DETAILS.urn_80g}, .*was not in force when \\d+ donations of ${financialYearLabel(fy)} were paid`,
      ),
    );
    expect((await year()).problem).toBe(ended.json().message);
    // No approval number at all.
    await details({ urn_80g: '', approved_80g_on: '', valid_80g_from: '', valid_80g_until: '' });
    const none = await generate();
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toMatch(/No 80G approval number \(URN\) is entered in the receipt details/);
    expect(await certificates()).toHaveLength(before.length);
    // With the approval in force again, the year is served as before.
    await details({});
    expect((await year()).problem).toBeNull();
    expect((await generate()).statusCode).toBe(200);
  });
});
