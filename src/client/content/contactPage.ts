import type { ContactForm } from '../../shared/validation';

// Static text of the Contact Us page. The contact details themselves come from the site settings.

export const CONTACT_PAGE = {
  title: 'Contact Us',
  eyebrow: 'We are here to help',
  subtitle: 'Questions about membership, admissions, scholarships or donations? Write to us.',
  banner: '/images/banners/contact.webp',
  metaDescription:
    'Contact the Dakshin Bharat Jain Sabha: address, phone, email and an enquiry form for membership, hostel and school admissions, scholarships and donations.',
  detailsTitle: 'Get in touch',
  detailsIntro:
    'Our office team answers enquiries about membership, hostel and school admissions, scholarships, publications and donations.',
  detailsMissing:
    'Our contact details cannot be shown just now. Please use the enquiry form and we will get back to you.',
  formTitle: 'Send us an enquiry',
  formIntro: 'All fields are required. We reply by email or phone, usually within a few working days.',
  submitLabel: 'Send Enquiry',
  submittingLabel: 'Sending…',
  /** Shown when the server could not be reached or gave no message of its own. */
  fallbackError: 'Your enquiry could not be sent just now. Please try again in a little while.',
  mapTitle: 'Find us',
  map: { src: '/images/contact/map.webp', width: 1200, height: 600 },
  /** The words of the map, as text beside its picture (which has none), so they read in the page's language. */
  mapLabel: { name: 'Dakshin Bharat Jain Sabha, Sangli', place: 'Head office, Sangli, Maharashtra' },
  mapRiver: 'Krishna River',
  mapNote: 'Illustrative map, not to scale',
} as const;

export const CONTACT_FIELD_LABELS: Record<keyof ContactForm, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email_id: 'Email',
  mobile_no: 'Mobile number',
  interested_in: 'Interested in',
  address: 'Address',
  message: 'Message',
};

export const CONTACT_SOCIAL_LABELS = {
  facebook_url: 'Facebook',
  twitter_url: 'Twitter',
  linkedin_url: 'LinkedIn',
} as const;
