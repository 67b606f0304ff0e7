/** A valid enquiry for POST fetch/contact-details/add; tests spread their own fields over it. */
export const VALID_ENQUIRY = {
  first_name: 'Sunita',
  last_name: 'Chougule',
  email_id: 'sunita.chougule@example.org',
  mobile_no: '9876543210',
  interested_in: 'Hostel admission',
  address: 'Vishrambag, Sangli',
  message: 'Please send the admission form.',
};
