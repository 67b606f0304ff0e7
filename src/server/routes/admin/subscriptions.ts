import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { orders, subscriptions } from '../../db/schema';
import { countsAsPaid } from '../../repositories/admin/records';
import { isCancellable, isPausable, isResumable, SUBSCRIPTION_STATUSES } from '../../../shared/subscriptions';
import { HttpError } from '../../plugins/errors';
import { findSubscriptionById } from '../../payments/subscriptions';
import { changeAtGateway } from '../subscriptions';
import type { Db } from '../../db/client';
import { idParam, includeTestQuery, NOT_FOUND_MESSAGE, parseQuery } from './shared';

// The console's monthly and yearly gifts: each with its status, next charge, charges so far and total received,
// and a Cancel for a donor who asks the office. The charges themselves are donations like any other (Donations,
// exports, Form 10BD count each once). Sandbox gifts are left out unless the office includes test payments.

export const NOT_CANCELLABLE_MESSAGE = 'This gift has already ended.';
export const NOT_PAUSABLE_MESSAGE = 'Only a running gift (status active) can be paused.';
export const NOT_RESUMABLE_MESSAGE = 'Only a paused gift can be resumed.';
export const CHANGE_REFUSED_MESSAGE =
  'The payment service did not accept this change just now. Reload the list to see the gift as it is.';

const listQuery = z.object({
  ...includeTestQuery,
  status: z.enum(SUBSCRIPTION_STATUSES, { message: 'Unknown status.' }).optional(),
});

/** What a gift brings in per month: a monthly charge, or a twelfth of a yearly one (in paise, rounded). */
export async function monthlyRecurringPaise(db: Db, includeTest: boolean): Promise<number> {
  const filters: SQL[] = [inArray(subscriptions.status, ['authenticated', 'active', 'pending'])];
  if (!includeTest) filters.push(ne(subscriptions.gateway, 'sandbox'));
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(case when ${subscriptions.period} = 'monthly' then ${subscriptions.basePaise} else ${subscriptions.basePaise} / 12.0 end), 0)`,
    })
    .from(subscriptions)
    .where(and(...filters));
  return Math.round(Number(row?.total ?? 0));
}

/**
 * The dashboard's figures: monthly recurring income, gifts running, gifts that ended early in 30 days, and the gifts
 * that need the office's attention: halted (the gateway stopped after failed charges) and paused.
 */
export async function subscriptionFigures(db: Db, includeTest: boolean, now = new Date()) {
  const test = includeTest ? sql`true` : sql`${subscriptions.gateway} <> 'sandbox'`;
  const since = new Date(now.getTime() - 30 * 24 * 60 * 60_000).toISOString();
  const [row] = await db
    .select({
      active: sql<string>`count(*) filter (where ${subscriptions.status} in ('authenticated', 'active', 'pending'))`,
      ended: sql<string>`count(*) filter (where ${subscriptions.status} in ('cancelled', 'halted') and coalesce(${subscriptions.endedAt}, ${subscriptions.haltedAt}) > ${since})`,
      halted: sql<string>`count(*) filter (where ${subscriptions.status} = 'halted')`,
      paused: sql<string>`count(*) filter (where ${subscriptions.status} = 'paused')`,
    })
    .from(subscriptions)
    .where(test);
  return {
    monthlyRecurringPaise: await monthlyRecurringPaise(db, includeTest),
    active: Number(row?.active ?? 0),
    endedLast30Days: Number(row?.ended ?? 0),
    halted: Number(row?.halted ?? 0),
    paused: Number(row?.paused ?? 0),
  };
}

export default async function subscriptionAdminRoutes(app: FastifyInstance): Promise<void> {
  const office = () => ({ db: app.db, gateway: app.payments.gateway });
  app.get('/subscriptions', async (request) => {
    const query = parseQuery(listQuery, request.query);
    const filters: SQL[] = [];
    if (!query.include_test) filters.push(ne(subscriptions.gateway, 'sandbox'));
    if (query.status) filters.push(eq(subscriptions.status, query.status));
    const rows = await app.db
      .select({
        subscription: subscriptions,
        charges: sql<string>`count(${orders.id})`,
        received: sql<string>`coalesce(sum(${orders.totalPaise}), 0)`,
      })
      .from(subscriptions)
      // A refunded charge, or one whose receipt is cancelled, is not money received (as in every other total).
      .leftJoin(orders, and(eq(orders.subscriptionId, subscriptions.id), countsAsPaid))
      .where(filters.length ? and(...filters) : undefined)
      .groupBy(subscriptions.id)
      .orderBy(desc(subscriptions.id))
      .limit(500);
    return {
      monthly_recurring_paise: await monthlyRecurringPaise(app.db, query.include_test),
      data: rows.map(({ subscription: row, charges, received }) => ({
        id: row.id,
        donor_name: row.erasedAt
          ? '(erased)'
          : [row.firstName, row.middleName, row.surname].filter(Boolean).join(' '),
        email: row.erasedAt ? '' : row.email,
        period: row.period,
        status: row.status,
        amount_paise: row.totalPaise,
        base_paise: row.basePaise,
        total_count: row.totalCount,
        charges: Number(charges),
        received_paise: Number(received),
        next_charge_at: isCancellable(row.status) ? (row.nextChargeAt?.toISOString() ?? null) : null,
        halted_at: row.haltedAt?.toISOString() ?? null,
        paused_at: row.status === 'paused' ? (row.pausedAt?.toISOString() ?? null) : null,
        ended_at: row.endedAt?.toISOString() ?? null,
        created_at: row.createdAt.toISOString(),
        test: row.gateway === 'sandbox',
        cancellable: isCancellable(row.status),
        pausable: isPausable(row.status),
        resumable: isResumable(row.status),
      })),
    };
  });

  app.post('/subscriptions/:id/cancel', async (request) => {
    const row = await findSubscriptionById(app.db, idParam(request));
    if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE);
    if (!isCancellable(row.status)) throw new HttpError(409, NOT_CANCELLABLE_MESSAGE);
    await changeAtGateway(office(), row, 'cancel', 'office', request.log);
    return { message: 'The gift is cancelled: no further payment will be taken.' };
  });
  // Pause and resume on the donor's request (Razorpay pauses only an active subscription). Each is audited as a
  // change, like Cancel (admin/auditTrail.ts).
  for (const action of ['pause', 'resume'] as const) {
    app.post(`/subscriptions/:id/${action}`, async (request) => {
      const row = await findSubscriptionById(app.db, idParam(request));
      if (!row) throw new HttpError(404, NOT_FOUND_MESSAGE);
      const allowed = action === 'pause' ? isPausable(row.status) : isResumable(row.status);
      if (!allowed) {
        throw new HttpError(409, action === 'pause' ? NOT_PAUSABLE_MESSAGE : NOT_RESUMABLE_MESSAGE);
      }
      const refusal = await changeAtGateway(office(), row, action, 'office', request.log);
      if (refusal) throw new HttpError(409, CHANGE_REFUSED_MESSAGE);
      return {
        message:
          action === 'pause'
            ? 'The gift is paused: no payment will be taken until it is resumed.'
            : 'The gift is resumed: payments continue from the next due date.',
      };
    });
  }
}
