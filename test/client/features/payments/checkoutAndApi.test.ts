import {
  loadCheckoutScript,
  openCheckout,
  resetCheckoutScriptForTests,
} from '../../../../src/client/features/payments/checkout';
import {
  createMembershipOrder,
  PaymentsRequestError,
  reportFailure,
  verifyDonationPayment,
} from '../../../../src/client/features/payments/paymentsApi';
import { checkoutOptions } from '../../helpers/machineHarness';
import { FakeCheckout, installFakeCheckout, mockPayments, removeFakeCheckout } from '../../helpers/paymentsMock';

const scripts = () => [
  ...document.head.querySelectorAll<HTMLScriptElement>('script[src="/api/sandbox/checkout.js"]'),
];

afterEach(() => {
  jest.restoreAllMocks();
  removeFakeCheckout();
  resetCheckoutScriptForTests();
  document.head.innerHTML = '';
});

describe('loadCheckoutScript', () => {
  it('adds the script once, however often it is asked, and resolves with Razorpay when it loads', async () => {
    const first = loadCheckoutScript('/api/sandbox/checkout.js');
    const second = loadCheckoutScript('/api/sandbox/checkout.js');
    expect(scripts()).toHaveLength(1);
    window.Razorpay = FakeCheckout as unknown as typeof window.Razorpay;
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(FakeCheckout);
    await expect(second).resolves.toBe(FakeCheckout);
    await expect(loadCheckoutScript('/api/sandbox/checkout.js')).resolves.toBe(FakeCheckout);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects when the script fails, removes it, and tries again next time', async () => {
    const attempt = loadCheckoutScript('/api/sandbox/checkout.js');
    scripts()[0].dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow('could not be loaded');
    expect(scripts()).toHaveLength(0);
    void loadCheckoutScript('/api/sandbox/checkout.js').catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects a script that loads without defining Razorpay, and an empty address', async () => {
    const attempt = loadCheckoutScript('/api/sandbox/checkout.js');
    scripts()[0].dispatchEvent(new Event('load'));
    await expect(attempt).rejects.toThrow('did not define Razorpay');
    await expect(loadCheckoutScript('')).rejects.toThrow('No checkout script');
  });
});

describe('openCheckout', () => {
  it('opens the window and turns its callbacks into outcomes', () => {
    const current = installFakeCheckout();
    const outcomes: string[] = [];
    const handle = openCheckout(
      checkoutOptions(
        { orderId: 'order_1', amount: 51_180 },
        { name: 'Dakshin Bharat Jain Sabha', description: 'Membership' },
        { name: 'Asha Patil', email: '', contact: '9876543210' },
        'Sangli',
      ),
      {
        onSuccess: (response) => outcomes.push(`paid ${response.razorpay_payment_id}`),
        onFailure: (error) => outcomes.push(`failed ${error.metadata?.payment_id}`),
        onDismiss: () => outcomes.push('dismissed'),
      },
    );
    const checkout = current() as FakeCheckout;
    expect(checkout.opened).toBe(true);
    checkout.pay();
    checkout.fail();
    checkout.dismiss();
    handle.close();
    expect(outcomes).toEqual(['paid pay_TESTPAYMENT0001', 'failed pay_TESTFAILURE001', 'dismissed']);
    expect(checkout.closed).toBe(true);
  });

  it('throws when the script is not there', () => {
    expect(() =>
      openCheckout({} as never, { onSuccess: jest.fn(), onFailure: jest.fn(), onDismiss: jest.fn() }),
    ).toThrow('not loaded');
  });
});

describe('payments API calls', () => {
  it('posts the order as multipart and reads the answer', async () => {
    const api = mockPayments({
      'joinus/joinnow': {
        status: 201,
        body: { orderId: 'order_1', receiptId: 'DBJS-M-1', amount: 51_180, currency: 'INR' },
      },
    });
    const form = new FormData();
    form.append('first_name', 'Asha');
    await expect(createMembershipOrder('/api/', form)).resolves.toEqual({
      orderId: 'order_1',
      receiptId: 'DBJS-M-1',
      amount: 51_180,
      currency: 'INR',
    });
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: 'joinus/joinnow', form });
  });

  it("keeps a refusal's field messages", async () => {
    mockPayments({
      'joinus/joinnow': {
        status: 400,
        body: {
          message: 'Please correct the highlighted fields.',
          errors: { aadharFile: 'Bad file.', n: 3 },
        },
      },
    });
    const error = await createMembershipOrder('/api/', new FormData()).catch((caught) => caught);
    expect(error).toBeInstanceOf(PaymentsRequestError);
    expect(error).toMatchObject({ status: 400, fieldErrors: { aadharFile: 'Bad file.' } });
  });

  it('returns a refused signature as success false and throws on server or network trouble', async () => {
    const request = {
      razorpay_order_id: 'order_1',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'x',
      receiptId: 'DBJS-D-1',
      amount: '1023.60',
      email: '',
    };
    mockPayments({
      'donation/verify-payment': {
        status: 400,
        body: { success: false, message: 'Payment verification failed.' },
      },
    });
    await expect(verifyDonationPayment('/api/', request)).resolves.toEqual({
      success: false,
      message: 'Payment verification failed.',
    });
    jest.restoreAllMocks();
    mockPayments({ 'donation/verify-payment': { status: 502, body: { message: 'Bad gateway' } } });
    await expect(verifyDonationPayment('/api/', request)).rejects.toThrow('Bad gateway');
    jest.restoreAllMocks();
    mockPayments({ 'donation/verify-payment': 'network-error' });
    await expect(verifyDonationPayment('/api/', request)).rejects.toThrow('Failed to fetch');
  });

  it('posts the failure report as JSON to a separate payments host', async () => {
    const api = mockPayments({});
    api.spy.mockResolvedValueOnce(new Response(JSON.stringify({ success: false }), { status: 200 }));
    await reportFailure('membership', 'https://payments.example.org/api', {
      razorpay_order_id: 'order_1',
      razorpay_payment_id: '',
      razorpay_signature: '',
      receiptId: 'DBJS-M-1',
      status: 'failed',
    });
    expect(api.spy).toHaveBeenCalledWith(
      'https://payments.example.org/api/joinus/joinnow/verify-payment',
      expect.objectContaining({ method: 'POST' }),
    );
  });
});
