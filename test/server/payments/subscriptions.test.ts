import { asc, eq, sql } from 'drizzle-orm';
import {
  donations,
  issuedReceipts,
  mailOutbox,
  orders,
  paymentEvents,
  sandboxClock,
  subscriptionPlans,
} from '../../../src/server/db/schema';
import { SANDBOX_CLOCK_LIMIT_MESSAGE, SANDBOX_CLOCK_LIMIT_YEARS } from '../../../src/server/payments/sandbox';
import { MAX_UNSIGNED_EVENTS_PER_SOURCE } from '../../../src/server/payments/settle';
import {
  manageLinkKey,
  manageToken,
  reconcileSubscriptions,
  settleSubscription,
} from '../../../src/server/payments/subscriptions';
import { describeEachDatabase } from '../helpers/harness';
import { pdfText } from '../helpers/pdfText';
import { outboxFiles } from './harness';
import {
  currentSeries,
  donationReceiptsFor,
  deliverSignedWebhook,
  deliverWebhook,
  receiptsSent,
  signWebhook,
  verify,
} from './fixtures';
import {
  advanceSandbox,
  authoriseInSandbox,
  createSubscription,
  gatewaySubscriptionState,
  subscribeAndVerify,
  subscriptionEventBody,
  subscriptionRow,
  subscriptionSuite,
} from './subscriptionHelpers';

// Monthly and yearly gifts end to end on the server: donation/add creates a gateway subscription (sandbox), the
// checkout's authorisation is verified, the sandbox clock is advanced, webhooks arrive in and out of order and
// repeated, and the donor's signed link shows and cancels the gift.

const SECRET = 'whsec_dbjs_subscription_secret';

/** The text of the mails in DATA_DIR/outbox, quoted-printable soft breaks undone. */
function outboxMails(dataDir: string): string[] {
  return outboxFiles(dataDir, 'utf8').map((file) => {
    const raw = file.replace(/=\r?\n/g, '');
    // Quoted-printable bytes (=E2=82=B9 is ₹) back to text.
    return raw.replace(/(?:=[0-9A-F]{2})+/g, (run) =>
      Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
    );
  });
}

describeEachDatabase(
  'Monthly and yearly gifts',
  (context) => {
    const subscribe = (fields: Record<string, string> = {}) => createSubscription(context().app, fields);
    const authorise = (subscriptionId: string) => authoriseInSandbox(context().app, subscriptionId);
    const advance = (body: Record<string, unknown> = {}) => advanceSandbox(context().app, body);
    const chargeRows = async (subscriptionId: number) =>
      context()
        .db.select()
        .from(orders)
        .where(eq(orders.subscriptionId, subscriptionId))
        .orderBy(asc(orders.id));

    it('Monthly ₹1,000 creates a subscription of 12 charges of 102360 paise; plans are reused per amount', async () => {
      const first = await subscribe();
      expect(first).toEqual({
        subscriptionId: expect.stringMatching(/^sub_/),
        receiptId: expect.stringMatching(/^DBJS-S-/),
        amount: 102_360,
        currency: 'INR',
        period: 'monthly',
        totalCount: 12,
      });
      const second = await subscribe({ amount: '1', dbjs_amount: '5' });
      expect(second.amount).toBe(102_360);
      const yearly = await subscribe({ donation_frequency: 'Yearly', donation_amount: '5000' });
      expect(yearly).toMatchObject({ period: 'yearly', totalCount: 5, amount: 511_800 });
      const plans = await context().db.select().from(subscriptionPlans).orderBy(asc(subscriptionPlans.id));
      expect(plans.map((plan) => [plan.period, plan.amountPaise])).toEqual([
        ['monthly', 102_360],
        ['yearly', 511_800],
      ]);
      // No order is created for a subscription: nothing for the one-time reconciler to poll.
      expect(await context().db.select().from(orders)).toHaveLength(0);
    });

    it('verifies the authorisation, records the first charge once with its receipt, refuses a bad signature', async () => {
      const created = await subscribe();
      const checkout = await authorise(created.subscriptionId);
      const forged = await verify(context().app, 'donation', {
        ...checkout,
        razorpay_signature: '0'.repeat(64),
        receiptId: created.receiptId,
      });
      expect(forged.statusCode).toBe(400);
      const otherSubscription = await verify(context().app, 'donation', {
        ...checkout,
        razorpay_subscription_id: 'sub_AAAAAAAAAAAAAA',
        receiptId: created.receiptId,
      });
      expect(otherSubscription.statusCode).toBe(400);
      expect(await context().db.select().from(orders)).toHaveLength(0);

      const answer = await verify(context().app, 'donation', { ...checkout, receiptId: created.receiptId });
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body).toMatchObject({
        success: true,
        receiptNumber: `${currentSeries('D')}00001`,
        subscription: { period: 'monthly', totalCount: 12, amount: 102_360 },
      });
      expect(body.subscription.manageUrl).toMatch(/^\/donation\/subscription\/\d+\.\d+\.[0-9a-f]{64}$/);
      const again = await verify(context().app, 'donation', { ...checkout, receiptId: created.receiptId });
      expect(again.json().receiptNumber).toBe(body.receiptNumber);

      const row = await subscriptionRow(context().db, created.receiptId);
      expect(row).toMatchObject({ status: 'active', paidCount: 1 });
      const charges = await chargeRows(row.id);
      expect(charges).toHaveLength(1);
      expect(charges[0]).toMatchObject({ status: 'paid', totalPaise: 102_360, kind: 'donation' });
      const [donation] = await context()
        .db.select()
        .from(donations)
        .where(eq(donations.orderId, charges[0].id));
      expect(donation).toMatchObject({ frequency: 'Monthly', pan: 'ABCDE1234F', surname: 'Chougule' });

      await receiptsSent(context().app);
      const mails = outboxMails(context().dataDir);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toContain('12 monthly payments of ₹1,023.60');
      expect(mails[0]).toMatch(/\/donation\/subscription\/\d+\.\d+\.[0-9a-f]{64}/);
    });

    it('advancing the sandbox charges each due subscription once per period, each charge with its own receipt', async () => {
      const { created } = await subscribeAndVerify(context().app);
      expect(await advance()).toMatchObject({ charged: 1, recorded: 1 });
      expect(await advance()).toMatchObject({ charged: 1, recorded: 1 });
      const row = await subscriptionRow(context().db, created.receiptId);
      const charges = await chargeRows(row.id);
      expect(charges).toHaveLength(3);
      // Each in the series of its own date's financial year (the sandbox's clock is two months ahead by now).
      expect(charges.map((order) => order.receiptNumber)).toEqual(
        donationReceiptsFor(charges.map((order) => order.paidAt)),
      );
      expect(new Set(charges.map((order) => order.totalPaise))).toEqual(new Set([102_360]));
      // Each charge's receipt says it belongs to a regular gift and where the donor's link to stop it is.
      const [lastReceipt] = await context()
        .db.select()
        .from(issuedReceipts)
        .where(eq(issuedReceipts.orderId, charges[2].id));
      expect(pdfText(lastReceipt.pdf)).toContain('open the link in the mail that brought this receipt');
      expect(row).toMatchObject({ status: 'active', paidCount: 3 });
      expect(outboxMails(context().dataDir)).toHaveLength(3);
      const refused = await context().app.inject({
        method: 'POST',
        url: '/api/sandbox/advance',
        payload: { period: 'sideways' },
      });
      expect(refused.statusCode).toBe(400);
    });

    it('the donor link shows the gift and cancels it; no further charge; forged and expired links are refused', async () => {
      const { answer, created } = await subscribeAndVerify(context().app);
      const link = `/api/subscriptions/manage/${answer.subscription.manageUrl.split('/').pop()}`;
      const view = await context().app.inject({ method: 'GET', url: link });
      expect(view.statusCode).toBe(200);
      expect(view.json()).toMatchObject({
        subscription: { status: 'active', paidCount: 1, totalCount: 12, amount: 102_360, cancellable: true },
        charges: [{ receiptNumber: `${currentSeries('D')}00001`, amount: 102_360 }],
      });
      // A site whose PAYMENTS_API_URL names this host reads it across origins, like the other payment calls.
      const site = new URL(context().config.publicUrl).origin;
      const across = await context().app.inject({ method: 'GET', url: link, headers: { origin: site } });
      expect(across.headers['access-control-allow-origin']).toBe(site);
      const cancelled = await context().app.inject({ method: 'POST', url: `${link}/cancel` });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().subscription).toMatchObject({ status: 'cancelled', cancellable: false });
      const twice = await context().app.inject({ method: 'POST', url: `${link}/cancel` });
      expect(twice.statusCode).toBe(409);
      expect(await advance()).toMatchObject({ charged: 0, recorded: 0 });
      const row = await subscriptionRow(context().db, created.receiptId);
      expect(await chargeRows(row.id)).toHaveLength(1);

      const key = manageLinkKey(context().config);
      const expired = manageToken(key, row.id, new Date(Date.now() - 1000));
      expect(
        (await context().app.inject({ method: 'GET', url: `/api/subscriptions/manage/${expired}` }))
          .statusCode,
      ).toBe(410);
      const forged = manageToken('another key', row.id, new Date(Date.now() + 60_000));
      const refused = await context().app.inject({
        method: 'GET',
        url: `/api/subscriptions/manage/${forged}`,
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toMatch(/not valid/);
      for (const junk of ['x', '1.2.3', `${'9'.repeat(300)}`]) {
        expect(
          (await context().app.inject({ method: 'GET', url: `/api/subscriptions/manage/${junk}` }))
            .statusCode,
        ).toBe(404);
      }
    });

    it('the reconciler records an authorised first charge whose verify call never came', async () => {
      const created = await subscribe();
      await authorise(created.subscriptionId);
      const services = context().app.payments;
      const summary = await reconcileSubscriptions({ db: context().db, gateway: services.gateway });
      expect(summary).toMatchObject({ charges: 1, errors: 0 });
      const row = await subscriptionRow(context().db, created.receiptId);
      expect(row).toMatchObject({ status: 'active', paidCount: 1 });
      expect(await reconcileSubscriptions({ db: context().db, gateway: services.gateway })).toMatchObject({
        charges: 0,
      });
    });

    it('a halted subscription mails the donor once', async () => {
      const { created } = await subscribeAndVerify(context().app);
      expect(await advance({ fail: true })).toMatchObject({ halted: 1, charged: 0 });
      await advance({ fail: true });
      const row = await subscriptionRow(context().db, created.receiptId);
      expect(row.status).toBe('halted');
      const halted = await context()
        .db.select()
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'subscription-halted'));
      expect(halted).toHaveLength(1);
      await context().app.payments.outbox.kick();
      await receiptsSent(context().app);
      const mails = outboxMails(context().dataDir);
      expect(mails.some((mail) => mail.includes('Your monthly donation has stopped'))).toBe(true);
    });
  },
  subscriptionSuite(),
);

// ------------------------------------------------------------------ webhooks, in and out of order, repeated

interface WebhookStep {
  id: string;
  event: string;
  status: string;
  paidCount: number;
  paymentId?: string;
  amount?: number;
}

function webhookBody(subscriptionId: string, step: WebhookStep): string {
  return subscriptionEventBody({
    event: step.event,
    subscriptionId,
    status: step.status,
    paidCount: step.paidCount,
    chargeAt: 1_900_000_000 + step.paidCount * 2_592_000,
    payment: step.paymentId
      ? {
          id: step.paymentId,
          entity: 'payment',
          amount: step.amount ?? 102_360,
          createdAt: 1_800_000_000 + step.paidCount * 2_592_000,
        }
      : undefined,
  });
}

/** The gateway's report of the subscription's `paidCount`-th charge, paid with its own payment id. */
const chargedStep = (paidCount: number): WebhookStep => ({
  id: `evt_ch${paidCount}`,
  event: 'subscription.charged',
  status: 'active',
  paidCount,
  paymentId: `pay_WebhookCharge${paidCount}`,
});

const LIFE: WebhookStep[] = [
  { id: 'evt_auth', event: 'subscription.authenticated', status: 'authenticated', paidCount: 0 },
  { id: 'evt_act', event: 'subscription.activated', status: 'active', paidCount: 0 },
  chargedStep(1),
  chargedStep(2),
  { id: 'evt_pend', event: 'subscription.pending', status: 'pending', paidCount: 2 },
  { id: 'evt_halt', event: 'subscription.halted', status: 'halted', paidCount: 2 },
  { id: 'evt_canc', event: 'subscription.cancelled', status: 'cancelled', paidCount: 2 },
];

/** A fixed shuffle, so that a failure names the same order every run. */
const SHUFFLED = [4, 2, 6, 0, 5, 3, 1].map((index) => LIFE[index]);

describeEachDatabase(
  'Subscription webhooks',
  (context) => {
    const send = (subscriptionId: string, step: WebhookStep) =>
      deliverSignedWebhook(context().app, SECRET, webhookBody(subscriptionId, step), step.id);
    const subscribe = () => createSubscription(context().app);
    const stateOf = async (subscriptionId: string) => {
      const { row, charges, events } = await gatewaySubscriptionState(context().db, subscriptionId);
      const halted = await context()
        .db.select()
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'subscription-halted'));
      return { row, charges, events, halted };
    };

    for (const [name, steps] of [
      ['in order', LIFE],
      ['in reverse', [...LIFE].reverse()],
      ['shuffled', SHUFFLED],
    ] as const) {
      it(`the whole life ${name}, every event delivered twice: two charges, gap-free receipts, cancelled`, async () => {
        const { subscriptionId } = await subscribe();
        for (const step of steps) {
          expect((await send(subscriptionId, step)).statusCode).toBe(200);
          expect((await send(subscriptionId, step)).statusCode).toBe(200);
        }
        await receiptsSent(context().app);
        const { row, charges, events } = await stateOf(subscriptionId);
        expect(row.status).toBe('cancelled');
        expect(row.paidCount).toBe(2);
        expect(charges.map((order) => [order.receiptNumber, order.totalPaise, order.status])).toEqual([
          [`${currentSeries('D')}00001`, 102_360, 'paid'],
          [`${currentSeries('D')}00002`, 102_360, 'paid'],
        ]);
        expect(new Set(charges.map((order) => order.paymentId))).toEqual(
          new Set(['pay_WebhookCharge1', 'pay_WebhookCharge2']),
        );
        expect(events).toHaveLength(LIFE.length);
      });
    }

    it('halted after charges (in order) queues one notice; a later active charge moves it back to active', async () => {
      const { subscriptionId } = await subscribe();
      for (const step of LIFE.slice(0, 6)) await send(subscriptionId, step);
      let state = await stateOf(subscriptionId);
      expect(state.row.status).toBe('halted');
      expect(state.halted).toHaveLength(1);
      // The donor fixed the card; the gateway charged again.
      await send(subscriptionId, chargedStep(3));
      state = await stateOf(subscriptionId);
      expect(state.row.status).toBe('active');
      expect(state.charges).toHaveLength(3);
      // A stale pending report (fewer charges) changes nothing.
      await send(subscriptionId, {
        id: 'evt_late',
        event: 'subscription.pending',
        status: 'pending',
        paidCount: 2,
      });
      expect((await stateOf(subscriptionId)).row.status).toBe('active');
    });

    it('completed ends it; a charge of another amount never becomes a receipt; unknown subscriptions are kept only in the trail', async () => {
      const { subscriptionId } = await subscribe();
      await send(subscriptionId, {
        id: 'evt_bad',
        event: 'subscription.charged',
        status: 'active',
        paidCount: 1,
        paymentId: 'pay_WrongAmount0',
        amount: 100,
      });
      expect((await stateOf(subscriptionId)).charges).toHaveLength(0);
      await send(subscriptionId, {
        id: 'evt_done',
        event: 'subscription.completed',
        status: 'completed',
        paidCount: 12,
      });
      const { row } = await stateOf(subscriptionId);
      expect(row.status).toBe('completed');
      expect(row.endedAt).not.toBeNull();
      const unknown = await send('sub_NotOursAtAll00', LIFE[2]);
      expect(unknown.statusCode).toBe(200);
      expect(await context().db.select().from(orders)).toHaveLength(0);
    });

    it('payment.failed of a subscription charge is recorded without changing anything; bad signatures are 400', async () => {
      const { subscriptionId } = await subscribe();
      const body = JSON.stringify({
        event: 'payment.failed',
        payload: {
          payment: {
            entity: {
              id: 'pay_FailedCharge0',
              status: 'failed',
              amount: 102_360,
              subscription_id: subscriptionId,
            },
          },
        },
      });
      const send = (signature: string) => deliverWebhook(context().app, body, 'evt_pf', signature);
      expect((await send('f'.repeat(64))).statusCode).toBe(400);
      expect((await send(signWebhook(SECRET, body))).statusCode).toBe(200);
      expect((await send(signWebhook(SECRET, body))).statusCode).toBe(200);
      const { row, events } = await stateOf(subscriptionId);
      expect(row.status).toBe('created');
      expect(events.map((event) => event.type)).toEqual(['payment.failed']);
    });

    it('the public advance stops near 50 years ahead, leaving the clock as it was, never a 500', async () => {
      const { app, db } = context();
      // Months short of the limit: a month on is still allowed, a year on is not.
      const nearLimit = (SANDBOX_CLOCK_LIMIT_YEARS * 366 - 60) * 24 * 60 * 60 * 1000;
      await db.insert(sandboxClock).values({ id: 1, offsetMs: nearLimit });
      expect((await advanceSandbox(app, { period: 'monthly' })).charged).toBe(0);
      const [before] = await db.select().from(sandboxClock);
      const refused = await app.inject({
        method: 'POST',
        url: '/api/sandbox/advance',
        payload: { period: 'yearly' },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message: SANDBOX_CLOCK_LIMIT_MESSAGE });
      expect(await db.select().from(sandboxClock)).toEqual([before]);
    });

    it('writes a bounded trail of unsigned failure reports and a replayed verify once, answering each the same', async () => {
      const { app, db } = context();
      const created = await subscribe();
      const trail = async (source: string) =>
        (
          await db
            .select()
            .from(paymentEvents)
            .where(sql`${paymentEvents.detail} ->> 'subscription' = ${created.subscriptionId}`)
        ).filter((event) => event.source === source);
      const report = (n: number) =>
        verify(app, 'donation', {
          status: 'failed',
          razorpay_subscription_id: created.subscriptionId,
          razorpay_payment_id: `pay_made_up_${String(n).padStart(5, '0')}`,
          receiptId: created.receiptId,
        });
      const first = await report(0);
      for (let n = 1; n < 100; n += 1) {
        const answer = await report(n);
        expect([answer.statusCode, answer.body]).toEqual([first.statusCode, first.body]);
      }
      const reports = await trail('failure-report');
      expect(reports.length).toBeGreaterThanOrEqual(1);
      expect(reports.length).toBeLessThanOrEqual(MAX_UNSIGNED_EVENTS_PER_SOURCE);

      const checkout = await authoriseInSandbox(app, created.subscriptionId);
      const claim = { ...checkout, receiptId: created.receiptId };
      const answers = [];
      for (let n = 0; n < 8; n += 1) {
        // Each answer carries a freshly signed link to the donor's page; the rest is the same every time.
        const answer = (await verify(app, 'donation', claim)).json();
        answers.push(JSON.stringify({ ...answer, subscription: { ...answer.subscription, manageUrl: '' } }));
      }
      expect(new Set(answers).size).toBe(1);
      expect(JSON.parse(answers[0])).toMatchObject({ success: true });
      expect((await trail('verify')).map((event) => event.type)).toEqual(['subscription.verified']);
      const gift = await subscriptionRow(db, created.receiptId);
      expect(await db.select().from(orders).where(eq(orders.subscriptionId, gift.id))).toHaveLength(1);

      // Reports of a source stop being written at the bound, as an order's do.
      for (let n = 0; n < MAX_UNSIGNED_EVENTS_PER_SOURCE + 5; n += 1) {
        await settleSubscription(db, {
          gatewaySubscriptionId: created.subscriptionId,
          source: 'reconciler',
          eventType: `subscription.report-${n}`,
        });
      }
      expect(await trail('reconciler')).toHaveLength(MAX_UNSIGNED_EVENTS_PER_SOURCE);
    });
  },
  subscriptionSuite({ env: { RAZORPAY_WEBHOOK_SECRET: SECRET } }),
);
