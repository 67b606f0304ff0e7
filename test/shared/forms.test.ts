import {
  contactErrors,
  donationAmountRule,
  donationErrors,
  donationReadyToSubmit,
  EMPTY_CONTACT_FORM,
  EMPTY_DONATION_FORM,
  EMPTY_MEMBERSHIP_FORM,
  MESSAGES,
  membershipErrors,
  membershipReadyToSubmit,
  type ContactForm,
  type DonationForm,
  type MembershipForm,
} from '../../src/shared/validation';

const contact: ContactForm = {
  first_name: 'Sunita',
  last_name: 'Chougule',
  email_id: 'sunita@example.org',
  mobile_no: '9876543210',
  interested_in: 'Scholarship',
  address: 'Vishrambag, Sangli',
  message: 'When do scholarship applications open?',
};

const person = {
  first_name: 'Mahavir',
  middle_name: '',
  sur_name: 'Patil',
  mobile_no: '9876543210',
  email_id: '',
  data_of_birth: '1985-04-10',
  gender: 'male',
  city: 'Sangli',
  tehsil: 'Miraj',
  dist: 'Sangli',
  state: 'Maharashtra',
  address: 'Ganpati Peth, Sangli',
  pincode: '416416',
};

const membership: MembershipForm = {
  ...person,
  dbjs_member: true,
  magazine_member: false,
  personal_checkbox: true,
  choose_type_checbox: true,
};
const donation: DonationForm = {
  ...person,
  donation_type: 'cost_of_education',
  donation_amount: '1000',
  donation_frequency: 'One Time',
  pan: '',
  updates_consent: false,
  certification: true,
};

describe('contact form: all seven fields required', () => {
  it('a complete enquiry has no errors', () => {
    expect(contactErrors(contact)).toEqual({});
  });

  it('an empty form names every field with its message', () => {
    expect(contactErrors(EMPTY_CONTACT_FORM)).toEqual({
      first_name: MESSAGES.firstName,
      last_name: 'Last name should contain only letters and be at least 2 characters long.',
      email_id: 'Email is required.',
      mobile_no: MESSAGES.mobile,
      interested_in: 'Interested in is required.',
      address: MESSAGES.address,
      message: 'Message is required.',
    });
  });

  it('checks the email and the 10-15 digit mobile', () => {
    expect(contactErrors({ ...contact, email_id: 'x@y' })).toEqual({ email_id: MESSAGES.email });
    expect(contactErrors({ ...contact, mobile_no: '12345' })).toEqual({ mobile_no: MESSAGES.mobile });
    expect(contactErrors({ ...contact, message: 'x'.repeat(2001) })).toEqual({
      message: 'Message must be at most 2000 characters long.',
    });
  });
});

describe('membership form', () => {
  it('a complete application has no errors', () => {
    expect(membershipErrors(membership)).toEqual({});
    expect(
      membershipErrors({ ...membership, dbjs_member: false, magazine_member: true, email_id: 'a@b.org' }),
    ).toEqual({});
  });

  it('names each bad field with its documented message', () => {
    const errors = membershipErrors({
      ...membership,
      first_name: 'M',
      middle_name: 'X',
      sur_name: '',
      mobile_no: '123',
      email_id: 'bad',
      city: 'Sangli1',
      tehsil: '',
      dist: 'D1st',
      state: 'Maha-rashtra',
      address: 'abc',
      pincode: '12',
      gender: '',
    });
    expect(errors).toEqual({
      first_name: MESSAGES.firstName,
      middle_name: MESSAGES.middleName,
      sur_name: MESSAGES.surname,
      mobile_no: MESSAGES.mobile,
      email_id: MESSAGES.email,
      city: 'City should contain only letters.',
      tehsil: 'Tehsil is required.',
      dist: 'Dist should contain only letters.',
      state: 'State should contain only letters.',
      address: MESSAGES.address,
      pincode: MESSAGES.pincode,
      gender: MESSAGES.gender,
    });
  });

  it('requires a membership type, both consents and an adult date of birth', () => {
    expect(membershipErrors({ ...membership, dbjs_member: false, magazine_member: false })).toEqual({
      dbjs_member: MESSAGES.membershipType,
    });
    expect(membershipErrors({ ...membership, personal_checkbox: false, choose_type_checbox: false })).toEqual(
      {
        personal_checkbox: MESSAGES.consent,
        choose_type_checbox: MESSAGES.consent,
      },
    );
    expect(membershipErrors({ ...membership, data_of_birth: '2020-01-01' })).toEqual({
      data_of_birth: MESSAGES.underAge,
    });
    expect(membershipErrors({ ...membership, data_of_birth: '31/12/1980' })).toEqual({
      data_of_birth: MESSAGES.invalidDate,
    });
  });

  it('the button is ready only with gender, birth date, first name, mobile, both files, both consents and a type', () => {
    const files = { memberProfile: true, aadharFile: true };
    expect(membershipReadyToSubmit(membership, files)).toBe(true);
    expect(membershipReadyToSubmit(EMPTY_MEMBERSHIP_FORM, files)).toBe(false);
    for (const field of ['gender', 'data_of_birth', 'first_name', 'mobile_no'] as const) {
      expect(membershipReadyToSubmit({ ...membership, [field]: '' }, files)).toBe(false);
    }
    expect(membershipReadyToSubmit(membership, { memberProfile: false, aadharFile: true })).toBe(false);
    expect(membershipReadyToSubmit(membership, { memberProfile: true, aadharFile: false })).toBe(false);
    expect(membershipReadyToSubmit({ ...membership, personal_checkbox: false }, files)).toBe(false);
    expect(membershipReadyToSubmit({ ...membership, choose_type_checbox: false }, files)).toBe(false);
    expect(membershipReadyToSubmit({ ...membership, dbjs_member: false }, files)).toBe(false);
    // surname and address are not part of the button rule (they are checked on submit)
    expect(membershipReadyToSubmit({ ...membership, sur_name: '', address: '' }, files)).toBe(true);
  });
});

describe('donation form', () => {
  it('a complete donation has no errors; PAN and email are optional', () => {
    expect(donationErrors(donation)).toEqual({});
    expect(
      donationErrors({ ...donation, pan: 'ABCDE1234F', email_id: 'donor@example.org', middle_name: 'Kumar' }),
    ).toEqual({});
  });

  it('checks amount, type, frequency, PAN, date and certification', () => {
    expect(
      donationErrors({
        ...donation,
        donation_amount: 'abc',
        donation_type: 'other',
        donation_frequency: 'Weekly',
        pan: '123',
        data_of_birth: '',
        certification: false,
      }),
    ).toEqual({
      donation_amount: MESSAGES.donationAmount,
      donation_type: MESSAGES.donationType,
      donation_frequency: MESSAGES.donationFrequency,
      pan: MESSAGES.pan,
      data_of_birth: MESSAGES.invalidDate,
      certification: MESSAGES.consent,
    });
  });

  it('the amount is between ₹1 and ₹10,00,000; a non-numeric amount counts as 0', () => {
    expect(donationAmountRule('1')).toBeNull();
    expect(donationAmountRule('1,000')).toBeNull();
    expect(donationAmountRule('1000000')).toBeNull();
    expect(donationAmountRule('1000000.01')).toBe(MESSAGES.donationAmount);
    expect(donationAmountRule('0.99')).toBe(MESSAGES.donationAmount);
    expect(donationAmountRule('ten')).toBe(MESSAGES.donationAmount);
  });

  it('the button is ready when every required field except middle name and email is filled and certified', () => {
    expect(donationReadyToSubmit(donation)).toBe(true);
    expect(donationReadyToSubmit({ ...donation, middle_name: '', email_id: '' })).toBe(true);
    expect(donationReadyToSubmit(EMPTY_DONATION_FORM)).toBe(false);
    expect(donationReadyToSubmit({ ...donation, certification: false })).toBe(false);
    for (const field of [
      'first_name',
      'sur_name',
      'mobile_no',
      'data_of_birth',
      'gender',
      'city',
      'tehsil',
      'dist',
      'state',
      'address',
      'pincode',
      'donation_type',
      'donation_amount',
      'donation_frequency',
    ] as const) {
      expect([field, donationReadyToSubmit({ ...donation, [field]: '  ' })]).toEqual([field, false]);
    }
  });
});
