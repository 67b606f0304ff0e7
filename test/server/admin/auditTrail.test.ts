import { desc } from 'drizzle-orm';
import { auditEntryFor } from '../../../src/server/admin/auditTrail';
import { auditLog } from '../../../src/server/db/schema';
import { todayInIndia, toIsoDate } from '../../../src/shared/dates';
import { describeEachDatabase } from '../helpers/harness';
import { createDonation, paySandbox, verify } from '../payments/fixtures';
import { ADMIN_EMAIL, asAdmin, signIn, type AdminSession } from './adminHelpers';

// Every read of personal data, every export and change, and every sign-in, failed sign-in and sign-out leaves an
// audit entry naming the officer.

describe('auditEntryFor', () => {
  it.each([
    ['GET', '/api/admin/memberships', {}, { action: 'view-records', subject: 'memberships' }],
    ['GET', '/api/admin/donations/:id', { id: '7' }, { action: 'view-record', subject: 'donation:7' }],
    ['GET', '/api/admin/enquiries/:id', { id: '3' }, { action: 'view-record', subject: 'enquiry:3' }],
    ['GET', '/api/admin/exports/form-10bd.csv', {}, { action: 'export', subject: 'form-10bd.csv' }],
    ['GET', '/api/admin/orders/:id/receipt.pdf', { id: '9' }, { action: 'view-receipt', subject: 'order:9' }],
    ['PUT', '/api/admin/settings', {}, { action: 'change', subject: 'PUT /settings' }],
    ['DELETE', '/api/admin/events/:id', { id: '2' }, { action: 'change', subject: 'DELETE /events/:id:2' }],
    [
      'DELETE',
      '/api/admin/exports/form-10bd/filings/:fy',
      { fy: '2025' },
      { action: 'change', subject: 'DELETE /exports/form-10bd/filings/:fy:2025' },
    ],
  ])('%s %s is audited', (method, url, params, entry) => {
    expect(auditEntryFor(method, url, params)).toEqual(entry);
  });

  it.each([
    ['GET', '/api/admin/events'],
    ['GET', '/api/admin/session'],
    ['POST', '/api/admin/login'],
    ['GET', '/api/admin/memberships/:id/photo'],
    ['GET', '/api/fetch/settings'],
  ])('%s %s writes no entry of its own here', (method, url) => {
    expect(auditEntryFor(method, url, {})).toBeNull();
  });
});

describeEachDatabase('the audit trail', (server) => {
  let session: AdminSession;
  const as = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: Record<string, unknown>) =>
    asAdmin(server().app, session, { method, url, payload });
  const entries = async () =>
    server()
      .db.select({ userId: auditLog.userId, action: auditLog.action, subject: auditLog.subject })
      .from(auditLog)
      .orderBy(desc(auditLog.id));

  beforeAll(async () => {
    session = await signIn(server().app, server().db);
  });

  it('records views, exports, receipt downloads, changes, failed sign-ins and sign-outs', async () => {
    const { app } = server();
    const created = await createDonation(app);
    const checkout = await paySandbox(app, created.orderId);
    expect((await verify(app, 'donation', { ...checkout, receiptId: created.receiptId })).statusCode).toBe(
      200,
    );

    const list = (await as('GET', '/api/admin/donations?include_test=1')).json();
    const donationId = list.data[0].id;
    const detail = (await as('GET', `/api/admin/donations/${donationId}`)).json();
    const today = toIsoDate(todayInIndia());
    expect((await as('GET', `/api/admin/exports/donations.csv?from=${today}&to=${today}`)).statusCode).toBe(
      200,
    );
    expect((await as('GET', `/api/admin/orders/${detail.order.id}/receipt.pdf`)).statusCode).toBe(200);
    const settings = (await as('GET', '/api/admin/settings')).json().result;
    expect((await as('PUT', '/api/admin/settings', settings)).statusCode).toBe(200);
    // A refused request leaves no "change" entry.
    expect((await as('GET', '/api/admin/donations/999999')).statusCode).toBe(404);

    const wrong = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: ADMIN_EMAIL, password: 'not the password' },
      remoteAddress: '10.88.0.1',
    });
    expect(wrong.statusCode).toBe(401);
    expect((await as('POST', '/api/admin/logout')).statusCode).toBe(200);

    const written = await entries();
    const mine = (action: string) => written.filter((entry) => entry.action === action);
    expect(mine('view-records')[0]).toMatchObject({ userId: session.userId, subject: 'donations' });
    expect(mine('view-record').map((entry) => entry.subject)).toEqual([`donation:${donationId}`]);
    expect(mine('export')[0].subject).toBe('donations.csv');
    expect(mine('view-receipt')[0].subject).toBe(`order:${detail.order.id}`);
    expect(mine('change')[0]).toMatchObject({ userId: session.userId, subject: 'PUT /settings' });
    expect(mine('login-failed')[0]).toMatchObject({
      userId: session.userId,
      subject: `email:${ADMIN_EMAIL}`,
    });
    expect(mine('logout')[0]).toMatchObject({ userId: session.userId, subject: `user:${session.userId}` });
  });
});
