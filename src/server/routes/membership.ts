import type { FastifyInstance } from 'fastify';
import { chargesFor, CURRENCY, membershipBasePaise } from '../../shared/money';
import {
  PHOTO_MAX_BYTES,
  IDENTITY_MAX_BYTES,
  membershipErrors,
  type MembershipForm,
} from '../../shared/validation';
import { bySubmissionName, personalDetailsFrom } from '../../shared/validation/submission';
import { randomBase62 } from '../payments/verify';
import type { PaymentServices } from '../payments/services';
import { insertOrder } from '../repositories/orders';
import { insertMembership } from '../repositories/memberships';
import { formRateLimit } from '../plugins/security';
import { createGatewayOrder } from './orderCreation';
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
    const receiptId = `DBJS-M-${randomBase62(16)}`;
    const gatewayOrderId = await createGatewayOrder(services, request.log, {
      amount: charges.totalPaise,
      currency: CURRENCY,
      receipt: receiptId,
      notes: { purpose: 'membership', receipt_id: receiptId },
    });

    // The files are stored in the transaction that inserts their row: in the database (PostgreSQL) they commit or
    // roll back with it; on disk they are written first and removed below when the row is not saved.
    let photoKey: string | undefined;
    let identityKey: string | undefined;
    try {
      await services.db.transaction(async (tx) => {
        photoKey = await services.files.save('photo', photo.file.extension, photo.file.bytes, tx);
        identityKey = await services.files.save('identity', identity.file.extension, identity.file.bytes, tx);
        const order = await insertOrder(tx, {
          kind: 'membership',
          receiptId,
          gatewayOrderId,
          gateway: services.gateway.name,
          ...charges,
          currency: CURRENCY,
          language,
        });
        await insertMembership(tx, {
          orderId: order.id,
          firstName: form.first_name,
          middleName: form.middle_name,
          surname: form.sur_name,
          mobile: form.mobile_no,
          email: form.email_id,
          dob: form.data_of_birth,
          gender: form.gender,
          city: form.city,
          tehsil: form.tehsil,
          district: form.dist,
          state: form.state,
          pincode: form.pincode,
          address: form.address,
          dbjsMember: form.dbjs_member,
          magazineMember: form.magazine_member,
          photoKey,
          identityKey,
        });
      });
    } catch (error) {
      // Nothing may point at these files now: remove them rather than keep personal data for no record.
      if (photoKey) await services.files.remove(photoKey).catch(() => undefined);
      if (identityKey) await services.files.remove(identityKey).catch(() => undefined);
      throw error;
    }

    return reply
      .code(201)
      .send({ orderId: gatewayOrderId, receiptId, amount: charges.totalPaise, currency: CURRENCY });
  });

  registerVerifyRoute(app, services, { path: '/joinus/joinnow/verify-payment', kind: 'membership' });
}
