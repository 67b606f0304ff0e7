import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import type { DonationForm } from '../../../shared/validation';

/**
 * The donation submission (docs/product.md#entities) with the optional PAN (80G receipt, Form 10BD), the
 * updates consent, the certification and the page's language: the multipart body of POST donation/add. donation_amount is in
 * rupees as chosen; the server adds the charges itself.
 */
export function donationFormData(form: DonationForm, language: Language = DEFAULT_LANGUAGE): FormData {
  const data = new FormData();
  const fields: [string, string][] = [
    ['first_name', form.first_name.trim()],
    ['middle_name', form.middle_name.trim()],
    ['surname', form.sur_name.trim()],
    ['mobile', form.mobile_no],
    ['email', form.email_id.trim()],
    ['dob', form.data_of_birth],
    ['gender', form.gender],
    ['city', form.city.trim()],
    ['tehsil', form.tehsil.trim()],
    ['district', form.dist.trim()],
    ['state', form.state.trim()],
    ['pincode', form.pincode],
    ['address', form.address.trim()],
    ['donation_type', form.donation_type],
    ['donation_amount', form.donation_amount.trim()],
    ['donation_frequency', form.donation_frequency],
    ['pan', form.pan.trim().toUpperCase()],
    ['updates_consent', form.updates_consent ? '1' : '0'],
    ['certification', form.certification ? '1' : '0'],
    // The page's language: the receipt and its mail are written in it (issue 13).
    ['language', language],
  ];
  for (const [name, value] of fields) data.append(name, value);
  return data;
}
