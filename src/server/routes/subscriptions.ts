import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import type { ChargeBreakdown } from '../../shared/money';
import { CURRENCY } from '../../shared/money';
import type { SubscriptionResponse, SubscriptionTerms } from '../../shared/schemas/payments';
import { isCancellable, isPausable, isResumable, type RecurringTerm } from '../../shared/subscriptions';
import type { DonationForm } from '../../shared/validation';
import type { Language } from '../../shared/i18n/languages';
import { HttpError } from '../plugins/errors';
import { GATEWAY_UNAVAILABLE_MESSAGE, GatewayRefusedError } from '../payments/gateway';
import type { PaymentServices } from '../payments/services';
import {
  cancelSubscription,
  chargesOf,
  findSubscriptionById,
  insertSubscription,
  lastChargeDate,
  manageLinkKey,
  managePath,
  manageToken,
  MANAGE_LINK_DAYS,
  pauseSubscription,
  planFor,
  readManageToken,
  resumeSubscription,
  type SubscriptionRow,
} from '../payments/subscriptions';
import { receiptUrlForBrowser } from '../receipts/deliver';
import { randomBase62 } from '../payments/verify';
import { personColumnsOf } from './orderForms';

// Monthly and yearly gifts: creating the subscription (from donation/add), the terms its verify call answers
// with (routes/verify.ts), and the donor's own page behind a signed, expiring link (no account).

export const UNKNOWN_SUBSCRIPTION_MESSAGE = 'This subscription could not be found.';
export const LINK_INVALID_MESSAGE =
  'This link is not valid. Please use the link in your latest receipt mail.';
export const LINK_EXPIRED_MESSAGE =
  'This link has expired. Each receipt mail carries a new one, or ask the office to cancel for you.';
export const NOT_CANCELLABLE_MESSAGE = 'This monthly or yearly gift has already ended.';
export const NOT_PAUSABLE_MESSAGE = 'Only a gift that is running can be paused.';
export const NOT_RESUMABLE_MESSAGE = 'Only a paused gift can be resumed.';
export const CHANGE_REFUSED_MESSAGE =
  'The payment service did not accept this change just now. Please reload the page to see the gift as it is.';

/** Creates the plan (or reuses it) and the subscription at the gateway, then stores it with the donor's details. */
export async function createDonationSubscription(
  services: PaymentServices,
  log: FastifyBaseLogger,
  form: DonationForm,
  term: RecurringTerm,
  charges: ChargeBreakdown,
  /** The donor's language: each charge's receipt and mail are in it. */
  language: Language = 'en',
): Promise<SubscriptionResponse> {
  const receiptId = `DBJS-S-${randomBase62(16)}`;
  let planId: string;
  let gatewaySubscriptionId: string;
  try {
    // Gateway calls come before our own insert: an HTTP call never holds a database transaction open.
    planId = await planFor(services.db, services.gateway, term.period, charges.totalPaise);
    const created = await services.gateway.createSubscription({
      planId,
      totalCount: term.totalCount,
      notes: { purpose: 'donation', receipt_id: receiptId, donation_type: form.donation_type },
    });
    gatewaySubscriptionId = created.id;
  } catch (error) {
    log.error(
      { gateway: services.gateway.name, error: (error as Error)?.message },
      'gateway subscription not created',
    );
    throw new HttpError(502, GATEWAY_UNAVAILABLE_MESSAGE);
  }
  await insertSubscription(services.db, {
    receiptId,
    gateway: services.gateway.name,
    gatewaySubscriptionId,
    gatewayPlanId: planId,
    period: term.period,
    totalCount: term.totalCount,
    ...charges,
    currency: CURRENCY,
    ...personColumnsOf(form),
    pan: form.pan,
    donationType: form.donation_type,
    updatesConsent: form.updates_consent,
    language,
  });
  return {
    subscriptionId: gatewaySubscriptionId,
    receiptId,
    amount: charges.totalPaise,
    currency: CURRENCY,
    period: term.period,
    totalCount: term.totalCount,
  };
}

export function subscriptionTerms(services: PaymentServices, row: SubscriptionRow): SubscriptionTerms {
  const expires = new Date(Date.now() + MANAGE_LINK_DAYS * 24 * 60 * 60_000);
  return {
    period: row.period,
    totalCount: row.totalCount,
    amount: row.totalPaise,
    lastChargeOn: lastChargeDate(row).toISOString().slice(0, 10),
    // Relative: the success screen opens it on the site it is on.
    manageUrl: managePath(manageToken(manageLinkKey(services.config), row.id, expires)),
  };
}

const CHANGES = { cancel: cancelSubscription, pause: pauseSubscription, resume: resumeSubscription };

/**
 * Cancels, pauses or resumes a gift at the gateway on the donor's or the office's request. Answers the gateway's
 * refusal of a pause or resume (Razorpay pauses only an active subscription) for the caller to answer 409; a
 * gateway out of reach, or any failed cancel, is logged and answered 502.
 */
export async function changeAtGateway(
  services: Pick<PaymentServices, 'db' | 'gateway'>,
  row: SubscriptionRow,
  action: keyof typeof CHANGES,
  by: 'donor' | 'office',
  log: FastifyBaseLogger,
): Promise<{ refused: GatewayRefusedError } | null> {
  try {
    await CHANGES[action](services.db, services.gateway, row, by);
    return null;
  } catch (error) {
    if (action !== 'cancel' && error instanceof GatewayRefusedError) return { refused: error };
    log.error(
      { subscriptionId: row.id, error: (error as Error)?.message },
      `${action} not reached the gateway`,
    );
    throw new HttpError(502, GATEWAY_UNAVAILABLE_MESSAGE);
  }
}

/** What the donor's page shows: the gift, its state and its charges (no address, no PAN). */
async function manageView(services: PaymentServices, row: SubscriptionRow) {
  const charges = await chargesOf(services.db, row.id);
  return {
    subscription: {
      status: row.status,
      period: row.period,
      totalCount: row.totalCount,
      paidCount: charges.length,
      amount: row.totalPaise,
      basePaise: row.basePaise,
      donorName: [row.firstName, row.surname].filter(Boolean).join(' '),
      nextChargeOn: row.nextChargeAt ? row.nextChargeAt.toISOString().slice(0, 10) : null,
      lastChargeOn: lastChargeDate(row).toISOString().slice(0, 10),
      endedOn: row.endedAt ? row.endedAt.toISOString().slice(0, 10) : null,
      pausedOn: row.pausedAt ? row.pausedAt.toISOString().slice(0, 10) : null,
      cancellable: isCancellable(row.status),
      pausable: isPausable(row.status),
      resumable: isResumable(row.status),
      sandbox: row.gateway === 'sandbox',
    },
    charges: charges.map((order) => ({
      receiptNumber: order.receiptNumber,
      paidOn: order.paidAt ? order.paidAt.toISOString().slice(0, 10) : null,
      amount: order.totalPaise,
      receiptUrl: order.receiptToken ? receiptUrlForBrowser(order.receiptToken) : null,
    })),
  };
}

const TOKEN_LIMIT = 200;

export default async function subscriptionRoutes(
  app: FastifyInstance,
  options: { services: PaymentServices },
) {
  const { services } = options;

  async function fromToken(token: string, reply: FastifyReply): Promise<SubscriptionRow | null> {
    const check =
      token.length > TOKEN_LIMIT
        ? ({ ok: false, reason: 'invalid' } as const)
        : readManageToken(manageLinkKey(services.config), token);
    if (!check.ok) {
      await reply
        .code(check.reason === 'expired' ? 410 : 404)
        .send({ message: check.reason === 'expired' ? LINK_EXPIRED_MESSAGE : LINK_INVALID_MESSAGE });
      return null;
    }
    const row = await findSubscriptionById(services.db, check.subscriptionId);
    if (!row) {
      await reply.code(404).send({ message: LINK_INVALID_MESSAGE });
      return null;
    }
    return row;
  }

  app.get<{ Params: { token: string } }>('/subscriptions/manage/:token', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const row = await fromToken(request.params.token, reply);
    if (!row) return reply;
    return reply.code(200).send(await manageView(services, row));
  });

  app.post<{ Params: { token: string } }>('/subscriptions/manage/:token/cancel', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const row = await fromToken(request.params.token, reply);
    if (!row) return reply;
    if (!isCancellable(row.status)) return reply.code(409).send({ message: NOT_CANCELLABLE_MESSAGE });
    await changeAtGateway(services, row, 'cancel', 'donor', request.log);
    const fresh = (await findSubscriptionById(services.db, row.id)) ?? row;
    return reply.code(200).send(await manageView(services, fresh));
  });

  // Pause and resume (Razorpay pauses only an active subscription): the gateway is asked at once, and its answer
  // recorded like any report of the subscription's state.
  for (const action of ['pause', 'resume'] as const) {
    app.post<{ Params: { token: string } }>(
      `/subscriptions/manage/:token/${action}`,
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const row = await fromToken(request.params.token, reply);
        if (!row) return reply;
        const allowed = action === 'pause' ? isPausable(row.status) : isResumable(row.status);
        if (!allowed) {
          return reply
            .code(409)
            .send({ message: action === 'pause' ? NOT_PAUSABLE_MESSAGE : NOT_RESUMABLE_MESSAGE });
        }
        const refusal = await changeAtGateway(services, row, action, 'donor', request.log);
        if (refusal) {
          request.log.warn(
            { subscriptionId: row.id, error: refusal.refused.message },
            `gateway refused to ${action}`,
          );
          return reply.code(409).send({ message: CHANGE_REFUSED_MESSAGE });
        }
        const fresh = (await findSubscriptionById(services.db, row.id)) ?? row;
        return reply.code(200).send(await manageView(services, fresh));
      },
    );
  }
}
