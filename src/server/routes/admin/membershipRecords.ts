import type { FastifyInstance } from 'fastify';
import { membershipRejectSchema } from '../../../shared/schemas/membershipRecords';
import { writeAudit } from '../../admin/audit';
import { renderMemberCardPdf } from '../../admin/memberCard';
import {
  APPROVED_MESSAGE,
  approvalView,
  approveMembership,
  CARD_NOT_APPROVED_MESSAGE,
  ERASED_MESSAGE,
  isApprovalError,
  rejectMembership,
  REJECTED_MESSAGE,
} from '../../admin/membershipRecords';
import { HttpError } from '../../plugins/errors';
import { personName } from '../../receipts/pdf';
import * as records from '../../repositories/admin/records';
import { getReceiptDetails } from '../../repositories/receiptDetails';
import { getSettings } from '../../repositories/settings';
import { currentUser, idParam, NOT_FOUND_MESSAGE, parseOrThrow } from './shared';

// Membership records (docs/admin-api.md "Membership records"): the office approves a paid membership (which gives
// the member a number) or rejects it with a reason, and prints an approved member's card.

export default async function membershipRecordRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const files = app.payments.files;

  app.post('/memberships/:id/approve', async (request) => {
    const user = currentUser(request);
    const result = await approveMembership(db, idParam(request), user.id);
    if (isApprovalError(result)) throw new HttpError(result.status, result.message);
    return { message: APPROVED_MESSAGE, result: approvalView(result) };
  });

  app.post('/memberships/:id/reject', async (request) => {
    const user = currentUser(request);
    const id = idParam(request);
    const { reason } = parseOrThrow(membershipRejectSchema, request.body);
    const result = await rejectMembership(db, id, reason, user.id);
    if (isApprovalError(result)) throw new HttpError(result.status, result.message);
    return { message: REJECTED_MESSAGE, result: approvalView(result) };
  });

  app.get('/memberships/:id/card.pdf', async (request, reply) => {
    const user = currentUser(request);
    const found = await records.findMembershipRecord(db, idParam(request));
    if (!found) throw new HttpError(404, NOT_FOUND_MESSAGE);
    const { person, order } = found;
    if (person.approval !== 'approved' || !person.membershipNumber || !person.approvalDecidedAt) {
      throw new HttpError(409, CARD_NOT_APPROVED_MESSAGE);
    }
    if (person.erasedAt) throw new HttpError(409, ERASED_MESSAGE);
    const photo = person.photoKey ? await files.read(person.photoKey).catch(() => null) : null;
    const [settings] = await getSettings(db);
    const legal = await getReceiptDetails(db);
    const pdf = await renderMemberCardPdf({
      name: personName(person),
      membershipNumber: person.membershipNumber,
      dbjsMember: person.dbjsMember,
      magazineMember: person.magazineMember,
      validFrom: person.approvalDecidedAt,
      photo,
      officeAddress: legal.registered_address || settings?.contact_address || '',
      officePhone: settings?.contact_mobile ?? '',
      officeEmail: settings?.contact_email ?? '',
      signatoryName: legal.signatory_name,
      signatoryDesignation: legal.signatory_designation,
      test: order.gateway === 'sandbox',
    });
    // The card carries the member's photo: each download is audited like a view of the photo.
    await writeAudit(db, { userId: user.id, action: 'view-member-card', subject: `membership:${person.id}` });
    const fileName = `member-card-${person.membershipNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
    return reply
      .type('application/pdf')
      .header('cache-control', 'no-store')
      .header('content-disposition', `inline; filename="${fileName}"`)
      .header('x-robots-tag', 'noindex')
      .send(pdf);
  });
}
