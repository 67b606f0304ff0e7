import { asc, eq } from 'drizzle-orm';
import { LIVE_GIFT_ERASURE_MESSAGE } from '../../../src/server/admin/books';
import type { Db } from '../../../src/server/db/client';
import { donations, issuedReceipts, orders, subscriptions } from '../../../src/server/db/schema';
import { describeEachDatabase } from '../helpers/harness';
import { pdfText } from '../helpers/pdfText';
import { createDonation, paySandbox, receiptsSent, verify } from '../payments/fixtures';
import {
  advanceSandbox,
  authoriseInSandbox,
  createSubscription,
  subscriptionRow,
  subscriptionSuite,
} from '../payments/subscriptionHelpers';
import { asAdmin, signIn, type AdminSession } from './adminHelpers';

// The console's Subscriptions list, its Cancel, and the dashboard's monthly recurring income (issue 14); erasure and
// correction of a charge's donor, which reach the gift that copies its details into every later charge.

/** The gift's charges, oldest first: each order with its donation row and its stored receipt's text. */
async function chargesOfGift(db: Db, subscriptionId: number) {
  const rows = await db
    .select({ order: orders, donation: donations })
    .from(orders)
    .innerJoin(donations, eq(donations.orderId, orders.id))
    .where(eq(orders.subscriptionId, subscriptionId))
    .orderBy(asc(orders.paidAt), asc(orders.id));
  return Promise.all(
    rows.map(async (row) => {
      const [issued] = await db.select().from(issuedReceipts).where(eq(issuedReceipts.orderId, row.order.id));
      return { ...row, receiptText: issued ? pdfText(issued.pdf) : '' };
    }),
  );
}

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
      return created;
    };
    const erase = (id: number) =>
      asAdmin(server().app, session, {
        method: 'POST',
        url: '/api/admin/people/erase',
        payload: { kind: 'donation', id },
      });
    const correct = (orderId: number, payload: Record<string, string>) =>
      asAdmin(server().app, session, {
        method: 'POST',
        url: `/api/admin/orders/${orderId}/corrections`,
        payload,
      });

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
      // A charge whose receipt is cancelled (as a refund also does) is not money received: the list counts it out.
      const [firstCharge] = await chargesOfGift(server().db, erased.id);
      await server()
        .db.update(orders)
        .set({ receiptCancelledAt: new Date() })
        .where(eq(orders.id, firstCharge.order.id));
      expect(
        (await get('/api/admin/subscriptions?include_test=1&status=cancelled')).json().data[0],
      ).toMatchObject({
        charges: 1,
        received_paise: 102_360,
      });
      // After the cancel the sandbox charges only the yearly gift, and not before its year is up.
      const advanced = await server().app.inject({
        method: 'POST',
        url: '/api/sandbox/advance',
        payload: {},
      });
      expect(advanced.json()).toMatchObject({ charged: 0 });
    });

    it("refuses to erase a charge's donor while the gift may still charge; erases once it is cancelled", async () => {
      const { db } = server();
      session = await signIn(server().app, db);
      const created = await give({ donation_frequency: 'Monthly', donation_amount: '1000' });
      const gift = await subscriptionRow(db, created.receiptId);
      const [first] = await chargesOfGift(db, gift.id);

      // Active, then paused: either way the gift may charge again, with the details it holds.
      const refused = await erase(first.donation.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(LIVE_GIFT_ERASURE_MESSAGE);
      expect((await post(`/api/admin/subscriptions/${gift.id}/pause`)).statusCode).toBe(200);
      expect((await erase(first.donation.id)).statusCode).toBe(409);

      // Nothing changed: the charge and the gift still hold the donor's details.
      const [kept] = await db.select().from(donations).where(eq(donations.id, first.donation.id));
      expect(kept).toMatchObject({
        firstName: 'Rahul',
        surname: 'Chougule',
        pan: 'ABCDE1234F',
        erasedAt: null,
      });
      expect(await subscriptionRow(db, created.receiptId)).toMatchObject({
        status: 'paused',
        firstName: 'Rahul',
        pan: 'ABCDE1234F',
        erasedAt: null,
      });

      expect((await post(`/api/admin/subscriptions/${gift.id}/cancel`)).statusCode).toBe(200);
      const erased = await erase(first.donation.id);
      expect(erased.statusCode).toBe(200);
      const [blank] = await db.select().from(donations).where(eq(donations.id, first.donation.id));
      expect(blank).toMatchObject({ firstName: '', pan: '', erasedAt: expect.any(Date) });
      expect(await subscriptionRow(db, created.receiptId)).toMatchObject({
        status: 'cancelled',
        firstName: '',
        pan: '',
        erasedAt: expect.any(Date),
      });
    });

    it("writes a charge's corrected donor details to the gift, so later charges carry them; a one-time gift's correction touches no gift", async () => {
      const { app, db } = server();
      session = await signIn(app, db);
      const created = await give({
        donation_frequency: 'Monthly',
        donation_amount: '1000',
        surname: 'Chogule',
        pan: 'ABCDE1234X',
      });
      const gift = await subscriptionRow(db, created.receiptId);
      const [first] = await chargesOfGift(db, gift.id);
      expect(first.receiptText).toContain('Rahul Chogule');

      const corrected = await correct(first.order.id, { sur_name: 'Chougule', pan: 'ABCDE1234F' });
      expect(corrected.statusCode).toBe(200);
      expect(corrected.json().changes).toEqual([
        { field: 'sur_name', before: 'Chogule', after: 'Chougule' },
        { field: 'pan', before: 'ABCDE1234X', after: 'ABCDE1234F' },
      ]);
      expect(await subscriptionRow(db, created.receiptId)).toMatchObject({
        surname: 'Chougule',
        pan: 'ABCDE1234F',
      });

      expect((await advanceSandbox(app)).charged).toBe(1);
      const [charge1, charge2] = await chargesOfGift(db, gift.id);
      expect(charge2.donation).toMatchObject({ firstName: 'Rahul', surname: 'Chougule', pan: 'ABCDE1234F' });
      expect(charge2.receiptText).toContain('Rahul Chougule');
      expect(charge2.receiptText).toContain('ABCDE1234F');
      expect(charge2.receiptText).not.toContain('Chogule');
      expect(charge2.receiptText).not.toContain('ABCDE1234X');
      // The first charge's receipt stays as issued.
      expect(charge1.receiptText).toContain('Rahul Chogule');

      // A one-time gift is no charge of any gift: its correction leaves every gift as it was.
      const before = await db.select().from(subscriptions).orderBy(asc(subscriptions.id));
      const oneTime = await createDonation(app, {
        first_name: 'Sunita',
        surname: 'Patil',
        pan: 'PQRST6789K',
      });
      const paid = await paySandbox(app, oneTime.orderId);
      expect((await verify(app, 'donation', { ...paid, receiptId: oneTime.receiptId })).statusCode).toBe(200);
      await receiptsSent(app);
      const [order] = await db.select().from(orders).where(eq(orders.receiptId, oneTime.receiptId));
      expect(order.subscriptionId).toBeNull();
      const other = await correct(order.id, { sur_name: 'Chougule', pan: 'ABCDE1234Z' });
      expect(other.json().changes).toHaveLength(2);
      expect(await db.select().from(subscriptions).orderBy(asc(subscriptions.id))).toEqual(before);
    });
  },
  subscriptionSuite(),
);
