import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox, orders } from '../db/schema';
import { issueReceipt } from '../receipts/issue';
import type { OrderRow } from '../repositories/orders';
import { writeAudit } from './audit';
import { NO_RECEIPT_MESSAGE, type BooksError } from './books';

// A copy of an issued receipt mailed to an address the office enters (a donor who lost the mail, or whose address
// was mistyped): the stored PDF goes through the mail outbox like every receipt mail, the request is audited, and
// the record's own e-mail stays as it is (the office corrects it separately, admin/books.ts correctRecord).

export const COPY_OF_CANCELLED_MESSAGE =
  'This receipt is cancelled: re-issue it first, then send the new receipt.';

export async function queueReceiptCopy(
  db: Db,
  orderId: number,
  to: string,
  userId: number,
): Promise<{ order: OrderRow; mailId: number } | BooksError> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return { status: 404, message: 'This record could not be found.' } as BooksError;
    if (order.status !== 'paid' || !order.receiptNumber)
      return { status: 409, message: NO_RECEIPT_MESSAGE } as BooksError;
    if (order.receiptCancelledAt) return { status: 409, message: COPY_OF_CANCELLED_MESSAGE } as BooksError;
    // A receipt paid before receipts were stored is stored now: the copy is the document as issued.
    await issueReceipt(tx as unknown as Db, order);
    const [mail] = await tx
      .insert(mailOutbox)
      .values({ kind: 'receipt-copy', orderId: order.id, receiptNumber: order.receiptNumber, toAddress: to })
      .returning({ id: mailOutbox.id });
    await writeAudit(tx, {
      userId,
      action: 'send-receipt-copy',
      subject: `order:${order.id} mail:${mail.id}`,
    });
    return { order, mailId: mail.id };
  });
}
