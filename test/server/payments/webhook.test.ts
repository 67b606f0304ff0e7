import { eq, isNull } from 'drizzle-orm';
import { paymentEvents } from '../../../src/server/db/schema';
import { describeEachDatabase } from '../helpers/harness';
import { paymentSuite } from './harness';
import {
  createDonation,
  createMembership,
  currentSeries,
  eventsOf,
  expectOneReceiptIssued,
  orderRow,
  paySandbox,
  signWebhook,
  testReceiptsNumbered,
  verify,
} from './fixtures';

const SECRET = 'whsec_dbjs_test_secret';

function eventBody(event: string, orderId: string, paymentId: string): string {
  const payment = {
    entity: {
      id: paymentId,
      entity: 'payment',
      amount: 51_180,
      currency: 'INR',
      status: event === 'payment.failed' ? 'failed' : 'captured',
      order_id: orderId,
      error_description: event === 'payment.failed' ? 'Payment was declined by the bank' : null,
    },
  };
  const payload: Record<string, unknown> = { payment };
  if (event === 'order.paid') payload.order = { entity: { id: orderId, entity: 'order', status: 'paid' } };
  // Odd spacing on purpose: the signature covers these exact bytes, not a re-serialised object.
  return JSON.stringify(
    { entity: 'event', account_id: 'acc_test', event, contains: Object.keys(payload), payload },
    null,
    3,
  );
}

describeEachDatabase(
  'POST /api/payments/razorpay-webhook',
  (context) => {
    let eventCounter = 0;
    const send = (body: string, options: { eventId?: string | null; signature?: string } = {}) =>
      context().app.inject({
        method: 'POST',
        url: '/api/payments/razorpay-webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': options.signature ?? signWebhook(SECRET, body),
          ...(options.eventId === null
            ? {}
            : { 'x-razorpay-event-id': options.eventId ?? `evt_${++eventCounter}` }),
        },
        payload: body,
      });

    it('refuses a bad signature with 400 and changes nothing', async () => {
      const { app, database } = context();
      const created = await createMembership(app);
      const body = eventBody('payment.captured', created.orderId, 'pay_webhook00000001');
      for (const signature of [
        '',
        'abc',
        signWebhook('another secret', body),
        signWebhook(SECRET, `${body} `),
      ]) {
        const answer = await send(body, { signature });
        expect(answer.statusCode).toBe(400);
      }
      const order = await orderRow(database.db, created.receiptId);
      expect(order.status).toBe('pending');
      expect(await database.db.select().from(paymentEvents)).toHaveLength(0);
    });

    it('marks an order paid on payment.captured; a later verify gets the same receipt', async () => {
      const { app, database } = context();
      const created = await createMembership(app);
      const checkout = await paySandbox(app, created.orderId);
      const answer = await send(eventBody('payment.captured', created.orderId, checkout.razorpay_payment_id));
      expect(answer.statusCode).toBe(200);
      const paid = await orderRow(database.db, created.receiptId);
      expect(paid).toMatchObject({ status: 'paid', receiptNumber: `${currentSeries('M')}00001` });
      const verified = await verify(app, 'membership', { ...checkout, receiptId: created.receiptId });
      expect(verified.json()).toMatchObject({ success: true, receiptNumber: paid.receiptNumber });
      await expectOneReceiptIssued(context(), 'membership');
    });

    it('leaves an order paid by verify as it is when the webhook arrives after', async () => {
      const { app, database } = context();
      const created = await createDonation(app);
      const checkout = await paySandbox(app, created.orderId);
      const verified = await verify(app, 'donation', { ...checkout, receiptId: created.receiptId });
      expect(
        (await send(eventBody('payment.captured', created.orderId, checkout.razorpay_payment_id))).statusCode,
      ).toBe(200);
      expect(
        (await send(eventBody('order.paid', created.orderId, checkout.razorpay_payment_id))).statusCode,
      ).toBe(200);
      const order = await orderRow(database.db, created.receiptId);
      expect(order.receiptNumber).toBe(verified.json().receiptNumber);
      expect(order.paidAt).toEqual((await orderRow(database.db, created.receiptId)).paidAt);
      await expectOneReceiptIssued(context(), 'donation');
      expect((await eventsOf(database.db, order.id)).map((event) => event.type)).toEqual([
        'payment.verified',
        'payment.captured',
        'order.paid',
      ]);
    });

    it('settles on order.paid', async () => {
      const { app, database } = context();
      const created = await createDonation(app);
      expect((await send(eventBody('order.paid', created.orderId, 'pay_orderpaid00001'))).statusCode).toBe(
        200,
      );
      expect(await orderRow(database.db, created.receiptId)).toMatchObject({
        status: 'paid',
        paymentId: 'pay_orderpaid00001',
        receiptNumber: `${currentSeries('D')}00001`,
      });
    });

    it('ignores a repeated delivery of the same event id', async () => {
      const { app, database } = context();
      const created = await createMembership(app);
      const failedBody = eventBody('payment.failed', created.orderId, 'pay_failedattempt1');
      expect((await send(failedBody, { eventId: 'evt_same' })).statusCode).toBe(200);
      expect((await send(failedBody, { eventId: 'evt_same' })).statusCode).toBe(200);
      const capturedBody = eventBody('payment.captured', created.orderId, 'pay_secondattempt1');
      await Promise.all([
        send(capturedBody, { eventId: 'evt_cap' }),
        send(capturedBody, { eventId: 'evt_cap' }),
      ]);
      const order = await orderRow(database.db, created.receiptId);
      expect(order).toMatchObject({ status: 'paid', paymentId: 'pay_secondattempt1' });
      const events = await eventsOf(database.db, order.id);
      expect(events.map((event) => event.externalEventId)).toEqual(['evt_same', 'evt_cap']);
      expect(await testReceiptsNumbered(database.db, 'membership')).toBe(1);
    });

    it('keeps a paid order paid when payment.failed arrives after payment.captured', async () => {
      const { app, database } = context();
      const created = await createMembership(app);
      await send(eventBody('payment.captured', created.orderId, 'pay_good0000000001'));
      await send(eventBody('payment.failed', created.orderId, 'pay_bad00000000001'));
      expect(await orderRow(database.db, created.receiptId)).toMatchObject({
        status: 'paid',
        paymentId: 'pay_good0000000001',
        failureReason: null,
      });
    });

    it('acknowledges events for unknown orders and records them without an order', async () => {
      const { database } = context();
      const answer = await send(eventBody('payment.captured', 'order_NotOurs00000000', 'pay_x'), {
        eventId: 'evt_stranger',
      });
      expect(answer.statusCode).toBe(200);
      const orphans = await database.db.select().from(paymentEvents).where(isNull(paymentEvents.orderId));
      expect(orphans).toMatchObject([
        { externalEventId: 'evt_stranger', type: 'payment.captured', source: 'webhook' },
      ]);
      // Events we do not act on are kept too, once.
      const refund = JSON.stringify({ event: 'refund.created', payload: {} });
      expect((await send(refund, { eventId: 'evt_refund' })).statusCode).toBe(200);
      expect((await send(refund, { eventId: 'evt_refund' })).statusCode).toBe(200);
      expect(
        await database.db.select().from(paymentEvents).where(eq(paymentEvents.externalEventId, 'evt_refund')),
      ).toHaveLength(1);
    });

    it('answers 400 to a signed body that is not JSON, and processes events without an event id', async () => {
      const { app, database } = context();
      expect((await send('not json at all')).statusCode).toBe(400);
      // eventBody's payment is for 51180 paise: a membership's total (a donation's differs and is refused).
      const created = await createMembership(app);
      expect(
        (await send(eventBody('payment.captured', created.orderId, 'pay_noeventid0001'), { eventId: null }))
          .statusCode,
      ).toBe(200);
      expect((await orderRow(database.db, created.receiptId)).status).toBe('paid');
    });
  },
  paymentSuite({ env: { RAZORPAY_WEBHOOK_SECRET: SECRET } }),
);
