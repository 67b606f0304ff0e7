import crypto from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox, orders, subscriptions, type MailStatus } from '../db/schema';
import type { DbOrTx } from './types';

// The mail outbox's rows: queued inside the paying transaction, claimed by a worker, marked sent or retried.

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * Queues the receipt mail of an order; a second call for the same order changes nothing. A re-issued receipt
 * (admin/books.ts) passes its new number and is mailed once more.
 */
export async function queueReceiptMail(tx: DbOrTx, orderId: number, receiptNumber = ''): Promise<void> {
  await tx.insert(mailOutbox).values({ kind: 'receipt', orderId, receiptNumber }).onConflictDoNothing();
}

/**
 * Claims the oldest mail that is due (pending and past its next attempt, or sending with an expired lease), counting
 * the attempt, under a lease of `leaseMs` from `now` and a new claim token: only the holder of that token may mark
 * the mail sent or failed (finishMail, failMail). SKIP LOCKED lets several instances run the worker at once without
 * taking the same mail. One mail at a time: its lease starts as its sending does, never while it waits in a batch.
 */
export async function claimDueMail(db: Db, now: Date, leaseMs: number): Promise<OutboxRow | null> {
  const leaseEnd = new Date(now.getTime() + leaseMs);
  // Raw SQL takes the time as text: both drivers read an ISO timestamp the same way.
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        sql`(${mailOutbox.status} = 'pending' AND ${mailOutbox.nextAttemptAt} <= ${at})
          OR (${mailOutbox.status} = 'sending' AND ${mailOutbox.lockedUntil} < ${at})`,
      )
      .orderBy(asc(mailOutbox.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return null;
    const [claimed] = await tx
      .update(mailOutbox)
      .set({
        status: 'sending',
        lockedUntil: leaseEnd,
        claimToken: crypto.randomBytes(16).toString('hex'),
        attempts: sql`${mailOutbox.attempts} + 1`,
      })
      .where(eq(mailOutbox.id, due.id))
      .returning();
    return claimed ?? null;
  });
}

/** The mail as its claim left it: only the worker holding that claim's token may settle it. */
function heldUnder(mail: Pick<OutboxRow, 'id' | 'claimToken'>) {
  return and(
    eq(mailOutbox.id, mail.id),
    eq(mailOutbox.status, 'sending'),
    eq(mailOutbox.claimToken, mail.claimToken ?? ''),
  );
}

/**
 * Marks a claimed mail sent (or skipped). Answers false, changing nothing, when the claim was lost: its lease ran
 * out and another worker took the mail over, which now decides.
 */
export async function finishMail(
  db: Db,
  mail: Pick<OutboxRow, 'id' | 'claimToken'>,
  outcome: { status: Extract<MailStatus, 'sent' | 'skipped'>; at: Date; note?: string },
): Promise<boolean> {
  const updated = await db
    .update(mailOutbox)
    .set({
      status: outcome.status,
      sentAt: outcome.at,
      lockedUntil: null,
      claimToken: null,
      lastError: outcome.note ?? null,
    })
    .where(heldUnder(mail))
    .returning({ id: mailOutbox.id });
  return updated.length > 0;
}

/**
 * A failed attempt of a claimed mail: try again at `retryAt`, or give up (status failed) when retryAt is null.
 * Answers false, changing nothing, when the claim was lost (see finishMail).
 */
export async function failMail(
  db: Db,
  mail: Pick<OutboxRow, 'id' | 'claimToken'>,
  error: string,
  retryAt: Date | null,
): Promise<boolean> {
  const updated = await db
    .update(mailOutbox)
    .set({
      status: retryAt ? 'pending' : 'failed',
      nextAttemptAt: retryAt ?? sql`${mailOutbox.nextAttemptAt}`,
      lockedUntil: null,
      claimToken: null,
      lastError: error.slice(0, 200),
    })
    .where(heldUnder(mail))
    .returning({ id: mailOutbox.id });
  return updated.length > 0;
}

/** The office's retry: a failed (or pending) mail becomes due now with a fresh count of attempts. */
export async function retryMail(db: Db, id: number, now: Date): Promise<OutboxRow | null> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'pending', nextAttemptAt: now, attempts: 0, lockedUntil: null })
    .where(and(eq(mailOutbox.id, id), inArray(mailOutbox.status, ['failed', 'pending'])))
    .returning();
  return row ?? null;
}

/**
 * Mails not yet sent (pending, sending, failed), oldest first, with the receipt number they carry (a Form 10BE
 * mail has no order: its certificate number stands in mail_outbox.receipt_number; a halted gift's notice has
 * neither, and names its donor instead).
 */
export async function listUnsentMails(db: Db) {
  return db
    .select({
      mail: mailOutbox,
      receiptNumber: sql<
        string | null
      >`coalesce(${orders.receiptNumber}, nullif(${mailOutbox.receiptNumber}, ''))`,
      kind: orders.kind,
      subscriptionDonor: sql<
        string | null
      >`case when ${subscriptions.id} is null then null when ${subscriptions.erasedAt} is not null then '(erased)' else concat_ws(' ', ${subscriptions.firstName}, ${subscriptions.surname}) end`,
    })
    .from(mailOutbox)
    .leftJoin(orders, eq(mailOutbox.orderId, orders.id))
    .leftJoin(subscriptions, eq(mailOutbox.subscriptionId, subscriptions.id))
    .where(
      and(
        inArray(mailOutbox.status, ['pending', 'sending', 'failed']),
        or(
          isNotNull(orders.id),
          eq(mailOutbox.kind, 'form-10be'),
          and(eq(mailOutbox.kind, 'subscription-halted'), isNotNull(subscriptions.id)),
        ),
      ),
    )
    .orderBy(desc(mailOutbox.status), asc(mailOutbox.id))
    .limit(500);
}

export async function mailsOfOrder(db: DbOrTx, orderId: number): Promise<OutboxRow[]> {
  return db.select().from(mailOutbox).where(eq(mailOutbox.orderId, orderId));
}
