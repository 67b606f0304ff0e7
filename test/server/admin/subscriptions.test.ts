import { describeEachDatabase } from '../helpers/harness';
import { receiptsSent, verify } from '../payments/fixtures';
import { authoriseInSandbox, createSubscription, subscriptionSuite } from '../payments/subscriptionHelpers';
import { asAdmin, signIn, type AdminSession } from './adminHelpers';

// The console's Subscriptions list, its Cancel, and the dashboard's monthly recurring income (issue 14).

describeEachDatabase(
  'office console: monthly and yearly gifts',
  (server) => {
    let session: AdminSession;
    const get = (url: string) => asAdmin(server().app, session, { method: 'GET', url });
    const post = (url: string) => asAdmin(server().app, session, { method: 'POST', url });

    const give = async (fields: Record<string, string>) => {
      const { app } = server();
      const created = await createSubscription(app, fields);
      const checkout = await authoriseInSandbox(app, created.subscriptionId);
      expect((await verify(app, 'donation', { ...checkout, receiptId: created.receiptId })).statusCode).toBe(
        200,
      );
      await receiptsSent(app);
    };

    it('lists each gift with status, next charge, charges and total; cancels on request; dashboard income', async () => {
      session = await signIn(server().app, server().db);
      await give({ donation_frequency: 'Monthly', donation_amount: '1000' });
      await give({ donation_frequency: 'Yearly', donation_amount: '1200' });
      await server().app.inject({ method: 'POST', url: '/api/sandbox/advance', payload: {} });
      await receiptsSent(server().app);

      // Sandbox gifts are test money: out of the list unless included.
      expect((await get('/api/admin/subscriptions')).json().data).toEqual([]);
      const list = await get('/api/admin/subscriptions?include_test=1');
      expect(list.statusCode).toBe(200);
      const body = list.json();
      // ₹1,000 a month plus ₹1,200 a year (₹100 a month).
      expect(body.monthly_recurring_paise).toBe(110_000);
      const [yearly, monthly] = body.data;
      expect(monthly).toMatchObject({
        period: 'monthly',
        status: 'active',
        amount_paise: 102_360,
        total_count: 12,
        charges: 2,
        received_paise: 204_720,
        donor_name: 'Rahul Chougule',
        cancellable: true,
        test: true,
      });
      expect(monthly.next_charge_at).toEqual(expect.any(String));
      expect(yearly).toMatchObject({ period: 'yearly', charges: 1, total_count: 5 });
      // Each charge is one donation row (and so counts once in the donations list and Form 10BD).
      expect((await get('/api/admin/donations?include_test=1')).json().total).toBe(3);

      const dashboard = (await get('/api/admin/dashboard?include_test=1')).json();
      expect(dashboard).toMatchObject({ monthly_recurring_paise: 110_000, active_subscriptions: 2 });

      expect((await post(`/api/admin/subscriptions/${monthly.id}/cancel`)).statusCode).toBe(200);
      expect((await post(`/api/admin/subscriptions/${monthly.id}/cancel`)).statusCode).toBe(409);
      expect((await post('/api/admin/subscriptions/999999/cancel')).statusCode).toBe(404);
      expect((await post('/api/admin/subscriptions/abc/cancel')).statusCode).toBe(404);
      const after = (await get('/api/admin/subscriptions?include_test=1&status=cancelled')).json();
      expect(after.data.map((row: { id: number }) => row.id)).toEqual([monthly.id]);
      expect(after.monthly_recurring_paise).toBe(10_000);
      expect((await get('/api/admin/dashboard?include_test=1')).json()).toMatchObject({
        active_subscriptions: 1,
        subscriptions_ended_30_days: 1,
      });
      expect((await get('/api/admin/subscriptions?status=sideways')).statusCode).toBe(400);

      // Erasing a charge's donation on request erases the gift's copy of the donor's details too.
      const donationsList = (await get('/api/admin/donations?include_test=1')).json();
      const monthlyCharge = donationsList.data.find(
        (row: { frequency?: string; donation_frequency?: string }) =>
          (row.frequency ?? row.donation_frequency) === 'Monthly',
      );
      expect(monthlyCharge).toBeDefined();
      const erase = await asAdmin(server().app, session, {
        method: 'POST',
        url: '/api/admin/people/erase',
        payload: { kind: 'donation', id: monthlyCharge.id },
      });
      expect(erase.statusCode).toBe(200);
      const erased = (await get('/api/admin/subscriptions?include_test=1&status=cancelled')).json().data[0];
      expect(erased).toMatchObject({ donor_name: '(erased)', email: '', charges: 2 });
      // After the cancel the sandbox charges only the yearly gift, and not before its year is up.
      const advanced = await server().app.inject({
        method: 'POST',
        url: '/api/sandbox/advance',
        payload: {},
      });
      expect(advanced.json()).toMatchObject({ charged: 0 });
    });
  },
  subscriptionSuite(),
);
