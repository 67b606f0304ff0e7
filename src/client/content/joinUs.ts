import type { MembershipForm } from '../../shared/validation';
import { ADDRESS_FIELD_LABELS, PERSON_FIELD_LABELS } from '../../shared/personFieldLabels';
import { formatWholeRupees, LIFE_MEMBERSHIP_PAISE, MAGAZINE_MEMBERSHIP_PAISE } from '../../shared/money';

// Text of the Join Us page (/join-us): the membership application of docs/product.md#journeys.

/**
 * The prices the texts below name as {life} and {magazine}: from the price list, written as the site writes
 * rupees (₹1,500), the same in every language. Pass them to useTranslated with JOIN_US_PAGE and
 * MEMBERSHIP_FIELD_LABELS.
 */
export const MEMBERSHIP_PRICES = {
  life: formatWholeRupees(LIFE_MEMBERSHIP_PAISE / 100),
  magazine: formatWholeRupees(MAGAZINE_MEMBERSHIP_PAISE / 100),
} as const;

export const JOIN_US_PAGE = {
  title: 'Join Us',
  eyebrow: 'Membership',
  subtitle: 'Become a member of the Dakshin Bharat Jain Sabha, serving the community since 1899.',
  banner: '/images/banners/join-us.webp',
  metaDescription:
    'Apply online for life membership of the Dakshin Bharat Jain Sabha ({life}) and the Pragati & Jinvijay magazine membership ({magazine} for 5 years), with secure card payment.',
  formTitle: 'Membership application',
  intro:
    'Membership is open to people who declare themselves Digambar Jain. Fill in your details, choose a membership, upload your photograph and identity document, and pay online. Fields marked * are required.',
  loadingLabel: 'Loading the membership form…',
} as const;

export const JOIN_US_SECTIONS = {
  personal: 'Personal details',
  address: 'Address',
  membership: 'Membership type',
  documents: 'Photograph and identity document',
  declaration: 'Declaration',
} as const;

export const MEMBERSHIP_FIELD_LABELS: Record<keyof MembershipForm, string> = {
  ...PERSON_FIELD_LABELS,
  ...ADDRESS_FIELD_LABELS,
  dbjs_member: 'Dakshin Bharat Jain Sabha life membership {life}',
  magazine_member: 'Pragati & Jinvijay magazine membership {magazine} (5 years)',
  personal_checkbox: 'Declaration',
  choose_type_checbox: 'Certification',
};

export const GENDER_OPTIONS = [
  { value: 'male', label: 'Male' },
  { value: 'female', label: 'Female' },
  { value: 'others', label: 'Others' },
] as const;

export const MEMBERSHIP_TYPE_NOTES = {
  dbjs_member: 'A one-time fee for membership of the Sabha for life.',
  magazine_member: 'Two issues a month of the Sabha’s magazine, Pragati & Jinvijay, for five years.',
  noneChosen: 'Choose one or both memberships to see the amount payable.',
} as const;

export const DOCUMENTS = {
  photo: {
    label: 'Photograph',
    hint: 'A recent passport-size photograph. JPG, PNG, WebP or HEIC (iPhone), at most 15 MB.',
    button: 'Choose photograph',
    previewAlt: 'Preview of the chosen photograph',
  },
  identity: {
    label: 'Aadhaar card (masked)',
    hint: 'PNG, JPG or PDF, at most 5 MB.',
    button: 'Choose file',
  },
  noFile: 'No file chosen',
} as const;

export const MASKED_AADHAAR_NOTE = {
  title: 'Please upload a masked Aadhaar',
  paragraphs: [
    'A masked Aadhaar shows only the last four digits of your Aadhaar number; the first eight are replaced by “XXXX-XXXX”. It is accepted as a valid e-Aadhaar and keeps your full number private.',
    'You can download a masked e-Aadhaar from the UIDAI myAadhaar portal (myaadhaar.uidai.gov.in) by choosing the masked Aadhaar option when downloading. Your document is stored encrypted and is seen only by the Sabha office.',
  ],
} as const;

export const DECLARATION_TEXT =
  'I declare that I am a Digambar Jain. By this application I become a life member of the Dakshin Bharat Jain Sabha and/or a member of its magazine Pragati & Jinvijay, as chosen above, and I accept the constitution of the Sabha.';

export const CERTIFICATION_TEXT =
  'I certify that the details and documents I have given are true and correct, and I agree to pay the membership fee shown above.';

export const JOIN_US_ACTIONS = {
  submit: 'Pay and Register',
  processing: 'Processing your application…',
  submitHint:
    'The button becomes active once the required fields, both files, both boxes and a membership type are filled in.',
} as const;

export const JOIN_US_RESULTS = {
  success: {
    title: 'Thank You!',
    message: 'Your registration as a DBJS member has been successful.',
  },
  failure: {
    title: 'Payment Failed!',
    message: 'Try Again Later!',
    detail:
      'Your payment could not be completed. Your details are kept, so you can try again when you are ready.',
  },
  back: 'Back To Home',
  receiptNumber: 'Receipt number',
  receiptLink: 'Download your receipt (PDF)',
} as const;
