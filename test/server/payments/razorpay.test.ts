import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { reconcileOnce } from '../../../src/server/payments/reconciler';
import { createRazorpayGateway } from '../../../src/server/payments/razorpay';
import { GatewayUnavailableError } from '../../../src/server/payments/gateway';
import { paymentSignature } from '../../../src/server/payments/verify';
import { sql } from 'drizzle-orm';
import { orders } from '../../../src/server/db/schema';
import { describeEachDatabase } from '../helpers/harness';
import { paymentSuite } from './harness';
import {
  MEMBERSHIP_FIELDS,
  createMembership,
  createDonation,
  type CreatedOrder,
  membershipFiles,
  multipart,
  orderRow,
  verify,
} from './fixtures';

// The real-gateway client against a tiny emulator of Razorpay's Orders API on 127.0.0.1: proves the server
// speaks the API exactly as docs/api.md#gateway-configuration describes, so any emulator (or Razorpay itself)
// can stand in.

const KEY_ID = 'rzp_test_emulated';
const KEY_SECRET = 'emulated_key_secret';

interface Recorded {
  method: string;
  url: string;
  authorization?: string;
  contentType?: string;
  body: string;
}

const recorded: Recorded[] = [];
const paymentsByOrder = new Map<string, { id: string; status: string }[]>();
let failNext: number | null = null;
let orderCounter = 0;
let server: http.Server;
let apiUrl = '';

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      recorded.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      const send = (status: number, answer: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      };
      const expected = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
      if (request.headers.authorization !== expected) {
        return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      }
      if (failNext !== null) {
        const status = failNext;
        failNext = null;
        return send(status, { error: { code: 'SERVER_ERROR', description: 'The server is down' } });
      }
      if (request.method === 'POST' && request.url === '/v1/orders') {
        const input = JSON.parse(body);
        const id = `order_EMU${String(++orderCounter).padStart(11, '0')}`;
        paymentsByOrder.set(id, []);
        return send(200, {
          id,
          entity: 'order',
          amount: input.amount,
          currency: input.currency,
          receipt: input.receipt,
          status: 'created',
          notes: input.notes,
        });
      }
      const match = /^\/v1\/orders\/([^/]+)\/payments$/.exec(request.url ?? '');
      if (request.method === 'GET' && match) {
        const items = paymentsByOrder.get(decodeURIComponent(match[1]));
        if (!items)
          return send(400, {
            error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' },
          });
        return send(200, { entity: 'collection', count: items.length, items });
      }
      return send(404, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  recorded.length = 0;
  failNext = null;
});

/** verify-payment for a donation as the checkout reports it paid with `paymentId`, signed with `secret`. */
const verifySigned = (app: FastifyInstance, created: CreatedOrder, paymentId: string, secret = KEY_SECRET) =>
  verify(app, 'donation', {
    razorpay_order_id: created.orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(secret, created.orderId, paymentId),
    receiptId: created.receiptId,
  });

describeEachDatabase(
  'real gateway client against an Orders API emulator',
  (context) => {
    it('creates the order with POST {RAZORPAY_API_URL}/orders, Basic auth and {amount, currency, receipt, notes}', async () => {
      const { app, database } = context();
      const created = await createMembership(app);
      expect(created.orderId).toMatch(/^order_EMU/);
      expect(recorded).toHaveLength(1);
      const [call] = recorded;
      expect(call.method).toBe('POST');
      expect(call.url).toBe('/v1/orders');
      expect(call.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
      expect(call.contentType).toBe('application/json');
      const body = JSON.parse(call.body);
      expect(body).toEqual({
        amount: 51_180,
        currency: 'INR',
        receipt: created.receiptId,
        notes: { purpose: 'membership', receipt_id: created.receiptId },
      });
      expect(body.receipt.length).toBeLessThanOrEqual(40);
      expect(Object.keys(body.notes).length).toBeLessThanOrEqual(15);
      expect(await orderRow(database.db, created.receiptId)).toMatchObject({
        gateway: 'razorpay',
        gatewayOrderId: created.orderId,
      });
    });

    it('verifies signatures with RAZORPAY_KEY_SECRET over the stored order id', async () => {
      const { app, database } = context();
      const created = await createDonation(app);
      const paymentId = 'pay_EMU0000000001';
      const wrong = await verifySigned(app, created, paymentId, 'not the key secret');
      expect(wrong.statusCode).toBe(400);
      const right = await verifySigned(app, created, paymentId);
      expect(right.statusCode).toBe(200);
      expect(await orderRow(database.db, created.receiptId)).toMatchObject({ status: 'paid', paymentId });
    });

    it('never accepts an order made by the sandbox while the real gateway is configured', async () => {
      const { app, database } = context();
      const created = await createDonation(app);
      await database.db.execute(
        sql`update orders set gateway = 'sandbox' where receipt_id = ${created.receiptId}`,
      );
      const paymentId = 'pay_EMU0000000002';
      const answer = await verifySigned(app, created, paymentId);
      expect(answer.statusCode).toBe(400);
      expect((await orderRow(database.db, created.receiptId)).status).toBe('pending');
    });

    it('answers 502 when the gateway fails, and stores nothing', async () => {
      const { app, database } = context();
      failNext = 500;
      const response = await app.inject({
        method: 'POST',
        url: '/api/joinus/joinnow',
        ...multipart(MEMBERSHIP_FIELDS, await membershipFiles()),
      });
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toBe(
        'The payment service is not reachable. Please try again in a few minutes.',
      );
      expect(await database.db.select().from(orders)).toHaveLength(0);
    });

    it('has no sandbox routes while gateway keys are set', async () => {
      const { app } = context();
      expect((await app.inject({ method: 'GET', url: '/api/sandbox/checkout.js' })).statusCode).toBe(404);
      expect(
        (await app.inject({ method: 'POST', url: '/api/sandbox/orders/order_AAAAAAAAAAAAAA/pay' }))
          .statusCode,
      ).toBe(404);
    });

    it('reconciles through GET /orders/{id}/payments', async () => {
      const { app, database } = context();
      const created = await createMembership(app);
      paymentsByOrder.set(created.orderId, [
        { id: 'pay_EMUfailed0001', status: 'failed' },
        { id: 'pay_EMUcaptured01', status: 'captured' },
      ]);
      await database.db.execute(sql`update orders set created_at = now() - interval '20 minutes'`);
      const services = app.payments;
      const summary = await reconcileOnce({ db: database.db, gateway: services.gateway });
      expect(summary).toMatchObject({ checked: 1, paid: 1, errors: 0 });
      const call = recorded.find((entry) => entry.method === 'GET');
      expect(call?.url).toBe(`/v1/orders/${created.orderId}/payments`);
      expect(call?.authorization).toMatch(/^Basic /);
      expect(await orderRow(database.db, created.receiptId)).toMatchObject({
        status: 'paid',
        paymentId: 'pay_EMUcaptured01',
      });
    });
  },
  paymentSuite({
    env: () => ({ RAZORPAY_KEY_ID: KEY_ID, RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_API_URL: apiUrl }),
  }),
);

describe('razorpay gateway client errors', () => {
  it('turns refused connections, wrong keys and odd answers into GatewayUnavailableError', async () => {
    const closed = createRazorpayGateway({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      apiUrl: 'http://127.0.0.1:9/v1',
    });
    await expect(
      closed.createOrder({ amount: 100, currency: 'INR', receipt: 'r', notes: {} }),
    ).rejects.toBeInstanceOf(GatewayUnavailableError);
    const wrongKey = createRazorpayGateway({ keyId: KEY_ID, keySecret: 'wrong', apiUrl });
    await expect(wrongKey.fetchOrderPayments('order_x')).rejects.toThrow(/401/);
    const odd = createRazorpayGateway({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      apiUrl,
      fetchImpl: async () => new Response('<html>gateway error</html>', { status: 200 }),
    });
    await expect(
      odd.createOrder({ amount: 100, currency: 'INR', receipt: 'r', notes: {} }),
    ).rejects.toBeInstanceOf(GatewayUnavailableError);
    const noId = createRazorpayGateway({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      apiUrl,
      fetchImpl: async () => Response.json({ amount: 100 }),
    });
    await expect(noId.createOrder({ amount: 100, currency: 'INR', receipt: 'r', notes: {} })).rejects.toThrow(
      /usable id/,
    );
  });
});
