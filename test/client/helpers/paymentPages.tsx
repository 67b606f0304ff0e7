import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DonationPaymentPage from '../../../src/client/pages/DonationPaymentPage';
import JoinUsPage from '../../../src/client/pages/JoinUsPage';
import { renderWithProviders } from './render';
import { identityFile, photoFile } from './machineHarness';
import { mockPayments, type FakeCheckout, type MockReply } from './paymentsMock';
import { field } from './pageHarness';
import { expectLinkTo } from './pageAssertions';

// The two payment pages as their tests open and fill them: the page rendered with the payment API answering the
// test's replies, and the visitor's answers typed field by field (docs/product.md#validation).

export type User = ReturnType<typeof userEvent.setup>;
type Replies = Record<string, MockReply | (() => MockReply)>;

/** The order the server makes for a ₹500 life membership (₹511.80 with the gateway's charges). */
export const MEMBERSHIP_ORDER: MockReply = {
  status: 201,
  body: {
    orderId: 'order_ABCDEFGHIJ1234',
    receiptId: 'DBJS-M-abcdefghij123456',
    amount: 51_180,
    currency: 'INR',
  },
};

/**
 * The Join Us page once its form shows. Files are offered whatever their type (applyAccept: false), as a visitor
 * can by choosing "All files", so that the page's own checks are what refuses them.
 */
export async function renderJoinUs(replies: Replies = {}) {
  const api = mockPayments(replies);
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<JoinUsPage />, { route: '/join-us' });
  await screen.findByRole('heading', { name: 'Membership application' });
  return { api, user };
}

/** The donation page at its first step. */
export async function renderDonation(replies: Replies = {}) {
  const api = mockPayments(replies);
  const user = userEvent.setup();
  renderWithProviders(<DonationPaymentPage />, { route: '/donation/donation-payment' });
  await screen.findByRole('heading', { name: 'Choose an amount' });
  return { api, user };
}

/** Types each value into the field of that label, in order. */
export async function typeInto(user: User, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await user.type(field(label), value);
}

/** The member's address, in the order of the form's fields. */
export const MEMBER_ADDRESS = {
  Address: '12 Ganpati Peth',
  City: 'Sangli',
  Tehsil: 'Miraj',
  District: 'Sangli',
  State: 'Maharashtra',
  Pincode: '416416',
};

/** The donor's address, in the order of the form's fields. */
export const DONOR_ADDRESS = { ...MEMBER_ADDRESS, Address: '45 Station Road, Vishrambag', Pincode: '416415' };

/** Sets the date of birth as a date picker does (userEvent cannot type into a date input). */
export const setDateOfBirth = (date: string) =>
  fireEvent.change(field('Date of birth'), { target: { value: date } });

/** The photograph and the masked Aadhaar, each waited for: a file's first bytes are read before it is taken. */
export async function uploadMemberFiles(user: User) {
  await user.upload(field('Photograph'), photoFile());
  await screen.findByText('photo.png');
  await user.upload(field('Aadhaar card (masked)'), identityFile());
  await screen.findByText('aadhaar-masked.pdf');
}

/** Ticks the two declarations the membership form asks for. */
export async function acceptMemberDeclarations(user: User) {
  await user.click(screen.getByLabelText(/^I declare that I am a Digambar Jain/));
  await user.click(screen.getByLabelText(/^I certify that the details and documents/));
}

/** Exactly what the membership form's button-enable rule (docs/product.md#validation) asks for. */
export async function fillMembershipRequired(user: User) {
  await typeInto(user, { 'First name': 'Asha', 'Mobile number': '9876543210' });
  setDateOfBirth('1990-05-12');
  await user.click(screen.getByLabelText('Female'));
  await user.click(screen.getByLabelText('Dakshin Bharat Jain Sabha life membership ₹500'));
  await uploadMemberFiles(user);
  await acceptMemberDeclarations(user);
}

/** The donation's first step: ₹1,000 once. */
export async function chooseOneTimeThousand(user: User) {
  await user.click(screen.getByRole('button', { name: '₹1,000' }));
  await user.click(screen.getByLabelText('One Time'));
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

/** Waits until the order is made and the checkout stand-in (paymentsMock.ts) is open. */
export const checkoutOpened = (checkout: () => { opened: boolean } | undefined) =>
  waitFor(() => expect(checkout()?.opened).toBe(true));

/** The outcome heading, which takes focus and is brought into view with its whole section (issue 9). */
export async function outcomeHeading(name: string, scrolled: () => Element[]) {
  const heading = await screen.findByRole('heading', { name });
  expect(heading).toHaveFocus();
  expect(scrolled().at(-1)).toBe(heading.closest('section'));
  return heading;
}

/** The visitor pays in the open checkout stand-in, or the payment fails there; then the outcome shows (as above). */
export async function settleCheckout(
  checkout: () => FakeCheckout | undefined,
  how: 'pay' | 'fail',
  outcome: string,
  scrolled: () => Element[],
) {
  await act(async () => checkout()?.[how]());
  return outcomeHeading(outcome, scrolled);
}

/** After a payment: the receipt's number is shown and its PDF is offered at `pdfHref`. */
export function expectReceiptOffered(receiptNumber: string, pdfHref: string) {
  expect(screen.getByText(receiptNumber)).toBeInTheDocument();
  expectLinkTo(/Download your receipt/, pdfHref);
}
