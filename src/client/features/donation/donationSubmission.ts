import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import type { DonationForm } from '../../../shared/validation';
import { submissionFormData } from '../payments/paymentFlow';

/**
 * The donation submission (docs/product.md#entities) with the optional PAN (80G receipt, Form 10BD), the
 * updates consent, the certification and the page's language: the multipart body of POST donation/add. donation_amount is in
 * rupees as chosen; the server adds the charges itself.
 */
export function donationFormData(form: DonationForm, language: Language = DEFAULT_LANGUAGE): FormData {
  return submissionFormData(
    form,
    [
      ['donation_type', form.donation_type],
      ['donation_amount', form.donation_amount.trim()],
      ['donation_frequency', form.donation_frequency],
      ['pan', form.pan.trim().toUpperCase()],
      ['updates_consent', form.updates_consent ? '1' : '0'],
      ['certification', form.certification ? '1' : '0'],
    ],
    language,
  );
}
