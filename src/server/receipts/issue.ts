import type { Db } from '../db/client';
import { findIssuedReceipt, storeIssuedReceipt, type IssuedReceipt } from '../repositories/issuedReceipts';
import type { OrderRow } from '../repositories/orders';
import { loadReceiptRecord } from '../repositories/receipts';
import { renderReceiptPdf } from './pdf';

// A receipt is a document issued once: rendered when its order becomes paid (inside the settling transaction,
// payments/settle.ts) and stored; every download and mail afterwards sends the stored bytes, so changing the
// Sabha's details or erasing the donor later never changes it. A receipt that was not stored then (paid before
// receipts were stored, or its rendering failed) is rendered and stored by the first download or mail that
// needs it: the mail outbox sends every paid order's mail, so none stays unrendered for long.

/** The stored receipt of a paid order, rendered and stored now if it has none; null when it has no receipt. */
export async function issueReceipt(
  db: Db,
  order: OrderRow,
  /** The cancelled receipt a re-issue replaces (admin/books.ts): the new one says so. */
  replaces?: IssuedReceipt,
): Promise<IssuedReceipt | null> {
  if (order.status !== 'paid' || !order.receiptNumber || !order.paidAt) return null;
  const stored = await findIssuedReceipt(db, order.id, order.receiptNumber);
  if (stored) return stored;
  const record = await loadReceiptRecord(db, order);
  if (!record) return null;
  const pdf = await renderReceiptPdf(replaces ? { ...record, replacesNumber: replaces.receiptNumber } : record);
  return storeIssuedReceipt(db, {
    orderId: order.id,
    receiptNumber: order.receiptNumber,
    pdf,
    replacesId: replaces?.id ?? null,
  });
}

/**
 * Issues the receipt inside the transaction that marks the order paid, in a savepoint of its own: if rendering
 * fails, the payment is still recorded (never lose a payment over a PDF) and the receipt is issued on its
 * first download or mail.
 */
export async function issueReceiptWithPayment(tx: Db, order: OrderRow): Promise<boolean> {
  try {
    await tx.transaction((savepoint) => issueReceipt(savepoint as unknown as Db, order));
    return true;
  } catch {
    return false;
  }
}
