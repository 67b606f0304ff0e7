import type { SnapshotFrom } from 'xstate';
import {
  membershipMachine,
  type MembershipEvent,
  type MembershipField,
} from '../../../../src/client/features/membership/membershipMachine';
import { PaymentsRequestError } from '../../../../src/client/features/payments/paymentsApi';
import { ORDER_PROBLEMS } from '../../../../src/client/content/paymentProblems';
import {
  EMPTY_MEMBERSHIP_FORM,
  identityFileRule,
  membershipErrors,
  membershipReadyToSubmit,
  MESSAGES,
  photoFileRule,
} from '../../../../src/shared/validation';
import { describeEveryTransition, walkEveryTransition, type JourneyRules } from '../../helpers/machineWalk';
import {
  certifyAndOpenCheckout,
  checkoutOptions,
  done,
  failed,
  formAndPaymentWalkEvents,
  identityFile,
  ORDER,
  PAID,
  payAndConfirm,
  PAYMENT_STATE_VALUES,
  payWithoutConfirmation,
  photoFile,
  snapshotAfter,
  spyOnAlert,
  startHarness,
  submitWithoutCheckoutScript,
  submitWithoutReachingTheServer,
  VERIFIED,
  walkKey,
} from '../../helpers/machineHarness';

type Snapshot = SnapshotFrom<typeof membershipMachine>;

const RATE_LIMITED = 'Too many requests. Please wait a minute and try again.';

const change = (field: MembershipField, value: string | boolean): MembershipEvent => ({
  type: 'form.change',
  field,
  value,
});
const PHOTO = photoFile();
const IDENTITY = identityFile();

/** A complete application except the final certification, which the walk ticks and unticks. */
const FILL: MembershipEvent[] = [
  change('first_name', 'Asha'),
  change('middle_name', 'Suresh'),
  change('sur_name', 'Patil'),
  change('mobile_no', '9876543210'),
  change('email_id', 'asha.patil@example.com'),
  change('data_of_birth', '1990-05-12'),
  change('gender', 'female'),
  change('city', 'Sangli'),
  change('tehsil', 'Miraj'),
  change('dist', 'Sangli'),
  change('state', 'Maharashtra'),
  change('address', '12 Ganpati Peth, near Jain Mandir'),
  change('pincode', '416416'),
  change('dbjs_member', true),
  change('personal_checkbox', true),
  { type: 'form.file', field: 'memberProfile', file: PHOTO },
  { type: 'form.file', field: 'aadharFile', file: IDENTITY },
];
const CERTIFY = change('choose_type_checbox', true);

const FILLED_FORM = {
  ...EMPTY_MEMBERSHIP_FORM,
  first_name: 'Asha',
  middle_name: 'Suresh',
  sur_name: 'Patil',
  mobile_no: '9876543210',
  email_id: 'asha.patil@example.com',
  data_of_birth: '1990-05-12',
  gender: 'female',
  city: 'Sangli',
  tehsil: 'Miraj',
  dist: 'Sangli',
  state: 'Maharashtra',
  address: '12 Ganpati Peth, near Jain Mandir',
  pincode: '416416',
  dbjs_member: true,
  personal_checkbox: true,
};

const WALK_EVENTS = formAndPaymentWalkEvents(change, 'choose_type_checbox', 'Asha', {
  order: ORDER,
  verified: VERIFIED,
}) as MembershipEvent[];

const filledSnapshot = () => snapshotAfter(membershipMachine, FILL);

const RULES: JourneyRules<Snapshot> = {
  fresh: 'editing',
  backToForm: 'editing',
  inSubmitStep: (snapshot) => snapshot.matches('editing'),
  readyToSubmit: ({ context }) =>
    membershipReadyToSubmit(context.form, {
      memberProfile: context.files.memberProfile !== null,
      aadharFile: context.files.aadharFile !== null,
    }),
  valid: ({ context }) =>
    Object.keys(membershipErrors(context.form)).length === 0 &&
    photoFileRule(context.files.memberProfile) === null &&
    identityFileRule(context.files.aadharFile) === null,
  entered: ({ context }) => ({ form: context.form, files: context.files }),
  empty: { form: EMPTY_MEMBERSHIP_FORM, files: { memberProfile: null, aadharFile: null } },
};

describeEveryTransition(
  'membership',
  () => walkEveryTransition(membershipMachine, filledSnapshot(), WALK_EVENTS, walkKey),
  { events: WALK_EVENTS, states: ['"editing"', ...PAYMENT_STATE_VALUES], rules: RULES, moreThan: 50 },
);

const EXPECTED_CHECKOUT = checkoutOptions(
  ORDER,
  { name: 'Dakshin Bharat Jain Sabha', description: 'Membership' },
  { name: 'Asha Suresh Patil', email: 'asha.patil@example.com', contact: '9876543210' },
  '12 Ganpati Peth, near Jain Mandir, Miraj, Sangli, Sangli, Maharashtra, 416416',
);

const alert = spyOnAlert();

const start = () => startHarness(membershipMachine, FILL);

const toCheckoutOpen = async () => certifyAndOpenCheckout(start(), CERTIFY, ORDER);

describe('membership machine transitions', () => {
  it('allows submit only when every button-enable requirement is met', () => {
    const { actor } = startHarness(membershipMachine);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    for (const event of FILL) actor.send(event);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send(CERTIFY);
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
    // No membership type chosen.
    actor.send(change('dbjs_member', false));
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    actor.send(change('magazine_member', true));
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
    // A missing file.
    actor.send({ type: 'form.file', field: 'aadharFile', file: null });
    expect(actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
  });

  it('filters mobile and pincode to digits while typing', () => {
    const { actor } = startHarness(membershipMachine);
    actor.send(change('mobile_no', '98a76-5432 10999'));
    actor.send(change('pincode', '41 64 16 7'));
    expect(actor.getSnapshot().context.form).toMatchObject({ mobile_no: '9876543210', pincode: '416416' });
  });

  it('shows the exact submit-time messages and clears a field message when it is edited', () => {
    const { actor } = start();
    actor.send(CERTIFY);
    actor.send(change('first_name', 'A'));
    actor.send(change('sur_name', 'P4til'));
    actor.send(change('mobile_no', '98765'));
    actor.send(change('email_id', 'asha@'));
    actor.send(change('city', 'Sangli 2'));
    actor.send(change('address', 'Pe'));
    actor.send(change('pincode', '41'));
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      first_name: MESSAGES.firstName,
      sur_name: 'Surname should contain only letters and be at least 2 characters long.',
      mobile_no: 'Enter a valid mobile number with 10-15 digits.',
      email_id: 'Enter a valid email address.',
      city: 'City should contain only letters.',
      address: 'Address must be at least 5 characters long.',
      pincode: 'Pincode should be exactly 5 or 6 digits.',
    });
    actor.send(change('first_name', 'As'));
    expect(actor.getSnapshot().context.errors.first_name).toBeUndefined();
    expect(actor.getSnapshot().context.errors.city).toBe('City should contain only letters.');
  });

  it('alerts and rejects an under-age or invalid date of birth', () => {
    const { actor } = startHarness(membershipMachine);
    actor.send(change('data_of_birth', '2015-06-01'));
    expect(alert()).toHaveBeenLastCalledWith('You must be at least 18 years old.');
    expect(actor.getSnapshot().context.form.data_of_birth).toBe('');
    actor.send(change('data_of_birth', '1850-01-01'));
    expect(alert()).toHaveBeenLastCalledWith('Invalid date format.');
    expect(actor.getSnapshot().context.form.data_of_birth).toBe('');
    // While the year is still being typed nothing is judged; leaving the field judges what is there.
    actor.send(change('data_of_birth', '0199-06-01'));
    expect(alert()).toHaveBeenCalledTimes(2);
    actor.send({ type: 'form.blur', field: 'data_of_birth' });
    expect(alert()).toHaveBeenLastCalledWith('Invalid date format.');
    expect(actor.getSnapshot().context.form.data_of_birth).toBe('');
    actor.send(change('data_of_birth', '1990-05-12'));
    actor.send({ type: 'form.blur', field: 'data_of_birth' });
    expect(alert()).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().context.form.data_of_birth).toBe('1990-05-12');
  });

  it('refuses a photo or identity file of the wrong kind or size at once', () => {
    const { actor } = startHarness(membershipMachine);
    actor.send({ type: 'form.file', field: 'memberProfile', file: photoFile('photo.gif') });
    expect(actor.getSnapshot().context.errors.memberProfile).toBe(MESSAGES.photoType);
    expect(actor.getSnapshot().context.files.memberProfile).toBeNull();
    actor.send({
      type: 'form.file',
      field: 'memberProfile',
      file: photoFile('big.jpg', new Uint8Array(15 * 1024 * 1024 + 1)),
    });
    expect(actor.getSnapshot().context.errors.memberProfile).toBe('Photo must be at most 15 MB.');
    actor.send({ type: 'form.file', field: 'aadharFile', file: identityFile('aadhaar.docx') });
    expect(actor.getSnapshot().context.errors.aadharFile).toBe(MESSAGES.identityType);
    actor.send({ type: 'form.file', field: 'memberProfile', file: PHOTO });
    actor.send({ type: 'form.file', field: 'aadharFile', file: IDENTITY });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(actor.getSnapshot().context.files).toEqual({ memberProfile: PHOTO, aadharFile: IDENTITY });
  });

  it('returns to editing with a message when the order cannot be created, and clears it on the retry', async () => {
    const harness = start();
    harness.actor.send(CERTIFY);
    const snapshot = await submitWithoutReachingTheServer(harness);
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.form).toEqual({ ...FILLED_FORM, choose_type_checbox: true });
    expect(alert()).not.toHaveBeenCalled();

    harness.actor.send({ type: 'form.submit' });
    expect(harness.actor.getSnapshot().value).toBe('creatingOrder');
    expect(harness.actor.getSnapshot().context.orderError).toBeNull();
    await harness.replay(failed('createOrder', new PaymentsRequestError('HTTP 503', 503)));
    expect(harness.actor.getSnapshot().context.orderError).toBe(ORDER_PROBLEMS.server);
    harness.actor.send({ type: 'form.submit' });
    await harness.replay(failed('createOrder', new PaymentsRequestError(RATE_LIMITED, 429, {}, true)));
    // The server's own 4xx words are for the visitor.
    expect(harness.actor.getSnapshot().context.orderError).toBe(RATE_LIMITED);
    harness.actor.send({ type: 'form.submit' });
    await harness.replay(done('createOrder', ORDER));
    expect(harness.actor.getSnapshot().matches({ checkout: 'loading' })).toBe(true);
  });

  it("shows the server's field messages when it refuses the application", async () => {
    const harness = start();
    harness.actor.send(CERTIFY);
    harness.actor.send({ type: 'form.submit' });
    const refusal = new PaymentsRequestError('Please correct the highlighted fields.', 400, {
      memberProfile: MESSAGES.photoType,
      surname: MESSAGES.surname,
      unknown_field: 'ignored',
    });
    await harness.replay(failed('createOrder', refusal));
    expect(harness.actor.getSnapshot().context.errors).toEqual({
      memberProfile: MESSAGES.photoType,
      sur_name: MESSAGES.surname,
    });
    expect(harness.actor.getSnapshot().context.orderError).toBe(ORDER_PROBLEMS.fields);
  });

  it("alerts 'Razorpay SDK failed to load' and stops when the checkout script fails", async () => {
    const harness = start();
    harness.actor.send(CERTIFY);
    await submitWithoutCheckoutScript(harness, ORDER);
    expect(alert()).toHaveBeenCalledWith('Razorpay SDK failed to load');
    expect(harness.actor.getSnapshot().value).toBe('editing');
    expect(harness.actor.getSnapshot().context.form.first_name).toBe('Asha');
  });

  it('sends the application with its files and verifies the payment with its amount in rupees', async () => {
    const harness = await toCheckoutOpen();
    const body = (harness.inputs.createOrder[0] as { body: FormData }).body;
    expect(body.get('surname')).toBe('Patil');
    expect(body.get('memberProfile')).toBeInstanceOf(File);
    expect(body.get('aadharFile')).toBeInstanceOf(File);
    harness.actor.send({ type: 'payment.succeeded', response: PAID });
    expect(harness.inputs.verifyPayment).toEqual([
      {
        paymentsBase: '/api/',
        request: { ...PAID, receiptId: ORDER.receiptId, amount: '511.80', email: 'asha.patil@example.com' },
      },
    ]);
  });

  it('opens the checkout with the documented options', async () => {
    const harness = await toCheckoutOpen();
    expect(harness.inputs.openCheckout).toEqual([{ request: EXPECTED_CHECKOUT }]);
    expect(harness.inputs.loadCheckout).toEqual([{ url: '/api/sandbox/checkout.js' }]);
  });

  it('returns to editing with the form and files intact when the checkout is closed', async () => {
    const harness = await toCheckoutOpen();
    harness.actor.send({ type: 'checkout.dismissed' });
    const snapshot = harness.actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.form).toEqual({ ...FILLED_FORM, choose_type_checbox: true });
    expect(snapshot.context.files).toEqual({ memberProfile: PHOTO, aadharFile: IDENTITY });
    expect(snapshot.can({ type: 'form.submit' })).toBe(true);
    expect(harness.checkoutClosed()).toBe(1);
  });

  it('waits on confirming, never the form, when the verification call errors, and confirms on a retry', async () => {
    const harness = await toCheckoutOpen();
    // Paying again is impossible from here (payWithoutConfirmation checks it): there is no form to submit.
    let snapshot = await payWithoutConfirmation(harness);
    expect(snapshot.context.payment).toEqual(PAID);
    expect(alert()).not.toHaveBeenCalled();

    harness.actor.send({ type: 'verify.retry' });
    expect(harness.actor.getSnapshot().value).toEqual({ verifying: 'checking' });
    await harness.replay(failed('verifyPayment', new PaymentsRequestError('HTTP 502', 502)));
    expect(harness.actor.getSnapshot().context.confirmationFailures).toBe(2);
    harness.actor.send({ type: 'verify.retry' });
    await harness.replay(done('verifyPayment', VERIFIED));
    snapshot = harness.actor.getSnapshot();
    expect(snapshot.value).toBe('success');
    expect(snapshot.context.confirmationFailures).toBe(0);
    // The same payment was asked about each time.
    expect(harness.inputs.verifyPayment).toHaveLength(3);
    expect(new Set(harness.inputs.verifyPayment.map((input) => JSON.stringify(input))).size).toBe(1);
  });

  it('shows the failure screen when the server does not confirm the payment', async () => {
    const harness = await toCheckoutOpen();
    harness.actor.send({ type: 'payment.succeeded', response: PAID });
    await harness.replay(done('verifyPayment', { success: false, message: 'Payment verification failed.' }));
    expect(harness.actor.getSnapshot().value).toBe('failed');
  });

  it.each([
    ['the report is recorded', done('reportFailure', { success: false })],
    ['reporting fails', failed('reportFailure')],
  ])("reports status 'failed' then shows the failure screen when %s", async (_case, settle) => {
    const harness = await toCheckoutOpen();
    harness.actor.send({ type: 'payment.failed', error: {} });
    expect(harness.actor.getSnapshot().matches({ checkout: 'reportingFailure' })).toBe(true);
    expect(harness.inputs.reportFailure).toEqual([
      {
        paymentsBase: '/api/',
        report: {
          razorpay_order_id: ORDER.orderId,
          razorpay_payment_id: '',
          razorpay_signature: '',
          receiptId: ORDER.receiptId,
          status: 'failed',
        },
      },
    ]);
    await harness.replay(settle);
    expect(harness.actor.getSnapshot().value).toBe('failed');
    // Back To Home: the form, as it was, ready for another try.
    harness.actor.send({ type: 'result.back' });
    expect(harness.actor.getSnapshot().value).toBe('editing');
    expect(harness.actor.getSnapshot().context.form.first_name).toBe('Asha');
    expect(harness.actor.getSnapshot().context.order).toBeNull();
  });

  it('keeps the receipt, resets the form after success, and Back To Home shows an empty form', async () => {
    const harness = await toCheckoutOpen();
    let snapshot = await payAndConfirm(harness, VERIFIED);
    expect(snapshot.context.form).toEqual(EMPTY_MEMBERSHIP_FORM);
    expect(snapshot.context.files).toEqual({ memberProfile: null, aadharFile: null });
    harness.actor.send({ type: 'result.back' });
    snapshot = harness.actor.getSnapshot();
    expect(snapshot.value).toBe('editing');
    expect(snapshot.context.form).toEqual(EMPTY_MEMBERSHIP_FORM);
    expect(snapshot.context.receipt).toBeNull();
    expect(snapshot.can({ type: 'form.submit' })).toBe(false);
  });

  it('ignores form events while the payment is in progress', async () => {
    const harness = await toCheckoutOpen();
    harness.actor.send(change('first_name', 'Changed'));
    expect(harness.actor.getSnapshot().context.form.first_name).toBe('Asha');
    expect(harness.actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
  });
});
