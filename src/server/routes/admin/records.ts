import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DONATION_FREQUENCIES } from '../../../shared/validation';
import { STATUS_FILTERS } from '../../../shared/schemas/admin';
import { MEMBERSHIP_APPROVAL_STATES } from '../../../shared/schemas/membershipRecords';
import { OFFICE_DONATION_PURPOSE_VALUES } from '../../../shared/validation/receiptDetails';
import { listAudit, writeAudit } from '../../admin/audit';
import { HttpError } from '../../plugins/errors';
import * as records from '../../repositories/admin/records';
import { paged } from '../../repositories/paging';
import membershipRecordRoutes from './membershipRecords';
import { currentUser, idParam, includeTestQuery, isoDate, notFound, pagingQuery, parseQuery } from './shared';

// Enquiries, membership applications and donations for the office: search, filters, pages, the full record
// with its payment trail, and the member's photo and identity file (every view audited).

export const NO_FILE_MESSAGE = 'This file is not stored (it was deleted or never uploaded).';

const baseFilters = {
  ...pagingQuery,
  q: z.string().trim().max(200).optional(),
  from: isoDate('from date').optional(),
  to: isoDate('to date').optional(),
};
/** A payment's standing (docs/admin-api.md "Records"): `paid` leaves out refunds and cancelled receipts. */
const status = z
  .enum(STATUS_FILTERS, {
    message: `status must be ${STATUS_FILTERS.slice(0, -1).join(', ')} or ${STATUS_FILTERS.at(-1)}.`,
  })
  .optional();

const CONTENT_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', pdf: 'application/pdf' };

/** A payments list (memberships, donations): the shared filters and `filters`, searched a page at a time. */
function paymentsQuery<Extra extends z.ZodRawShape>(filters: Extra) {
  return z.object({ ...baseFilters, ...includeTestQuery, status, ...filters });
}

/** The repository's search arguments from a list's query: an empty search is none. */
function searchOf<Query extends { q?: string; include_test?: boolean; page: number; per_page: number }>(
  query: Query,
) {
  return [
    { ...query, q: query.q || undefined, includeTest: query.include_test ?? false },
    { page: query.page, perPage: query.per_page },
  ] as const;
}

export default async function recordRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const files = app.payments.files;

  app.get('/enquiries', async (request) => {
    const query = parseQuery(z.object(baseFilters), request.query);
    return records.searchEnquiries(
      db,
      { ...query, q: query.q || undefined },
      { page: query.page, perPage: query.per_page },
    );
  });

  app.get('/enquiries/:id', async (request) => {
    const enquiry = await records.findEnquiry(db, idParam(request));
    return enquiry ? { result: enquiry } : notFound();
  });

  app.get('/memberships', async (request) => {
    const query = parseQuery(
      paymentsQuery({
        type: z.enum(['life', 'magazine'], { message: 'type must be life or magazine.' }).optional(),
        approval: z
          .enum(MEMBERSHIP_APPROVAL_STATES, { message: 'approval must be awaiting, approved or rejected.' })
          .optional(),
      }),
      request.query,
    );
    return records.searchMemberships(db, ...searchOf(query));
  });

  // Approve, reject, member card (membershipRecords.ts).
  await app.register(membershipRecordRoutes);

  app.get(
    '/memberships/:id',
    async (request) => (await records.membershipDetail(db, idParam(request))) ?? notFound(),
  );

  for (const which of ['photo', 'identity'] as const) {
    app.get(`/memberships/:id/${which}`, async (request, reply) => {
      const user = currentUser(request);
      const row = await records.findMembershipRecord(db, idParam(request));
      if (!row) notFound();
      const key = which === 'photo' ? row.person.photoKey : row.person.identityKey;
      if (!key) throw new HttpError(404, NO_FILE_MESSAGE);
      let bytes: Buffer;
      try {
        bytes = await files.read(key);
      } catch {
        throw new HttpError(404, NO_FILE_MESSAGE);
      }
      await writeAudit(db, {
        userId: user.id,
        action: `view-${which}`,
        subject: `membership:${row.person.id}`,
      });
      const extension = key.slice(key.lastIndexOf('.') + 1);
      return reply
        .type(CONTENT_TYPES[extension] ?? 'application/octet-stream')
        .header('cache-control', 'no-store')
        .header('content-disposition', `inline; filename="membership-${row.person.id}-${which}.${extension}"`)
        .header('x-robots-tag', 'noindex')
        .send(bytes);
    });
  }

  app.get('/donations', async (request) => {
    const query = parseQuery(
      paymentsQuery({
        type: z
          .enum(DONATION_FREQUENCIES, { message: `type must be one of ${DONATION_FREQUENCIES.join(', ')}.` })
          .optional(),
        purpose: z
          .enum(OFFICE_DONATION_PURPOSE_VALUES, {
            message: `purpose must be one of ${OFFICE_DONATION_PURPOSE_VALUES.join(', ')}.`,
          })
          .optional(),
      }),
      request.query,
    );
    return records.searchDonations(db, ...searchOf(query));
  });

  app.get(
    '/donations/:id',
    async (request) => (await records.donationDetail(db, idParam(request))) ?? notFound(),
  );

  app.get('/audit', async (request) => {
    const query = parseQuery(z.object(pagingQuery), request.query);
    const { data, total } = await listAudit(db, query.page, query.per_page);
    return paged(data, total, { page: query.page, perPage: query.per_page });
  });
}
