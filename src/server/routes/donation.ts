import type { FastifyInstance } from 'fastify';
import { chargesFor, rupeesToPaise } from '../../shared/money';
import { donationErrors, type DonationForm } from '../../shared/validation';
import { bySubmissionName, personalDetailsFrom, submittedText } from '../../shared/validation/submission';
import type { PaymentServices } from '../payments/services';
import { insertDonation } from '../repositories/donations';
import { formRateLimit } from '../plugins/security';
import { personColumnsOf, placeOrder } from './orderForms';
import { formInvalid, isTicked, readSubmittedForm, submittedLanguage } from './paymentForms';
import { registerVerifyRoute } from './verify';
import { recurringTermOf } from '../../shared/subscriptions';
import { createDonationSubscription } from './subscriptions';

// POST donation/add (docs/product.md#entities: the donation submission with pan, updates_consent,
// certification) and its verify-payment.

export function donationFormFrom(fields: Record<string, string>): DonationForm {
  return {
    ...personalDetailsFrom(fields),
    donation_type: submittedText(fields, 'donation_type'),
    donation_amount: submittedText(fields, 'donation_amount'),
    donation_frequency: submittedText(fields, 'donation_frequency'),
    pan: submittedText(fields, 'pan').toUpperCase(),
    updates_consent: isTicked(fields.updates_consent),
    certification: isTicked(fields.certification),
  };
}

export default async function donationRoutes(app: FastifyInstance, options: { services: PaymentServices }) {
  const { services } = options;

  app.post('/donation/add', { config: formRateLimit(app.config) }, async (request, reply) => {
    const submitted = await readSubmittedForm(request, {});
    const form = donationFormFrom(submitted.fields);
    const errors = bySubmissionName(donationErrors(form));
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
    const order = {
      kind: 'donation',
      receiptPrefix: 'DBJS-D',
      charges,
      language,
      notes: { donation_type: form.donation_type },
    } as const;
    const answer = await placeOrder(services, request.log, order, async (tx, orderId) => {
      await insertDonation(tx, {
        orderId,
        ...personColumnsOf(form),
        pan: form.pan,
        donationType: form.donation_type,
        frequency: form.donation_frequency,
        updatesConsent: form.updates_consent,
      });
    });
    return reply.code(201).send(answer);
  });

  registerVerifyRoute(app, services, { path: '/donation/verify-payment', kind: 'donation' });
}
