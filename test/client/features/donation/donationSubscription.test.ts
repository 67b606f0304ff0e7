import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { donationMachine, type DonationEvent } from '../../../../src/client/features/donation/donationMachine';
import type { DonationField } from '../../../../src/client/features/donation/donationSteps';
import type { CheckoutRequest } from '../../../../src/client/features/payments/checkout';
import type { PaymentEvent } from '../../../../src/client/features/payments/paymentFlow';
import type {
  DonationOrder,
  FailureReport,
  SubscriptionFailureReport,
  SubscriptionVerifyRequest,
  VerifyRequest,
} from '../../../../src/client/features/payments/paymentsApi';
import type { VerifyResponse } from '../../../../src/shared/schemas/payments';
import { DONOR_FORM } from '../../helpers/machineHarness';

// Monthly and Yearly through the donation machine (issue 14): the same states as One Time, with the checkout
// opened on the subscription and the verify and failure calls naming it.

const CONFIG = { paymentsBase: '/api/', razorpayKeyId: 'rzp_test_sandbox', checkoutScriptUrl: '/x.js' };

const SUBSCRIPTION: DonationOrder = {
  orderId: '',
  receiptId: 'DBJS-S-abcdefghij123456',
  amount: 102_360,
  currency: 'INR',
  subscription: { id: 'sub_MONTHLYGIFT0001', period: 'monthly', totalCount: 12 },
};
const ONE_TIME: DonationOrder = {
  orderId: 'order_DONATIONORDER1',
  receiptId: 'DBJS-D-abcdefghij123456',
  amount: 102_360,
  currency: 'INR',
};
const TERMS = {
  period: 'monthly' as const,
  totalCount: 12,
  amount: 102_360,
  lastChargeOn: '2027-10-23',
  manageUrl: '/donation/subscription/1.2.abc',
};

const FORM = { ...DONOR_FORM, donation_frequency: 'Monthly', certification: true };

function start(order: DonationOrder) {
  const checkouts: CheckoutRequest[] = [];
  const verified: unknown[] = [];
  const reported: unknown[] = [];
  let sendToMachine: ((event: PaymentEvent) => void) | null = null;
  const machine = donationMachine.provide({
    actors: {
      createOrder: fromPromise<DonationOrder, { paymentsBase: string; body: FormData }>(async () => order),
      loadCheckout: fromPromise<void, { url: string }>(async () => undefined),
      openCheckout: fromCallback<PaymentEvent, { request: CheckoutRequest }>(({ input, sendBack }) => {
        checkouts.push(input.request);
        sendToMachine = sendBack;
      }),
      verifyPayment: fromPromise<
        VerifyResponse,
        { paymentsBase: string; request: VerifyRequest | SubscriptionVerifyRequest }
      >(async ({ input }) => {
        verified.push(input.request);
        return {
          success: true,
          receiptNumber: 'DBJS/D/2026-27/00001',
          receiptUrl: '/api/receipts/f.pdf',
          ...(order.subscription ? { subscription: TERMS } : {}),
        };
      }),
      reportFailure: fromPromise<
        void,
        { paymentsBase: string; report: FailureReport | SubscriptionFailureReport }
      >(async ({ input }) => {
        reported.push(input.report);
      }),
    },
  });
  const actor = createActor(machine, { input: { config: CONFIG } }).start();
  for (const [field, value] of Object.entries(FORM)) {
    actor.send({ type: 'form.change', field: field as DonationField, value } as DonationEvent);
  }
  for (let step = 0; step < 3; step += 1) actor.send({ type: 'step.next' });
  actor.send({ type: 'form.submit' });
  return { actor, checkouts, verified, reported, checkout: () => sendToMachine! };
}

describe('the donation machine with Monthly and Yearly gifts', () => {
  it('opens the checkout on the subscription, verifies it by its id and ends in success with the terms', async () => {
    const { actor, checkouts, verified, checkout } = start(SUBSCRIPTION);
    await waitFor(actor, (snapshot) => snapshot.matches({ checkout: 'open' }));
    expect(checkouts).toHaveLength(1);
    expect(checkouts[0]).toMatchObject({
      subscription_id: 'sub_MONTHLYGIFT0001',
      order_id: '',
      description: '12 monthly payments of ₹1,023.60',
    });
    checkout()({
      type: 'payment.succeeded',
      response: {
        razorpay_payment_id: 'pay_FIRSTCHARGE0001',
        razorpay_subscription_id: 'sub_MONTHLYGIFT0001',
        razorpay_order_id: undefined as unknown as string,
        razorpay_signature: 'a'.repeat(64),
      },
    });
    const done = await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(verified).toEqual([
      {
        razorpay_subscription_id: 'sub_MONTHLYGIFT0001',
        razorpay_payment_id: 'pay_FIRSTCHARGE0001',
        razorpay_signature: 'a'.repeat(64),
        receiptId: SUBSCRIPTION.receiptId,
        amount: '1023.60',
        email: 'rahul.chougule@example.com',
      },
    ]);
    expect(done.context.receipt).toEqual({
      receiptNumber: 'DBJS/D/2026-27/00001',
      receiptUrl: '/api/receipts/f.pdf',
      subscription: TERMS,
    });
  });

  it('reports a failed authorisation against the subscription and shows the failure', async () => {
    const { actor, reported, checkout } = start(SUBSCRIPTION);
    await waitFor(actor, (snapshot) => snapshot.matches({ checkout: 'open' }));
    checkout()({
      type: 'payment.failed',
      error: { description: 'Payment failed (sandbox)', metadata: { payment_id: 'pay_FAILED00000001' } },
    });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(reported).toEqual([
      {
        razorpay_subscription_id: 'sub_MONTHLYGIFT0001',
        razorpay_payment_id: 'pay_FAILED00000001',
        receiptId: SUBSCRIPTION.receiptId,
        status: 'failed',
        reason: 'Payment failed (sandbox)',
      },
    ]);
  });

  it('an order answer (One Time) keeps the order bodies exactly', async () => {
    const { actor, checkouts, verified, checkout } = start(ONE_TIME);
    await waitFor(actor, (snapshot) => snapshot.matches({ checkout: 'open' }));
    expect(checkouts[0].order_id).toBe('order_DONATIONORDER1');
    expect(checkouts[0]).not.toHaveProperty('subscription_id');
    checkout()({
      type: 'payment.succeeded',
      response: {
        razorpay_payment_id: 'pay_ONE',
        razorpay_order_id: 'order_DONATIONORDER1',
        razorpay_signature: 'b'.repeat(64),
      },
    });
    const done = await waitFor(actor, (snapshot) => snapshot.matches('success'));
    expect(verified[0]).toMatchObject({ razorpay_order_id: 'order_DONATIONORDER1' });
    expect(verified[0]).not.toHaveProperty('razorpay_subscription_id');
    expect(done.context.receipt).not.toHaveProperty('subscription');
  });
});
