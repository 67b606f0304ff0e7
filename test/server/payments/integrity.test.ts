import { MAX_UNSIGNED_EVENTS_PER_SOURCE } from '../../../src/server/payments/settle';
import { describeEachDatabase } from '../helpers/harness';
import { paymentSuite } from './harness';
import { createDonation, eventsOf, orderRow, paySandbox, signWebhook, verify } from './fixtures';

// Money integrity beyond the signature: a captured amount must equal the order's total, and replays of unsigned
// reports (verify calls, failure reports) must not grow the payment trail without bound.

const SECRET = 'whsec_dbjs_integrity_secret';

function captured(orderId: string, paymentId: string, amount: number): string {
  return JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount,
          currency: 'INR',
          status: 'captured',
          order_id: orderId,
        },
      },
    },
  });
}

describeEachDatabase(
  'payment integrity',
  (context) => {
    let eventNumber = 0;
    const sendWebhook = (body: string) =>
      context().app.inject({
        method: 'POST',
        url: '/api/payments/razorpay-webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signWebhook(SECRET, body),
          'x-razorpay-event-id': `evt_integrity_${++eventNumber}`,
        },
        payload: body,
      });

    it('does not mark an order paid when the captured amount differs from its total', async () => {
      const { app, db } = context();
      const created = await createDonation(app); // ₹1,000 + charges = 102360 paise
      expect(created.amount).toBe(102_360);
      expect((await sendWebhook(captured(created.orderId, 'pay_short0000000001', 100))).statusCode).toBe(200);
      const order = await orderRow(db, created.receiptId);
      expect(order.status).toBe('pending');
      expect(order.receiptNumber).toBeNull();
      const trail = await eventsOf(db, order.id);
      expect(trail.map((event) => event.detail)).toContainEqual({ amount: 100 });

      expect((await sendWebhook(captured(created.orderId, 'pay_exact000000001', 102_360))).statusCode).toBe(
        200,
      );
      expect((await orderRow(db, created.receiptId)).status).toBe('paid');
    });

    it('writes a replayed verify call once, and answers every replay the same', async () => {
      const { app, db } = context();
      const created = await createDonation(app);
      const checkout = await paySandbox(app, created.orderId);
      const claim = { ...checkout, receiptId: created.receiptId, amount: created.amount, email: '' };
      const answers = [];
      for (let n = 0; n < 5; n += 1) answers.push((await verify(app, 'donation', claim)).json());
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      expect(answers[0].success).toBe(true);
      const order = await orderRow(db, created.receiptId);
      expect((await eventsOf(db, order.id)).filter((event) => event.source === 'verify')).toHaveLength(1);
    });

    it('keeps at most a bounded number of failure reports per order, however many arrive', async () => {
      const { app, db } = context();
      const created = await createDonation(app);
      const report = (paymentId: string) =>
        verify(app, 'donation', {
          razorpay_order_id: created.orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: '',
          receiptId: created.receiptId,
          status: 'failed',
        });
      for (let n = 0; n < 3; n += 1) expect((await report('pay_same000000001')).statusCode).toBe(200);
      const order = await orderRow(db, created.receiptId);
      const reports = async () =>
        (await eventsOf(db, order.id)).filter((event) => event.source === 'failure-report').length;
      expect(await reports()).toBe(1);
      for (let n = 0; n < MAX_UNSIGNED_EVENTS_PER_SOURCE + 5; n += 1) {
        expect((await report(`pay_made_up_${String(n).padStart(5, '0')}`)).statusCode).toBe(200);
      }
      expect(await reports()).toBe(MAX_UNSIGNED_EVENTS_PER_SOURCE);
    });
  },
  paymentSuite({ env: { RAZORPAY_WEBHOOK_SECRET: SECRET } }),
);
