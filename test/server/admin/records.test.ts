import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { financialYearLabel, financialYearOf, todayInIndia, toIsoDate } from '../../../src/shared/dates';
import { csvCell, form10bd, form10bdCsv, FORM_10BD_COLUMNS, toCsv } from '../../../src/server/admin/exports';
import { auditLog, donations, enquiries, memberships, orders } from '../../../src/server/db/schema';
import { privateFilesFor } from '../../../src/server/storage/privateFiles';
import { parseCsv as parseOfficeCsv } from '../helpers/csv';
import { describeEachDatabase } from '../helpers/harness';
import {
  createDonation,
  createMembership,
  payAndVerify,
  verify,
  type CreatedOrder,
} from '../payments/fixtures';
import { authoriseInSandbox, createSubscription } from '../payments/subscriptionHelpers';
import { asAdmin, OFFLINE_CASH_GIFT, signIn, type AdminSession } from './adminHelpers';

// Records, exports, receipts, retention and erasure, on memberships and donations made through the real forms.

/** Parses the CSV this server writes (RFC 4180, CRLF, BOM; Form 10BD without the BOM). */
function parseCsv(text: string, bom = true): string[][] {
  expect(text.charCodeAt(0) === 0xfeff).toBe(bom);
  return parseOfficeCsv(text);
}

describe('CSV and Form 10BD units', () => {
  it('quotes per RFC 4180 and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+91 98')).toBe("'+91 98");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(null)).toBe('');
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('\uFEFFa,b\r\n1,x\r\n');
  });

  it('aggregates 10BD rows per donor identity, type and mode; flags shared PANs and erased donors', () => {
    const person = {
      firstName: 'Rahul',
      middleName: '',
      surname: 'Chougule',
      address: '7 Station Road',
      tehsil: 'Miraj',
      city: 'Sangli',
      district: 'Sangli',
      state: 'Maharashtra',
      pincode: '416410',
      donationType: 'cost_of_education',
      mode: 'electronic' as const,
      erased: false,
    };
    const { rows, warnings } = form10bd([
      { ...person, pan: 'abcde1234f', basePaise: 100_000, receiptNumber: 'D/1' },
      { ...person, firstName: 'rahul ', pan: 'ABCDE1234F', basePaise: 50_050, receiptNumber: 'D/2' },
      // Another name under the same PAN: a row of its own, and a warning.
      { ...person, firstName: 'Sunil', pan: 'ABCDE1234F', basePaise: 10_000, receiptNumber: 'D/3' },
      { ...person, firstName: 'Meena', surname: 'Shah', pan: '', basePaise: 20_000, receiptNumber: 'D/4' },
      { ...person, firstName: 'Meena', surname: 'Shah', pan: '', basePaise: 30_000, receiptNumber: 'D/5' },
      // Cash and corpus are rows of their own for the same donor.
      {
        ...person,
        firstName: 'Meena',
        surname: 'Shah',
        pan: '',
        mode: 'cash',
        basePaise: 1_000,
        receiptNumber: 'D/6',
      },
      {
        ...person,
        firstName: 'Meena',
        surname: 'Shah',
        pan: '',
        donationType: 'corpus',
        basePaise: 5_000,
        receiptNumber: 'D/7',
      },
      // A gift for the Sabha's general purposes is neither corpus nor a specific grant: the template's "Others".
      {
        ...person,
        firstName: 'Meena',
        surname: 'Shah',
        pan: '',
        donationType: 'general',
        basePaise: 2_500,
        receiptNumber: 'D/9',
      },
      // Erased: no identity to report, flagged instead of a blank row.
      {
        ...person,
        firstName: '',
        surname: '',
        address: '',
        pan: '',
        erased: true,
        basePaise: 9_900,
        receiptNumber: 'D/8',
      },
    ]);
    const row = (name: string, pan: string, type: string, mode: string, amount: string) => [
      pan ? 'Permanent Account Number' : '',
      pan,
      'Section 80G',
      '',
      '',
      name,
      '7 Station Road, Miraj, Sangli, Maharashtra, 416410',
      type,
      mode,
      amount,
    ];
    const electronic = 'Electronic modes including account payee cheque/draft';
    expect(rows.map((cells) => cells.slice(2))).toEqual([
      row('Rahul Chougule', 'ABCDE1234F', 'Specific grant', electronic, '1500.50'),
      row('Sunil Chougule', 'ABCDE1234F', 'Specific grant', electronic, '100'),
      row('Meena Shah', '', 'Specific grant', electronic, '500'),
      row('Meena Shah', '', 'Specific grant', 'Cash', '10'),
      row('Meena Shah', '', 'Corpus', electronic, '50'),
      row('Meena Shah', '', 'Others', electronic, '25'),
    ]);
    expect(rows.map((cells) => cells[0])).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(warnings).toEqual([
      {
        kind: 'shared-pan',
        pan: 'ABCDE1234F',
        names: ['Rahul Chougule', 'Sunil Chougule'],
        receipt_numbers: ['D/1', 'D/2', 'D/3'],
      },
      { kind: 'erased', receipt_numbers: ['D/8'], amount_paise: 9_900 },
    ]);
    expect(FORM_10BD_COLUMNS).toHaveLength(12);
    // The portal's upload is plain UTF-8: no byte-order mark (the other CSVs keep theirs for Excel).
    expect(form10bdCsv([['1']]).startsWith('Sr. No.,')).toBe(true);
  });
});

describeEachDatabase('office console: records, exports and data protection', (server) => {
  let session: AdminSession;
  let paidLife: CreatedOrder;
  let pendingMagazine: CreatedOrder;
  let paidDonation: CreatedOrder;
  const today = toIsoDate(todayInIndia());
  const fy = financialYearOf(todayInIndia());

  const get = (url: string) => asAdmin(server().app, session, { method: 'GET', url });
  const post = (url: string, payload?: object) =>
    asAdmin(server().app, session, { method: 'POST', url, payload: payload as Record<string, unknown> });
  /** The id of the membership or donation row of the order that has this receipt id. */
  const rowIdOf = async (table: typeof memberships | typeof donations, receiptId: string) => {
    const [row] = await server()
      .db.select({ id: table.id })
      .from(table)
      .innerJoin(orders, eq(table.orderId, orders.id))
      .where(eq(orders.receiptId, receiptId));
    return row.id;
  };
  const membershipId = (receiptId: string) => rowIdOf(memberships, receiptId);
  const donationId = (receiptId: string) => rowIdOf(donations, receiptId);

  beforeAll(async () => {
    const { app, db } = server();
    session = await signIn(app, db);
    paidLife = await createMembership(app);
    await payAndVerify(app, 'membership', paidLife);
    pendingMagazine = await createMembership(app, {
      first_name: 'Kiran',
      surname: 'Desai',
      mobile: '9988776655',
      email: 'kiran@example.com',
      dbjs_member: '0',
      magazine_member: '1',
      magazine_amount: '1500',
      dbjs_amount: '0',
    });
    paidDonation = await createDonation(app);
    await payAndVerify(app, 'donation', paidDonation);
    // Monthly is a gateway subscription (issue 14): its first charge, authorised in the sandbox, is a donation row.
    const second = await createSubscription(app, { donation_amount: '500' });
    const authorised = await authoriseInSandbox(app, second.subscriptionId);
    expect((await verify(app, 'donation', { ...authorised, receiptId: second.receiptId })).statusCode).toBe(
      200,
    );
    await createDonation(app, {
      first_name: 'Sunita',
      surname: 'Kothari',
      pan: '',
      donation_amount: '2000',
      mobile: '9000000001',
      email: 'sunita@example.com',
    });
    await app.payments.settled();
    // These stand for the Sabha's real books: orders paid through the live gateway. (The test server takes them
    // through the sandbox, whose orders are test money and left out of lists and exports by default.)
    await db.update(orders).set({ gateway: 'razorpay' });
  }, 120_000);

  it('lists memberships with search, status and type filters and pages', async () => {
    const all = (await get('/api/admin/memberships')).json();
    expect(all.total).toBe(2);
    expect(all.data[0]).toMatchObject({
      first_name: 'Kiran',
      status: 'pending',
      magazine_member: true,
      dbjs_member: false,
    });
    expect(
      (await get('/api/admin/memberships?status=paid'))
        .json()
        .data.map((m: { first_name: string }) => m.first_name),
    ).toEqual(['Asha']);
    expect((await get('/api/admin/memberships?type=magazine')).json().total).toBe(1);
    expect((await get('/api/admin/memberships?type=life')).json().data[0].first_name).toBe('Asha');
    expect((await get('/api/admin/memberships?q=asha.patil@')).json().total).toBe(1);
    expect((await get('/api/admin/memberships?q=99887')).json().data[0].first_name).toBe('Kiran');
    expect((await get('/api/admin/memberships?q=asha%20patil')).json().total).toBe(1);
    expect((await get(`/api/admin/memberships?q=${paidLife.receiptId}`)).json().total).toBe(1);
    const paidNumber = (await get('/api/admin/memberships?status=paid')).json().data[0].receipt_number;
    expect((await get(`/api/admin/memberships?q=${encodeURIComponent(paidNumber)}`)).json().total).toBe(1);
    const page2 = (await get('/api/admin/memberships?per_page=1&page=2')).json();
    expect(page2).toMatchObject({ total: 2, page: 2, total_pages: 2 });
    expect(page2.data[0].first_name).toBe('Asha');
    expect((await get(`/api/admin/memberships?from=${today}&to=${today}`)).json().total).toBe(2);
    expect((await get('/api/admin/memberships?from=2099-01-01')).json().total).toBe(0);
    expect((await get('/api/admin/memberships?to=2000-01-01')).json().total).toBe(0);
    expect((await get('/api/admin/memberships?status=lost')).statusCode).toBe(400);
    expect((await get('/api/admin/memberships?from=yesterday')).statusCode).toBe(400);
    expect((await get('/api/admin/memberships?q=%25')).json().total).toBe(0);
  });

  it('lists donations and enquiries with filters', async () => {
    const all = (await get('/api/admin/donations')).json();
    expect(all.total).toBe(3);
    expect((await get('/api/admin/donations?status=pending')).json().data[0]).toMatchObject({
      first_name: 'Sunita',
      amount_paise: 200_000,
    });
    expect(
      (await get('/api/admin/donations?type=Monthly'))
        .json()
        .data.map((d: { amount_paise: number }) => d.amount_paise),
    ).toEqual([50_000]);
    expect((await get('/api/admin/donations?type=Weekly')).statusCode).toBe(400);
    await server().db.insert(enquiries).values({
      firstName: 'Vidya',
      lastName: 'Sangave',
      email: 'vidya@example.com',
      mobile: '9822012345',
      interestedIn: 'Hostel',
      address: 'Belagavi',
      message: 'Admission',
    });
    const found = (await get('/api/admin/enquiries?q=vidya%20sangave')).json();
    expect(found.total).toBe(1);
    expect(found.data[0]).toMatchObject({
      first_name: 'Vidya',
      email_id: 'vidya@example.com',
      mobile_no: '9822012345',
    });
    expect((await get(`/api/admin/enquiries/${found.data[0].id}`)).json().result.message).toBe('Admission');
  });

  it('shows a record with every field and its payment trail', async () => {
    const id = await membershipId(paidLife.receiptId);
    const record = (await get(`/api/admin/memberships/${id}`)).json();
    expect(record.result).toMatchObject({
      first_name: 'Asha',
      dob: '1990-05-14',
      tehsil: 'Karvir',
      pincode: '416003',
      has_photo: true,
      has_identity: true,
      identity_deleted_at: null,
      erased_at: null,
    });
    expect(record.order).toMatchObject({
      receipt_id: paidLife.receiptId,
      status: 'paid',
      base_paise: 50_000,
      total_paise: paidLife.amount,
      receipt_number: expect.stringMatching(/^DBJS\/TEST\/M\//),
    });
    expect(record.payment_events.map((e: { source: string }) => e.source)).toContain('verify');
    const donation = (await get(`/api/admin/donations/${await donationId(paidDonation.receiptId)}`)).json();
    expect(donation.result).toMatchObject({
      pan: 'ABCDE1234F',
      frequency: 'One Time',
      updates_consent: true,
    });
    expect((await get('/api/admin/donations/99999')).statusCode).toBe(404);
  });

  it('streams the photo and identity file only with an audit row each, and lists the audit log', async () => {
    const id = await membershipId(paidLife.receiptId);
    const photo = await get(`/api/admin/memberships/${id}/photo`);
    expect(photo.statusCode).toBe(200);
    // Every photo is stored as a JPEG (storage/memberPhoto.ts), whatever was uploaded.
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('no-store');
    expect([...photo.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const identity = await get(`/api/admin/memberships/${id}/identity`);
    expect(identity.headers['content-type']).toBe('application/pdf');
    expect(identity.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const rows = await server()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.subject, `membership:${id}`));
    expect(rows.map((row) => [row.action, row.userId])).toEqual(
      expect.arrayContaining([
        ['view-photo', session.userId],
        ['view-identity', session.userId],
      ]),
    );
    const audit = (await get('/api/admin/audit?per_page=5')).json();
    expect(audit.data[0]).toMatchObject({
      action: 'view-identity',
      subject: `membership:${id}`,
      user_email: 'office@dbjs.example.org',
    });
  });

  it('exports CSV files with BOM, quoting and formula protection', async () => {
    await server().db.insert(enquiries).values({
      firstName: 'Formula',
      lastName: 'Test',
      email: 'f@example.com',
      mobile: '9822000000',
      interestedIn: 'Other',
      address: 'Line 1, "Big" House\nLine 2',
      message: '=HYPERLINK("http://evil","click")',
    });
    const response = await get(`/api/admin/exports/enquiries.csv?from=${today}&to=${today}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('attachment; filename="enquiries-');
    const rows = parseCsv(response.body);
    const row = rows.find((r) => r[2] === 'Formula')!;
    expect(row[7]).toBe('Line 1, "Big" House\nLine 2');
    expect(row[8]).toBe('\'=HYPERLINK("http://evil","click")');

    const donationsCsv = parseCsv(
      (await get(`/api/admin/exports/donations.csv?from=${today}&to=${today}`)).body,
    );
    expect(donationsCsv[0]).toContain('PAN');
    expect(donationsCsv).toHaveLength(4);
    expect(donationsCsv.slice(1).map((r) => r[17])).toEqual(['1000.00', '500.00', '2000.00']);
    const membershipsCsv = parseCsv(
      (await get(`/api/admin/exports/memberships.csv?from=${today}&to=${today}`)).body,
    );
    expect(membershipsCsv).toHaveLength(3);
    expect(
      parseCsv((await get('/api/admin/exports/donations.csv?from=2000-01-01&to=2000-12-31')).body),
    ).toHaveLength(1);
    expect((await get('/api/admin/exports/donations.csv')).statusCode).toBe(400);
  });

  it('writes Form 10BD for a financial year: paid donations only, one row per donor', async () => {
    const response = await get(`/api/admin/exports/form-10bd.csv?fy=${fy}`);
    expect(response.statusCode).toBe(200);
    const rows = parseCsv(response.body, false);
    expect(rows[0]).toEqual([...FORM_10BD_COLUMNS]);
    // Two paid donations by the same PAN (1000 + 500); the pending one is not listed.
    expect(rows.slice(1)).toEqual([
      [
        '1',
        '',
        'Permanent Account Number',
        'ABCDE1234F',
        'Section 80G',
        '',
        '',
        'Rahul Chougule',
        '7 Station Road, Miraj, Miraj, Sangli, Maharashtra, 416410',
        'Specific grant',
        'Electronic modes including account payee cheque/draft',
        '1500',
      ],
    ]);
    expect(parseCsv((await get(`/api/admin/exports/form-10bd.csv?fy=${fy - 1}`)).body, false)).toHaveLength(
      1,
    );
    expect((await get('/api/admin/exports/form-10bd.csv?fy=abc')).statusCode).toBe(400);
  });

  it('downloads and resends the receipt of a paid order; a pending order has none', async () => {
    const { db, dataDir } = server();
    const [order] = await db.select().from(orders).where(eq(orders.receiptId, paidDonation.receiptId));
    const pdf = await get(`/api/admin/orders/${order.id}/receipt.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const outbox = path.join(dataDir, 'outbox');
    const before = fs.existsSync(outbox) ? fs.readdirSync(outbox).length : 0;
    const resent = await post(`/api/admin/orders/${order.id}/resend-receipt`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toBe('The receipt was sent to rahul.chougule@example.com.');
    expect(fs.readdirSync(outbox).length).toBe(before + 1);
    const [pending] = await db.select().from(orders).where(eq(orders.receiptId, pendingMagazine.receiptId));
    expect((await get(`/api/admin/orders/${pending.id}/receipt.pdf`)).statusCode).toBe(404);
    expect((await post(`/api/admin/orders/${pending.id}/resend-receipt`)).statusCode).toBe(404);
  });

  it('retention deletes identity files of paid memberships past the setting, with an audit row', async () => {
    const { db, app } = server();
    const id = await membershipId(paidLife.receiptId);
    const pendingId = await membershipId(pendingMagazine.receiptId);
    const [row] = await db.select().from(memberships).where(eq(memberships.id, id));
    // Wherever this database keeps files (DATA_DIR on PGlite, stored_files on PostgreSQL).
    const identityFiles = privateFilesFor(db, app.config);
    expect(await identityFiles.exists(row.identityKey!)).toBe(true);

    // No setting: nothing is deleted.
    expect((await post('/api/admin/retention/run')).json()).toEqual({ deleted: 0 });
    const settings = (await get('/api/admin/settings')).json().result;
    await asAdmin(app, session, {
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { ...settings, identity_retention_days: 30 },
    });
    expect((await post('/api/admin/retention/run')).json()).toEqual({ deleted: 0 });
    await db
      .update(orders)
      .set({ paidAt: new Date(Date.now() - 31 * 24 * 60 * 60_000) })
      .where(eq(orders.receiptId, paidLife.receiptId));
    await db
      .update(memberships)
      .set({ createdAt: new Date(Date.now() - 40 * 24 * 60 * 60_000) })
      .where(eq(memberships.id, pendingId));
    // The paid member's identity file is past the setting; the application never paid is past the 30 days its
    // files are kept (both its photo and its identity file go).
    expect((await post('/api/admin/retention/run')).json()).toEqual({ deleted: 2 });
    expect(await identityFiles.exists(row.identityKey!)).toBe(false);
    const record = (await get(`/api/admin/memberships/${id}`)).json().result;
    expect(record).toMatchObject({
      has_identity: false,
      has_photo: true,
      identity_deleted_at: expect.any(String),
    });
    expect((await get(`/api/admin/memberships/${id}/identity`)).statusCode).toBe(404);
    expect((await get(`/api/admin/memberships/${pendingId}`)).json().result).toMatchObject({
      has_identity: false,
      has_photo: false,
    });
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'retention-delete-identity'));
    expect(audit.map((a) => a.subject).sort()).toEqual(
      [`membership:${id}`, `membership:${pendingId}`].sort(),
    );
    expect((await post('/api/admin/retention/run')).json()).toEqual({ deleted: 0 });
  });

  it('erases a person but keeps amount, dates, receipt number and status', async () => {
    const { db, app } = server();
    const id = await donationId(paidDonation.receiptId);
    // Form 10BD is filed only after its year ends: the gift is moved into the year that ended last.
    const lastFy = fy - 1;
    await db
      .update(orders)
      .set({ paidAt: new Date(Date.UTC(lastFy, 9, 1, 6, 30)) })
      .where(eq(orders.receiptId, paidDonation.receiptId));
    const before = (await get(`/api/admin/donations/${id}`)).json();
    // Until Form 10BD of the donation's year is filed, the donor's details are kept (and nothing changes).
    const refused = await post('/api/admin/people/erase', { kind: 'donation', id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`Form 10BD for ${financialYearLabel(lastFy)} is not filed yet`);
    expect((await get(`/api/admin/donations/${id}`)).json().result.first_name).toBe(before.result.first_name);
    const filed = await asAdmin(app, session, {
      method: 'PUT',
      url: '/api/admin/exports/form-10bd/filings',
      payload: { fy: lastFy, acknowledgement: 'ACK123456' },
    });
    expect(filed.statusCode).toBe(200);
    const erased = await post('/api/admin/people/erase', { kind: 'donation', id });
    expect(erased.statusCode).toBe(200);
    const after = (await get(`/api/admin/donations/${id}`)).json();
    expect(after.result).toMatchObject({
      first_name: '',
      surname: '',
      email: '',
      mobile: '',
      address: '',
      pan: '',
      dob: null,
      pincode: '',
      erased_at: expect.any(String),
    });
    expect(after.result.created_at).toBe(before.result.created_at);
    expect(after.order).toEqual(before.order);
    expect(
      after.payment_events.every(
        (e: { detail: unknown }) => e.detail === null || JSON.stringify(e.detail) === '{"erased":true}',
      ),
    ).toBe(true);
    expect(
      (await get('/api/admin/donations?status=paid')).json().data.find((d: { id: number }) => d.id === id),
    ).toMatchObject({ erased: true, amount_paise: 100_000, receipt_number: before.order.receipt_number });

    // The paid member still has a photo (retention above took only the identity file).
    const memberId = await membershipId(paidLife.receiptId);
    const [member] = await db.select().from(memberships).where(eq(memberships.id, memberId));
    const memberFiles = privateFilesFor(db, app.config);
    expect(await memberFiles.exists(member.photoKey!)).toBe(true);
    expect((await post('/api/admin/people/erase', { kind: 'membership', id: memberId })).statusCode).toBe(
      200,
    );
    expect(await memberFiles.exists(member.photoKey!)).toBe(false);
    expect((await get(`/api/admin/memberships/${memberId}`)).json().result).toMatchObject({
      first_name: '',
      has_photo: false,
      has_identity: false,
    });
    expect((await get(`/api/admin/memberships/${memberId}/photo`)).statusCode).toBe(404);

    const [enquiry] = await db.select().from(enquiries).limit(1);
    expect((await post('/api/admin/people/erase', { kind: 'enquiry', id: enquiry.id })).statusCode).toBe(200);
    expect((await get(`/api/admin/enquiries/${enquiry.id}`)).statusCode).toBe(404);
    expect((await post('/api/admin/people/erase', { kind: 'donation', id: 99999 })).statusCode).toBe(404);
    expect((await post('/api/admin/people/erase', { kind: 'person', id: 'x' })).statusCode).toBe(400);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'erase'));
    expect(audit.map((a) => a.subject)).toEqual([
      `donation:${id}`,
      `membership:${memberId}`,
      `enquiry:${enquiry.id}`,
    ]);
  });

  it('the daily retention timer runs once at start and stops cleanly', async () => {
    const { app, db } = server();
    const before = (await db.select().from(auditLog)).length;
    const retention = app.backgroundJobs.retention;
    retention.start(60_000);
    await retention.stop();
    expect((await db.select().from(auditLog)).length).toBe(before);
  });
});

// The donations list's purpose filter (donations.donation_type, shared OFFICE_DONATION_PURPOSES), in a database
// of its own so the gifts recorded here leave the counts of the suite above alone.
describeEachDatabase('office console: donations by purpose', (server) => {
  let session: AdminSession;
  const get = (url: string) => asAdmin(server().app, session, { method: 'GET', url });
  const names = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    return response
      .json()
      .data.map((d: { first_name: string }) => d.first_name)
      .sort();
  };

  beforeAll(async () => {
    const { app, db } = server();
    session = await signIn(app, db);
    for (const gift of [
      { ...OFFLINE_CASH_GIFT, first_name: 'Generalgift', donation_type: 'general' },
      { ...OFFLINE_CASH_GIFT, first_name: 'Corpusgift', donation_type: 'corpus', donation_amount: '5000' },
    ]) {
      const response = await asAdmin(app, session, {
        method: 'POST',
        url: '/api/admin/orders/offline',
        payload: gift,
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it('lists only the gifts of the purpose asked for, and refuses a purpose it does not know', async () => {
    expect(await names('/api/admin/donations')).toEqual(['Corpusgift', 'Generalgift']);
    expect(await names('/api/admin/donations?purpose=corpus')).toEqual(['Corpusgift']);
    expect(await names('/api/admin/donations?purpose=general')).toEqual(['Generalgift']);
    expect(await names('/api/admin/donations?purpose=cost_of_education')).toEqual([]);
    // With the other filters, and the paid sum under the table counts only that purpose.
    const corpusPaid = (await get('/api/admin/donations?purpose=corpus&status=paid')).json();
    expect(corpusPaid.total).toBe(1);
    expect(corpusPaid.paid_sum.count).toBe(1);
    expect(await names('/api/admin/donations?purpose=corpus&q=Generalgift')).toEqual([]);
    const bad = await get('/api/admin/donations?purpose=temple');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('purpose must be one of cost_of_education, general, corpus.');
  });
});
