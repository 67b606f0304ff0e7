import type { FastifyInstance } from 'fastify';
import { issueReceipt } from '../receipts/issue';
import { findOrderByReceiptToken } from '../repositories/orders';

// GET receipts/<token>.pdf: the receipt of a paid order as it was issued (receipts/issue.ts). The 128-bit token
// is the only key; the answer is never cached by shared caches.

export const RECEIPT_NOT_FOUND_MESSAGE = 'This receipt could not be found.';
export const RECEIPT_CANCELLED_PUBLIC_MESSAGE =
  "This receipt was cancelled by the Sabha's office. Please contact the office for your current receipt.";
const FILE_PATTERN = /^([0-9a-f]{32})\.pdf$/;

export default async function receiptRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/receipts/:file', async (request, reply) => {
    const match = FILE_PATTERN.exec(request.params.file);
    const order = match ? await findOrderByReceiptToken(app.db, match[1]) : undefined;
    // Cancelled (by the office, or with a refund) and not re-issued: the link no longer hands out a valid-looking
    // receipt. A re-issued receipt is served under the same link.
    if (order?.receiptCancelledAt) {
      return reply
        .code(410)
        .header('cache-control', 'no-store')
        .send({ message: RECEIPT_CANCELLED_PUBLIC_MESSAGE });
    }
    const issued = order ? await issueReceipt(app.db, order) : null;
    if (!order || !issued || !order.receiptNumber) {
      return reply.code(404).header('cache-control', 'no-store').send({ message: RECEIPT_NOT_FOUND_MESSAGE });
    }
    const pdf = issued.pdf;
    return reply
      .code(200)
      .type('application/pdf')
      .header(
        'content-disposition',
        `inline; filename="receipt-${order.receiptNumber.replace(/\//g, '-')}.pdf"`,
      )
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      .header('referrer-policy', 'no-referrer')
      .send(pdf);
  });
}
