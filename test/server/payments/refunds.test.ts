import { eq } from 'drizzle-orm';
import {
  donations,
  issuedReceipts,
  orders,
  receiptCounters,
  refunds,
  sandboxRefunds,
} from '../../../src/server/db/schema';
import { donationsFor10bd } from '../../../src/server/admin/books';
import { deliverReceipt } from '../../../src/server/receipts/deliver';
import { REFUNDED_RECEIPT_MESSAGE } from '../../../src/server/routes/admin/exports';
import { RECEIPT_CANCELLED_PUBLIC_MESSAGE } from '../../../src/server/routes/receipts';
import {
  GatewayRefusedError,
  GatewayUnavailableError,
  type GatewayRefund,
  type PaymentGateway,
} from '../../../src/server/payments/gateway';
import {
  DASHBOARD_REFUND_REASON,
  reconcileRefunds,
  REFUND_ALREADY_MESSAGE,
  REFUND_NOT_PAID_MESSAGE,
  REFUND_OFFLINE_MESSAGE,
  REFUND_UNCONFIRMED_MESSAGE,
  REFUND_CHECK_AFTER_MS,
} from '../../../src/server/payments/refunds';
import { financialYearLabel, todayInIndia, toIsoDate } from '../../../src/shared/dates';
import { asAdmin, OFFLINE_CASH_GIFT, signIn, signInWithRole, type AdminSession } from '../admin/adminHelpers';
import { describeEachDatabase } from '../helpers/harness';
import { pdfText } from '../helpers/pdfText';
import { paymentSuite } from './harness';
import {
  createDonation,
  createMembership,
  currentFinancialYear,
  orderRow,
  payAndVerify,
  paySandbox,
  signWebhook,
  verify,
} from './fixtures';

// Refunds (issue 15 item 6, docs/admin-api.md "Refunds"): the office refunds an online payment in full through the
// gateway (here its sandbox, or a stand-in that answers as the real one would), the receipt is cancelled by a credit
// note of its own gap-free series, and the gateway's answer, webhooks and the reconciler settle it once, in any order.

const SECRET = 'whsec_dbjs_refund_secret';
const today = toIsoDate(todayInIndia());
const fy = currentFinancialYear();
const testNote = (serial: number) =>
  `DBJS/TEST/CN/${financialYearLabel(fy)}/${String(serial).padStart(5, '0')}`;
const realNote = (serial: number) => `DBJS/CN/${financialYearLabel(fy)}/${String(serial).padStart(5, '0')}`;

describeEachDatabase(
  'refunds of online payments',
  (server) => {
    let owner: AdminSession;
    let editor: AdminSession;
    let saved: Pick<PaymentGateway, 'refundPayment' | 'fetchPaymentRefunds'>;
    let eventCounter = 0;

    const gateway = () => server().app.payments.gateway;
    const refund = (
      orderId: number,
      payload: object = { reason: 'Donor paid twice by mistake' },
      as = owner,
    ) => asAdmin(server().app, as, { method: 'POST', url: `/api/admin/orders/${orderId}/refund`, payload });
    const webhook = (event: string, entity: GatewayRefund, eventId = `evt_refund_${++eventCounter}`) => {
      const body = JSON.stringify({
        entity: 'event',
        event,
        contains: ['refund', 'payment'],
        payload: {
          refund: {
            entity: {
              id: entity.id,
              entity: 'refund',
              amount: entity.amount,
              currency: 'INR',
              payment_id: entity.paymentId,
              notes: entity.notes,
              status: entity.status,
              speed_processed: 'normal',
              speed_requested: 'normal',
            },
          },
        },
      });
      return server().app.inject({
        method: 'POST',
        url: '/api/payments/razorpay-webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signWebhook(SECRET, body),
          'x-razorpay-event-id': eventId,
        },
        payload: body,
      });
    };

    /** A donation paid through the sandbox; `real` moves it to the Sabha's real books (gateway razorpay). */
    async function paidDonation(fields: Record<string, string> = {}, options: { real?: boolean } = {}) {
      const { app, db } = server();
      const created = await createDonation(app, fields);
      await payAndVerify(app, 'donation', created);
      if (options.real) {
        // The sandbox still answers for the payment; the order counts as real money (Form 10BD, the real series).
        await db.update(orders).set({ gateway: 'razorpay' }).where(eq(orders.receiptId, created.receiptId));
      }
      return orderRow(db, created.receiptId);
    }

    const refundRows = (orderId: number) =>
      server().db.select().from(refunds).where(eq(refunds.orderId, orderId));

    beforeAll(async () => {
      const { app, db } = server();
      owner = await signIn(app, db);
      editor = await signInWithRole(app, db, 'editor.refunds@dbjs.example.org', 'editor');
      saved = { refundPayment: gateway().refundPayment, fetchPaymentRefunds: gateway().fetchPaymentRefunds };
    });

    afterEach(() => {
      Object.assign(gateway(), saved);
    });

    it('refunds a sandbox donation: processed, credit note numbered and stored, receipt cancelled, order refunded', async () => {
      const { app, db } = server();
      const order = await paidDonation();
      const answer = await refund(order.id);
      expect(answer.statusCode).toBe(200);
      const body = answer.json();
      expect(body.message).toMatch(/refunded/);
      expect(body.refund).toMatchObject({
        status: 'processed',
        amount_paise: order.totalPaise,
        receipt_number: order.receiptNumber,
        credit_note_number: testNote(1),
        reason: 'Donor paid twice by mistake',
      });
      expect(body.refund.gateway_refund_id).toMatch(/^rfnd_[0-9A-Za-z]{14}$/);

      const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
      expect(after.status).toBe('paid');
      expect(after.refundedAt).not.toBeNull();
      expect(after.receiptCancelledAt).not.toBeNull();
      const [receipt] = await db.select().from(issuedReceipts).where(eq(issuedReceipts.orderId, order.id));
      expect(receipt.cancelledAt).not.toBeNull();
      expect(receipt.cancelReason).toBe(`Refunded (credit note ${testNote(1)}): Donor paid twice by mistake`);
      const [sandbox] = await db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentId, order.paymentId!));
      expect(sandbox).toMatchObject({ amount: order.totalPaise, status: 'processed' });
      expect(sandbox.notes.refund_id).toBe(String(body.refund.id));

      // The credit note, as stored.
      const pdf = await asAdmin(app, owner, {
        method: 'GET',
        url: `/api/admin/orders/${order.id}/credit-note.pdf`,
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      const text = pdfText(pdf.rawPayload);
      expect(text).toContain('Credit Note');
      expect(text).toContain(testNote(1));
      expect(text).toContain(order.receiptNumber!);
      expect(text).toContain('Donor paid twice by mistake');
      expect(text).toContain('₹');
      expect(text).toContain('SANDBOX TEST CREDIT NOTE');
      const [row] = await refundRows(order.id);
      expect(pdf.rawPayload.equals(row.creditNotePdf!)).toBe(true);

      // Shown as refunded, and counted nowhere.
      const [donation] = await db.select().from(donations).where(eq(donations.orderId, order.id));
      const detail = await asAdmin(app, owner, { method: 'GET', url: `/api/admin/donations/${donation.id}` });
      expect(detail.json().order).toMatchObject({ refunded_at: expect.any(String), receipt_cancelled: true });
      const list = await asAdmin(app, owner, { method: 'GET', url: '/api/admin/donations?include_test=1' });
      expect(list.json().data[0]).toMatchObject({ id: donation.id, refunded: true, status: 'paid' });
      expect(list.json().paid_sum).toMatchObject({ count: 0, total_paise: 0 });
      const csv = await asAdmin(app, owner, {
        method: 'GET',
        url: `/api/admin/exports/donations.csv?include_test=1&from=${today}&to=${today}`,
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.body).toContain(`,Refunded,`);

      // Refunded once: a second refund, a re-issue or a receipt copy are refused.
      expect((await refund(order.id)).json()).toMatchObject({ message: REFUND_ALREADY_MESSAGE });
      const reissue = await asAdmin(app, owner, {
        method: 'POST',
        url: `/api/admin/orders/${order.id}/reissue-receipt`,
      });
      expect(reissue.statusCode).toBe(409);
      const books = await asAdmin(app, owner, { method: 'GET', url: `/api/admin/orders/${order.id}/books` });
      expect(books.json().result).toMatchObject({ refunded: true, receipt_cancelled: true });
      expect(books.json().result.receipts[0].cancel_reason).toMatch(/^Refunded \(credit note /);
      expect(await refundRows(order.id)).toHaveLength(1);
      const listed = await asAdmin(app, owner, {
        method: 'GET',
        url: `/api/admin/orders/${order.id}/refunds`,
      });
      expect(listed.json().data).toHaveLength(1);

      // Nor is the cancelled receipt handed out again: the office's resend is refused, the donor's link says it
      // was cancelled, and a receipt mail still waiting sends nothing.
      const resend = await asAdmin(app, owner, {
        method: 'POST',
        url: `/api/admin/orders/${order.id}/resend-receipt`,
      });
      expect(resend.statusCode).toBe(409);
      expect(resend.json()).toEqual({ message: REFUNDED_RECEIPT_MESSAGE });
      const link = await app.inject(`/api/receipts/${order.receiptToken}.pdf`);
      expect(link.statusCode).toBe(410);
      expect(link.json()).toEqual({ message: RECEIPT_CANCELLED_PUBLIC_MESSAGE });
      const mailed = await deliverReceipt(app.payments.deliverOptions(app.log), after);
      expect(mailed).toMatchObject({ status: 'skipped' });
    });

    it('a double click refunds once: one 200, one 409, one refund at the gateway', async () => {
      const { db } = server();
      const order = await paidDonation();
      const answers = await Promise.all([refund(order.id), refund(order.id)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await refundRows(order.id)).toHaveLength(1);
      const atGateway = await db
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentId, order.paymentId!));
      expect(atGateway).toHaveLength(1);
      const [counter] = await db
        .select()
        .from(receiptCounters)
        .where(eq(receiptCounters.series, 'test-credit-note'));
      expect(counter.lastNumber).toBe(1);
    });

    it('refuses what cannot be refunded: unpaid, offline, unknown, bad reason, partial amount, wrong role', async () => {
      const { app, db } = server();
      const pending = await createDonation(app);
      const unpaid = await orderRow(db, pending.receiptId);
      const notPaid = await refund(unpaid.id);
      expect(notPaid.statusCode).toBe(409);
      expect(notPaid.json().message).toBe(REFUND_NOT_PAID_MESSAGE);

      const offline = await asAdmin(app, owner, {
        method: 'POST',
        url: '/api/admin/orders/offline',
        payload: { ...OFFLINE_CASH_GIFT, mobile_no: '9845012345', donation_amount: '500' },
      });
      expect(offline.statusCode).toBe(201);
      const office = await refund(offline.json().order_id);
      expect(office.statusCode).toBe(409);
      expect(office.json().message).toBe(REFUND_OFFLINE_MESSAGE);

      expect((await refund(999_999)).statusCode).toBe(404);
      const paid = await paidDonation();
      const short = await refund(paid.id, { reason: 'no' });
      expect(short.statusCode).toBe(400);
      expect(short.json().errors.reason).toMatch(/reason/);
      const partial = await refund(paid.id, { reason: 'Half of it back', amount_paise: 100 });
      expect(partial.statusCode).toBe(400);
      expect(partial.json().errors.amount_paise).toMatch(/full refund/);
      expect((await refund(paid.id, { reason: 'Donor asked for it' }, editor)).statusCode).toBe(403);
      expect(await refundRows(paid.id)).toHaveLength(0);
      // The whole amount may be named.
      const whole = await refund(paid.id, { reason: 'Donor asked for it', amount_paise: paid.totalPaise });
      expect(whole.statusCode).toBe(200);
    });

    it('a pending refund is settled by its webhook once: replays, a late failure and a second event change nothing', async () => {
      const { app, db } = server();
      const order = await paidDonation();
      let made: GatewayRefund | null = null;
      gateway().refundPayment = async (paymentId, amount, notes) => {
        made = { id: 'rfnd_PendingRefund01', paymentId, amount, status: 'pending', notes };
        return made;
      };
      const answer = await refund(order.id);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().refund).toMatchObject({ status: 'pending', credit_note_number: null });
      const [pendingOrder] = await db.select().from(orders).where(eq(orders.id, order.id));
      expect(pendingOrder.refundedAt).toBeNull();
      // While pending, a second request is refused.
      expect((await refund(order.id)).statusCode).toBe(409);

      const processed = { ...made!, status: 'processed' };
      expect((await webhook('refund.processed', processed, 'evt_processed_1')).statusCode).toBe(200);
      expect((await webhook('refund.processed', processed, 'evt_processed_1')).statusCode).toBe(200);
      expect((await webhook('refund.failed', { ...made!, status: 'failed' })).statusCode).toBe(200);
      expect((await webhook('refund.processed', processed)).statusCode).toBe(200);
      const [row] = await refundRows(order.id);
      expect(row).toMatchObject({
        status: 'processed',
        creditNoteNumber: testNote(1),
        gatewayRefundId: made!.id,
      });
      const [counter] = await db
        .select()
        .from(receiptCounters)
        .where(eq(receiptCounters.series, 'test-credit-note'));
      expect(counter.lastNumber).toBe(1);
      const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
      expect(after.refundedAt).not.toBeNull();
      const pdf = await asAdmin(app, owner, {
        method: 'GET',
        url: `/api/admin/orders/${order.id}/credit-note.pdf`,
      });
      expect(pdfText(pdf.rawPayload)).toContain(testNote(1));
    });

    it('a webhook that beats the gateway answer settles the refund; the later pending answer does not undo it', async () => {
      const order = await paidDonation();
      gateway().refundPayment = async (paymentId, amount, notes) => {
        const entity = { id: 'rfnd_RaceRefund0001', paymentId, amount, status: 'processed', notes };
        // The gateway's webhook arrives before its answer to our request does.
        expect((await webhook('refund.processed', entity)).statusCode).toBe(200);
        return { ...entity, status: 'pending' };
      };
      const answer = await refund(order.id);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().refund).toMatchObject({ status: 'processed', credit_note_number: testNote(1) });
      const [row] = await refundRows(order.id);
      expect(row).toMatchObject({ status: 'processed', gatewayRefundId: 'rfnd_RaceRefund0001' });
    });

    it('a refusal takes no credit note number and may be tried again; the series stays gap-free', async () => {
      const { db } = server();
      const first = await paidDonation();
      const second = await paidDonation();
      gateway().refundPayment = async () => {
        throw new GatewayRefusedError('refused', 'Your account does not have enough balance');
      };
      const refused = await refund(first.id);
      expect(refused.statusCode).toBe(502);
      expect(refused.json().message).toMatch(/refused the refund: Your account does not have enough balance/);
      expect(await refundRows(first.id)).toEqual([
        expect.objectContaining({ status: 'failed', creditNoteNumber: null }),
      ]);
      Object.assign(gateway(), saved);
      expect((await refund(second.id)).json().refund.credit_note_number).toBe(testNote(1));
      expect((await refund(first.id)).json().refund.credit_note_number).toBe(testNote(2));
      const rows = await db.select().from(refunds);
      expect(
        rows
          .map((row) => row.creditNoteNumber)
          .filter(Boolean)
          .sort(),
      ).toEqual([testNote(1), testNote(2)]);
    });

    it('an unanswered request stays open and the reconciler settles it from the gateway', async () => {
      const { db } = server();
      const order = await paidDonation();
      let notes: Record<string, string> = {};
      gateway().refundPayment = async (_paymentId, _amount, sent) => {
        notes = sent;
        throw new GatewayUnavailableError('timed out');
      };
      const answer = await refund(order.id);
      expect(answer.statusCode).toBe(502);
      expect(answer.json().message).toBe(REFUND_UNCONFIRMED_MESSAGE);
      expect((await refundRows(order.id))[0].status).toBe('requested');
      const later = new Date(Date.now() + REFUND_CHECK_AFTER_MS + 60_000);
      const fakeGateway = {
        ...gateway(),
        fetchPaymentRefunds: async (paymentId: string) => [
          { id: 'rfnd_LateRefund00001', paymentId, amount: order.totalPaise, status: 'processed', notes },
        ],
      };
      const summary = await reconcileRefunds({ db, gateway: fakeGateway, now: later });
      expect(summary).toMatchObject({ checked: 1, processed: 1 });
      expect((await refundRows(order.id))[0]).toMatchObject({
        status: 'processed',
        gatewayRefundId: 'rfnd_LateRefund00001',
        creditNoteNumber: testNote(1),
      });
      expect(await reconcileRefunds({ db, gateway: fakeGateway, now: later })).toMatchObject({ checked: 0 });
    });

    it("records a full refund made on the gateway's dashboard, and keeps a partial one out", async () => {
      const { app, db } = server();
      const order = await paidDonation();
      const membership = await createMembership(app);
      const paid = await paySandbox(app, membership.orderId);
      await verify(app, 'membership', { ...paid, receiptId: membership.receiptId });
      const member = await orderRow(db, membership.receiptId);
      const full = {
        id: 'rfnd_DashboardFull01',
        paymentId: order.paymentId!,
        amount: order.totalPaise,
        status: 'processed',
        notes: {},
      };
      expect((await webhook('refund.processed', full)).statusCode).toBe(200);
      expect(await refundRows(order.id)).toEqual([
        expect.objectContaining({ status: 'processed', reason: DASHBOARD_REFUND_REASON, userId: null }),
      ]);
      const part = { ...full, id: 'rfnd_DashboardPart01', paymentId: member.paymentId!, amount: 100 };
      expect((await webhook('refund.processed', part)).statusCode).toBe(200);
      expect(await refundRows(member.id)).toHaveLength(0);
      const [unchanged] = await db.select().from(orders).where(eq(orders.id, member.id));
      expect(unchanged.refundedAt).toBeNull();
    });

    it('takes real refunds in the real credit note series and leaves them out of Form 10BD', async () => {
      const kept = await paidDonation({ pan: 'AAAPL1234C', first_name: 'Sunita' }, { real: true });
      const refunded = await paidDonation({ pan: 'BBBPL1234C', first_name: 'Anil' }, { real: true });
      const before = await donationsFor10bd(server().db, fy);
      expect(before.map((row) => row.receiptNumber).sort()).toEqual(
        [kept.receiptNumber, refunded.receiptNumber].sort(),
      );
      const answer = await refund(refunded.id);
      expect(answer.json().refund.credit_note_number).toBe(realNote(1));
      const after = await donationsFor10bd(server().db, fy);
      expect(after.map((row) => row.receiptNumber)).toEqual([kept.receiptNumber]);
      const check = await asAdmin(server().app, owner, {
        method: 'GET',
        url: `/api/admin/exports/form-10bd/check?fy=${fy}`,
      });
      expect(check.json().rows).toBe(1);
    });
  },
  paymentSuite({ env: { RAZORPAY_WEBHOOK_SECRET: SECRET } }),
);
