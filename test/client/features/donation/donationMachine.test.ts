import type { SnapshotFrom } from 'xstate';
import {
  donationMachine,
  type DonationEvent,
} from '../../../../src/client/features/donation/donationMachine';
import {
  donationFieldErrors,
  type DonationField,
} from '../../../../src/client/features/donation/donationSteps';
import { PaymentsRequestError } from '../../../../src/client/features/payments/paymentsApi';
import { ORDER_PROBLEMS } from '../../../../src/client/content/paymentProblems';
import { donationReadyToSubmit, EMPTY_DONATION_FORM, MESSAGES } from '../../../../src/shared/validation';
import { describeEveryTransition, walkEveryTransition, type JourneyRules } from '../../helpers/machineWalk';
import {
  certifyAndOpenCheckout,
  DONOR_CHECKOUT,
  DONOR_FORM,
  done,
  failed,
  GATEWAY_FAILURE,
  PAID,
  payAndConfirm,
  formAndPaymentWalkEvents,
  PAYMENT_STATE_VALUES,
  payWithoutConfirmation,
  snapshotAfter,
  spyOnAlert,
  startHarness,
  submitWithoutCheckoutScript,
  submitWithoutReachingTheServer,
  walkKey,
} from '../../helpers/machineHarness';

type Snapshot = SnapshotFrom<typeof donationMachine>;

const ORDER = {
  orderId: 'order_DONATIONORDER1',
  receiptId: 'DBJS-D-abcdefghij123456',
  amount: 102_360,
  currency: 'INR',
};
const VERIFIED = {
  success: true,
  receiptNumber: 'DBJS/D/2025-26/00001',
  receiptUrl: '/api/receipts/fedcba9876543210fedcba9876543210.pdf',
};
const change = (field: DonationField, value: string | boolean): DonationEvent => ({
  type: 'form.change',
  field,
  value,
});

const FILLED_FORM = { ...DONOR_FORM, pan: 'ABCDE1234F', updates_consent: true };
/** Every field filled, certification not yet ticked: the walk ticks and unticks it. */
const FILL = Object.entries(FILLED_FORM)
  .filter(([field, value]) => value !== EMPTY_DONATION_FORM[field as DonationField])
  .map(([field, value]) => change(field as DonationField, value));
const CERTIFY = change('certification', true);

const WALK_EVENTS = [
  { type: 'step.next' },
  { type: 'step.back' },
  ...formAndPaymentWalkEvents(change, 'certification', 'Rahul', { order: ORDER, verified: VERIFIED }),
] as DonationEvent[];

const filledSnapshot = () => snapshotAfter(donationMachine, FILL);

const RULES: JourneyRules<Snapshot> = {
  fresh: { editing: 'amount' },
  backToForm: { editing: 'review' },
  inSubmitStep: (snapshot) => snapshot.matches({ editing: 'review' }),
  readyToSubmit: (snapshot) => donationReadyToSubmit(snapshot.context.form),
  valid: (snapshot) => Object.keys(donationFieldErrors(snapshot.context.form)).length === 0,
  entered: (snapshot) => snapshot.context.form,
  empty: EMPTY_DONATION_FORM,
};

describeEveryTransition(
  'donation',
  () => walkEveryTransition(donationMachine, filledSnapshot(), WALK_EVENTS, walkKey),
  {
    events: WALK_EVENTS,
    states: [
      '{"editing":"amount"}',
      '{"editing":"personal"}',
      '{"editing":"address"}',
      '{"editing":"review"}',
      ...PAYMENT_STATE_VALUES,
    ],
    rules: RULES,
    moreThan: 100,
  },
);

const alert = spyOnAlert();

const start = () => startHarness(donationMachine, FILL);

async function toReview() {
  const harness = start();
  for (let step = 0; step < 3; step += 1) harness.actor.send({ type: 'step.next' });
  expect(harness.actor.getSnapshot().matches({ editing: 'review' })).toBe(true);
  return harness;
}

const toCheckoutOpen = async () => certifyAndOpenCheckout(await toReview(), CERTIFY, ORDER);

describe('donation machine transitions', () => {
  it("checks only the current step's fields before moving on", () => {
    const { actor } = startHarness(donationMachine);
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().matches({ editing: 'amount' })).toBe(true);
    expect(actor.getSnapshot().context.errors).toEqual({
      donation_amount: MESSAGES.donationAmount,
      donation_frequency: MESSAGES.donationFrequency,
    });
    actor.send(change('donation_amount', '500'));
    expect(actor.getSnapshot().context.errors).toEqual({ donation_frequency: MESSAGES.donationFrequency });
    actor.send(change('donation_frequency', 'Monthly'));
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().matches({ editing: 'personal' })).toBe(true);
    expect(actor.getSnapshot().context.errors).toEqual({});

    actor.send(change('pan', 'abcde12'));
    actor.send(change('email_id', 'not-an-email'));
    actor.send({ type: 'step.next' });
    expect(actor.getSnapshot().context.errors).toEqual({
      first_name: 'First name should contain only letters and be at least 2 characters long.',
      sur_name: 'Surname should contain only letters and be at least 2 characters long.',
      mobile_no: 'Enter a valid mobile number with 10-15 digits.',
      email_id: 'Enter a valid email address.',
      data_of_birth: 'Date of birth is required.',
      gender: MESSAGES.gender,
      pan: MESSAGES.pan,
    });
    // Going back does not check anything.
    actor.send({ type: 'step.back' });
    expect(actor.getSnapshot().matches({ editing: 'amount' })).toBe(true);
  });

  it('shows the address messages of docs/product.md#validation', () => {
    const harness = start();
    harness.actor.send({ type: 'step.next' });
    harness.actor.send({ type: 'step.next' });
    harness.actor.send(change('state', 'Maharashtra 1'));
    harness.actor.send(change('dist', ''));
    harness.actor.send(change('address', 'abc'));
    harness.actor.send(change('pincode', '123'));
    harness.actor.send({ type: 'step.next' });
    expect(harness.actor.getSnapshot().matches({ editing: 'address' })).toBe(true);
    expect(harness.actor.getSnapshot().context.errors).toEqual({
      state: 'State should contain only letters.',
      dist: 'Dist is required.',
      address: 'Address must be at least 5 characters long.',
      pincode: 'Pincode should be exactly 5 or 6 digits.',
    });
  });

  it('filters mobile, pincode, PAN and amount while typing', () => {
    const { actor } = startHarness(donationMachine);
    actor.send(change('mobile_no', '+91 98230 12345 6'));
    actor.send(change('pincode', '416 415 9'));
    actor.send(change('pan', 'abcde-1234-f'));
    actor.send(change('donation_amount', '₹1,500.50'));
    expect(actor.getSnapshot().context.form).toMatchObject({
      // Normalised before the limit: the +91 goes, not the last digits (issue 9).
      mobile_no: '9823012345',
      pincode: '416415',
      pan: 'ABCDE1234F',
      donation_amount: '1500.50',
    });
  });

  it('enables submit only on the review step once every required field and the certification are there', async () => {
    const harness = await toReview();
    expect(harness.actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    harness.actor.send(CERTIFY);
    expect(harness.actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
    harness.actor.send(change('tehsil', ''));
    expect(harness.actor.getSnapshot().can({ type: 'form.submit' })).toBe(false);
    harness.actor.send(change('tehsil', 'Miraj'));
    // Optional fields may stay empty.
    harness.actor.send(change('middle_name', ''));
    harness.actor.send(change('email_id', ''));
    harness.actor.send(change('pan', ''));
    expect(harness.actor.getSnapshot().can({ type: 'form.submit' })).toBe(true);
  });

  it('takes the visitor to the step of a field that became invalid', async () => {
    const harness = await toReview();
    harness.actor.send(CERTIFY);
    harness.actor.send(change('mobile_no', '98230'));
    harness.actor.send({ type: 'form.submit' });
    expect(harness.actor.getSnapshot().matches({ editing: 'personal' })).toBe(true);
    expect(harness.actor.getSnapshot().context.errors).toEqual({ mobile_no: MESSAGES.mobile });
  });

  it('returns to the review step with a message and a retry when the order cannot be created', async () => {
    const harness = await toReview();
    harness.actor.send(CERTIFY);
    const snapshot = await submitWithoutReachingTheServer(harness);
    expect(snapshot.matches({ editing: 'review' })).toBe(true);
    expect(snapshot.context.form).toEqual({ ...FILLED_FORM, certification: true });
    expect(alert()).not.toHaveBeenCalled();
    // Leaving the step forgets the message; the retry starts a new order.
    harness.actor.send({ type: 'step.back' });
    expect(harness.actor.getSnapshot().context.orderError).toBeNull();
    harness.actor.send({ type: 'step.next' });
    harness.actor.send({ type: 'form.submit' });
    expect(harness.actor.getSnapshot().value).toBe('creatingOrder');
    expect(harness.inputs.createOrder).toHaveLength(2);
  });

  it('takes the donor to the step of a field the server refused, with its message', async () => {
    const harness = await toReview();
    harness.actor.send(CERTIFY);
    harness.actor.send({ type: 'form.submit' });
    const refusal = new PaymentsRequestError('Please correct the highlighted fields.', 400, {
      mobile: MESSAGES.mobile,
      pincode: 'Pincode should be exactly 5 or 6 digits.',
    });
    await harness.replay(failed('createOrder', refusal));
    const snapshot = harness.actor.getSnapshot();
    expect(snapshot.matches({ editing: 'personal' })).toBe(true);
    expect(snapshot.context.errors).toEqual({
      mobile_no: MESSAGES.mobile,
      pincode: 'Pincode should be exactly 5 or 6 digits.',
    });
    expect(snapshot.context.orderError).toBe(ORDER_PROBLEMS.fields);
  });

  it("alerts 'Razorpay SDK failed to load' when the checkout script fails", async () => {
    const harness = await toReview();
    harness.actor.send(CERTIFY);
    await submitWithoutCheckoutScript(harness, ORDER);
    expect(alert()).toHaveBeenCalledWith('Razorpay SDK failed to load');
    expect(harness.actor.getSnapshot().matches({ editing: 'review' })).toBe(true);
  });

  it("sends the donation under the server's names and verifies the payment with its amount in rupees", async () => {
    const harness = await toCheckoutOpen();
    const body = (harness.inputs.createOrder[0] as { body: FormData }).body;
    expect(Object.fromEntries(body.entries())).toEqual({
      first_name: 'Rahul',
      middle_name: '',
      surname: 'Chougule',
      mobile: '9823012345',
      email: 'rahul.chougule@example.com',
      dob: '1985-02-20',
      gender: 'male',
      city: 'Sangli',
      tehsil: 'Miraj',
      district: 'Sangli',
      state: 'Maharashtra',
      pincode: '416415',
      address: '45 Station Road, Vishrambag',
      donation_type: 'cost_of_education',
      donation_amount: '1000',
      donation_frequency: 'One Time',
      pan: 'ABCDE1234F',
      updates_consent: '1',
      certification: '1',
      // The page's language (English unless the machine is given another): the receipt is written in it.
      language: 'en',
    });
    harness.actor.send({ type: 'payment.succeeded', response: PAID });
    expect(harness.inputs.verifyPayment).toEqual([
      {
        paymentsBase: '/api/',
        request: {
          ...PAID,
          receiptId: ORDER.receiptId,
          amount: '1023.60',
          email: 'rahul.chougule@example.com',
        },
      },
    ]);
  });

  it("opens the checkout named 'Donation', described 'Make a Donation'", async () => {
    const harness = await toCheckoutOpen();
    expect(harness.inputs.openCheckout).toEqual([{ request: DONOR_CHECKOUT }]);
  });

  it('returns to the review step with the form intact when the checkout is closed', async () => {
    const harness = await toCheckoutOpen();
    harness.actor.send({ type: 'checkout.dismissed' });
    expect(harness.actor.getSnapshot().matches({ editing: 'review' })).toBe(true);
    expect(harness.actor.getSnapshot().context.form).toEqual({ ...FILLED_FORM, certification: true });
    expect(harness.checkoutClosed()).toBe(1);
  });

  it('waits on confirming, never the review step, when the verification call errors', async () => {
    const harness = await toCheckoutOpen();
    const snapshot = await payWithoutConfirmation(harness);
    // The donor's address stays known: the screen says where the receipt will be mailed.
    expect(snapshot.context.form.email_id).toBe('rahul.chougule@example.com');
    expect(alert()).not.toHaveBeenCalled();

    harness.actor.send({ type: 'verify.retry' });
    expect(harness.actor.getSnapshot().value).toEqual({ verifying: 'checking' });
    await harness.replay(done('verifyPayment', VERIFIED));
    expect(harness.actor.getSnapshot().value).toBe('success');
    expect(harness.actor.getSnapshot().context.form).toEqual(EMPTY_DONATION_FORM);
  });

  it("reports status 'failed', shows the failure view even if the report fails, and goes back to the form", async () => {
    const harness = await toCheckoutOpen();
    harness.actor.send({ type: 'payment.failed', error: GATEWAY_FAILURE });
    expect((harness.inputs.reportFailure[0] as { report: object }).report).toEqual({
      razorpay_order_id: ORDER.orderId,
      razorpay_payment_id: 'pay_FAILEDFAILED12',
      razorpay_signature: '',
      receiptId: ORDER.receiptId,
      status: 'failed',
      reason: 'Payment failed (sandbox)',
    });
    await harness.replay(failed('reportFailure'));
    expect(harness.actor.getSnapshot().value).toBe('failed');
    harness.actor.send({ type: 'result.back' });
    expect(harness.actor.getSnapshot().matches({ editing: 'review' })).toBe(true);
    expect(harness.actor.getSnapshot().context.form.first_name).toBe('Rahul');
  });

  it('clears the form on verified success and starts again at the amount step', async () => {
    const harness = await toCheckoutOpen();
    const snapshot = await payAndConfirm(harness, VERIFIED);
    expect(snapshot.context.form).toEqual(EMPTY_DONATION_FORM);
    harness.actor.send({ type: 'result.back' });
    expect(harness.actor.getSnapshot().matches({ editing: 'amount' })).toBe(true);
  });
});
