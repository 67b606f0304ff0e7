import { paymentSignature } from '../../../src/server/payments/verify';
import { describeEachDatabase } from '../helpers/harness';
import { outboxFileCount, paymentSuite } from './harness';
import {
  createDonation,
  createMembership,
  currentSeries,
  eventsOf,
  expectOneReceiptIssued,
  orderRow,
  paySandbox,
  receiptsSent,
  testReceiptsNumbered,
  verify,
} from './fixtures';

describeEachDatabase(
  'verify-payment',
  (context) => {
    it('refuses a tampered signature with 400 and changes nothing', async () => {
      const { app, database } = context();
      const created = await createMembership(app);
      const checkout = await paySandbox(app, created.orderId);
      const flipped = checkout.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
      const attempts = [
        { ...checkout, razorpay_signature: flipped },
        { ...checkout, razorpay_signature: checkout.razorpay_signature.slice(0, 10) },
        { ...checkout, razorpay_signature: `${checkout.razorpay_signature}00` },
        // Signed with a secret that is not the server's.
        {
          ...checkout,
          razorpay_signature: paymentSignature('guessed', created.orderId, checkout.razorpay_payment_id),
        },
        // Right signature, another payment id.
        { ...checkout, razorpay_payment_id: 'pay_AAAAAAAAAAAAAA' },
        { ...checkout, razorpay_signature: '' },
        { razorpay_order_id: created.orderId, razorpay_payment_id: checkout.razorpay_payment_id },
      ];
      for (const attempt of attempts) {
        const answer = await verify(app, 'membership', { ...attempt, receiptId: created.receiptId });
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toEqual({ success: false, message: 'Payment verification failed.' });
      }
      const order = await orderRow(database.db, created.receiptId);
      expect(order).toMatchObject({
        status: 'pending',
        receiptNumber: null,
        receiptToken: null,
        paymentId: null,
      });
      expect(await eventsOf(database.db, order.id)).toHaveLength(0);
      expect(await testReceiptsNumbered(database.db, 'membership')).toBe(0);
    });

    it('checks the signature over the stored order id, not the one the browser names', async () => {
      const { app, database } = context();
      const first = await createMembership(app);
      const second = await createMembership(app);
      const paidSecond = await paySandbox(app, second.orderId);
      // A valid signature for order two presented with order one's receiptId.
      const answer = await verify(app, 'membership', { ...paidSecond, receiptId: first.receiptId });
      expect(answer.statusCode).toBe(400);
      expect((await orderRow(database.db, first.receiptId)).status).toBe('pending');
      expect((await orderRow(database.db, second.receiptId)).status).toBe('pending');
    });

    it('answers a replayed verify with the same receipt number and sends one mail', async () => {
      const { app } = context();
      const created = await createDonation(app);
      const checkout = await paySandbox(app, created.orderId);
      const first = await verify(app, 'donation', { ...checkout, receiptId: created.receiptId });
      const again = await verify(app, 'donation', { ...checkout, receiptId: created.receiptId });
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      await expectOneReceiptIssued(context(), 'donation');
    });

    it('settles five concurrent verifies of one order with exactly one receipt number', async () => {
      const { app, database } = context();
      const created = await createMembership(app);
      const checkout = await paySandbox(app, created.orderId);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          verify(app, 'membership', { ...checkout, receiptId: created.receiptId }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const numbers = new Set(answers.map((answer) => answer.json().receiptNumber));
      expect([...numbers]).toEqual([`${currentSeries('M')}00001`]);
      expect(new Set(answers.map((answer) => answer.json().receiptUrl)).size).toBe(1);
      expect(await testReceiptsNumbered(database.db, 'membership')).toBe(1);
      await receiptsSent(app);
      expect(outboxFileCount(context().dataDir)).toBe(1);
    });

    it('numbers receipts without gaps, one series per kind', async () => {
      const { app, database } = context();
      const numbers: string[] = [];
      for (const kind of ['membership', 'donation', 'membership', 'membership', 'donation'] as const) {
        const created = kind === 'membership' ? await createMembership(app) : await createDonation(app);
        // An unpaid order in between takes no number.
        await createDonation(app);
        const checkout = await paySandbox(app, created.orderId);
        numbers.push(
          (await verify(app, kind, { ...checkout, receiptId: created.receiptId })).json().receiptNumber,
        );
      }
      const m = currentSeries('M');
      const d = currentSeries('D');
      expect(numbers).toEqual([`${m}00001`, `${d}00001`, `${m}00002`, `${m}00003`, `${d}00002`]);
      expect(await testReceiptsNumbered(database.db, 'membership')).toBe(3);
      expect(await testReceiptsNumbered(database.db, 'donation')).toBe(2);
    });

    it('refuses an order of the other kind and an unknown order', async () => {
      const { app, database } = context();
      const donation = await createDonation(app);
      const checkout = await paySandbox(app, donation.orderId);
      const wrongKind = await verify(app, 'membership', { ...checkout, receiptId: donation.receiptId });
      expect(wrongKind.statusCode).toBe(404);
      expect(wrongKind.json().success).toBe(false);
      const wrongKindFailure = await verify(app, 'membership', {
        status: 'failed',
        razorpay_order_id: donation.orderId,
        receiptId: donation.receiptId,
      });
      expect(wrongKindFailure.statusCode).toBe(404);
      expect((await orderRow(database.db, donation.receiptId)).status).toBe('pending');

      const unknown = await verify(app, 'donation', { ...checkout, receiptId: 'DBJS-D-doesnotexist0000' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ success: false, message: 'This order could not be found.' });
      const unknownFailure = await verify(app, 'donation', {
        status: 'failed',
        razorpay_order_id: 'order_x',
        receiptId: 'DBJS-D-doesnotexist0000',
      });
      expect(unknownFailure.statusCode).toBe(404);
    });

    it('records a failure report, and never un-pays a paid order', async () => {
      const { app, database } = context();
      const created = await createMembership(app);
      const failed = await app.inject({ method: 'POST', url: `/api/sandbox/orders/${created.orderId}/fail` });
      expect(failed.statusCode).toBe(200);
      const { error } = failed.json();
      expect(error).toMatchObject({
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed (sandbox)',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: created.orderId, payment_id: expect.stringMatching(/^pay_/) },
      });
      const report = {
        status: 'failed',
        razorpay_order_id: created.orderId,
        razorpay_payment_id: error.metadata.payment_id,
        razorpay_signature: '',
        receiptId: created.receiptId,
      };
      const answer = await verify(app, 'membership', report);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ success: false });
      const order = await orderRow(database.db, created.receiptId);
      expect(order.status).toBe('failed');
      expect((await eventsOf(database.db, order.id)).map((event) => event.source)).toEqual([
        'failure-report',
      ]);

      // The visitor tries again in the same checkout and pays: failed -> paid is allowed.
      const checkout = await paySandbox(app, created.orderId);
      const paid = await verify(app, 'membership', { ...checkout, receiptId: created.receiptId });
      expect(paid.json().success).toBe(true);
      // A late failure report does not move it back.
      expect((await verify(app, 'membership', report)).json()).toEqual({ success: false });
      expect(await orderRow(database.db, created.receiptId)).toMatchObject({
        status: 'paid',
        receiptNumber: paid.json().receiptNumber,
      });
      // A second sandbox payment of a paid order is refused.
      const twice = await app.inject({ method: 'POST', url: `/api/sandbox/orders/${created.orderId}/pay` });
      expect(twice.statusCode).toBe(409);
    });

    it('refuses failure reports that do not match the order', async () => {
      const { app, database } = context();
      const created = await createDonation(app);
      const mismatch = await verify(app, 'donation', {
        status: 'failed',
        razorpay_order_id: 'order_someoneelse0000',
        receiptId: created.receiptId,
      });
      expect(mismatch.statusCode).toBe(400);
      const incomplete = await verify(app, 'donation', { status: 'failed' });
      expect(incomplete.statusCode).toBe(400);
      expect((await orderRow(database.db, created.receiptId)).status).toBe('pending');
    });

    it('answers 400, never 500, to malformed verify bodies', async () => {
      const { app } = context();
      for (const payload of ['not json', '[]', 'null', '{"receiptId": 5}']) {
        const answer = await app.inject({
          method: 'POST',
          url: '/api/donation/verify-payment',
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(answer.statusCode).toBe(400);
      }
    });

    it('serves receipts only for known tokens', async () => {
      const { app } = context();
      for (const url of [
        '/api/receipts/0123456789abcdef0123456789abcdef.pdf',
        '/api/receipts/nothing.pdf',
        '/api/receipts/x',
      ]) {
        const answer = await app.inject({ method: 'GET', url });
        expect(answer.statusCode).toBe(404);
      }
    });

    it('serves the sandbox checkout script and 404s unknown sandbox orders', async () => {
      const { app } = context();
      const script = await app.inject({ method: 'GET', url: '/api/sandbox/checkout.js' });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toMatch(/^text\/javascript/);
      expect(script.body).toContain('window.Razorpay = Razorpay');
      expect(script.body).toContain('SANDBOX \\u2014 no money moves');
      expect(
        (await app.inject({ method: 'POST', url: '/api/sandbox/orders/order_AAAAAAAAAAAAAA/pay' }))
          .statusCode,
      ).toBe(404);
      expect(
        (await app.inject({ method: 'POST', url: '/api/sandbox/orders/nonsense/fail' })).statusCode,
      ).toBe(404);
    });

    it('refuses webhooks while no webhook secret is configured', async () => {
      const { app } = context();
      const answer = await app.inject({
        method: 'POST',
        url: '/api/payments/razorpay-webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'abc' },
        payload: '{"event":"payment.captured"}',
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ message: 'Webhooks are not configured.' });
    });
  },
  paymentSuite(),
);
