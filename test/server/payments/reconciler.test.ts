import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { reconcileOnce } from '../../../src/server/payments/reconciler';
import type { Db } from '../../../src/server/db/client';
import { describeEachDatabase } from '../helpers/harness';
import { financialYearLabel } from '../../../src/shared/dates';
import { paymentSuite } from './harness';
import {
  createDonation,
  createMembership,
  currentFinancialYear,
  currentSeries,
  eventsOf,
  orderRow,
  paySandbox,
  receiptsSent,
} from './fixtures';

async function age(db: Db, receiptId: string, interval: string): Promise<void> {
  await db.execute(
    sql`update orders set created_at = now() - ${interval}::interval where receipt_id = ${receiptId}`,
  );
}

describeEachDatabase(
  'reconciler',
  (context) => {
    const run = () => {
      const { app, database } = context();
      const services = app.payments;
      return reconcileOnce({
        db: database.db,
        gateway: services.gateway,
        onPaid: (order) => services.receiptPaid(order),
      });
    };

    it('settles a stale pending order whose browser never came back, and mails its receipt', async () => {
      const { app, database, dataDir } = context();
      const created = await createMembership(app);
      await paySandbox(app, created.orderId); // paid at the gateway, but no verify call ever arrived
      await age(database.db, created.receiptId, '16 minutes');
      expect(await run()).toEqual({ checked: 1, paid: 1, failed: 0, unchanged: 0, errors: 0 });
      const order = await orderRow(database.db, created.receiptId);
      expect(order).toMatchObject({ status: 'paid', receiptNumber: `${currentSeries('M')}00001` });
      expect((await eventsOf(database.db, order.id)).map((event) => event.source)).toEqual(['reconciler']);
      await receiptsSent(app);
      expect(fs.readdirSync(path.join(dataDir, 'outbox'))).toHaveLength(1);
      // A second run finds nothing left to do.
      expect(await run()).toMatchObject({ checked: 0 });
    });

    it('dates and numbers a payment by when the donor paid: 23:55 on 31 March belongs to the year that ended', async () => {
      const { app, database } = context();
      const created = await createDonation(app);
      await paySandbox(app, created.orderId);
      // The last 31 March: 23:50 and 23:55 there in India are 18:20 and 18:25 UTC; the reconciler runs at 00:10 on
      // 1 April, when the year the donor paid in has ended.
      const yearEnded = currentFinancialYear();
      const orderedAt = new Date(`${yearEnded}-03-31T18:20:00Z`);
      const paidAt = new Date(`${yearEnded}-03-31T18:25:00Z`);
      await database.db.execute(
        sql`update orders set created_at = ${orderedAt.toISOString()} where receipt_id = ${created.receiptId}`,
      );
      await database.db.execute(
        sql`update sandbox_payments set created_at = ${paidAt.toISOString()} where order_id = ${created.orderId}`,
      );
      const afterMidnight = new Date(`${yearEnded}-03-31T18:40:00Z`);
      const { app: server } = context();
      const result = await reconcileOnce({
        db: database.db,
        gateway: server.payments.gateway,
        now: afterMidnight,
      });
      expect(result).toMatchObject({ paid: 1 });
      const order = await orderRow(database.db, created.receiptId);
      expect(order.receiptNumber).toBe(`DBJS/TEST/D/${financialYearLabel(yearEnded - 1)}/00001`);
      expect(order.paidAt).toEqual(paidAt);
    });

    it('leaves young orders, unpaid orders and recently failed attempts alone; gives up after a day', async () => {
      const { app, database } = context();
      const young = await createDonation(app);
      await paySandbox(app, young.orderId);
      await age(database.db, young.receiptId, '5 minutes');

      const untouched = await createDonation(app);
      await age(database.db, untouched.receiptId, '3 hours');

      const failedRecently = await createDonation(app);
      await app.inject({ method: 'POST', url: `/api/sandbox/orders/${failedRecently.orderId}/fail` });
      await age(database.db, failedRecently.receiptId, '2 hours');

      const failedLongAgo = await createDonation(app);
      await app.inject({ method: 'POST', url: `/api/sandbox/orders/${failedLongAgo.orderId}/fail` });
      await age(database.db, failedLongAgo.receiptId, '25 hours');

      expect(await run()).toEqual({ checked: 3, paid: 0, failed: 1, unchanged: 2, errors: 0 });
      expect((await orderRow(database.db, young.receiptId)).status).toBe('pending');
      expect((await orderRow(database.db, untouched.receiptId)).status).toBe('pending');
      expect((await orderRow(database.db, failedRecently.receiptId)).status).toBe('pending');
      expect(await orderRow(database.db, failedLongAgo.receiptId)).toMatchObject({
        status: 'failed',
        failureReason: 'every payment attempt failed',
      });
    });

    it('re-checks recently failed orders: a retry paid in the same checkout is found', async () => {
      const { app, database } = context();
      const created = await createMembership(app);
      await app.inject({ method: 'POST', url: `/api/sandbox/orders/${created.orderId}/fail` });
      await app.inject({
        method: 'POST',
        url: '/api/joinus/joinnow/verify-payment',
        payload: { status: 'failed', razorpay_order_id: created.orderId, receiptId: created.receiptId },
      });
      expect((await orderRow(database.db, created.receiptId)).status).toBe('failed');
      await paySandbox(app, created.orderId);
      await age(database.db, created.receiptId, '30 minutes');
      expect(await run()).toMatchObject({ paid: 1 });
      expect((await orderRow(database.db, created.receiptId)).status).toBe('paid');
    });

    it('counts gateway errors without stopping the run', async () => {
      const { app, database } = context();
      const first = await createDonation(app);
      const second = await createDonation(app);
      await paySandbox(app, second.orderId);
      await age(database.db, first.receiptId, '1 hour');
      await age(database.db, second.receiptId, '50 minutes');
      const services = app.payments;
      let calls = 0;
      const flaky = {
        ...services.gateway,
        fetchOrderPayments: async (id: string) => {
          calls += 1;
          if (calls === 1) throw new Error('timeout');
          return services.gateway.fetchOrderPayments(id);
        },
      };
      expect(await reconcileOnce({ db: database.db, gateway: flaky })).toMatchObject({
        checked: 2,
        paid: 1,
        errors: 1,
      });
    });

    it('runs on a timer started with app.backgroundJobs.reconciler.start(), stopped by its stop() or app.close()', async () => {
      const { app, database } = context();
      const created = await createDonation(app);
      await paySandbox(app, created.orderId);
      await age(database.db, created.receiptId, '20 minutes');
      const reconciler = app.backgroundJobs.reconciler;
      reconciler.start(60_000);
      try {
        for (let i = 0; i < 50 && (await orderRow(database.db, created.receiptId)).status !== 'paid'; i++) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect((await orderRow(database.db, created.receiptId)).status).toBe('paid');
      } finally {
        await reconciler.stop();
      }
      await receiptsSent(app);
    });
  },
  paymentSuite(),
);
