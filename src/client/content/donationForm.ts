import { MAX_DONATION_PAISE, MIN_DONATION_PAISE } from '../../shared/money';
import type { DonationForm } from '../../shared/validation';
import { ADDRESS_FIELD_LABELS, PERSON_FIELD_LABELS } from '../../shared/personFieldLabels';
import { formatRupees } from './scholarship';

// Text of the donation payment page (/donation/donation-payment): the multi-step form of
// docs/product.md#journeys.

export const DONATION_FORM_PAGE = {
  title: 'Make a Donation',
  eyebrow: 'Donate',
  subtitle: 'Support the education of students through the Sabha’s scholarships.',
  banner: '/images/banners/donation.webp',
  metaDescription:
    'Donate online to the Dakshin Bharat Jain Sabha towards the cost of education of students. Donations are eligible for deduction under section 80G; give your PAN for an 80G receipt.',
  loadingLabel: 'Loading the donation form…',
} as const;

export const DONATION_FIELD_LABELS: Record<keyof DonationForm, string> = {
  donation_amount: 'Amount',
  donation_frequency: 'How often',
  donation_type: 'Donation type',
  ...PERSON_FIELD_LABELS,
  pan: 'PAN',
  ...ADDRESS_FIELD_LABELS,
  updates_consent: 'I am willing to receive regular DBJS updates.',
  certification:
    'I certify that the details given above are true and correct, and that this donation is made from my own funds.',
};

export const AMOUNT_STEP = {
  title: 'Choose an amount',
  presetsLabel: 'Donation amount',
  otherAmount: 'Other amount',
  customLabel: 'Enter an amount (₹)',
  customHint: `From ${formatRupees(MIN_DONATION_PAISE)} to ${formatRupees(MAX_DONATION_PAISE)}.`,
  /** Shown under the presets whatever is chosen: the server refuses amounts outside these limits. */
  rangeNote: `Online donations can be from ${formatRupees(MIN_DONATION_PAISE)} to ${formatRupees(MAX_DONATION_PAISE)}. For a larger gift, please contact the office.`,
  frequencyLabel: 'How often would you like to give?',
  frequencies: [
    { value: 'Yearly', label: 'Yearly' },
    { value: 'Monthly', label: 'Monthly' },
    { value: 'One Time', label: 'One Time' },
  ],
  frequencyNote: 'Today’s payment is taken once; no automatic repeat payment is set up.',
  typeLabel: 'Donation type',
  types: [
    {
      value: 'cost_of_education',
      label: 'Cost of education',
      description:
        'Student scholarship support: your gift helps pay the fees, books and hostel costs of students the Sabha supports.',
    },
  ],
} as const;

export const PERSONAL_STEP = {
  title: 'Your details',
  emailHint: 'Your receipt is emailed here.',
  panHint:
    'Needed for an 80G tax receipt and Form 10BD, the statement of donations the Sabha files each year.',
} as const;

export const ADDRESS_STEP = { title: 'Your address' } as const;

export const REVIEW_STEP = {
  title: 'Review and pay',
  summaryTitle: 'Your donation',
  detailsTitle: 'Your details',
  chargesNote: 'The gateway charges and GST on them are added to your donation, as the summary shows.',
} as const;

export const DONATION_ACTIONS = {
  next: 'Next',
  back: 'Back',
  submit: 'Donate Now',
  processing: 'Processing your donation…',
  submitHint: 'The button becomes active once every required field and the certification are filled in.',
} as const;

/** Monthly and Yearly gifts (issue 14): the lines the form, the review and the success screen show. */
export const RECURRING_TEXT = {
  /** Under the frequency choice, once an amount is chosen: "12 monthly payments of ₹1,023.60 …". */
  formNote: (summary: string) =>
    `${summary} (charges included), taken automatically through a card, UPI or bank mandate that you ` +
    'authorise once at checkout, the first one today. You can stop them at any time from the link in your ' +
    'receipt mail.',
  /** Before an amount is chosen. */
  formNoteNoAmount: (count: number, adjective: string) =>
    `${count} ${adjective} payments of the amount above (charges included), taken automatically through a ` +
    'mandate that you authorise once at checkout. You can stop them at any time.',
  reviewLabel: 'Payments',
  successMessage: 'Thank you for your regular gift to the Dakshin Bharat Jain Sabha.',
  successDetail: (summary: string, unit: string, lastOn: string) =>
    `The first payment was received today: ${summary} in all, one every ${unit}, the last on ${lastOn}. ` +
    'Each payment gets its own receipt by mail. To stop them at any time, use the link below or the one in ' +
    'your receipt mail.',
  manageLink: 'See or cancel your regular gift',
} as const;

export const DONATION_RESULTS = {
  success: {
    title: 'Payment Successful',
    message: 'Thank you for your donation to the Dakshin Bharat Jain Sabha.',
  },
  failure: {
    title: 'Try Again Later!',
    message:
      'Your payment could not be completed. Your details are kept, so you can try again when you are ready.',
  },
  successBack: 'Make another donation',
  failureBack: 'Back to the form',
  receiptNumber: 'Receipt number',
  receiptLink: 'Download your receipt (PDF)',
} as const;
