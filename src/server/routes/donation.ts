import type { FastifyInstance } from 'fastify';
import { chargesFor, CURRENCY, rupeesToPaise } from '../../shared/money';
import {
  donationErrors,
  normaliseMobile,
  normalisePincode,
  type DonationForm,
} from '../../shared/validation';
import { randomBase62 } from '../payments/verify';
import type { PaymentServices } from '../payments/services';
import { insertOrder } from '../repositories/orders';
import { insertDonation } from '../repositories/donations';
import { formRateLimit } from '../plugins/security';
import { createGatewayOrder } from './orderCreation';
import { formInvalid, isTicked, readSubmittedForm, submittedLanguage } from './paymentForms';
import { registerVerifyRoute } from './verify';
import { recurringTermOf } from '../../shared/subscriptions';
import { createDonationSubscription } from './subscriptions';

// POST donation/add (docs/product.md#entities: the donation submission with pan, updates_consent,
// certification) and its verify-payment.

const SUBMISSION_NAMES: Partial<Record<keyof DonationForm, string>> = {
  sur_name: 'surname',
  mobile_no: 'mobile',
  email_id: 'email',
  data_of_birth: 'dob',
  dist: 'district',
};

export function donationFormFrom(fields: Record<string, string>): DonationForm {
  const text = (name: string) => (fields[name] ?? '').trim();
  return {
    first_name: text('first_name'),
    middle_name: text('middle_name'),
    sur_name: text('surname'),
    // Written as people write them ('+91 98220 12345', '416 416'): normalised as the browser's input does.
    mobile_no: normaliseMobile(text('mobile')),
    email_id: text('email'),
    data_of_birth: text('dob'),
    gender: text('gender'),
    city: text('city'),
    tehsil: text('tehsil'),
    dist: text('district'),
    state: text('state'),
    address: text('address'),
    pincode: normalisePincode(text('pincode')),
    donation_type: text('donation_type'),
    donation_amount: text('donation_amount'),
    donation_frequency: text('donation_frequency'),
    pan: text('pan').toUpperCase(),
    updates_consent: isTicked(fields.updates_consent),
    certification: isTicked(fields.certification),
  };
}

export default async function donationRoutes(app: FastifyInstance, options: { services: PaymentServices }) {
  const { services } = options;

  app.post('/donation/add', { config: formRateLimit(app.config) }, async (request, reply) => {
    const submitted = await readSubmittedForm(request, {});
    const form = donationFormFrom(submitted.fields);
    const errors: Record<string, string> = {};
    for (const [field, message] of Object.entries(donationErrors(form))) {
      if (message) errors[SUBMISSION_NAMES[field as keyof DonationForm] ?? field] = message;
    }
    const language = submittedLanguage(submitted.fields, errors);
    if (Object.keys(errors).length > 0) throw formInvalid(errors);

    // The chosen amount is the base; charges are added by the server's rule. An `amount` field is never read.
    const charges = chargesFor(rupeesToPaise(form.donation_amount));
    // Monthly and Yearly are gateway subscriptions (docs/api.md#recurring-donations); One Time goes on below.
    const term = recurringTermOf(form.donation_frequency);
    if (term) {
      const answer = await createDonationSubscription(services, request.log, form, term, charges, language);
      return reply.code(201).send(answer);
    }
    const receiptId = `DBJS-D-${randomBase62(16)}`;
    const gatewayOrderId = await createGatewayOrder(services, request.log, {
      amount: charges.totalPaise,
      currency: CURRENCY,
      receipt: receiptId,
      notes: { purpose: 'donation', receipt_id: receiptId, donation_type: form.donation_type },
    });

    await services.db.transaction(async (tx) => {
      const order = await insertOrder(tx, {
        kind: 'donation',
        receiptId,
        gatewayOrderId,
        gateway: services.gateway.name,
        ...charges,
        currency: CURRENCY,
        language,
      });
      await insertDonation(tx, {
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
        pan: form.pan,
        donationType: form.donation_type,
        frequency: form.donation_frequency,
        updatesConsent: form.updates_consent,
      });
    });

    return reply
      .code(201)
      .send({ orderId: gatewayOrderId, receiptId, amount: charges.totalPaise, currency: CURRENCY });
  });

  registerVerifyRoute(app, services, { path: '/donation/verify-payment', kind: 'donation' });
}
