import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../plugins/errors';
import { listUnsentMails, retryMail } from '../../repositories/outbox';
import { idParam, NOT_FOUND_MESSAGE } from './shared';

// The mail outbox for the office: mails not yet sent (receipts, receipt copies, Form 10BE certificates and the
// notices of halted monthly or yearly gifts; waiting, being sent, or given up after every retry), and a retry that
// makes a given-up mail due again now.

export default async function mailRoutes(app: FastifyInstance): Promise<void> {
  app.get('/mail-outbox', async () => {
    const rows = await listUnsentMails(app.db);
    return {
      result: rows.map(({ mail, receiptNumber, kind, subscriptionDonor }) => ({
        id: mail.id,
        kind: mail.kind,
        order_id: mail.orderId,
        order_kind: kind,
        receipt_number: receiptNumber,
        // A halted gift's notice: the gift and its donor (Monthly and yearly gifts).
        subscription_id: mail.subscriptionId,
        donor_name: subscriptionDonor,
        status: mail.status,
        attempts: mail.attempts,
        next_attempt_at: mail.nextAttemptAt.toISOString(),
        last_error: mail.lastError,
        created_at: mail.createdAt.toISOString(),
      })),
    };
  });

  app.post('/mail-outbox/:id/retry', async (request) => {
    const row = await retryMail(app.db, idParam(request), new Date());
    if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE);
    app.payments.outbox.kick();
    return { message: 'The mail will be sent again now.' };
  });
}
