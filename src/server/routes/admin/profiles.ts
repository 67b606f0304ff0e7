import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  PROFILE_KEY_MESSAGE,
  profileKeySchema,
  profileLinkSchema,
  receiptCopySchema,
} from '../../../shared/schemas/profiles';
import { writeAudit } from '../../admin/audit';
import {
  decideProfiles,
  LINK_NOT_FOUND_MESSAGE,
  PROFILE_NOT_FOUND_MESSAGE,
  profileDetail,
  profileDirectory,
  revokeProfileLink,
} from '../../admin/profiles';
import { queueReceiptCopy } from '../../admin/receiptCopy';
import { HttpError } from '../../plugins/errors';
import { RENDER_FAILED_MESSAGE } from './books';
import { currentUser, idParam, includeTestQuery, pagingQuery, parseOrThrow, parseQuery } from './shared';

// Donor and member profiles (records area: owners and accounts; docs/admin-api.md): the directory with its sums,
// one person's gifts, memberships, receipts and totals, the office's merges and "not the same person" decisions
// (each audited, each undone by unlinking), and a copy of a receipt mailed to an address the office enters.

export const LINKED_MESSAGE = 'The two records are now one profile.';
export const SEPARATED_MESSAGE = 'The suggestion was dismissed: these are different people.';
export const UNLINKED_MESSAGE = 'The decision was undone.';

export function copyQueuedMessage(to: string): string {
  return `A copy of the receipt will be sent to ${to}. The record's own e-mail address was not changed.`;
}

export default async function profileRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  app.get('/profiles', async (request) => {
    const query = parseQuery(
      z.object({
        ...pagingQuery,
        ...includeTestQuery,
        q: z.string().trim().max(200).optional(),
        sort: z
          .enum(['recent', 'total', 'name'], { message: 'sort must be recent, total or name.' })
          .optional()
          .default('recent'),
        suggested: z
          .enum(['0', '1'], { message: 'suggested must be 1 or 0.' })
          .optional()
          .transform((value) => value === '1'),
      }),
      request.query,
    );
    return profileDirectory(
      db,
      {
        q: query.q || undefined,
        sort: query.sort,
        page: query.page,
        perPage: query.per_page,
        suggestedOnly: query.suggested,
      },
      { includeTest: query.include_test },
    );
  });

  app.get('/profiles/:key', async (request) => {
    const { include_test } = parseQuery(z.object(includeTestQuery), request.query);
    const parsed = profileKeySchema.safeParse((request.params as { key?: string }).key ?? '');
    if (!parsed.success) throw new HttpError(404, PROFILE_KEY_MESSAGE);
    const profile = await profileDetail(db, parsed.data, { includeTest: include_test });
    if (!profile) throw new HttpError(404, PROFILE_NOT_FOUND_MESSAGE);
    return { result: profile };
  });

  app.post('/profiles/links', async (request, reply) => {
    const user = currentUser(request);
    const { include_test } = parseQuery(z.object(includeTestQuery), request.query);
    const input = parseOrThrow(profileLinkSchema, request.body);
    const outcome = await decideProfiles(db, input, user.id, { includeTest: include_test });
    if (!outcome.ok) throw new HttpError(outcome.status, outcome.message);
    await writeAudit(db, {
      userId: user.id,
      action: input.decision === 'same' ? 'merge-profiles' : 'separate-profiles',
      subject: `profile-link:${outcome.id} ${input.a} ${input.b}`,
    });
    return reply.code(201).send({
      message: input.decision === 'same' ? LINKED_MESSAGE : SEPARATED_MESSAGE,
      id: outcome.id,
      profile: outcome.profile,
    });
  });

  app.delete('/profiles/links/:id', async (request) => {
    const user = currentUser(request);
    const row = await revokeProfileLink(db, idParam(request), user.id);
    if (!row) throw new HttpError(404, LINK_NOT_FOUND_MESSAGE);
    await writeAudit(db, {
      userId: user.id,
      action: 'unlink-profiles',
      subject: `profile-link:${row.id} ${row.recordA} ${row.recordB}`,
    });
    return { message: UNLINKED_MESSAGE };
  });

  app.post('/orders/:id/receipt-copy', async (request, reply) => {
    const user = currentUser(request);
    const id = idParam(request);
    const { email } = parseOrThrow(receiptCopySchema, request.body);
    const result = await queueReceiptCopy(db, id, email, user.id).catch(() => {
      throw new HttpError(503, RENDER_FAILED_MESSAGE);
    });
    if ('status' in result) throw new HttpError(result.status, result.message);
    app.payments.receiptPaid(result.order);
    return reply.code(202).send({
      message: copyQueuedMessage(email),
      mail_id: result.mailId,
      receipt_number: result.order.receiptNumber,
    });
  });
}
