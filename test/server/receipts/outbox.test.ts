import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { donations, mailOutbox } from '../../../src/server/db/schema';
import { createMailer, outboxDir } from '../../../src/server/receipts/mailer';
import { claimDueMail, failMail, finishMail } from '../../../src/server/repositories/outbox';
import { smtpWorstCaseMs } from '../../../src/server/receipts/mailer';
import {
  MAIL_LEASE_MS,
  mailLeaseMs,
  MAX_ATTEMPTS,
  processOutbox,
  retryDelayMs,
  type MailOutcome,
} from '../../../src/server/receipts/outbox';
import { asAdmin, signIn } from '../admin/adminHelpers';
import { describeEachDatabase } from '../helpers/harness';
import { paymentSuite } from '../payments/harness';
import { createDonation, orderRow, paySandbox, receiptsSent, verify } from '../payments/fixtures';

// The transactional mail outbox: the receipt mail is queued in the transaction that marks the order paid, sent by a
// worker with retries, shown to the office while unsent, and written at most once even when a crash makes the
// worker try a mail again.

const quietLog = { info: () => undefined, warn: () => undefined };

describe('retryDelayMs', () => {
  it('doubles from one minute and stops growing at six hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([60_000, 120_000, 240_000, 480_000]);
    expect(retryDelayMs(30)).toBe(6 * 60 * 60_000);
  });
});

describe('the mail lease', () => {
  it("is twice the longest an SMTP delivery takes within the mailer's timeouts, and follows SMTP_URL's", () => {
    expect(smtpWorstCaseMs()).toBe(10_000 + 10_000 + 11 * 20_000);
    expect(MAIL_LEASE_MS).toBe(2 * smtpWorstCaseMs());
    expect(mailLeaseMs('smtp://localhost:2525')).toBe(MAIL_LEASE_MS);
    expect(mailLeaseMs('smtp://localhost:2525?socketTimeout=60000')).toBe(2 * (20_000 + 11 * 60_000));
  });
});

describeEachDatabase(
  'mail outbox',
  (context) => {
    const paidDonation = async () => {
      const { app, db } = context();
      const created = await createDonation(app);
      const checkout = await paySandbox(app, created.orderId);
      expect((await verify(app, 'donation', { ...checkout, receiptId: created.receiptId })).statusCode).toBe(
        200,
      );
      return orderRow(db, created.receiptId);
    };
    const mailsOf = (orderId: number) =>
      context().db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));

    it('queues exactly one receipt mail with the payment and marks it sent once written', async () => {
      const order = await paidDonation();
      await receiptsSent(context().app);
      const mails = await mailsOf(order.id);
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ kind: 'receipt', status: 'sent', attempts: 1 });
      expect(fs.existsSync(path.join(outboxDir(context().dataDir), `receipt-${mails[0].id}.eml`))).toBe(true);
    });

    it('retries a failed mail later, gives up after the last attempt, and the office can retry it', async () => {
      const { app, db } = context();
      const order = await paidDonation();
      await receiptsSent(app);
      // Make the mail due again, as after a crash before it was marked sent, and let the mail server fail.
      await db
        .update(mailOutbox)
        .set({ status: 'pending', attempts: 0 })
        .where(eq(mailOutbox.orderId, order.id));
      const failing = {
        db,
        log: quietLog,
        send: () => Promise.reject(Object.assign(new Error('down'), { code: 'ECONNREFUSED' })),
      };
      let clock = Date.now();
      const first = await processOutbox({ ...failing, now: () => new Date(clock) });
      expect(first.retried).toBeGreaterThanOrEqual(1);
      let [mail] = await mailsOf(order.id);
      expect(mail).toMatchObject({ status: 'pending', attempts: 1, lastError: 'ECONNREFUSED' });
      expect(mail.nextAttemptAt.getTime()).toBe(clock + retryDelayMs(1));
      // Not due yet: nothing happens.
      expect((await processOutbox({ ...failing, now: () => new Date(clock) })).retried).toBe(0);
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
        clock += retryDelayMs(attempt - 1);
        await processOutbox({ ...failing, now: () => new Date(clock) });
      }
      [mail] = await mailsOf(order.id);
      expect(mail).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });

      const session = await signIn(app, db);
      const unsent = (await asAdmin(app, session, { method: 'GET', url: '/api/admin/mail-outbox' })).json()
        .result;
      expect(unsent).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: mail.id, status: 'failed', last_error: 'ECONNREFUSED' }),
        ]),
      );
      const retry = await asAdmin(app, session, {
        method: 'POST',
        url: `/api/admin/mail-outbox/${mail.id}/retry`,
      });
      expect(retry.statusCode).toBe(200);
      await app.payments.settled();
      [mail] = await mailsOf(order.id);
      expect(mail.status).toBe('sent');
      const after = (await asAdmin(app, session, { method: 'GET', url: '/api/admin/mail-outbox' })).json()
        .result;
      expect(after.map((row: { id: number }) => row.id)).not.toContain(mail.id);
      expect(
        (await asAdmin(app, session, { method: 'POST', url: '/api/admin/mail-outbox/999999/retry' }))
          .statusCode,
      ).toBe(404);
    });

    it('takes over a mail whose worker died while sending, once its lease has passed', async () => {
      const { db } = context();
      const order = await paidDonation();
      await receiptsSent(context().app);
      const past = new Date(Date.now() - 1000);
      await db
        .update(mailOutbox)
        .set({ status: 'sending', lockedUntil: past })
        .where(eq(mailOutbox.orderId, order.id));
      const sent: Array<number | null> = [];
      const summary = await processOutbox({
        db,
        log: quietLog,
        send: async (mail) => {
          sent.push(mail.orderId);
          return { status: 'sent' };
        },
      });
      expect(summary.sent).toBe(1);
      expect(sent).toEqual([order.id]);
      expect((await mailsOf(order.id))[0].status).toBe('sent');
    });

    // Two workers (two instances, or two runs of one) on one clock the test moves: a day ahead of the real one, so
    // the app's own worker never finds these mails due.
    const twoWorkers = () => {
      let clock = Date.now() + 24 * 60 * 60_000;
      const sends: number[] = [];
      const worker = (send: (mail: { id: number }) => Promise<MailOutcome>) =>
        processOutbox({ db: context().db, log: quietLog, now: () => new Date(clock), send });
      return {
        sends,
        worker,
        at: () => new Date(clock),
        advance: (ms: number) => {
          clock += ms;
        },
      };
    };
    const queueMails = async (count: number, due: Date) =>
      context()
        .db.insert(mailOutbox)
        .values(
          Array.from({ length: count }, (_, i) => ({
            kind: 'receipt-copy' as const,
            orderId: null,
            toAddress: `d${i}@example.org`,
            nextAttemptAt: due,
          })),
        )
        .returning();
    const mailRow = async (id: number) =>
      (await context().db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

    it("lets only the worker holding a mail's claim mark it sent or failed", async () => {
      const { db } = context();
      const { at, advance } = twoWorkers();
      const [queued] = await queueMails(1, at());
      const first = await claimDueMail(db, at(), MAIL_LEASE_MS);
      expect(first).toMatchObject({ id: queued.id, status: 'sending', attempts: 1 });
      // Not taken again while its lease runs.
      advance(MAIL_LEASE_MS - 1000);
      expect(await claimDueMail(db, at(), MAIL_LEASE_MS)).toBeNull();
      // The first worker's send outlives its lease; a second worker takes the mail over.
      advance(2000);
      const second = await claimDueMail(db, at(), MAIL_LEASE_MS);
      expect(second).toMatchObject({ id: queued.id, attempts: 2 });
      expect(second!.claimToken).not.toBe(first!.claimToken);
      // The first worker's late answer changes nothing: the mail is the second worker's.
      expect(await finishMail(db, first!, { status: 'sent', at: at() })).toBe(false);
      expect(await failMail(db, first!, 'ETIMEDOUT', new Date(at().getTime() + 60_000))).toBe(false);
      expect(await mailRow(queued.id)).toMatchObject({ status: 'sending', claimToken: second!.claimToken });
      expect(await finishMail(db, second!, { status: 'sent', at: at() })).toBe(true);
      expect(await mailRow(queued.id)).toMatchObject({ status: 'sent', attempts: 2, claimToken: null });
      // Nor can it undo the second worker's result afterwards.
      expect(await failMail(db, first!, 'ETIMEDOUT', null)).toBe(false);
      expect((await mailRow(queued.id)).status).toBe('sent');
    });

    it('sends a mail once when its first worker loses the lease and then fails', async () => {
      const { sends, worker, at, advance } = twoWorkers();
      const [queued] = await queueMails(1, at());
      // Worker A's mail server stalls past the lease; meanwhile worker B takes the mail over and delivers it; then
      // A's send times out. A must not queue the delivered mail again.
      const summaryA = await worker(async (mail) => {
        advance(MAIL_LEASE_MS + 1000);
        await worker(async (taken) => {
          sends.push(taken.id);
          return { status: 'sent' };
        });
        expect(mail.id).toBe(queued.id);
        throw Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' });
      });
      expect(summaryA).toEqual({ sent: 0, skipped: 0, retried: 0, failed: 0 });
      expect(await mailRow(queued.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
      // Long after any retry would have been due, nothing is sent again.
      advance(retryDelayMs(MAX_ATTEMPTS));
      await worker(async (mail) => {
        sends.push(mail.id);
        return { status: 'sent' };
      });
      expect(sends).toEqual([queued.id]);
    });

    it("never lets a second worker send a mail of a slow worker's backlog", async () => {
      const { sends, worker, at, advance } = twoWorkers();
      const queued = await queueMails(4, at());
      // Each of worker A's sends takes three quarters of a lease; after each, worker B runs (its own timer).
      await worker(async (mail) => {
        sends.push(mail.id);
        advance((MAIL_LEASE_MS * 3) / 4);
        await worker(async (taken) => {
          sends.push(taken.id);
          return { status: 'sent' };
        });
        return { status: 'sent' };
      });
      expect([...sends].sort((a, b) => a - b)).toEqual(queued.map((mail) => mail.id));
      for (const mail of queued)
        expect(await mailRow(mail.id)).toMatchObject({ status: 'sent', attempts: 1 });
    });

    it('deletes the outbox copy of the receipt mail when the office erases the donor', async () => {
      const { app, db, dataDir } = context();
      const order = await paidDonation();
      await receiptsSent(app);
      const [mail] = await mailsOf(order.id);
      const copy = path.join(outboxDir(dataDir), `receipt-${mail.id}.eml`);
      expect(fs.existsSync(copy)).toBe(true);
      const [donation] = await db.select().from(donations).where(eq(donations.orderId, order.id));
      const session = await signIn(app, db);
      const erase = await asAdmin(app, session, {
        method: 'POST',
        url: '/api/admin/people/erase',
        payload: { kind: 'donation', id: donation.id },
      });
      expect(erase.statusCode).toBe(200);
      expect(fs.existsSync(copy)).toBe(false);
    });

    it('writes a mail tried twice (a crash between writing and marking it sent) only once', async () => {
      const mailer = createMailer({ dataDir: context().dataDir, publicUrl: 'http://localhost:8080' });
      const mail = { id: 'receipt-424242', to: 'donor@example.org', subject: 'Receipt', text: 'Thank you' };
      await mailer.send(mail);
      await mailer.send(mail);
      const files = fs
        .readdirSync(outboxDir(context().dataDir))
        .filter((name) => name.startsWith('receipt-424242'));
      expect(files).toEqual(['receipt-424242.eml']);
    });
  },
  paymentSuite(),
);
