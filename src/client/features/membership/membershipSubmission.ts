import { LIFE_MEMBERSHIP_PAISE, MAGAZINE_MEMBERSHIP_PAISE } from '../../../shared/money';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages';
import type { MembershipForm } from '../../../shared/validation';
import { submissionFormData } from '../payments/paymentFlow';

export interface MemberFiles {
  memberProfile: File | null;
  aadharFile: File | null;
}

export const NO_MEMBER_FILES: MemberFiles = { memberProfile: null, aadharFile: null };

const rupees = (paise: number) => String(paise / 100);

/**
 * The membership submission (docs/product.md#entities): the multipart body of POST joinus/joinnow. The
 * amounts are sent as the form shows them; the server prices the application from its own list.
 */
export function membershipFormData(
  form: MembershipForm,
  files: MemberFiles,
  language: Language = DEFAULT_LANGUAGE,
): FormData {
  const data = submissionFormData(
    form,
    [
      ['dbjs_member', form.dbjs_member ? '1' : '0'],
      ['magazine_member', form.magazine_member ? '1' : '0'],
      ['dbjs_amount', form.dbjs_member ? rupees(LIFE_MEMBERSHIP_PAISE) : '0'],
      ['magazine_amount', form.magazine_member ? rupees(MAGAZINE_MEMBERSHIP_PAISE) : '0'],
    ],
    language,
  );
  if (files.memberProfile) data.append('memberProfile', files.memberProfile, files.memberProfile.name);
  if (files.aadharFile) data.append('aadharFile', files.aadharFile, files.aadharFile.name);
  return data;
}
