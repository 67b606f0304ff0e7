import crypto from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { issuedReceipts } from '../db/schema';

// Receipt PDFs as issued. Written once per receipt number (an order has one, and one more per re-issue after a
// cancellation); a second writer (two requests for an old receipt at once) finds the first one's row and serves it.

export type IssuedReceipt = typeof issuedReceipts.$inferSelect;

/** The stored receipt of an order under one of its numbers (the order's current one, orders.receiptNumber). */
export async function findIssuedReceipt(
  db: Db,
  orderId: number,
  receiptNumber: string,
): Promise<IssuedReceipt | undefined> {
  const [row] = await db
    .select()
    .from(issuedReceipts)
    .where(and(eq(issuedReceipts.orderId, orderId), eq(issuedReceipts.receiptNumber, receiptNumber)))
    .limit(1);
  return row;
}

/** Every receipt issued for an order, first issue first (cancelled ones included). */
export async function issuedReceiptsOfOrder(db: Db, orderId: number): Promise<IssuedReceipt[]> {
  return db
    .select()
    .from(issuedReceipts)
    .where(eq(issuedReceipts.orderId, orderId))
    .orderBy(asc(issuedReceipts.id));
}

/** Stores the PDF unless its number already has one; answers the receipt that is stored either way. */
export async function storeIssuedReceipt(
  db: Db,
  receipt: { orderId: number; receiptNumber: string; pdf: Buffer; replacesId?: number | null },
): Promise<IssuedReceipt> {
  await db
    .insert(issuedReceipts)
    .values({ ...receipt, sha256: crypto.createHash('sha256').update(receipt.pdf).digest('hex') })
    .onConflictDoNothing({ target: issuedReceipts.receiptNumber });
  const stored = await findIssuedReceipt(db, receipt.orderId, receipt.receiptNumber);
  if (!stored) throw new Error(`receipt of order ${receipt.orderId} was not stored`);
  return stored;
}
