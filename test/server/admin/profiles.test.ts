import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import {
  groupRecords,
  normaliseEmail,
  normaliseMobileDigits,
  normalisePan,
  suggestionsFor,
  type IdentityRecord,
} from '../../../src/server/admin/profiles';
import type { Db } from '../../../src/server/db/client';
import {
  auditLog,
  donations,
  mailOutbox,
  memberships,
  orders,
  subscriptions,
} from '../../../src/server/db/schema';
import { outboxDir } from '../../../src/server/receipts/mailer';
import { financialYearLabel, financialYearOf, todayInIndia } from '../../../src/shared/dates';
import { describeEachDatabase } from '../helpers/harness';
import { createDonation, KOLHAPUR_PLACE } from '../payments/fixtures';
import { asAdmin, signIn, HUBBALLI_OFFLINE_ADDRESS, type AdminSession } from './adminHelpers';

// Issue 15, Deliver 4: donor and member profiles linked by PAN, e-mail or mobile (normalised), suggestions to merge
// what only partly agrees (never merged silently), the office's merges and unlinks, totals per financial year, and
// a receipt copy mailed to a new address; Deliver 5: pending and failed payments on the dashboard.

const record = (
  key: string,
  fields: Partial<Omit<IdentityRecord, 'key'>> & { at?: number } = {},
): IdentityRecord => ({
  key,
  name: fields.name ?? 'asha patil',
  pan: fields.pan ?? '',
  email: fields.email ?? '',
  mobile: fields.mobile ?? '',
  createdAt: new Date(Date.UTC(2026, 0, 1) + (fields.at ?? 0) * 60_000),
});

describe('profile grouping rules', () => {
  test('identifiers are normalised: PAN in capitals, e-mail in small letters, the last ten digits of a mobile', () => {
    expect(normalisePan(' abcde1234f ')).toBe('ABCDE1234F');
    expect(normaliseEmail(' Asha.Patil@Example.COM')).toBe('asha.patil@example.com');
    expect(normaliseMobileDigits('+91 98450-12345')).toBe('9845012345');
    expect(normaliseMobileDigits('09845012345')).toBe('9845012345');
  });

  test('records sharing an identifier and agreeing on the rest are one profile, named by the oldest', () => {
    const grouping = groupRecords(
      [
        record('donation-2', { email: 'a@x.in', mobile: '9845012345', at: 2 }),
        record('membership-1', { mobile: '9845012345', at: 1 }),
        record('donation-3', { pan: 'ABCDE1234F', email: 'a@x.in', at: 3 }),
        record('donation-4', { pan: 'ABCDE1234F', at: 4 }),
        record('donation-9', { email: 'other@x.in', mobile: '9000000009', at: 9 }),
      ],
      [],
    );
    expect(grouping.members.get('membership-1')).toEqual([
      'membership-1',
      'donation-2',
      'donation-3',
      'donation-4',
    ]);
    expect(grouping.profileOf.get('donation-9')).toBe('donation-9');
  });

  test('same mobile but another e-mail, or another name, is only a suggestion', () => {
    const records = [
      record('donation-1', { email: 'a@x.in', mobile: '9845012345', at: 1 }),
      record('donation-2', { email: 'b@x.in', mobile: '9845012345', at: 2 }),
      record('donation-3', { name: 'suresh patil', mobile: '9845012345', at: 3 }),
    ];
    const grouping = groupRecords(records, []);
    expect(grouping.members.size).toBe(3);
    const suggestions = suggestionsFor('donation-1', records, grouping, []);
    expect(suggestions.map((s) => [s.profile, s.shared, s.differs])).toEqual([
      ['donation-2', ['mobile'], ['email']],
      ['donation-3', ['mobile'], ['name']],
    ]);
  });

  test('a record agreeing with two profiles that disagree joins only the older', () => {
    const grouping = groupRecords(
      [
        record('donation-1', { email: 'a@x.in', mobile: '9845012345', at: 1 }),
        record('donation-2', { email: 'a@x.in', mobile: '9000000002', at: 2 }),
        record('donation-3', { email: 'a@x.in', at: 3 }),
      ],
      [],
    );
    expect(grouping.members.get('donation-1')).toEqual(['donation-1', 'donation-3']);
    expect(grouping.members.get('donation-2')).toEqual(['donation-2']);
  });

  test("the office's merge joins what disagrees; its dismissal keeps apart what would join", () => {
    const records = [
      record('donation-1', { email: 'a@x.in', mobile: '9845012345', at: 1 }),
      record('donation-2', { email: 'b@x.in', mobile: '9845012345', at: 2 }),
    ];
    const merged = groupRecords(records, [
      { id: 1, decision: 'same', recordA: 'donation-2', recordB: 'donation-1' },
    ]);
    expect(merged.members.get('donation-1')).toEqual(['donation-1', 'donation-2']);
    const dismissed = [
      { id: 2, decision: 'distinct' as const, recordA: 'donation-1', recordB: 'donation-2' },
    ];
    expect(suggestionsFor('donation-1', records, groupRecords(records, []), dismissed)).toEqual([]);
    const agreeing = [
      record('donation-1', { mobile: '9845012345' }),
      record('donation-2', { mobile: '9845012345' }),
    ];
    expect(groupRecords(agreeing, []).members.size).toBe(1);
    expect(groupRecords(agreeing, dismissed).members.size).toBe(2);
  });
});

let sequence = 0;

/** A donation or membership written straight to the tables (paid unless told otherwise). */
async function addRecord(
  db: Db,
  fields: {
    kind?: 'donation' | 'membership';
    first?: string;
    surname?: string;
    pan?: string;
    email?: string;
    mobile?: string;
    rupees?: number;
    paidAt?: Date;
    status?: 'paid' | 'pending' | 'failed';
    gateway?: string;
    createdAt?: Date;
  },
) {
  sequence += 1;
  const kind = fields.kind ?? 'donation';
  const status = fields.status ?? 'paid';
  const paise = (fields.rupees ?? 1000) * 100;
  const reference = crypto.randomBytes(6).toString('hex');
  const [order] = await db
    .insert(orders)
    .values({
      kind,
      receiptId: `T-${reference}`,
      gatewayOrderId: `t_${reference}`,
      gateway: fields.gateway ?? 'office',
      channel: 'offline',
      basePaise: paise,
      gatewayChargePaise: 0,
      gstPaise: 0,
      totalPaise: paise,
      status,
      receiptNumber: status === 'paid' ? `T/${reference}` : null,
      paidAt: status === 'paid' ? (fields.paidAt ?? new Date()) : null,
      createdAt: fields.createdAt,
    })
    .returning();
  const person = {
    orderId: order.id,
    firstName: fields.first ?? 'Asha',
    middleName: '',
    surname: fields.surname ?? 'Patil',
    mobile: fields.mobile ?? '',
    email: fields.email ?? '',
    dob: '1980-01-01',
    gender: 'female',
    ...KOLHAPUR_PLACE,
    address: `${sequence} Shivaji Peth`,
    createdAt: fields.createdAt ?? new Date(Date.UTC(2020, 0, 1) + sequence * 60_000),
  };
  if (kind === 'donation') {
    const [row] = await db
      .insert(donations)
      .values({ ...person, pan: fields.pan ?? '', donationType: 'general', frequency: 'One Time' })
      .returning();
    return { key: `donation-${row.id}`, orderId: order.id, id: row.id };
  }
  const [row] = await db
    .insert(memberships)
    .values({ ...person, dbjsMember: true, magazineMember: false })
    .returning();
  return { key: `membership-${row.id}`, orderId: order.id, id: row.id };
}

describeEachDatabase('donor and member profiles', (server) => {
  let session: AdminSession;
  const get = (url: string) => asAdmin(server().app, session, { method: 'GET', url });
  const post = (url: string, payload?: unknown) =>
    asAdmin(server().app, session, { method: 'POST', url, payload: payload as Record<string, unknown> });
  const remove = (url: string) => asAdmin(server().app, session, { method: 'DELETE', url });
  const profile = async (key: string) => {
    const answer = await get(`/api/admin/profiles/${key}`);
    expect(answer.statusCode).toBe(200);
    return answer.json().result;
  };

  beforeAll(async () => {
    session = await signIn(server().app, server().db);
  });

  test('gifts and memberships found by PAN, e-mail or mobile as typed differently, with totals per financial year', async () => {
    const { db } = server();
    const first = await addRecord(db, {
      first: 'Kamala',
      surname: 'Shah',
      pan: 'kmlsh1234a',
      email: 'Kamala.Shah@Example.com',
      mobile: '+91 98111 22334',
      rupees: 2500,
      paidAt: new Date('2025-06-10T06:00:00Z'), // FY 2025-26
    });
    const byPan = await addRecord(db, {
      first: 'Kamala',
      surname: 'Shah',
      pan: ' KMLSH1234A ',
      rupees: 1000,
      paidAt: new Date('2026-05-10T06:00:00Z'), // FY 2026-27
    });
    const membership = await addRecord(db, {
      kind: 'membership',
      first: 'kamala',
      surname: 'SHAH',
      mobile: '09811122334',
      email: 'kamala.shah@example.com ',
      rupees: 500,
      paidAt: new Date('2026-03-31T18:29:00Z'), // India 31 March 2026 23:59: FY 2025-26
    });
    const unpaid = await addRecord(db, {
      first: 'Kamala',
      surname: 'Shah',
      mobile: '9811122334',
      status: 'failed',
    });

    const result = await profile(byPan.key);
    expect(result.key).toBe(first.key);
    expect(result.records.map((r: { key: string }) => r.key).sort()).toEqual(
      [first.key, byPan.key, membership.key, unpaid.key].sort(),
    );
    expect(result.pans).toEqual(['KMLSH1234A']);
    expect(result.mobiles).toEqual(['9811122334']);
    expect(result.totals.lifetime).toEqual({
      donation_paise: 350_000,
      membership_paise: 50_000,
      count: 3,
      all_paise: 400_000,
    });
    expect(result.totals.by_financial_year).toEqual([
      {
        fy: 2026,
        label: '2026-27',
        donation_paise: 100_000,
        membership_paise: 0,
        count: 1,
        all_paise: 100_000,
      },
      {
        fy: 2025,
        label: '2025-26',
        donation_paise: 250_000,
        membership_paise: 50_000,
        count: 2,
        all_paise: 300_000,
      },
    ]);
    expect(result.records.find((r: { key: string }) => r.key === unpaid.key)).toMatchObject({
      status: 'failed',
      counted_paise: 0,
    });
    expect(result.warnings).toEqual([]);

    // The directory finds the one person by any identifier, with the sums of what it lists.
    const list = (await get('/api/admin/profiles?q=kmlsh1234a')).json();
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({
      key: first.key,
      records: 4,
      donations: 3,
      memberships: 1,
      lifetime_paise: 400_000,
    });
    expect(list.sum.lifetime_paise).toBe(400_000);
    expect((await get('/api/admin/profiles?q=98111%2022334')).json().data[0].key).toBe(first.key);
    expect((await get('/api/admin/profiles?q=KAMALA.SHAH@')).json().total).toBe(1);
    const fy = financialYearOf(todayInIndia());
    expect(list.financial_year).toBe(financialYearLabel(fy));
  });

  test('a shared mobile with another e-mail is suggested; the office merges, sees the audit, and unlinks', async () => {
    const { db } = server();
    const a = await addRecord(db, {
      first: 'Vimal',
      surname: 'Jain',
      email: 'vimal@example.com',
      mobile: '9700000001',
    });
    const b = await addRecord(db, {
      first: 'Vimal',
      surname: 'Jain',
      email: 'vimal.j@example.org',
      mobile: '9700000001',
    });
    let result = await profile(a.key);
    expect(result.records).toHaveLength(1);
    expect(result.suggestions).toEqual([
      expect.objectContaining({
        profile: b.key,
        shared: ['mobile'],
        differs: ['email'],
        record: a.key,
        other_record: b.key,
      }),
    ]);
    const listed = (await get('/api/admin/profiles?suggested=1&q=vimal')).json();
    expect(listed.data.map((p: { key: string }) => p.key).sort()).toEqual([a.key, b.key].sort());

    const merged = await post('/api/admin/profiles/links', { decision: 'same', a: a.key, b: b.key });
    expect(merged.statusCode).toBe(201);
    result = await profile(b.key);
    expect(result.key).toBe(a.key);
    expect(result.records).toHaveLength(2);
    expect(result.emails).toEqual(['vimal.j@example.org', 'vimal@example.com']);
    expect(result.suggestions).toEqual([]);
    expect(result.links).toEqual([expect.objectContaining({ id: merged.json().id, decision: 'same' })]);
    const again = await post('/api/admin/profiles/links', { decision: 'same', a: a.key, b: b.key });
    expect(again.statusCode).toBe(409);
    const audits = await db.select().from(auditLog).where(eq(auditLog.action, 'merge-profiles'));
    expect(audits.map((row) => row.subject)).toContain(`profile-link:${merged.json().id} ${a.key} ${b.key}`);

    const unlinked = await remove(`/api/admin/profiles/links/${merged.json().id}`);
    expect(unlinked.statusCode).toBe(200);
    expect((await profile(a.key)).records).toHaveLength(1);
    expect((await remove(`/api/admin/profiles/links/${merged.json().id}`)).statusCode).toBe(404);
    expect((await db.select().from(auditLog).where(eq(auditLog.action, 'unlink-profiles'))).length).toBe(1);

    // "Not the same person": the suggestion goes; only a suggestion can be dismissed.
    const apart = await post('/api/admin/profiles/links', { decision: 'distinct', a: b.key, b: a.key });
    expect(apart.statusCode).toBe(201);
    expect((await profile(a.key)).suggestions).toEqual([]);
    expect(
      (await post('/api/admin/profiles/links', { decision: 'distinct', a: a.key, b: b.key })).statusCode,
    ).toBe(409);
  });

  test('distinct people sharing a PAN are shown with a warning, as Form 10BD flags them', async () => {
    const { db } = server();
    const father = await addRecord(db, {
      first: 'Ramesh',
      surname: 'Doshi',
      pan: 'RMSDO1111K',
      mobile: '9700000011',
    });
    const son = await addRecord(db, {
      first: 'Rohit',
      surname: 'Doshi',
      pan: 'rmsdo1111k',
      mobile: '9700000012',
    });
    const result = await profile(father.key);
    expect(result.records).toHaveLength(1);
    expect(result.warnings).toEqual([
      {
        kind: 'shared-pan',
        pan: 'RMSDO1111K',
        names: expect.arrayContaining(['Ramesh Doshi', 'Rohit Doshi']),
        other_profiles: [son.key],
      },
    ]);
    expect(result.suggestions[0]).toMatchObject({
      profile: son.key,
      shared: ['pan'],
      differs: ['name', 'mobile'],
    });
    const listed = (await get('/api/admin/profiles?q=RMSDO1111K')).json();
    expect(listed.data.every((p: { shared_pan: boolean }) => p.shared_pan)).toBe(true);
  });

  test("a monthly gift is one of the donor's records; its charges count as donations, the gift itself adds nothing", async () => {
    const { db } = server();
    const charge = await addRecord(db, {
      first: 'Nirmala',
      surname: 'Kothari',
      mobile: '9700000031',
      rupees: 500,
    });
    const [gift] = await db
      .insert(subscriptions)
      .values({
        receiptId: `S-${crypto.randomBytes(6).toString('hex')}`,
        gateway: 'razorpay',
        gatewaySubscriptionId: `sub_${crypto.randomBytes(6).toString('hex')}`,
        gatewayPlanId: 'plan_test',
        period: 'monthly',
        totalCount: 12,
        basePaise: 50_000,
        gatewayChargePaise: 0,
        gstPaise: 0,
        totalPaise: 50_000,
        status: 'active',
        paidCount: 1,
        firstName: 'Nirmala',
        surname: 'Kothari',
        mobile: '+91 97000 00031',
        email: '',
        dob: '1970-01-01',
        gender: 'female',
        city: 'Chennai',
        tehsil: 'Chennai',
        district: 'Chennai',
        state: 'Tamil Nadu',
        pincode: '600001',
        address: '1 Mint Street',
        donationType: 'general',
        createdAt: new Date(Date.UTC(2019, 0, 1)),
      })
      .returning();
    const result = await profile(charge.key);
    // The gift is older than its charge, so it names the profile.
    expect(result.key).toBe(`subscription-${gift.id}`);
    expect(result.records.find((r: { kind: string }) => r.kind === 'subscription')).toMatchObject({
      period: 'monthly',
      per_charge_paise: 50_000,
      paid_count: 1,
      counted_paise: 0,
    });
    expect(result.totals.lifetime.all_paise).toBe(50_000);
  });

  test('bad input is a 400 or 404 with a message, never a 500', async () => {
    expect((await get('/api/admin/profiles/donation-0')).statusCode).toBe(404);
    expect((await get('/api/admin/profiles/nobody')).statusCode).toBe(404);
    expect((await get('/api/admin/profiles/donation-999999')).json().message).toMatch(/could not be found/);
    expect((await get('/api/admin/profiles?sort=age')).statusCode).toBe(400);
    const bad = await post('/api/admin/profiles/links', { decision: 'maybe', a: 'x', b: 'donation-1' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['decision', 'a']));
    const same = await post('/api/admin/profiles/links', {
      decision: 'same',
      a: 'donation-1',
      b: 'donation-1',
    });
    expect(same.statusCode).toBe(400);
  });

  test('a receipt copy goes through the outbox to the address entered, audited, the record unchanged', async () => {
    const { app, db } = server();
    const entry = await post('/api/admin/orders/offline', {
      kind: 'donation',
      mode: 'cash',
      first_name: 'Sunita',
      sur_name: 'Mehta',
      mobile_no: '9700000021',
      email_id: 'sunita@example.com',
      data_of_birth: '1975-02-03',
      gender: 'female',
      ...HUBBALLI_OFFLINE_ADDRESS,
      donation_type: 'general',
      donation_amount: '750',
    });
    expect(entry.statusCode).toBe(201);
    const orderId = entry.json().order_id as number;
    await app.payments.settled();

    for (const email of ['', 'not-an-address', 'a@b']) {
      const refused = await post(`/api/admin/orders/${orderId}/receipt-copy`, { email });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors.email).toBeTruthy();
    }
    const before = await db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));

    const sent = await post(`/api/admin/orders/${orderId}/receipt-copy`, { email: ' Sunita.M@Example.org ' });
    expect(sent.statusCode).toBe(202);
    expect(sent.json().message).toMatch(/Sunita\.M@Example\.org/);
    const after = await db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));
    expect(after).toHaveLength(before.length + 1);
    const copy = after.find((mail) => mail.kind === 'receipt-copy')!;
    expect(copy).toMatchObject({
      toAddress: 'Sunita.M@Example.org',
      receiptNumber: entry.json().receipt_number,
    });
    await app.payments.settled();
    const [delivered] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, copy.id));
    expect(delivered.status).toBe('sent');
    const file = fs.readFileSync(path.join(outboxDir(app.config.dataDir), `receipt-${copy.id}.eml`), 'utf8');
    // The mailer writes the domain in small letters.
    expect(file).toMatch(/^To: Sunita\.M@example\.org/m);
    expect(file).toContain(entry.json().receipt_number);

    const [donation] = await db.select().from(donations).where(eq(donations.orderId, orderId));
    expect(donation.email).toBe('sunita@example.com');
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'send-receipt-copy'));
    expect(audit.map((row) => row.subject)).toContain(`order:${orderId} mail:${copy.id}`);

    // A second copy to the same address is a mail of its own; an unpaid order has no receipt to send.
    expect(
      (await post(`/api/admin/orders/${orderId}/receipt-copy`, { email: 'sunita.m@example.org' })).statusCode,
    ).toBe(202);
    const pending = await createDonation(app, { first_name: 'Unpaid' });
    const [pendingOrder] = await db.select().from(orders).where(eq(orders.receiptId, pending.receiptId));
    expect(
      (await post(`/api/admin/orders/${pendingOrder.id}/receipt-copy`, { email: 'x@example.org' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await post('/api/admin/orders/99999999/receipt-copy', { email: 'x@example.org' })).statusCode,
    ).toBe(404);
  });

  test('the dashboard counts pending and failed payments today and this month, as the lists filter them', async () => {
    const { db } = server();
    const figures = async () => (await get('/api/admin/dashboard')).json().unpaid;
    const before = await figures();
    const today = before.find((p: { period: string }) => p.period === 'today');
    expect(today.from).toBe(today.to);
    await addRecord(db, { status: 'failed', rupees: 300, gateway: 'razorpay', createdAt: new Date() });
    await addRecord(db, {
      kind: 'membership',
      status: 'pending',
      rupees: 500,
      gateway: 'razorpay',
      createdAt: new Date(),
    });
    await addRecord(db, { status: 'failed', rupees: 999, gateway: 'sandbox', createdAt: new Date() }); // test money
    const after = await figures();
    for (const period of ['today', 'month']) {
      const [was, now] = [before, after].map((list) =>
        list.find((p: { period: string }) => p.period === period),
      );
      expect(now.failed.donation.count - was.failed.donation.count).toBe(1);
      expect(now.failed.all.base_paise - was.failed.all.base_paise).toBe(30_000);
      expect(now.pending.membership.count - was.pending.membership.count).toBe(1);
      expect(now.pending.all.total_paise - was.pending.all.total_paise).toBe(50_000);
    }
    // The link's list shows the same number.
    const month = after.find((p: { period: string }) => p.period === 'month');
    const list = (await get(`/api/admin/donations?status=failed&from=${month.from}&to=${month.to}`)).json();
    expect(list.total).toBe(month.failed.donation.count);
    const withTest = (await get('/api/admin/dashboard?include_test=1')).json().unpaid;
    expect(withTest[0].failed.donation.count).toBe(after[0].failed.donation.count + 1);
  });
});
