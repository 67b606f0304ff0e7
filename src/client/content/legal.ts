import { SABHA_CONTACT } from './contacts';

// The three policy pages of SPEC.md section 2 (/legal/{policy}): terms and conditions, cancellation and refund
// (no cancellations or refunds) and shipping and delivery (not applicable). Written for an Indian charitable
// organisation that takes memberships and donations online; governed by Indian law, courts at Sangli.

export type PolicyKey =
  'terms-and-conditions' | 'cancellation-and-refund-policy' | 'shipping-and-delivery-policy';

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
          'The details you give are used only to answer your enquiry, to process your membership or donation, to issue receipts and to meet the Sabha’s legal obligations, such as reporting donations to the Income Tax Department. Identity documents uploaded with a membership application are stored securely and seen only by authorised office staff. The Sabha does not sell or rent personal information to anyone. You may ask the office to see or correct the information it holds about you.',
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
};
