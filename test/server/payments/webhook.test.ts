import { eq, isNull, sql } from 'drizzle-orm';
import { financialYearLabel } from '../../../src/shared/dates';
import { CONTROL_CHARACTER_REQUEST_MESSAGE } from '../../../src/shared/validation/controlCharacters';
import { paymentEvents } from '../../../src/server/db/schema';
import { describeEachDatabase } from '../helpers/harness';
import { paymentSuite } from './harness';
import {
  createDonation,
  createMembership,
  currentFinancialYear,
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

function eventBody(
  event: string,
  orderId: string,
  paymentId: string,
  paymentFields: Record<string, unknown> = {},
): string {
  const payment = {
    entity: {
      id: paymentId,
      entity: 'payment',
      amount: 51_180,
      currency: 'INR',
      status: event === 'payment.failed' ? 'failed' : 'captured',
      order_id: orderId,
      error_description: event === 'payment.failed' ? 'Payment was declined by the bank' : null,
      ...paymentFields,
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

    it('dates and numbers a captured payment by its created_at: 23:55 on 31 March belongs to the year that ended', async () => {
      const { app, database } = context();
      const created = await createMembership(app);
      // The last 31 March in India: ordered at 23:50 (18:20 UTC), paid at 23:55; the webhook arrives today.
      const yearEnded = currentFinancialYear();
      const paidAt = new Date(`${yearEnded}-03-31T18:25:00Z`);
      await database.db.execute(
        sql`update orders set created_at = ${`${yearEnded}-03-31T18:20:00Z`} where receipt_id = ${created.receiptId}`,
      );
      const body = eventBody('payment.captured', created.orderId, 'pay_lastdayofyear1', {
        created_at: paidAt.getTime() / 1000,
      });
      expect((await send(body)).statusCode).toBe(200);
      expect(await orderRow(database.db, created.receiptId)).toMatchObject({
        receiptNumber: `DBJS/TEST/M/${financialYearLabel(yearEnded - 1)}/00001`,
        paidAt,
      });
    });

    it('takes a created_at that cannot be a real time as unknown: paid now, never a 500', async () => {
      const { app, database } = context();
      for (const createdAt of [1e20, -1e15, 0, 1.5, '1774981500']) {
        const created = await createMembership(app);
        const before = Date.now();
        const body = eventBody(
          'payment.captured',
          created.orderId,
          `pay_oddtime${String(createdAt).length}`,
          {
            created_at: createdAt,
          },
        );
        expect((await send(body)).statusCode).toBe(200);
        const order = await orderRow(database.db, created.receiptId);
        expect(order.receiptNumber?.startsWith(currentSeries('M'))).toBe(true);
        expect(order.paidAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
      }
    });

    it('refuses a signed body holding a control character with 400 and records nothing', async () => {
      const { app, database } = context();
      const created = await createMembership(app);
      const bodies = [
        eventBody('payment.failed', created.orderId, 'pay_controlchar01', {
          error_description: 'bad\u0000card',
        }),
        eventBody('payment.captured', `${created.orderId}\u0000`, 'pay_controlchar02'),
        eventBody('payment.captured', created.orderId, 'pay_control\u0000'),
        eventBody('payment.captured\u0007', created.orderId, 'pay_controlchar04'),
        eventBody('payment.captured', created.orderId, 'pay_controlchar05', { notes: { 'a\u0000b': 'x' } }),
      ];
      for (const body of bodies) {
        const answer = await send(body);
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual({ message: CONTROL_CHARACTER_REQUEST_MESSAGE });
      }
      expect((await orderRow(database.db, created.receiptId)).status).toBe('pending');
      expect(await database.db.select().from(paymentEvents)).toHaveLength(0);
      // A line break in the gateway's description is not refused.
      const withLineBreak = eventBody('payment.failed', created.orderId, 'pay_controlchar06', {
        error_description: 'declined\nby the bank',
      });
      expect((await send(withLineBreak)).statusCode).toBe(200);
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
