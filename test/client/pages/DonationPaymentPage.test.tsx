import { act, screen, within } from '@testing-library/react';
import { MESSAGES } from '../../../src/shared/validation';
import { DONOR_CHECKOUT } from '../helpers/machineHarness';
import { installFakeCheckout, type MockReply } from '../helpers/paymentsMock';
import {
  announced,
  expectVisibleMessages,
  field,
  spyOnPaymentPage,
  unreachableServerAlert,
} from '../helpers/pageHarness';
import { expectOnlyH1 } from '../helpers/pageAssertions';
import {
  checkoutOpened,
  chooseOneTimeThousand,
  DONOR_ADDRESS,
  settleCheckout,
  renderDonation,
  setDateOfBirth,
  typeInto,
  type User,
  expectReceiptOffered,
} from '../helpers/paymentPages';

const ORDER_REPLY: MockReply = {
  status: 201,
  body: {
    orderId: 'order_DONATIONORDER1',
    receiptId: 'DBJS-D-abcdefghij123456',
    amount: 102_360,
    currency: 'INR',
  },
};
const VERIFIED_REPLY: MockReply = {
  status: 200,
  body: {
    success: true,
    receiptNumber: 'DBJS/D/2025-26/00003',
    receiptUrl: '/api/receipts/fedcba9876543210fedcba9876543210.pdf',
  },
};

const { alert, scrolled } = spyOnPaymentPage();

const renderPage = (replies: Record<string, MockReply | (() => MockReply)> = {}) =>
  renderDonation({ 'donation/add': ORDER_REPLY, 'donation/verify-payment': VERIFIED_REPLY, ...replies });

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const stepTitle = () => screen.getByRole('heading', { level: 2 });
const certification = () => screen.getByLabelText(/^I certify that the details given above are true/);

async function fillPersonal(user: User) {
  await typeInto(user, {
    'First name': 'Rahul',
    Surname: 'Chougule',
    'Mobile number': '9823012345',
    Email: 'rahul.chougule@example.com',
  });
  setDateOfBirth('1985-02-20');
  await user.click(screen.getByLabelText('Male'));
  await user.type(field('PAN'), 'abcde1234f');
  await user.click(button('Next'));
}

async function fillAddress(user: User) {
  await typeInto(user, DONOR_ADDRESS);
  await user.click(button('Next'));
}

async function toReview(user: User) {
  await chooseOneTimeThousand(user);
  await fillPersonal(user);
  await fillAddress(user);
  expect(stepTitle()).toHaveTextContent('Review and pay');
}

/** Goes to the review step, ticks the certification and asks to donate. */
async function donateFromReview(user: User) {
  await toReview(user);
  await user.click(certification());
  await user.click(button('Donate Now'));
}

describe('Donation payment page', () => {
  it("is titled 'Make a Donation' and starts at the amount step", async () => {
    await renderPage();
    expectOnlyH1('Make a Donation');
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Steps' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Amount', '2Your details', '3Address', '4Review']);
    for (const frequency of ['Yearly', 'Monthly', 'One Time']) {
      expect(screen.getByLabelText(frequency)).toHaveAttribute('type', 'radio');
    }
    expect(screen.getByLabelText(/^Cost of education/)).toBeChecked();
    expect(screen.getByLabelText(/^Cost of education/)).toHaveAttribute('value', 'cost_of_education');
    expect(screen.getByText(/Student scholarship support/)).toBeInTheDocument();
  });

  it('shows the custom amount box only while no preset is chosen', async () => {
    const { user } = await renderPage();
    for (const preset of ['₹500', '₹1,000', '₹2,000']) {
      expect(button(preset)).toHaveAttribute('aria-pressed', 'false');
    }
    expect(button('Other amount')).toHaveAttribute('aria-pressed', 'true');
    expect(field('Enter an amount (₹)')).toBeInTheDocument();

    await user.click(button('₹2,000'));
    expect(button('₹2,000')).toHaveAttribute('aria-pressed', 'true');
    expect(button('Other amount')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByLabelText(/^Enter an amount/)).not.toBeInTheDocument();

    await user.click(button('Other amount'));
    expect(button('₹2,000')).toHaveAttribute('aria-pressed', 'false');
    expect(field('Enter an amount (₹)')).toHaveValue('');
    expect(field('Enter an amount (₹)')).toHaveFocus();
    // Typing a preset's value keeps the box open.
    await user.type(field('Enter an amount (₹)'), '500');
    expect(field('Enter an amount (₹)')).toHaveValue('500');
    expect(button('₹500')).toHaveAttribute('aria-pressed', 'false');
  });

  it("checks only the current step's fields on Next", async () => {
    const { user } = await renderPage();
    await user.click(button('Next'));
    expect(stepTitle()).toHaveTextContent('Choose an amount');
    expect(screen.getByText(MESSAGES.donationAmount)).toBeVisible();
    expect(screen.getByText(MESSAGES.donationFrequency)).toBeVisible();
    expect(screen.queryByText(MESSAGES.firstName)).not.toBeInTheDocument();

    await user.type(field('Enter an amount (₹)'), '750');
    expect(screen.queryByText(MESSAGES.donationAmount)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Monthly'));
    await user.click(button('Next'));
    expect(stepTitle()).toHaveTextContent('Your details');
    expect(stepTitle()).toHaveFocus();

    await user.type(field('PAN'), 'ABC12');
    await user.click(button('Next'));
    expectVisibleMessages([
      'First name should contain only letters and be at least 2 characters long.',
      'Surname should contain only letters and be at least 2 characters long.',
      'Enter a valid mobile number with 10-15 digits.',
      'Date of birth is required.',
      MESSAGES.gender,
      'Enter a valid PAN, for example ABCDE1234F.',
    ]);
    // Email and middle name are optional.
    expect(screen.queryByText('Enter a valid email address.')).not.toBeInTheDocument();
    // The step's problems are listed at the top of the form, which takes focus; each links to its field.
    const problems = screen.getByRole('heading', { name: 'Please correct these 6 fields:' }).parentElement!;
    expect(problems).toHaveFocus();
    expect(
      within(problems)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'First name: First name should contain only letters and be at least 2 characters long.',
      'Surname: Surname should contain only letters and be at least 2 characters long.',
      'Mobile number: Enter a valid mobile number with 10-15 digits.',
      'Date of birth: Date of birth is required.',
      'Gender: Select your gender.',
      'PAN: Enter a valid PAN, for example ABCDE1234F.',
    ]);
    await user.click(within(problems).getByRole('link', { name: /^Gender:/ }));
    expect(screen.getByLabelText('Male')).toHaveFocus();
    await user.click(within(problems).getByRole('link', { name: /^First name:/ }));
    expect(field('First name')).toHaveFocus();
    expect(screen.getByText(/Needed for an 80G tax receipt and Form 10BD/)).toBeInTheDocument();

    await user.type(field('First name'), 'R');
    expect(screen.queryByText(MESSAGES.firstName)).not.toBeInTheDocument();
    await user.click(button('Back'));
    expect(stepTitle()).toHaveTextContent('Choose an amount');
    expect(field('Enter an amount (₹)')).toHaveValue('750');
  });

  it('shows the address messages and filters mobile and pincode to digits', async () => {
    const { user } = await renderPage();
    await chooseOneTimeThousand(user);
    await user.type(field('Mobile number'), '98-230 12345 67');
    expect(field('Mobile number')).toHaveValue('9823012345');
    await user.clear(field('Mobile number'));
    await fillPersonal(user);
    await user.type(field('Pincode'), '41a6');
    await user.type(field('City'), 'Sangli 2');
    await user.click(button('Next'));
    expect(field('Pincode')).toHaveValue('416');
    expectVisibleMessages([
      'Pincode should be exactly 5 or 6 digits.',
      'City should contain only letters.',
      'Address must be at least 5 characters long.',
      'State is required.',
    ]);
  });

  it('reviews the charges and enables Donate Now only with the certification ticked', async () => {
    const { user } = await renderPage();
    await toReview(user);
    const summary = within(screen.getByRole('region', { name: 'Your donation' }));
    const amountOf = (label: RegExp) => summary.getByText(label).nextElementSibling?.textContent;
    expect(amountOf(/^Base Price$/)).toBe('₹1,000.00');
    expect(amountOf(/^Gateway charges/)).toBe('₹20.00');
    expect(amountOf(/^GST/)).toBe('₹3.60');
    expect(amountOf(/^Total payable$/)).toBe('₹1,023.60');
    expect(screen.getByText('Rahul Chougule')).toBeInTheDocument();
    expect(screen.getByText('ABCDE1234F')).toBeInTheDocument();

    expect(screen.getByLabelText('I am willing to receive regular DBJS updates.')).not.toBeChecked();
    expect(button('Donate Now')).toBeDisabled();
    await user.click(certification());
    expect(button('Donate Now')).toBeEnabled();
  });

  it('shows ₹511.80 payable for a ₹500 gift', async () => {
    const { user } = await renderPage();
    await user.click(button('₹500'));
    await user.click(screen.getByLabelText('Yearly'));
    await user.click(button('Next'));
    await fillPersonal(user);
    await fillAddress(user);
    const summary = within(screen.getByRole('region', { name: 'Your donation' }));
    expect(summary.getByText('Total payable').nextElementSibling).toHaveTextContent('₹511.80');
    expect(summary.getByText('GST (18% of gateway charges)').nextElementSibling).toHaveTextContent('₹1.80');
  });

  it('pays through the checkout and shows Payment Successful with the receipt, then an empty form', async () => {
    const checkout = installFakeCheckout();
    const { user, api } = await renderPage();
    await toReview(user);
    await user.click(screen.getByLabelText('I am willing to receive regular DBJS updates.'));
    await user.click(certification());
    await user.click(button('Donate Now'));
    await checkoutOpened(checkout);
    expect(screen.getByText('Processing your donation…')).toBeInTheDocument();
    const form = api.callsTo('donation/add')[0].form as FormData;
    expect(Object.fromEntries(form.entries())).toMatchObject({
      donation_amount: '1000',
      donation_frequency: 'One Time',
      donation_type: 'cost_of_education',
      pan: 'ABCDE1234F',
      updates_consent: '1',
      certification: '1',
      surname: 'Chougule',
      district: 'Sangli',
    });
    expect(checkout()?.options).toMatchObject(DONOR_CHECKOUT);

    await settleCheckout(checkout, 'pay', 'Payment Successful', scrolled);
    expect(await announced()).toBe(
      'Payment Successful. Thank you for your donation to the Dakshin Bharat Jain Sabha.',
    );
    expectReceiptOffered('DBJS/D/2025-26/00003', '/api/receipts/fedcba9876543210fedcba9876543210.pdf');
    expect(api.callsTo('donation/verify-payment')[0].body).toMatchObject({
      receiptId: 'DBJS-D-abcdefghij123456',
      razorpay_order_id: 'order_DONATIONORDER1',
      amount: '1023.60',
    });

    await user.click(button('Make another donation'));
    expect(stepTitle()).toHaveTextContent('Choose an amount');
    expect(button('₹1,000')).toHaveAttribute('aria-pressed', 'false');
    expect(field('Enter an amount (₹)')).toHaveValue('');
  });

  it("reports a failed payment and shows 'Try Again Later!', with a way back to the filled form", async () => {
    const checkout = installFakeCheckout();
    const { user, api } = await renderPage({
      'donation/verify-payment': { status: 200, body: { success: false } },
    });
    await donateFromReview(user);
    await checkoutOpened(checkout);
    await settleCheckout(checkout, 'fail', 'Try Again Later!', scrolled);
    expect(await announced()).toMatch(/^Try Again Later! Your payment could not be completed\./);
    expect(api.callsTo('donation/verify-payment')[0].body).toMatchObject({
      status: 'failed',
      razorpay_order_id: 'order_DONATIONORDER1',
      razorpay_signature: '',
      receiptId: 'DBJS-D-abcdefghij123456',
    });
    await user.click(button('Back to the form'));
    expect(stepTitle()).toHaveTextContent('Review and pay');
    expect(screen.getByText('Rahul Chougule')).toBeInTheDocument();
    expect(button('Donate Now')).toBeEnabled();
  });

  it('says the order could not be started when the network fails, and its retry opens the checkout', async () => {
    const checkout = installFakeCheckout();
    let order: MockReply = 'network-error';
    const { user, api } = await renderPage({ 'donation/add': () => order });
    await donateFromReview(user);
    const problem = await unreachableServerAlert();
    expect(stepTitle()).toHaveTextContent('Review and pay');
    expect(alert()).not.toHaveBeenCalled();
    expect(checkout()).toBeUndefined();

    order = ORDER_REPLY;
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    await checkoutOpened(checkout);
    expect(api.callsTo('donation/add')).toHaveLength(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('after a payment whose confirmation failed, says it is being confirmed and never shows the form again', async () => {
    const checkout = installFakeCheckout();
    let verify: MockReply = { status: 502, body: { message: 'Bad gateway' } };
    const { user, api } = await renderPage({ 'donation/verify-payment': () => verify });
    await donateFromReview(user);
    await checkoutOpened(checkout);
    await settleCheckout(checkout, 'pay', 'Your payment is being confirmed', scrolled);
    expect(screen.getByText(/Please do not pay again\./)).toBeInTheDocument();
    expect(
      screen.getByText(/your receipt will be mailed to rahul\.chougule@example\.com\./),
    ).toBeInTheDocument();
    expect(screen.getByText('pay_TESTPAYMENT0001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Donate Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Review and pay' })).not.toBeInTheDocument();
    expect(await announced()).toMatch(/^Your payment is being confirmed\. /);
    expect(alert()).not.toHaveBeenCalled();

    // Asking again while the server is still away keeps the visitor here, and says so.
    await user.click(button('Check again now'));
    expect(await screen.findByText(/^Not confirmed yet\./)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your payment is being confirmed' })).toBeInTheDocument();

    verify = VERIFIED_REPLY;
    await user.click(button('Check again now'));
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toHaveFocus();
    expect(screen.getByText('DBJS/D/2025-26/00003')).toBeInTheDocument();
    const calls = api.callsTo('donation/verify-payment');
    expect(calls).toHaveLength(3);
    expect(calls[2].body).toEqual(calls[0].body);
  });

  it('returns to the review step with everything kept when the checkout is closed', async () => {
    const checkout = installFakeCheckout();
    const { user } = await renderPage();
    await donateFromReview(user);
    await checkoutOpened(checkout);
    await act(async () => checkout()?.dismiss());
    expect(button('Donate Now')).toBeEnabled();
    expect(screen.getByText('Rahul Chougule')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
