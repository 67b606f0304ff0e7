import type { FastifyInstance } from 'fastify';
import { chargesFor, membershipBasePaise } from '../../shared/money';
import {
  PHOTO_MAX_BYTES,
  IDENTITY_MAX_BYTES,
  membershipErrors,
  type MembershipForm,
} from '../../shared/validation';
import { bySubmissionName, personalDetailsFrom } from '../../shared/validation/submission';
import type { PaymentServices } from '../payments/services';
import { insertMembership } from '../repositories/memberships';
import { formRateLimit } from '../plugins/security';
import { personColumnsOf, placeOrder } from './orderForms';
import {
  checkIdentityFile,
  checkPhoto,
  formInvalid,
  isTicked,
  readSubmittedForm,
  submittedLanguage,
} from './paymentForms';
import { registerVerifyRoute } from './verify';

// POST joinus/joinnow (the membership submission, docs/product.md#entities) and its verify-payment.

export function membershipFormFrom(fields: Record<string, string>): MembershipForm {
  return {
    ...personalDetailsFrom(fields),
    dbjs_member: isTicked(fields.dbjs_member),
    magazine_member: isTicked(fields.magazine_member),
    // The submission carries no consent fields (the browser will not submit without them); when a client does
    // send them, an unticked box is refused.
    personal_checkbox: fields.personal_checkbox === undefined || isTicked(fields.personal_checkbox),
    choose_type_checbox: fields.choose_type_checbox === undefined || isTicked(fields.choose_type_checbox),
  };
}

export default async function membershipRoutes(app: FastifyInstance, options: { services: PaymentServices }) {
  const { services } = options;

  app.post('/joinus/joinnow', { config: formRateLimit(app.config) }, async (request, reply) => {
    const submitted = await readSubmittedForm(request, {
      memberProfile: PHOTO_MAX_BYTES,
      aadharFile: IDENTITY_MAX_BYTES,
    });
    const form = membershipFormFrom(submitted.fields);
    const errors = bySubmissionName(membershipErrors(form));
    const photo = await checkPhoto(submitted.files.memberProfile);
    if (!photo.ok) errors.memberProfile = photo.message;
    const identity = await checkIdentityFile(submitted.files.aadharFile);
    if (!identity.ok) errors.aadharFile = identity.message;
    const language = submittedLanguage(submitted.fields, errors);
    if (Object.keys(errors).length > 0 || !photo.ok || !identity.ok) throw formInvalid(errors);

    // The price list decides; dbjs_amount and magazine_amount from the browser are never read.
    const charges = chargesFor(membershipBasePaise(form));
    // The files are stored in the transaction that inserts their row: in the database (PostgreSQL) they commit or
    // roll back with it; on disk they are written first and removed below when the row is not saved.
    let photoKey: string | undefined;
    let identityKey: string | undefined;
    try {
      const order = { kind: 'membership', receiptPrefix: 'DBJS-M', charges, language } as const;
      const answer = await placeOrder(services, request.log, order, async (tx, orderId) => {
        photoKey = await services.files.save('photo', photo.file.extension, photo.file.bytes, tx);
        identityKey = await services.files.save('identity', identity.file.extension, identity.file.bytes, tx);
        await insertMembership(tx, {
          orderId,
          ...personColumnsOf(form),
          dbjsMember: form.dbjs_member,
          magazineMember: form.magazine_member,
          photoKey,
          identityKey,
        });
      });
      return reply.code(201).send(answer);
    } catch (error) {
      // Nothing may point at these files now: remove them rather than keep personal data for no record.
      if (photoKey) await services.files.remove(photoKey).catch(() => undefined);
      if (identityKey) await services.files.remove(identityKey).catch(() => undefined);
      throw error;
    }
  });

  registerVerifyRoute(app, services, { path: '/joinus/joinnow/verify-payment', kind: 'membership' });
}
