import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { issuedReceipts } from '../db/schema';

// Receipt PDFs as issued. Written once per order; a second writer (two requests for an old receipt at once)
// finds the first one's row and serves it.

export interface IssuedReceipt {
  orderId: number;
  receiptNumber: string;
  pdf: Buffer;
  sha256: string;
  createdAt: Date;
}

export async function findIssuedReceipt(db: Db, orderId: number): Promise<IssuedReceipt | undefined> {
  const [row] = await db.select().from(issuedReceipts).where(eq(issuedReceipts.orderId, orderId)).limit(1);
  return row;
}

/** Stores the PDF unless the order already has one; answers the receipt that is stored either way. */
export async function storeIssuedReceipt(
  db: Db,
  receipt: { orderId: number; receiptNumber: string; pdf: Buffer },
): Promise<IssuedReceipt> {
  await db
    .insert(issuedReceipts)
    .values({ ...receipt, sha256: crypto.createHash('sha256').update(receipt.pdf).digest('hex') })
    .onConflictDoNothing({ target: issuedReceipts.orderId });
  const stored = await findIssuedReceipt(db, receipt.orderId);
  if (!stored) throw new Error(`receipt of order ${receipt.orderId} was not stored`);
  return stored;
}
