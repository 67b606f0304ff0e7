import { GatewayRefusedError, GatewayUnavailableError } from '../../../src/server/payments/gateway';
import { createRazorpayGateway, refundFromEntity } from '../../../src/server/payments/razorpay';

// The real gateway's refunds API as the Razorpay client speaks it (docs: POST /v1/payments/:id/refund answers the
// refund entity; GET /v1/payments/:id/refunds a collection), with a stand-in fetch: what is sent, what is read, and
// a 4xx refusal told apart from an unreachable gateway.

const ENTITY = {
  id: 'rfnd_FgRAHdNOM4ZVbO',
  entity: 'refund',
  amount: 102_360,
  currency: 'INR',
  payment_id: 'pay_FgR9UMzgmKDJRi',
  notes: { refund_id: '7', receipt_number: 'DBJS/D/2026-27/00001' },
  receipt: null,
  acquirer_data: { arn: null },
  created_at: 1_600_856_650,
  batch_id: null,
  status: 'pending',
  speed_processed: 'normal',
  speed_requested: 'normal',
};

function gatewayAnswering(status: number, body: unknown, calls: Array<{ url: string; init: RequestInit }>) {
  return createRazorpayGateway({
    keyId: 'rzp_test_key',
    keySecret: 'secret',
    apiUrl: 'https://api.razorpay.example/v1/',
    fetchImpl: (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch,
  });
}

describe('Razorpay refunds API', () => {
  it('asks for a normal-speed refund of the amount with our notes and reads the refund entity', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const gateway = gatewayAnswering(200, ENTITY, calls);
    const refund = await gateway.refundPayment('pay_FgR9UMzgmKDJRi', 102_360, { refund_id: '7' });
    expect(calls[0].url).toBe('https://api.razorpay.example/v1/payments/pay_FgR9UMzgmKDJRi/refund');
    expect(calls[0].init.method).toBe('POST');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({
      amount: 102_360,
      speed: 'normal',
      notes: { refund_id: '7' },
    });
    expect(refund).toEqual({
      id: 'rfnd_FgRAHdNOM4ZVbO',
      paymentId: 'pay_FgR9UMzgmKDJRi',
      amount: 102_360,
      status: 'pending',
      notes: { refund_id: '7', receipt_number: 'DBJS/D/2026-27/00001' },
    });
  });

  it("lists a payment's refunds", async () => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    const gateway = gatewayAnswering(
      200,
      {
        entity: 'collection',
        count: 2,
        items: [ENTITY, { ...ENTITY, id: 'rfnd_x', status: 'processed', notes: [] }],
      },
      calls,
    );
    const refunds = await gateway.fetchPaymentRefunds('pay_FgR9UMzgmKDJRi');
    expect(calls[0].url).toBe(
      'https://api.razorpay.example/v1/payments/pay_FgR9UMzgmKDJRi/refunds?count=100',
    );
    expect(refunds.map((refund) => [refund.id, refund.status])).toEqual([
      ['rfnd_FgRAHdNOM4ZVbO', 'pending'],
      ['rfnd_x', 'processed'],
    ]);
    // Razorpay sends notes as [] when there are none.
    expect(refunds[1].notes).toEqual({});
  });

  it('tells a refusal (4xx with its description) from a gateway that is down', async () => {
    const refused = gatewayAnswering(
      400,
      { error: { code: 'BAD_REQUEST_ERROR', description: 'The payment has been fully refunded already' } },
      [],
    );
    const error = await refused.refundPayment('pay_FgR9UMzgmKDJRi', 102_360, {}).catch((caught) => caught);
    expect(error).toBeInstanceOf(GatewayRefusedError);
    expect((error as GatewayRefusedError).description).toBe('The payment has been fully refunded already');
    const down = gatewayAnswering(502, { error: { description: 'bad gateway' } }, []);
    const unavailable = await down.refundPayment('pay_FgR9UMzgmKDJRi', 102_360, {}).catch((caught) => caught);
    expect(unavailable).toBeInstanceOf(GatewayUnavailableError);
    expect(unavailable).not.toBeInstanceOf(GatewayRefusedError);
  });

  it('refuses entities without an id, payment, status or whole amount', () => {
    expect(refundFromEntity(ENTITY)).not.toBeNull();
    for (const broken of [
      null,
      {},
      { ...ENTITY, id: '' },
      { ...ENTITY, amount: 10.5 },
      { ...ENTITY, status: 3 },
    ]) {
      expect(refundFromEntity(broken)).toBeNull();
    }
  });
});
