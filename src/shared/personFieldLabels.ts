// The labels of the personal details that both the donation form and the membership form ask for, by the field
// names the two forms share (shared/schemas): one wording for both forms and for the office's corrections
// (validation/offline.ts).

export const PERSON_FIELD_LABELS = {
  first_name: 'First name',
  middle_name: 'Middle name',
  sur_name: 'Surname',
  mobile_no: 'Mobile number',
  email_id: 'Email',
  data_of_birth: 'Date of birth',
  gender: 'Gender',
} as const;

export const ADDRESS_FIELD_LABELS = {
  address: 'Address',
  city: 'City',
  tehsil: 'Tehsil',
  dist: 'District',
  state: 'State',
  pincode: 'Pincode',
} as const;
