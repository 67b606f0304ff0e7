import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '../../../src/shared/validation';
import { checkoutOptions, identityFile, photoFile } from '../helpers/machineHarness';
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
  fillMembershipRequired,
  MEMBER_ADDRESS,
  MEMBERSHIP_ORDER,
  settleCheckout,
  renderJoinUs,
  typeInto,
  type User,
  expectReceiptOffered,
} from '../helpers/paymentPages';

const VERIFIED_REPLY: MockReply = {
  status: 200,
  body: {
    success: true,
    receiptNumber: 'DBJS/M/2025-26/00007',
    receiptUrl: '/api/receipts/0123456789abcdef0123456789abcdef.pdf',
  },
};

const { alert, scrolled } = spyOnPaymentPage({ objectUrls: true });

const renderPage = (replies: Record<string, MockReply | (() => MockReply)> = {}) =>
  renderJoinUs({
    'joinus/joinnow': MEMBERSHIP_ORDER,
    'joinus/joinnow/verify-payment': VERIFIED_REPLY,
    ...replies,
  });

const submitButton = () => screen.getByRole('button', { name: 'Pay and Register' });

async function fillEverything(user: User) {
  await fillMembershipRequired(user);
  await typeInto(user, {
    'Middle name': 'Suresh',
    Surname: 'Patil',
    Email: 'asha.patil@example.com',
    ...MEMBER_ADDRESS,
  });
}

describe('Join Us page', () => {
  it('shows every field with a label, the membership types, the masked Aadhaar note and one h1', async () => {
    await renderPage();
    expectOnlyH1('Join Us');
    for (const label of [
      'First name',
      'Middle name',
      'Surname',
      'Mobile number',
      'Email',
      'Date of birth',
      'Address',
      'City',
      'Tehsil',
      'District',
      'State',
      'Pincode',
      'Photograph',
      'Aadhaar card (masked)',
    ]) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(field('Date of birth')).toHaveAttribute('type', 'date');
    expect(screen.getByRole('group', { name: /^Gender/ })).toBeInTheDocument();
    for (const gender of ['Male', 'Female', 'Others'])
      expect(screen.getByLabelText(gender)).toHaveAttribute('type', 'radio');
    expect(screen.getByLabelText('Dakshin Bharat Jain Sabha life membership ₹500')).toHaveAttribute(
      'type',
      'checkbox',
    );
    expect(screen.getByLabelText('Pragati & Jinvijay magazine membership ₹1,500 (5 years)')).toHaveAttribute(
      'type',
      'checkbox',
    );
    expect(field('Photograph')).toHaveAttribute(
      'accept',
      '.png,.jpg,.jpeg,.webp,.heic,.heif,image/png,image/jpeg,image/webp,image/heic,image/heif',
    );
    expect(field('Aadhaar card (masked)')).toHaveAttribute(
      'accept',
      '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf',
    );
    expect(screen.getByRole('heading', { name: 'Please upload a masked Aadhaar' })).toBeInTheDocument();
    expect(screen.getByText(/first eight are replaced by “XXXX-XXXX”/)).toBeInTheDocument();
    expect(screen.getByText(/I declare that I am a Digambar Jain/)).toHaveTextContent(
      /accept the constitution/,
    );
  });

  it('keeps the submit button greyed until every button-enable requirement is met', async () => {
    const { user } = await renderPage();
    expect(submitButton()).toBeDisabled();
    await fillMembershipRequired(user);
    expect(submitButton()).toBeEnabled();
    await user.click(screen.getByLabelText(/^I certify that the details and documents/));
    expect(submitButton()).toBeDisabled();
    await user.click(screen.getByLabelText(/^I certify that the details and documents/));
    await user.click(screen.getByLabelText('Dakshin Bharat Jain Sabha life membership ₹500'));
    expect(submitButton()).toBeDisabled();
  });

  it('filters the mobile number and pincode to digits', async () => {
    const { user } = await renderPage();
    await user.type(field('Mobile number'), 'ab98765-43210 99');
    await user.type(field('Pincode'), '41x6416 7');
    expect(field('Mobile number')).toHaveValue('9876543210');
    expect(field('Pincode')).toHaveValue('416416');
  });

  it('alerts and clears an under-age or invalid date of birth', async () => {
    await renderPage();
    fireEvent.change(field('Date of birth'), { target: { value: '2015-06-01' } });
    expect(alert()).toHaveBeenLastCalledWith('You must be at least 18 years old.');
    expect(field('Date of birth')).toHaveValue('');
    fireEvent.change(field('Date of birth'), { target: { value: '1850-06-01' } });
    expect(alert()).toHaveBeenLastCalledWith('Invalid date format.');
    expect(field('Date of birth')).toHaveValue('');
    fireEvent.change(field('Date of birth'), { target: { value: '1990-05-12' } });
    expect(alert()).toHaveBeenCalledTimes(2);
    expect(field('Date of birth')).toHaveValue('1990-05-12');
  });

  it('refuses files of the wrong kind or size with a message at once, and previews the photo', async () => {
    const { user } = await renderPage();
    // A chosen file's first bytes are read before it is judged: wait for each verdict, never assume it is there.
    await user.upload(field('Photograph'), photoFile('portrait.gif'));
    expect(await screen.findByText('Photo must be a PNG, JPG, WebP or HEIC image.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of the chosen photograph' })).not.toBeInTheDocument();
    await user.upload(field('Photograph'), photoFile('huge.jpg', new Uint8Array(15 * 1024 * 1024 + 10)));
    expect(await screen.findByText('Photo must be at most 15 MB.')).toBeInTheDocument();
    await user.upload(field('Aadhaar card (masked)'), identityFile('aadhaar.docx'));
    expect(
      await screen.findByText('Identity document must be a PNG or JPG image or a PDF.'),
    ).toBeInTheDocument();
    await user.upload(
      field('Aadhaar card (masked)'),
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf'),
    );
    expect(await screen.findByText('Identity document must be at most 5 MB.')).toBeInTheDocument();

    await user.upload(field('Photograph'), photoFile('asha.png'));
    expect(await screen.findByText('asha.png')).toBeInTheDocument();
    expect(screen.queryByText('Photo must be at most 15 MB.')).not.toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Preview of the chosen photograph' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
  });

  it('shows the exact documented messages on submit and clears a message when its field is edited', async () => {
    const { user, api } = await renderPage();
    await fillMembershipRequired(user);
    await user.clear(field('First name'));
    await user.type(field('First name'), 'A');
    await user.type(field('Email'), 'asha@');
    await user.type(field('State'), 'Maharashtra 1');
    await user.type(field('Address'), 'Pet');
    await user.type(field('Pincode'), '4164');
    await user.click(submitButton());
    expectVisibleMessages([
      'First name should contain only letters and be at least 2 characters long.',
      'Surname should contain only letters and be at least 2 characters long.',
      'Enter a valid email address.',
      'State should contain only letters.',
      'Address must be at least 5 characters long.',
      'Pincode should be exactly 5 or 6 digits.',
      MESSAGES.required('City'),
    ]);
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    // The problems are listed at the top of the form, which takes focus; each links to its field.
    const problems = screen.getByRole('heading', {
      name: /^Please correct these \d+ fields:$/,
    }).parentElement!;
    expect(problems).toHaveFocus();
    expect(
      within(problems).getByRole('link', { name: /^Email: Enter a valid email address\.$/ }),
    ).toBeVisible();
    await user.click(within(problems).getByRole('link', { name: /^First name:/ }));
    expect(field('First name')).toHaveFocus();
    expect(api.callsTo('joinus/joinnow')).toHaveLength(0);

    await user.type(field('Surname'), 'Patil');
    expect(
      screen.queryByText('Surname should contain only letters and be at least 2 characters long.'),
    ).toBeNull();
    expect(screen.getByText('Enter a valid email address.')).toBeVisible();
  });

  it('shows the charge summary of the chosen memberships', async () => {
    const { user } = await renderPage();
    expect(screen.getByText('Choose one or both memberships to see the amount payable.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Dakshin Bharat Jain Sabha life membership ₹500'));
    const summary = () => within(screen.getByRole('region', { name: 'Payment summary' }));
    const amountOf = (label: RegExp) => summary().getByText(label).nextElementSibling?.textContent;
    expect(amountOf(/^Base Price$/)).toBe('₹500.00');
    expect(amountOf(/^Gateway charges/)).toBe('₹10.00');
    expect(amountOf(/^GST/)).toBe('₹1.80');
    expect(amountOf(/^Total payable$/)).toBe('₹511.80');
    await user.click(screen.getByLabelText('Pragati & Jinvijay magazine membership ₹1,500 (5 years)'));
    expect(amountOf(/^Base Price$/)).toBe('₹2,000.00');
    expect(amountOf(/^Total payable$/)).toBe('₹2,047.20');
  });

  it('pays through the checkout and shows Thank You! with the receipt; Back To Home shows an empty form', async () => {
    const checkout = installFakeCheckout();
    const { user, api } = await renderPage();
    const spy = api.spy;
    await fillEverything(user);
    await user.click(submitButton());

    // The spinner replaces the button while the order is made and the checkout is open.
    expect(await screen.findByText('Processing your application…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay and Register' })).not.toBeInTheDocument();
    await checkoutOpened(checkout);
    const order = spy.mock.calls.find(([url]) => String(url) === '/api/joinus/joinnow');
    const body = order?.[1]?.body as FormData;
    expect(Object.fromEntries([...body.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      first_name: 'Asha',
      middle_name: 'Suresh',
      surname: 'Patil',
      mobile: '9876543210',
      email: 'asha.patil@example.com',
      dob: '1990-05-12',
      gender: 'female',
      city: 'Sangli',
      tehsil: 'Miraj',
      district: 'Sangli',
      state: 'Maharashtra',
      pincode: '416416',
      address: '12 Ganpati Peth',
      dbjs_member: '1',
      magazine_member: '0',
      dbjs_amount: '500',
      magazine_amount: '0',
      // The page's language: the receipt and its mail are written in it.
      language: 'en',
    });
    expect((body.get('memberProfile') as File).name).toBe('photo.png');
    expect((body.get('aadharFile') as File).name).toBe('aadhaar-masked.pdf');
    expect(checkout()?.options).toMatchObject(
      checkoutOptions(
        { orderId: 'order_ABCDEFGHIJ1234', amount: 51_180 },
        { name: 'Dakshin Bharat Jain Sabha', description: 'Membership' },
        { name: 'Asha Suresh Patil', email: 'asha.patil@example.com', contact: '9876543210' },
        '12 Ganpati Peth, Miraj, Sangli, Sangli, Maharashtra, 416416',
      ),
    );

    await settleCheckout(checkout, 'pay', 'Thank You!', scrolled);
    expect(await announced()).toBe('Thank You! Your registration as a DBJS member has been successful.');
    expect(screen.getByText('Your registration as a DBJS member has been successful.')).toBeInTheDocument();
    expectReceiptOffered('DBJS/M/2025-26/00007', '/api/receipts/0123456789abcdef0123456789abcdef.pdf');
    const verify = spy.mock.calls.find(([url]) => String(url) === '/api/joinus/joinnow/verify-payment');
    expect(JSON.parse(String(verify?.[1]?.body))).toEqual({
      razorpay_order_id: 'order_ABCDEFGHIJ1234',
      razorpay_payment_id: 'pay_TESTPAYMENT0001',
      razorpay_signature: 'a'.repeat(64),
      receiptId: 'DBJS-M-abcdefghij123456',
      amount: '511.80',
      email: 'asha.patil@example.com',
    });

    await user.click(screen.getByRole('button', { name: 'Back To Home' }));
    expect(field('First name')).toHaveValue('');
    expect(field('Surname')).toHaveValue('');
    expect(screen.getAllByText('No file chosen')).toHaveLength(2);
    expect(submitButton()).toBeDisabled();
  });

  it("reports a failed payment with status 'failed', shows Payment Failed! and returns to the filled form", async () => {
    const checkout = installFakeCheckout();
    const { user, api } = await renderPage({
      'joinus/joinnow/verify-payment': { status: 200, body: { success: false } },
    });
    await fillEverything(user);
    await user.click(submitButton());
    await checkoutOpened(checkout);
    await settleCheckout(checkout, 'fail', 'Payment Failed!', scrolled);
    expect(await announced()).toBe('Payment Failed! Try Again Later!');
    expect(screen.getByText('Try Again Later!')).toBeInTheDocument();
    expect(api.callsTo('joinus/joinnow/verify-payment')[0].body).toEqual({
      razorpay_order_id: 'order_ABCDEFGHIJ1234',
      razorpay_payment_id: 'pay_TESTFAILURE001',
      razorpay_signature: '',
      receiptId: 'DBJS-M-abcdefghij123456',
      status: 'failed',
      reason: 'Payment failed (sandbox)',
    });
    await user.click(screen.getByRole('button', { name: 'Back To Home' }));
    expect(field('First name')).toHaveValue('Asha');
    expect(screen.getByText('photo.png')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
  });

  it('says the order could not be started when the network fails, keeps the form, and retries', async () => {
    const checkout = installFakeCheckout();
    let order: MockReply = 'network-error';
    const { user, api } = await renderPage({ 'joinus/joinnow': () => order });
    await fillEverything(user);
    await user.click(submitButton());
    const problem = await unreachableServerAlert();
    expect(submitButton()).toBeEnabled();
    expect(alert()).not.toHaveBeenCalled();
    expect(checkout()).toBeUndefined();
    expect(field('Surname')).toHaveValue('Patil');

    // A server fault says so too, in its own words.
    order = { status: 503, body: { message: 'Something went wrong on our side. Please try again.' } };
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /The Sabha’s server could not start your payment just now\./,
    );

    order = MEMBERSHIP_ORDER;
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    await checkoutOpened(checkout);
    expect(api.callsTo('joinus/joinnow')).toHaveLength(3);
  });

  it('after a payment whose confirmation failed, says it is being confirmed and never shows the form again', async () => {
    const checkout = installFakeCheckout();
    let verify: MockReply = 'network-error';
    const { user } = await renderPage({ 'joinus/joinnow/verify-payment': () => verify });
    await fillEverything(user);
    await user.click(submitButton());
    await checkoutOpened(checkout);
    await settleCheckout(checkout, 'pay', 'Your payment is being confirmed', scrolled);
    expect(screen.getByText(/your receipt will be mailed to asha\.patil@example\.com\./)).toBeInTheDocument();
    expect(screen.getByText('pay_TESTPAYMENT0001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay and Register' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(await announced()).toMatch(/^Your payment is being confirmed\. /);

    verify = VERIFIED_REPLY;
    await user.click(screen.getByRole('button', { name: 'Check again now' }));
    expect(await screen.findByRole('heading', { name: 'Thank You!' })).toHaveFocus();
    expect(screen.getByText('DBJS/M/2025-26/00007')).toBeInTheDocument();
  });

  it('closes the checkout back to the form with everything kept', async () => {
    const checkout = installFakeCheckout();
    const { user } = await renderPage();
    await fillEverything(user);
    await user.click(submitButton());
    await checkoutOpened(checkout);
    await act(async () => checkout()?.dismiss());
    expect(submitButton()).toBeEnabled();
    expect(field('Email')).toHaveValue('asha.patil@example.com');
    expect(screen.getByText('aadhaar-masked.pdf')).toBeInTheDocument();
  });

  it("alerts 'Razorpay SDK failed to load' when the checkout script cannot be loaded", async () => {
    const { user } = await renderPage();
    await fillEverything(user);
    await user.click(submitButton());
    const script = await waitFor(() => {
      const found = document.head.querySelector<HTMLScriptElement>('script[src="/api/sandbox/checkout.js"]');
      expect(found).not.toBeNull();
      return found as HTMLScriptElement;
    });
    await act(async () => {
      script.dispatchEvent(new Event('error'));
    });
    expect(alert()).toHaveBeenCalledWith('Razorpay SDK failed to load');
    expect(await screen.findByRole('button', { name: 'Pay and Register' })).toBeEnabled();
    expect(document.head.querySelector('script[src="/api/sandbox/checkout.js"]')).toBeNull();
  });
});
