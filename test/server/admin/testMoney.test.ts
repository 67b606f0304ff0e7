import { financialYearOf, todayInIndia, toIsoDate } from '../../../src/shared/dates';
import { receiptCounterValue } from '../../../src/server/repositories/orders';
import { describeEachDatabase } from '../helpers/harness';
import { createDonation, paySandbox, verify } from '../payments/fixtures';
import { asAdmin, signIn, type AdminSession } from './adminHelpers';

// docs/api.md#sandbox-and-test-money: sandbox payments take receipt numbers of their own series
// (DBJS/TEST/...), never a number of the Sabha's real series, and stay out of the office's lists, CSV exports
// and Form 10BD unless the office asks for them (Form 10BD never holds them).

describeEachDatabase('sandbox payments apart from the books', (server) => {
  let session: AdminSession;
  const get = (url: string) => asAdmin(server().app, session, { method: 'GET', url });
  const today = toIsoDate(todayInIndia());
  const fy = financialYearOf(todayInIndia());

  beforeAll(async () => {
    session = await signIn(server().app, server().db);
  });

  it('numbers a sandbox donation in the TEST series and keeps it out of lists, exports and Form 10BD', async () => {
    const { app, db } = server();
    const created = await createDonation(app, { first_name: 'Sandbox', surname: 'Tester' });
    const checkout = await paySandbox(app, created.orderId);
    const answer = await verify(app, 'donation', { ...checkout, receiptId: created.receiptId });
    expect(answer.json().receiptNumber).toMatch(/^DBJS\/TEST\/D\/\d{4}-\d{2}\/00001$/);
    expect(await receiptCounterValue(db, 'donation', fy)).toBe(0);

    expect((await get('/api/admin/donations')).json().total).toBe(0);
    const withTest = (await get('/api/admin/donations?include_test=1')).json();
    expect(withTest.total).toBe(1);
    expect(withTest.data[0].first_name).toBe('Sandbox');

    const csv = (await get(`/api/admin/exports/donations.csv?from=${today}&to=${today}`)).body;
    expect(csv).not.toContain('Sandbox');
    const csvWithTest = (
      await get(`/api/admin/exports/donations.csv?from=${today}&to=${today}&include_test=1`)
    ).body;
    expect(csvWithTest).toContain('Sandbox');

    const form10bd = (await get(`/api/admin/exports/form-10bd.csv?fy=${fy}`)).body;
    expect(form10bd).not.toContain('Sandbox');
    expect((await get('/api/admin/donations?include_test=maybe')).statusCode).toBe(400);
  });
});
