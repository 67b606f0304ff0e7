import type { FastifyInstance } from 'fastify';
import { refundRequestSchema, REFUND_MESSAGES } from '../../../shared/schemas/refunds';
import { writeAudit } from '../../admin/audit';
import {
  creditNotePdf,
  refundsOfOrder,
  refundView,
  REFUND_PARTIAL_MESSAGE,
  requestRefund,
} from '../../payments/refunds';
import { HttpError } from '../../plugins/errors';
import * as records from '../../repositories/admin/records';
import { currentUser, idParam, invalid, NOT_FOUND_MESSAGE, parseOrThrow, sendPdf } from './shared';

// Refunds of online payments (/api/admin/orders/:id/refund..., records area: owners and accounts; docs/admin-api.md
// "Refunds"). The refund itself is payments/refunds.ts; every request here is audited by the admin plugin's onSend
// hook, and each credit note download writes its own entry.

export const REFUNDED_MESSAGE = 'The payment was refunded and its receipt cancelled by a credit note.';
export const REFUND_PENDING_MESSAGE =
  'The payment service accepted the refund and is processing it: the credit note is issued when it confirms.';

export default async function refundRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.post('/orders/:id/refund', async (request) => {
    const user = currentUser(request);
    const id = idParam(request);
    const body = parseOrThrow(refundRequestSchema, request.body ?? {});
    const order = await records.findOrder(db, id);
    if (!order) throw new HttpError(404, NOT_FOUND_MESSAGE);
    if (body.amount_paise !== undefined && body.amount_paise !== order.totalPaise) {
      invalid({ amount_paise: `${REFUND_PARTIAL_MESSAGE} ${REFUND_MESSAGES.amount}` });
    }
    const result = await requestRefund(db, app.payments.gateway, id, body.reason, user.id);
    if ('status' in result && 'message' in result) throw new HttpError(result.status, result.message);
    const { refund } = result;
    return {
      message: refund.status === 'processed' ? REFUNDED_MESSAGE : REFUND_PENDING_MESSAGE,
      refund: refundView(refund),
    };
  });

  app.get('/orders/:id/refunds', async (request) => {
    const order = await records.findOrder(db, idParam(request));
    if (!order) throw new HttpError(404, NOT_FOUND_MESSAGE);
    return { data: (await refundsOfOrder(db, order.id)).map(refundView) };
  });

  /** The credit note of the order's processed refund, as issued. */
  app.get('/orders/:id/credit-note.pdf', async (request, reply) => {
    const user = currentUser(request);
    const order = await records.findOrder(db, idParam(request));
    if (!order) throw new HttpError(404, NOT_FOUND_MESSAGE);
    const refund = (await refundsOfOrder(db, order.id)).find((row) => row.status === 'processed');
    const pdf = refund ? await creditNotePdf(db, refund) : null;
    if (!refund || !pdf) throw new HttpError(404, 'This payment has no credit note: it is not refunded.');
    await writeAudit(db, {
      userId: user.id,
      action: 'view-receipt',
      subject: `order:${order.id}:credit-note`,
    });
    return sendPdf(reply, `credit-note-${refund.creditNoteNumber ?? ''}`, pdf);
  });
}
