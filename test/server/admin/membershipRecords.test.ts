import { eq } from 'drizzle-orm';
import {
  approveMembership,
  formatMembershipNumber,
  lastMembershipSerial,
} from '../../../src/server/admin/membershipRecords';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { auditLog, memberships, orders } from '../../../src/server/db/schema';
import { formatOrdinalDate, todayInIndia, toIsoDate } from '../../../src/shared/dates';
import { describeEachDatabase } from '../helpers/harness';
import { pdfText } from '../helpers/pdfText';
import { createMembership, paySandbox, verify } from '../payments/fixtures';
import { asAdmin, signIn, HUBBALLI_OFFLINE_ADDRESS, type AdminSession } from './adminHelpers';

// Membership records (issue 15, item 8): paid memberships wait for the office's approval; approval gives a number
// from one gap-free series (also under concurrent approvals from two database connections, as two instances),
// rejection records a reason and refunds nothing, and an approved member's card is a PDF for signed-in officers.

const today = toIsoDate(todayInIndia());

const member = {
  kind: 'membership',
  mode: 'cash',
  first_name: 'Sunita',
  middle_name: '',
  sur_name: 'Jain',
  mobile_no: '9845012345',
  email_id: 'sunita@example.com',
  data_of_birth: '1975-02-11',
  gender: 'female',
  ...HUBBALLI_OFFLINE_ADDRESS,
  dbjs_member: true,
  magazine_member: false,
};

describeEachDatabase('membership records: approval, membership numbers, member card', (server) => {
  let owner: AdminSession;
  const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
    asAdmin(server().app, owner, { method, url, payload: payload as Record<string, unknown> });

  beforeAll(async () => {
    owner = await signIn(server().app, server().db);
  });

  /** A membership paid at the office counter (real money, paid at once); answers its membership id. */
  async function counterMembership(changes: Partial<typeof member> = {}): Promise<number> {
    const response = await as('POST', '/api/admin/orders/offline', { ...member, ...changes });
    expect(response.statusCode).toBe(201);
    const [row] = await server()
      .db.select({ id: memberships.id })
      .from(memberships)
      .where(eq(memberships.orderId, response.json().order_id));
    return row.id;
  }

  it('lists a paid membership as awaiting approval, counts it on the dashboard, and approves it with a number', async () => {
    const before = (await as('GET', '/api/admin/dashboard')).json().memberships_awaiting_approval;
    const id = await counterMembership();
    const dashboard = (await as('GET', '/api/admin/dashboard')).json();
    expect(dashboard.memberships_awaiting_approval).toBe(before + 1);

    const awaiting = (await as('GET', '/api/admin/memberships?approval=awaiting&per_page=100')).json();
    expect(awaiting.data.map((row: { id: number }) => row.id)).toContain(id);
    expect(awaiting.data.find((row: { id: number }) => row.id === id)).toMatchObject({
      approval: 'awaiting',
      membership_number: null,
    });

    const serialBefore = await lastMembershipSerial(server().db);
    const approved = await as('POST', `/api/admin/memberships/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({
      message: 'The membership is approved.',
      result: {
        approval: 'approved',
        membership_number: formatMembershipNumber(serialBefore + 1),
        approval_decided_at: expect.any(String),
        approval_decided_by: owner.userId,
        rejection_reason: null,
      },
    });
    expect(approved.json().result.membership_number).toMatch(/^DBJS\/M\/\d{6}$/);

    const detail = (await as('GET', `/api/admin/memberships/${id}`)).json();
    expect(detail.result).toMatchObject({
      approval: 'approved',
      membership_number: approved.json().result.membership_number,
    });
    expect((await as('GET', '/api/admin/dashboard')).json().memberships_awaiting_approval).toBe(before);
    const approvedList = (await as('GET', '/api/admin/memberships?approval=approved&per_page=100')).json();
    expect(approvedList.data.map((row: { id: number }) => row.id)).toContain(id);
    expect(
      (await as('GET', '/api/admin/memberships?approval=awaiting&per_page=100'))
        .json()
        .data.map((row: { id: number }) => row.id),
    ).not.toContain(id);

    // A second approval changes nothing and says why; the number is not used up.
    const again = await as('POST', `/api/admin/memberships/${id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `This membership is already approved (membership number ${approved.json().result.membership_number}).`,
    );
    expect(await lastMembershipSerial(server().db)).toBe(serialBefore + 1);

    const audit = await server()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.subject, `membership:${id}`));
    expect(audit.map((entry) => entry.action)).toContain('approve-membership');

    // The memberships CSV carries the decision and the number.
    const csv = (await as('GET', `/api/admin/exports/memberships.csv?from=${today}&to=${today}`)).body;
    const lines = csv.split('\r\n');
    expect(lines[0]).toContain('Approval,Membership number');
    const number = approved.json().result.membership_number;
    expect(lines.find((line) => line.includes(number))).toContain(`Approved,${number}`);
  });

  it('rejects with a reason (no refund), refuses an empty reason, a bad filter and an unpaid application', async () => {
    const id = await counterMembership({ first_name: 'Rekha' });
    const empty = await as('POST', `/api/admin/memberships/${id}/reject`, { reason: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ reason: 'Please enter the reason for rejecting.' });
    const noBody = await as('POST', `/api/admin/memberships/${id}/reject`);
    expect(noBody.statusCode).toBe(400);

    const rejected = await as('POST', `/api/admin/memberships/${id}/reject`, {
      reason: 'Applicant is already a member under another number',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().message).toBe('The membership is rejected. No money was refunded.');
    expect(rejected.json().result).toMatchObject({
      approval: 'rejected',
      membership_number: null,
      rejection_reason: 'Applicant is already a member under another number',
    });
    const [row] = await server()
      .db.select({ status: orders.status, refundedAt: orders.refundedAt })
      .from(memberships)
      .innerJoin(orders, eq(memberships.orderId, orders.id))
      .where(eq(memberships.id, id));
    expect(row).toEqual({ status: 'paid', refundedAt: null });
    expect((await as('POST', `/api/admin/memberships/${id}/approve`)).statusCode).toBe(409);
    const rejectedList = (await as('GET', '/api/admin/memberships?approval=rejected&per_page=100')).json();
    expect(rejectedList.data.map((r: { id: number }) => r.id)).toContain(id);
    const audit = await server()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.subject, `membership:${id}`));
    expect(audit.map((entry) => entry.action)).toContain('reject-membership');

    const badFilter = await as('GET', '/api/admin/memberships?approval=maybe');
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().message).toBe('approval must be awaiting, approved or rejected.');

    // An application whose payment never came is not for the office to decide.
    const unpaid = await createMembership(server().app);
    const [pending] = await server()
      .db.select({ id: memberships.id })
      .from(memberships)
      .innerJoin(orders, eq(memberships.orderId, orders.id))
      .where(eq(orders.receiptId, unpaid.receiptId));
    const refused = await as('POST', `/api/admin/memberships/${pending.id}/approve`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only a paid membership can be approved or rejected.');
    expect((await as('POST', '/api/admin/memberships/999999/approve')).statusCode).toBe(404);
  });

  it('gives gap-free, unique numbers to concurrent approvals, also from a second database connection', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 8; i += 1)
      ids.push(await counterMembership({ first_name: `Member${'abcdefgh'[i]}` }));
    const start = await lastMembershipSerial(server().db);
    // On PostgreSQL a second pool stands for a second server instance; PGlite is one process with one connection.
    let second: Database | null = null;
    if (server().driver === 'postgres') {
      second = await openDatabase({ databaseUrl: server().config.databaseUrl, dataDir: null });
    }
    try {
      const results = await Promise.all([
        ...ids.map((id, index) =>
          approveMembership(index % 2 === 0 || !second ? server().db : second.db, id, owner.userId),
        ),
        // Double clicks: the same memberships approved again at the same time.
        ...ids.slice(0, 4).map((id) => approveMembership(second?.db ?? server().db, id, owner.userId)),
      ]);
      const numbers = results
        .filter((result): result is typeof memberships.$inferSelect => 'membershipNumber' in result)
        .map((result) => result.membershipNumber!);
      const refusals = results.filter((result) => !('membershipNumber' in result));
      expect(numbers).toHaveLength(8);
      expect(refusals).toHaveLength(4);
      expect([...numbers].sort()).toEqual(
        Array.from({ length: 8 }, (_, i) => formatMembershipNumber(start + 1 + i)).sort(),
      );
    } finally {
      await second?.close();
    }
    expect(await lastMembershipSerial(server().db)).toBe(start + 8);
    const stored = await server().db.select({ number: memberships.membershipNumber }).from(memberships);
    const given = stored.map((row) => row.number).filter(Boolean);
    expect(new Set(given).size).toBe(given.length);
  }, 120_000);

  it('numbers sandbox memberships in a test series of their own', async () => {
    const created = await createMembership(server().app);
    const checkout = await paySandbox(server().app, created.orderId);
    expect(
      (
        await verify(server().app, 'membership', {
          ...checkout,
          receiptId: created.receiptId,
          amount: '511.80',
        })
      ).statusCode,
    ).toBe(200);
    const [row] = await server()
      .db.select({ id: memberships.id })
      .from(memberships)
      .innerJoin(orders, eq(memberships.orderId, orders.id))
      .where(eq(orders.receiptId, created.receiptId));
    const real = await lastMembershipSerial(server().db);
    const approved = await as('POST', `/api/admin/memberships/${row.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().result.membership_number).toMatch(/^DBJS\/TEST\/M\/\d{6}$/);
    expect(await lastMembershipSerial(server().db)).toBe(real);
  });

  it('serves the member card PDF of an approved membership to signed-in officers only, audited', async () => {
    const id = await counterMembership({ first_name: 'Kavita', magazine_member: true });
    const notYet = await as('GET', `/api/admin/memberships/${id}/card.pdf`);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe('Only an approved membership has a member card.');
    const number = (await as('POST', `/api/admin/memberships/${id}/approve`)).json().result.membership_number;

    const card = await as('GET', `/api/admin/memberships/${id}/card.pdf`);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('application/pdf');
    expect(card.headers['cache-control']).toBe('no-store');
    expect(card.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(card.rawPayload);
    expect(text).toContain('Dakshin Bharat Jain Sabha');
    expect(text).toContain('Kavita Jain');
    expect(text).toContain(number);
    expect(text).toContain('Life member and magazine subscriber');
    expect(text).toContain(formatOrdinalDate(today));

    const anonymous = await server().app.inject({
      method: 'GET',
      url: `/api/admin/memberships/${id}/card.pdf`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.rawPayload.subarray(0, 5).toString()).not.toBe('%PDF-');
    const audit = await server()
      .db.select()
      .from(auditLog)
      .where(eq(auditLog.subject, `membership:${id}`));
    expect(audit.map((entry) => entry.action)).toContain('view-member-card');
  });
});
