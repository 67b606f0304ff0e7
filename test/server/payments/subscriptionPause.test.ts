import { asc, eq } from 'drizzle-orm';
import {
  auditLog,
  mailOutbox,
  orders,
  paymentEvents,
  sandboxSubscriptions,
  subscriptions,
} from '../../../src/server/db/schema';
import { GatewayRefusedError } from '../../../src/server/payments/gateway';
import { nextStatus } from '../../../src/server/payments/subscriptions';
import { addPeriods } from '../../../src/shared/subscriptions';
import { NOT_PAUSABLE_MESSAGE, NOT_RESUMABLE_MESSAGE } from '../../../src/server/routes/subscriptions';
import { asAdmin, signIn, type AdminSession } from '../admin/adminHelpers';
import { describeEachDatabase } from '../helpers/harness';
import {
  DONATION_FIELDS,
  currentSeries,
  donationReceiptsFor,
  deliverSignedWebhook,
  receiptsSent,
  signWebhook,
  verify,
} from './fixtures';
import {
  advanceSandbox,
  createSubscription,
  gatewaySubscriptionState,
  subscribeAndVerify,
  subscriptionRow,
  subscriptionEventBody,
  subscriptionSuite,
} from './subscriptionHelpers';
import { gatewayOver } from './gatewayStub';

// Pausing and resuming a monthly or yearly gift (issue 14): the gateway's calls (Razorpay's documented bodies, the
// sandbox's emulation: nothing charged while paused, the next due date after a resume), the donor's signed page and
// the console (audited), the status rule with pause and resume webhooks in and out of order and repeated, and a
// halted gift where the office looks (the halted list, the dashboard, unsent mails).

const SECRET = 'whsec_dbjs_pause_secret';

const receipt = (n: number) => `${currentSeries('D')}${String(n).padStart(5, '0')}`;

describe('the status rule with pause and resume', () => {
  const t = (seconds: number) => new Date(1_900_000_000_000 + seconds * 1000);
  it('paused follows active both ways; with the same charges the later report wins', () => {
    expect(nextStatus('active', 2, 'paused', 2, { currentAt: t(0), incomingAt: t(10) })).toBe('paused');
    expect(nextStatus('paused', 2, 'active', 2, { currentAt: t(10), incomingAt: t(20) })).toBe('active');
    // A pause reported late (made before the resume that is already recorded) changes nothing.
    expect(nextStatus('active', 2, 'paused', 2, { currentAt: t(20), incomingAt: t(10) })).toBe('active');
    // A resume reported late (made before the pause that is already recorded) changes nothing either.
    expect(nextStatus('paused', 2, 'active', 2, { currentAt: t(30), incomingAt: t(20) })).toBe('paused');
    // Without a time, the report is taken as new.
    expect(nextStatus('active', 2, 'paused', 2)).toBe('paused');
    // More charges still win, and the final states stay final.
    expect(nextStatus('paused', 2, 'active', 3, { currentAt: t(30), incomingAt: t(0) })).toBe('active');
    expect(nextStatus('active', 3, 'paused', 2, { currentAt: t(0), incomingAt: t(30) })).toBe('active');
    expect(nextStatus('paused', 2, 'cancelled', 2)).toBe('cancelled');
    expect(nextStatus('cancelled', 2, 'paused', 2)).toBe('cancelled');
    expect(nextStatus('created', 0, 'paused', 0)).toBe('paused');
  });

  it('the Razorpay gateway pauses and resumes with the documented bodies', async () => {
    const calls: Array<{ url: string; method?: string; body: unknown }> = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method, body: JSON.parse(String(init.body)) });
      const status = url.endsWith('/pause') ? 'paused' : 'active';
      return new Response(
        JSON.stringify({
          id: 'sub_1',
          entity: 'subscription',
          status,
          paid_count: 2,
          charge_at: status === 'paused' ? null : 1_900_000_000,
          paused_at: 1_890_000_000,
        }),
        { status: 200 },
      );
    }) as unknown as typeof fetch;
    const gateway = gatewayOver(fetchImpl);
    expect(await gateway.pauseSubscription('sub_1')).toMatchObject({
      status: 'paused',
      paidCount: 2,
      chargeAt: null,
    });
    expect(await gateway.resumeSubscription('sub_1')).toMatchObject({
      status: 'active',
      chargeAt: new Date(1_900_000_000_000),
    });
    expect(calls).toEqual([
      { url: 'https://api.example/v1/subscriptions/sub_1/pause', method: 'POST', body: { pause_at: 'now' } },
      {
        url: 'https://api.example/v1/subscriptions/sub_1/resume',
        method: 'POST',
        body: { resume_at: 'now' },
      },
    ]);
  });
});

describeEachDatabase(
  'Pausing and resuming monthly gifts',
  (context) => {
    let owner: AdminSession;
    beforeAll(async () => {
      owner = await signIn(context().app, context().db);
    });

    const subscribe = () => createSubscription(context().app);
    /** A verified monthly gift and the API address of its donor's signed page. */
    const verifiedGift = async () => {
      const { created, answer } = await subscribeAndVerify(context().app);
      const link = `/api/subscriptions/manage/${answer.subscription.manageUrl.split('/').pop()}`;
      return { created, link };
    };
    const advance = (body: Record<string, unknown> = {}) => advanceSandbox(context().app, body);
    /** The gift's receipt numbers, and the numbers its charges' dates call for (fixtures.ts). */
    const receiptsOf = async (id: number) => {
      const charges = await context()
        .db.select({ number: orders.receiptNumber, paidAt: orders.paidAt })
        .from(orders)
        .where(eq(orders.subscriptionId, id))
        .orderBy(asc(orders.id));
      return {
        numbers: charges.map((charge) => charge.number),
        expected: donationReceiptsFor(charges.map((charge) => charge.paidAt)),
      };
    };

    it('the donor pauses from the signed link: nothing is charged while paused; resumed, the next due date charges', async () => {
      const { created, link } = await verifiedGift();
      const before = (await context().app.inject({ method: 'GET', url: link })).json().subscription;
      const paused = await context().app.inject({ method: 'POST', url: `${link}/pause` });
      expect(paused.statusCode).toBe(200);
      expect(paused.headers['cache-control']).toBe('no-store');
      expect(paused.json().subscription).toMatchObject({
        status: 'paused',
        pausable: false,
        resumable: true,
        cancellable: true,
        nextChargeOn: null,
        pausedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      const again = await context().app.inject({ method: 'POST', url: `${link}/pause` });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(NOT_PAUSABLE_MESSAGE);

      // Two months pass: the sandbox charges nothing, and the reconciler finds nothing to record.
      expect(await advance()).toMatchObject({ charged: 0, recorded: 0 });
      const secondMonth = await advance();
      expect(secondMonth).toMatchObject({ charged: 0, recorded: 0 });
      const row = await subscriptionRow(context().db, created.receiptId);
      expect(row).toMatchObject({ status: 'paused', paidCount: 1, nextChargeAt: null });
      expect(row.pausedAt).not.toBeNull();

      const resumed = await context().app.inject({ method: 'POST', url: `${link}/resume` });
      expect(resumed.statusCode).toBe(200);
      const view = resumed.json().subscription;
      expect(view).toMatchObject({ status: 'active', pausable: true, resumable: false, pausedOn: null });
      // The next charge is the first date of the schedule after the sandbox's now: the skipped months are not owed.
      expect(view.nextChargeOn > secondMonth.now.slice(0, 10)).toBe(true);
      // The two skipped months move the last of the 12 payments two months on.
      expect(view.lastChargeOn.slice(0, 7)).toBe(
        addPeriods(new Date(before.lastChargeOn), 'monthly', 2).toISOString().slice(0, 7),
      );
      const twice = await context().app.inject({ method: 'POST', url: `${link}/resume` });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe(NOT_RESUMABLE_MESSAGE);

      expect(await advance()).toMatchObject({ charged: 1, recorded: 1 });
      const after = await subscriptionRow(context().db, created.receiptId);
      expect(after).toMatchObject({ status: 'active', paidCount: 2, pausedAt: null });
      const { numbers, expected } = await receiptsOf(after.id);
      expect(numbers).toHaveLength(2);
      expect(numbers).toEqual(expected);
      const trail = await context()
        .db.select({ type: paymentEvents.type, source: paymentEvents.source })
        .from(paymentEvents);
      expect(trail).toEqual(
        expect.arrayContaining([
          { type: 'subscription.pause-requested', source: 'donor' },
          { type: 'subscription.resume-requested', source: 'donor' },
        ]),
      );
      // A paused gift can still be cancelled.
      expect((await context().app.inject({ method: 'POST', url: `${link}/pause` })).statusCode).toBe(200);
      const cancelled = await context().app.inject({ method: 'POST', url: `${link}/cancel` });
      expect(cancelled.json().subscription).toMatchObject({
        status: 'cancelled',
        resumable: false,
        pausable: false,
      });
      expect(await advance()).toMatchObject({ charged: 0 });
    });

    it('after the sandbox clock has moved on, the donor still pauses and resumes it, and recorded charges reported again change nothing', async () => {
      const { created, link } = await verifiedGift();
      // Two charges on the sandbox's clock, which now runs two months ahead of the real one.
      expect(await advance()).toMatchObject({ charged: 1, recorded: 1 });
      expect(await advance()).toMatchObject({ charged: 1, recorded: 1 });
      const paused = await context().app.inject({ method: 'POST', url: `${link}/pause` });
      expect(paused.json().subscription).toMatchObject({ status: 'paused', paidCount: 3 });
      // The reconciler reports the three recorded charges again: still paused.
      const services = context().app.payments;
      const { reconcileSubscriptions } = await import('../../../src/server/payments/subscriptions');
      expect(await reconcileSubscriptions({ db: context().db, gateway: services.gateway })).toMatchObject({
        charges: 0,
        errors: 0,
      });
      expect(await advance()).toMatchObject({ charged: 0, recorded: 0 });
      expect((await subscriptionRow(context().db, created.receiptId)).status).toBe('paused');
      const resumed = await context().app.inject({ method: 'POST', url: `${link}/resume` });
      expect(resumed.json().subscription).toMatchObject({ status: 'active' });
      expect(await advance()).toMatchObject({ charged: 1, recorded: 1 });
      const row = await subscriptionRow(context().db, created.receiptId);
      expect(row).toMatchObject({ status: 'active', paidCount: 4 });
      // On the sandbox's clock the fourth charge may fall in the next financial year: its series starts again.
      const { numbers, expected } = await receiptsOf(row.id);
      expect(numbers).toHaveLength(4);
      expect(numbers).toEqual(expected);
      // Paused again right after a charge on the sandbox's clock: the pause wins.
      const again = await context().app.inject({ method: 'POST', url: `${link}/pause` });
      expect(again.json().subscription).toMatchObject({ status: 'paused' });
    });

    it('a gift not yet authorised cannot be paused (the gateway allows only active); forged links are refused', async () => {
      const created = await subscribe();
      const [row] = await context().db.select().from(subscriptions);
      const { manageLinkKey, manageToken } = await import('../../../src/server/payments/subscriptions');
      const token = manageToken(manageLinkKey(context().config), row.id, new Date(Date.now() + 60_000));
      const refused = await context().app.inject({
        method: 'POST',
        url: `/api/subscriptions/manage/${token}/pause`,
      });
      expect(refused.statusCode).toBe(409);
      const forged = manageToken('another key', row.id, new Date(Date.now() + 60_000));
      expect(
        (await context().app.inject({ method: 'POST', url: `/api/subscriptions/manage/${forged}/resume` }))
          .statusCode,
      ).toBe(404);
      // The sandbox refuses like the gateway does.
      const gateway = context().app.payments.gateway;
      await expect(gateway.pauseSubscription(created.subscriptionId)).rejects.toBeInstanceOf(
        GatewayRefusedError,
      );
      await expect(gateway.resumeSubscription(created.subscriptionId)).rejects.toBeInstanceOf(
        GatewayRefusedError,
      );
      const [sandboxRow] = await context().db.select().from(sandboxSubscriptions);
      expect(sandboxRow.status).toBe('created');
    });

    it('the office pauses and resumes on request, each audited; the list shows it paused', async () => {
      const { created } = await verifiedGift();
      const row = await subscriptionRow(context().db, created.receiptId);
      const office = (action: string) =>
        asAdmin(context().app, owner, {
          method: 'POST',
          url: `/api/admin/subscriptions/${row.id}/${action}`,
        });
      const paused = await office('pause');
      expect(paused.statusCode).toBe(200);
      expect(paused.json().message).toMatch(/paused/);
      expect((await office('pause')).statusCode).toBe(409);
      const list = await asAdmin(context().app, owner, {
        method: 'GET',
        url: '/api/admin/subscriptions?include_test=1&status=paused',
      });
      expect(list.json().data).toEqual([
        expect.objectContaining({
          id: row.id,
          status: 'paused',
          paused_at: expect.any(String),
          next_charge_at: null,
          pausable: false,
          resumable: true,
          cancellable: true,
        }),
      ]);
      // A paused gift brings no monthly income for now.
      expect(list.json().monthly_recurring_paise).toBe(0);
      const dashboard = await asAdmin(context().app, owner, {
        method: 'GET',
        url: '/api/admin/dashboard?include_test=1',
      });
      expect(dashboard.json()).toMatchObject({ paused_subscriptions: 1, halted_subscriptions: 0 });
      expect(await advance()).toMatchObject({ charged: 0 });

      expect((await office('resume')).statusCode).toBe(200);
      expect((await office('resume')).statusCode).toBe(409);
      expect(await subscriptionRow(context().db, created.receiptId)).toMatchObject({
        status: 'active',
        pausedAt: null,
      });
      expect(
        (
          await asAdmin(context().app, owner, {
            method: 'POST',
            url: '/api/admin/subscriptions/999999/pause',
          })
        ).statusCode,
      ).toBe(404);
      const audit = await context().db.select().from(auditLog).orderBy(asc(auditLog.id));
      const subjects = audit.map((entry) => `${entry.action} ${entry.subject}`);
      expect(subjects).toContain(`change POST /subscriptions/:id/pause:${row.id}`);
      expect(subjects).toContain(`change POST /subscriptions/:id/resume:${row.id}`);
      expect(await advance()).toMatchObject({ charged: 1 });
    });

    it('a halted gift shows where the office looks: the halted list, the dashboard, and its notice among unsent mails', async () => {
      const { created } = await verifiedGift();
      expect(await advance({ fail: true })).toMatchObject({ halted: 1 });
      const row = await subscriptionRow(context().db, created.receiptId);
      expect(row.status).toBe('halted');
      const list = await asAdmin(context().app, owner, {
        method: 'GET',
        url: '/api/admin/subscriptions?include_test=1&status=halted',
      });
      expect(list.json().data.map((gift: { id: number }) => gift.id)).toEqual([row.id]);
      const dashboard = await asAdmin(context().app, owner, {
        method: 'GET',
        url: '/api/admin/dashboard?include_test=1',
      });
      expect(dashboard.json()).toMatchObject({ halted_subscriptions: 1 });

      // The notice as the outbox holds it while unsent (waiting, then given up after every attempt).
      const [notice] = await context()
        .db.select()
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, 'subscription-halted'));
      for (const status of ['pending', 'failed'] as const) {
        await context()
          .db.update(mailOutbox)
          .set({ status, lastError: status === 'failed' ? 'ECONNREFUSED' : null })
          .where(eq(mailOutbox.id, notice.id));
        const unsent = await asAdmin(context().app, owner, { method: 'GET', url: '/api/admin/mail-outbox' });
        expect(unsent.statusCode).toBe(200);
        expect(unsent.json().result).toEqual([
          expect.objectContaining({
            id: notice.id,
            kind: 'subscription-halted',
            order_id: null,
            subscription_id: row.id,
            donor_name: `${DONATION_FIELDS.first_name} ${DONATION_FIELDS.surname}`,
            status,
          }),
        ]);
      }
      const counted = await asAdmin(context().app, owner, {
        method: 'GET',
        url: '/api/admin/dashboard?include_test=1',
      });
      expect(counted.json().unsent_mails).toBe(1);
      const retried = await asAdmin(context().app, owner, {
        method: 'POST',
        url: `/api/admin/mail-outbox/${notice.id}/retry`,
      });
      expect(retried.statusCode).toBe(200);
    });
  },
  subscriptionSuite(),
);

// ------------------------------------------------------------------ pause and resume webhooks

interface Step {
  id: string;
  event: string;
  status: string;
  paidCount: number;
  /** The event's created_at, in seconds after the subscription's start. */
  at: number;
  paymentId?: string;
}

// A day ago: the charge falls in the current financial year (its receipt series).
const START = Math.floor(Date.now() / 1000) - 86_400;

function body(subscriptionId: string, step: Step): string {
  const paused = step.status === 'paused';
  return subscriptionEventBody({
    event: step.event,
    subscriptionId,
    status: step.status,
    paidCount: step.paidCount,
    chargeAt: paused ? null : START + 2_592_000 * (step.paidCount + 1),
    pausedAt: paused ? START + step.at : null,
    payment: step.paymentId ? { id: step.paymentId, amount: 102_360, createdAt: START + step.at } : undefined,
    createdAt: START + step.at,
  });
}

const ACTIVATED: Step = {
  id: 'evt_act',
  event: 'subscription.activated',
  status: 'active',
  paidCount: 0,
  at: 0,
};
const CHARGED: Step = {
  id: 'evt_ch1',
  event: 'subscription.charged',
  status: 'active',
  paidCount: 1,
  at: 10,
  paymentId: 'pay_PauseCharge01',
};
const PAUSED: Step = {
  id: 'evt_pause',
  event: 'subscription.paused',
  status: 'paused',
  paidCount: 1,
  at: 100,
};
const RESUMED: Step = {
  id: 'evt_resume',
  event: 'subscription.resumed',
  status: 'active',
  paidCount: 1,
  at: 200,
};
const PAUSED_AGAIN: Step = { ...PAUSED, id: 'evt_pause2', at: 300 };

describeEachDatabase(
  'Pause and resume webhooks',
  (context) => {
    const send = (subscriptionId: string, step: Step) =>
      deliverSignedWebhook(context().app, SECRET, body(subscriptionId, step), step.id);
    const subscribe = async () => (await createSubscription(context().app)).subscriptionId;
    const stateOf = (subscriptionId: string) => gatewaySubscriptionState(context().db, subscriptionId);
    const deliverTwice = async (subscriptionId: string, steps: Step[]) => {
      for (const step of steps) {
        expect((await send(subscriptionId, step)).statusCode).toBe(200);
        expect((await send(subscriptionId, step)).statusCode).toBe(200);
      }
      await receiptsSent(context().app);
    };

    for (const [name, steps, status] of [
      ['in order', [ACTIVATED, CHARGED, PAUSED, RESUMED], 'active'],
      ['resume before its pause', [ACTIVATED, CHARGED, RESUMED, PAUSED], 'active'],
      ['reversed', [RESUMED, PAUSED, CHARGED, ACTIVATED], 'active'],
      [
        'paused, resumed, paused again, delivered backwards',
        [PAUSED_AGAIN, RESUMED, PAUSED, CHARGED, ACTIVATED],
        'paused',
      ],
      ['the charge webhook delivered after the pause webhook', [ACTIVATED, PAUSED, CHARGED], 'paused'],
    ] as const) {
      it(`${name}, each delivered twice: ${status}, one charge, one receipt`, async () => {
        const subscriptionId = await subscribe();
        await deliverTwice(subscriptionId, [...steps]);
        const { row, charges, events } = await stateOf(subscriptionId);
        expect(row.status).toBe(status);
        expect(row.paidCount).toBe(1);
        expect(row.pausedAt === null).toBe(status === 'active');
        expect(charges.map((order) => [order.receiptNumber, order.totalPaise])).toEqual([
          [receipt(1), 102_360],
        ]);
        expect(events).toHaveLength(steps.length);
      });
    }

    it("our own resume wins over the pause's webhook that arrives after it", async () => {
      const subscriptionId = await subscribe();
      const authorised = await context().app.inject({
        method: 'POST',
        url: `/api/sandbox/subscriptions/${subscriptionId}/authorise`,
      });
      const [row] = await context().db.select().from(subscriptions);
      await verify(context().app, 'donation', { ...authorised.json(), receiptId: row.receiptId });
      const gateway = context().app.payments.gateway;
      const { pauseSubscription, resumeSubscription } =
        await import('../../../src/server/payments/subscriptions');
      const pausedAt = Math.floor(Date.now() / 1000);
      await pauseSubscription(context().db, gateway, (await stateOf(subscriptionId)).row, 'donor');
      await resumeSubscription(context().db, gateway, (await stateOf(subscriptionId)).row, 'donor');
      // The gateway's webhook of the pause, made a moment before the resume, is delivered now.
      const late = JSON.parse(body(subscriptionId, { ...PAUSED, id: 'evt_late_pause' }));
      late.created_at = pausedAt - 1;
      const raw = JSON.stringify(late);
      const response = await context().app.inject({
        method: 'POST',
        url: '/api/payments/razorpay-webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signWebhook(SECRET, raw),
          'x-razorpay-event-id': 'evt_late_pause',
        },
        payload: raw,
      });
      expect(response.statusCode).toBe(200);
      expect((await stateOf(subscriptionId)).row).toMatchObject({ status: 'active', pausedAt: null });
    });
  },
  subscriptionSuite({ env: { RAZORPAY_WEBHOOK_SECRET: SECRET } }),
);
