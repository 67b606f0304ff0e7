import { verifyDonationPayment } from '../../../../src/client/features/payments/paymentsApi';

// With a separate payments host (PAYMENTS_API_URL) the order and its receipt live there: the success screen's
// receipt link must lead to that host, not to the site the visitor is on.

const REQUEST = {
  razorpay_order_id: 'order_ABCDEFGHIJKLMN',
  razorpay_payment_id: 'pay_ABCDEFGHIJKLMN',
  razorpay_signature: 'f'.repeat(64),
  receiptId: 'DBJS-D-1',
  amount: '1023.60',
  email: 'rahul@example.com',
};

function answerFrom(url: string, body: unknown): Response {
  // A real fetch answer knows the address it came from; jsdom's Response cannot be given one.
  return { ok: true, status: 200, url, json: async () => body } as unknown as Response;
}

afterEach(() => jest.restoreAllMocks());

describe('the receipt link of a verified payment', () => {
  const answer = {
    success: true,
    receiptNumber: 'DBJS/TEST/D/2026-27/00001',
    receiptUrl: `/api/receipts/${'a'.repeat(32)}.pdf`,
  };

  it('names the payments host when that host answered', async () => {
    const fetchMock = jest
      .spyOn(window, 'fetch')
      .mockResolvedValue(answerFrom('https://pay.example.org/api/donation/verify-payment', answer));
    const result = await verifyDonationPayment('https://pay.example.org/api/', REQUEST);
    expect(fetchMock).toHaveBeenCalledWith(
      'https://pay.example.org/api/donation/verify-payment',
      expect.anything(),
    );
    expect(result).toEqual({
      ...answer,
      receiptUrl: `https://pay.example.org/api/receipts/${'a'.repeat(32)}.pdf`,
    });
  });

  it('stays a same-site path when the site itself answered', async () => {
    jest
      .spyOn(window, 'fetch')
      .mockResolvedValue(answerFrom(`${window.location.origin}/api/donation/verify-payment`, answer));
    expect(await verifyDonationPayment('/api/', REQUEST)).toEqual(answer);
  });

  it('leaves an answer without a receipt, or without a known address, untouched', async () => {
    jest.spyOn(window, 'fetch').mockResolvedValue(answerFrom('', answer));
    expect(await verifyDonationPayment('/api/', REQUEST)).toEqual(answer);
    const refused = { success: false, message: 'Payment verification failed.' };
    jest.spyOn(window, 'fetch').mockResolvedValue(answerFrom('https://pay.example.org/api/x', refused));
    expect(await verifyDonationPayment('https://pay.example.org/api/', REQUEST)).toEqual(refused);
  });
});
