import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { OrderRow } from '../repositories/orders';
import { writeAudit } from './audit';
import { lockCurrentReceipt, type BooksError } from './books';

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
    // The copy is the document as issued.
    const order = await lockCurrentReceipt(tx as unknown as Db, orderId, COPY_OF_CANCELLED_MESSAGE);
    if ('message' in order) return order;
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
