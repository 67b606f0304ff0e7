import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { donations, mailOutbox } from '../../../src/server/db/schema';
import { createMailer, outboxDir } from '../../../src/server/receipts/mailer';
import { MAX_ATTEMPTS, processOutbox, retryDelayMs } from '../../../src/server/receipts/outbox';
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
