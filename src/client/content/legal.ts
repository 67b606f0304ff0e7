import { UNPAID_APPLICATION_FILES_KEPT_DAYS } from '../../shared/retention';
import { SABHA_CONTACT } from './contacts';

// The policy pages (/legal/{policy}): the three of docs/product.md#other-pages (terms and conditions,
// cancellation and refund (no cancellations or refunds), shipping and delivery (not applicable)) and the
// privacy policy the Digital Personal Data Protection Act, 2023 asks of a body that collects identity
// documents, PAN and contact details. Written for an Indian charitable organisation that takes memberships
// and donations online; governed by Indian law, courts at Sangli.

export type PolicyKey =
  | 'terms-and-conditions'
  | 'cancellation-and-refund-policy'
  | 'shipping-and-delivery-policy'
  | 'privacy-policy';

export const PRIVACY_POLICY_PATH = '/legal/privacy-policy';

/** Beside every form's consent box: where the visitor reads how the details they give are used. */
export const PRIVACY_NOTE = {
  before: 'How we use and protect your details, how long we keep them and how to have them erased: ',
  link: 'read our Privacy Policy',
  after: '.',
} as const;

/**
 * Income tax law asks a charity to keep its accounts, with donation receipts, for eight years; the receipt
 * details stay that long even when a person asks for their data to be erased.
 */
export const RECEIPT_RETENTION_YEARS = 8;

export interface PolicySection {
  id: string;
  title: string;
  paragraphs: string[];
  points?: string[];
}

export interface Policy {
  title: string;
  metaDescription: string;
  subtitle: string;
  /** The policy in one sentence, shown above the details. */
  summary: string;
  sections: PolicySection[];
}

export const LEGAL_BANNER = '/images/banners/legal.webp';

const contactSection: PolicySection = {
  id: 'contact',
  title: 'Contact',
  paragraphs: [
    `Questions about this policy can be sent to the ${SABHA_CONTACT.name}, ${SABHA_CONTACT.address}; by email to ${SABHA_CONTACT.email}; or by phone on ${SABHA_CONTACT.phone} during office hours.`,
  ],
};

/** What the privacy policy depends on: the retention the office set in the console and its live contact details. */
export interface PrivacyContext {
  /** Days after a paid membership when the identity document is deleted; null keeps it until erasure is asked. */
  identityRetentionDays: number | null;
  address: string;
  email: string;
  phone: string;
}

export const DEFAULT_PRIVACY_CONTEXT: PrivacyContext = {
  identityRetentionDays: null,
  address: SABHA_CONTACT.address,
  email: SABHA_CONTACT.email,
  phone: SABHA_CONTACT.phone,
};

function identityRetention(days: number | null): string {
  if (days === null)
    return 'Identity documents (your Aadhaar copy) are kept with your membership record only until you ask us to erase them; we recommend uploading a masked Aadhaar.';
  const period = days === 1 ? '1 day' : `${days} days`;
  return `Identity documents (your Aadhaar copy) are deleted automatically ${period} after your membership fee is paid: that is the time the office needs to check your application. The deletion is recorded in the office’s log.`;
}

/** The office address as it follows the Sabha's name in a sentence (the settings' address starts with the name). */
const placeOf = (address: string) => address.replace(/^\s*Dakshin Bharat Jain Sabha\s*,\s*/i, '').trim();

/** The privacy policy (DPDP Act 2023, section 5 notice), with the retention and contact details of the moment. */
export function privacyPolicy(context: PrivacyContext): Policy {
  const { email, phone } = context;
  const address = placeOf(context.address);
  return {
    title: 'Privacy Policy',
    metaDescription:
      'How the Dakshin Bharat Jain Sabha collects, uses, keeps and protects the personal data given on its website, and how to see, correct or erase it, under the Digital Personal Data Protection Act, 2023.',
    subtitle: 'What we collect, why, how long we keep it, who sees it, and your rights.',
    summary:
      'The Dakshin Bharat Jain Sabha collects only the personal data it needs to answer enquiries, to enrol members and to receive donations, keeps it no longer than it needs to, never sells it, and lets you see, correct or erase it.',
    sections: [
      {
        id: 'fiduciary',
        title: '1. Who is responsible for your data',
        paragraphs: [
          `The Dakshin Bharat Jain Sabha (“the Sabha”, “we”), a charitable organisation founded on 3 April 1899, decides why and how the personal data given on this website is used: it is the data fiduciary under the Digital Personal Data Protection Act, 2023. Its office is at ${address}; email ${email}; phone ${phone}.`,
        ],
      },
      {
        id: 'collected',
        title: '2. What we collect',
        paragraphs: ['We collect only what you type or upload in our forms:'],
        points: [
          'Enquiry form: your first and last name, email address, mobile number, address, what you are interested in and your message.',
          'Membership application: your full name, mobile number, email address (optional), date of birth, gender, postal address (city, tehsil, district, state, pincode), the membership you choose, a photograph, and a copy of your Aadhaar card (we ask for a masked Aadhaar, which shows only the last four digits).',
          'Donation form: your full name, mobile number, email address (optional), date of birth, gender, postal address, your PAN (optional), the amount, type and frequency of the donation, and whether you wish to receive updates from the Sabha.',
          'Payments: the payment gateway tells us whether a payment succeeded, with its order and payment references. Your card, UPI or bank details are entered on the gateway’s page and never reach the Sabha.',
        ],
      },
      {
        id: 'purposes',
        title: '3. Why we use it',
        paragraphs: [
          'Each detail is used only for the purpose for which you gave it, with your consent when you send the form:',
        ],
        points: [
          'to answer your enquiry;',
          'to check and record your membership (the Sabha’s membership is for people who declare themselves Digambar Jain and are 18 or over), to identify you as a member and, for magazine members, to post Pragati and Jinvijay to you;',
          'to take your donation, send your receipt and, if you give your PAN, report the donation to the Income Tax Department in Form 10BD so that you can claim the deduction under section 80G;',
          'to send you news of the Sabha’s work, only if you ticked the box for updates;',
          'to keep the accounts and records that the law asks of a charitable organisation.',
        ],
      },
      {
        id: 'retention',
        title: '4. How long we keep it',
        paragraphs: [],
        points: [
          identityRetention(context.identityRetentionDays),
          'Your photograph and membership details are kept for as long as you are a member, since life membership has no end date, and are erased when you ask.',
          `If a membership application is never paid, its photograph and identity document are deleted ${UNPAID_APPLICATION_FILES_KEPT_DAYS} days after it was made.`,
          `Donation and membership payment records (name, amount, date and receipt number, with the PAN given for a donation) are kept for ${RECEIPT_RETENTION_YEARS} years, as income tax law requires of the Sabha’s accounts. When you ask for erasure, your contact details, address, date of birth and PAN are removed, and only the amount, date and receipt number stay for that period.`,
          'Enquiries are kept while the office answers and follows them up, and are deleted when you ask.',
        ],
      },
      {
        id: 'access',
        title: '5. Who sees it',
        paragraphs: [],
        points: [
          'Authorised staff of the Sabha office, through a password-protected console. Photographs and identity documents are stored encrypted and every time one is opened it is recorded.',
          'The payment gateway (Razorpay), which processes your payment and receives your name, email address and mobile number to fill in its payment page.',
          'The email service that delivers your receipt, and the postal service for magazine issues.',
          'The Income Tax Department, which receives the details of donations that the law asks the Sabha to report.',
        ],
      },
      {
        id: 'no-sale',
        title: '6. What we never do',
        paragraphs: [
          'We do not sell, rent or share your personal data with advertisers or anyone else, and the website uses no advertising or tracking cookies. Event videos are loaded from YouTube’s privacy-enhanced service only when you press play.',
        ],
      },
      {
        id: 'security',
        title: '7. How we protect it',
        paragraphs: [
          'Identity documents and photographs are encrypted when stored and are never published on the website. Only signed-in office staff can open them, and each access is logged. The server keeps no log of what you type in the forms.',
        ],
      },
      {
        id: 'rights',
        title: '8. Your rights',
        paragraphs: ['Under the Digital Personal Data Protection Act, 2023 you may:'],
        points: [
          'ask for a summary of the personal data we hold about you and of how we use it, and with whom it has been shared;',
          'ask us to correct, complete or update it;',
          'ask us to erase it, except what the law asks us to keep (see section 4);',
          'withdraw your consent at any time, as easily as you gave it: for example, to stop receiving updates, or to ask that your membership data no longer be used. Withdrawing consent does not undo what was done lawfully before;',
          'nominate another person to exercise these rights for you in the event of your death or incapacity;',
          'have a grievance about our handling of your data answered (section 9).',
        ],
      },
      {
        id: 'grievance',
        title: '9. Grievance Officer',
        paragraphs: [
          `To use any of these rights, or to raise a grievance, write to the Grievance Officer, Dakshin Bharat Jain Sabha, ${address}; email ${email} (subject “Personal data”); phone ${phone}. Please say which form you used and, if you can, the receipt number. We confirm your request within 7 days and answer it within 30 days.`,
          'If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
        ],
      },
      {
        id: 'children',
        title: '10. Children',
        paragraphs: [
          'Membership is open only to people aged 18 or over, and the forms on this website are meant for adults. A donation on behalf of a child should be made by a parent or guardian in their own name.',
        ],
      },
      {
        id: 'changes',
        title: '11. Changes to this policy',
        paragraphs: [
          'When the way we use personal data changes, we update this page before the change takes effect. The version published here applies from the time it is published.',
        ],
      },
    ],
  };
}

export const POLICIES: Record<PolicyKey, Policy> = {
  'terms-and-conditions': {
    title: 'Terms and Conditions',
    metaDescription:
      'Terms and conditions for using the website of the Dakshin Bharat Jain Sabha, applying for membership and making donations online.',
    subtitle: 'The terms on which you use this website, apply for membership and donate.',
    summary:
      'By using this website, applying for membership or making a donation, you agree to these terms. Please read them carefully.',
    sections: [
      {
        id: 'about',
        title: '1. About these terms',
        paragraphs: [
          'This website is run by the Dakshin Bharat Jain Sabha (“the Sabha”, “we”), a charitable organisation founded on 3 April 1899 with its central office at Sangli, Maharashtra. These terms apply to everyone who visits the website or uses its forms, including the enquiry form, the membership application and the donation form.',
        ],
      },
      {
        id: 'use',
        title: '2. Using the website',
        paragraphs: [
          'The content of this website is provided for information about the Sabha and its work. You agree:',
        ],
        points: [
          'to use the website only for lawful purposes;',
          'not to attempt to gain unauthorised access to the website, its server or its data, or to disrupt it;',
          'not to submit false, misleading or another person’s information in any form;',
          'not to send unsolicited advertising or harmful content through the enquiry form.',
        ],
      },
      {
        id: 'membership',
        title: '3. Membership',
        paragraphs: [
          'Life membership of the Sabha and membership of the Pragati and Jinvijay magazine are open to applicants aged 18 or over who give true and complete details. The fee shown on the form is payable in full when applying. Membership begins when the Sabha accepts the application; the Sabha may decline an application, in which case the fee paid is returned in full to the original payment method.',
        ],
      },
      {
        id: 'donations',
        title: '4. Donations',
        paragraphs: [
          'Donations are voluntary gifts to the Sabha and are used for its charitable objects: education, scholarships, hostels, health, sanskar and social welfare. Where a donor expresses a wish about how a gift is used, the Sabha honours it as far as it is able. A receipt is issued for every donation. Donations are eligible for deduction under section 80G of the Income Tax Act, 1961; to claim it, give your PAN with the donation so that the Sabha can report it to the Income Tax Department.',
        ],
      },
      {
        id: 'payments',
        title: '5. Online payments',
        paragraphs: [
          'Online payments are processed by a licensed payment gateway. Card, UPI and bank details are entered on the gateway’s secure page and are never seen or stored by the Sabha. A gateway charge of 2% of the amount, with GST at 18% on that charge, is added to the amount; the payment summary shows the base amount, the charges and the total payable before you pay. Payments are in Indian rupees.',
        ],
      },
      {
        id: 'privacy',
        title: '6. Your personal information',
        paragraphs: [
          'The details you give are used only to answer your enquiry, to process your membership or donation, to issue receipts and to meet the Sabha’s legal obligations, such as reporting donations to the Income Tax Department. Identity documents uploaded with a membership application are stored securely and seen only by authorised office staff. The Sabha does not sell or rent personal information to anyone. Our Privacy Policy explains what is collected, how long it is kept and how to see, correct or erase it.',
        ],
      },
      {
        id: 'content',
        title: '7. Content and intellectual property',
        paragraphs: [
          'The text, photographs, logo and other material on this website belong to the Sabha or are used with permission. You may share pages and quote short extracts with acknowledgement; any other reproduction needs the Sabha’s written permission. While we take care that the information on the website is accurate and up to date, it may change without notice, and details such as event dates should be confirmed with the office.',
        ],
      },
      {
        id: 'links',
        title: '8. Links to other websites',
        paragraphs: [
          'The website may link to other websites, such as video platforms, app stores and social media. The Sabha is not responsible for their content or their privacy practices.',
        ],
      },
      {
        id: 'liability',
        title: '9. Limitation of liability',
        paragraphs: [
          'The website is provided as it is. To the extent permitted by law, the Sabha is not liable for any loss arising from the use of, or inability to use, the website, or from delays or failures of payment gateways, banks or networks outside its control.',
        ],
      },
      {
        id: 'changes',
        title: '10. Changes to these terms',
        paragraphs: [
          'The Sabha may update these terms from time to time. The version published on this page applies to every use of the website from the time it is published.',
        ],
      },
      {
        id: 'law',
        title: '11. Governing law and jurisdiction',
        paragraphs: [
          `These terms are governed by the laws of India. Any dispute arising from them or from the use of this website is subject to the exclusive jurisdiction of the courts at ${SABHA_CONTACT.jurisdiction}.`,
        ],
      },
      { ...contactSection, title: '12. Contact' },
    ],
  },
  'cancellation-and-refund-policy': {
    title: 'Cancellation and Refund Policy',
    metaDescription:
      'Cancellation and refund policy of the Dakshin Bharat Jain Sabha: donations and membership fees are not cancelled or refunded; how duplicate or mistaken payments are corrected.',
    subtitle: 'Donations and membership fees are final. Here is how we put genuine mistakes right.',
    summary:
      'Donations and membership fees paid to the Sabha cannot be cancelled and are not refunded. Genuine payment mistakes, such as a duplicate payment, are corrected as described below.',
    sections: [
      {
        id: 'donations',
        title: 'Donations',
        paragraphs: [
          'A donation is a voluntary gift to a charitable organisation. Once a donation has been made it cannot be cancelled, and it is not refunded. An 80G receipt is issued for every donation, and the donation is reported to the Income Tax Department under the donor’s PAN. Please check the amount and your details before you pay.',
        ],
      },
      {
        id: 'membership',
        title: 'Membership fees',
        paragraphs: [
          'Life membership and magazine membership fees cannot be cancelled and are not refunded once the membership has been accepted. The only exception is an application the Sabha declines: its fee is returned in full to the original payment method.',
        ],
      },
      {
        id: 'mistakes',
        title: 'Duplicate and mistaken payments',
        paragraphs: [
          'Mistakes happen: a payment may go through twice, or an amount may be debited because of a technical error. If this happens to you:',
        ],
        points: [
          `write to ${SABHA_CONTACT.email} or call ${SABHA_CONTACT.phone} within 30 days of the payment;`,
          'give your name, the date, the amount and the payment or transaction ID shown by your bank or in the payment confirmation;',
          'the office checks the payment with the payment gateway; a duplicate or erroneous payment is refunded in full to the original payment method, and any receipt issued for it is cancelled;',
          'once a refund is approved, the bank normally credits it within 7 to 10 working days.',
        ],
      },
      {
        id: 'failed',
        title: 'Failed payments',
        paragraphs: [
          'If money is debited but the website shows that the payment failed, no donation or membership is recorded. Such amounts are normally reversed to your account automatically by your bank or the payment gateway within 5 to 7 working days. If the amount has not come back after that, contact the office with the transaction details and we will follow it up with the gateway.',
        ],
      },
      contactSection,
    ],
  },
  'shipping-and-delivery-policy': {
    title: 'Shipping and Delivery Policy',
    metaDescription:
      'Shipping and delivery policy of the Dakshin Bharat Jain Sabha: not applicable, as no physical goods are sold on the website; receipts and confirmations are sent by email.',
    subtitle: 'Nothing is shipped from this website; receipts reach you by email.',
    summary:
      'Shipping and delivery do not apply: the Sabha does not sell or ship physical goods through this website. Memberships and donations are confirmed, and receipts delivered, by email.',
    sections: [
      {
        id: 'not-applicable',
        title: 'No physical goods',
        paragraphs: [
          'The website accepts donations and membership fees only. These are not purchases of goods, so there is nothing to ship and no delivery charge is made.',
        ],
      },
      {
        id: 'receipts',
        title: 'Receipts and confirmations',
        paragraphs: [
          'When a payment succeeds, the website shows a confirmation at once, and the receipt is sent to the email address you gave, normally within a few minutes. If it has not arrived within 24 hours, please check your spam folder and then contact the office, which will send it again.',
        ],
      },
      {
        id: 'magazine',
        title: 'Magazine issues for members',
        paragraphs: [
          'Members of the Pragati and Jinvijay magazine receive their issues by post from the magazine office at the postal address given in the application. Please tell the office if your address changes or if issues do not arrive.',
        ],
      },
      contactSection,
    ],
  },
  'privacy-policy': privacyPolicy(DEFAULT_PRIVACY_CONTEXT),
};
