import type { Donor } from './journeys';

// Both payment forms, the donation's and the membership's, ask a visitor for the same details and address, with
// ids made of the form's name and the field's (#donation-city, #join-city). The keyboard and language tests enter
// them each their own way (key by key, or with fill()); which fields there are, in which order, is said here once.

/** A visitor as a test enters them: a donor's details (journeys.ts) but the PAN, with an email and the state. */
export interface Visitor extends Omit<Donor, 'pan'> {
  email: string;
  state: string;
}

/** Asha Patil of Sangli, who applies for membership (the donor of most journeys is journeys.ts's RAHUL). */
export const ASHA: Omit<Donor, 'pan'> = {
  first: 'Asha',
  surname: 'Patil',
  mobile: '9876543210',
  dateOfBirth: '1990-05-12',
  gender: 'Female',
  address: '12 Ganpati Peth, near Jain Mandir',
  pincode: '416416',
};

/** The keys a date field takes in Chromium (en-US): month, day and year, from an ISO date. */
export const dateKeys = (iso: string): string => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$2$3$1');

export type PaymentForm = 'donation' | 'join';

/**
 * The details from the first name to the date of birth, by field selector in the form's order. The gender that
 * follows them is a radio group, `<form>-gender`, whose values are `male` and `female`.
 */
export function detailsFields(form: PaymentForm, visitor: Visitor): Record<string, string> {
  return {
    [`#${form}-first-name`]: visitor.first,
    [`#${form}-sur-name`]: visitor.surname,
    [`#${form}-mobile-no`]: visitor.mobile,
    [`#${form}-email-id`]: visitor.email,
    [`#${form}-data-of-birth`]: visitor.dateOfBirth,
  };
}

/** The address by field selector in the form's order; the town is Sangli's for every visitor, as in journeys.ts. */
export function addressFields(form: PaymentForm, visitor: Visitor): Record<string, string> {
  return {
    [`#${form}-address`]: visitor.address,
    [`#${form}-city`]: 'Sangli',
    [`#${form}-tehsil`]: 'Miraj',
    [`#${form}-dist`]: 'Sangli',
    [`#${form}-state`]: visitor.state,
    [`#${form}-pincode`]: visitor.pincode,
  };
}
