import crypto from 'node:crypto';
import { chargesFor } from '../../../src/shared/money';
import {
  addPeriods,
  recurringSummary,
  recurringTermOf,
  RECURRING_TERMS,
} from '../../../src/shared/subscriptions';
import type { SubscriptionStatus } from '../../../src/server/db/schema';
import { nextStatus, manageToken, readManageToken } from '../../../src/server/payments/subscriptions';
import { subscriptionSignature, verifySubscriptionSignature } from '../../../src/server/payments/verify';
import { gatewayOver } from './gatewayStub';

// Pure rules of monthly and yearly gifts: the amount per charge, the bounded terms, the gateway's subscription
// signature, the order-independent status rule and the donor's signed link.

describe('the amount of each charge', () => {
  it('is base + 2% + 18% GST on the 2%: ₹1,000 monthly is 102360 paise per charge', () => {
    expect(chargesFor(100_000)).toEqual({
      basePaise: 100_000,
      gatewayChargePaise: 2000,
      gstPaise: 360,
      totalPaise: 102_360,
    });
    expect(recurringSummary(RECURRING_TERMS.Monthly, 102_360)).toBe('12 monthly payments of ₹1,023.60');
    expect(recurringSummary(RECURRING_TERMS.Yearly, 511_800)).toBe('5 yearly payments of ₹5,118.00');
  });

  it('only Monthly and Yearly are subscriptions, with a bounded count', () => {
    expect(recurringTermOf('One Time')).toBeNull();
    expect(recurringTermOf('monthly')).toBeNull();
    expect(recurringTermOf('Monthly')).toMatchObject({ period: 'monthly', totalCount: 12 });
    expect(recurringTermOf('Yearly')).toMatchObject({ period: 'yearly', totalCount: 5 });
  });

  it('periods keep the day of the month where it exists', () => {
    expect(addPeriods(new Date('2026-01-31T10:00:00Z'), 'monthly', 1).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(addPeriods(new Date('2026-11-23T10:00:00Z'), 'monthly', 11).toISOString()).toBe(
      '2027-10-23T10:00:00.000Z',
    );
    expect(addPeriods(new Date('2028-02-29T00:00:00Z'), 'yearly', 1).toISOString()).toBe(
      '2029-02-28T00:00:00.000Z',
    );
  });
});

describe('the subscription signature', () => {
  const secret = 'rzp_test_secret';
  it('is hex HMAC-SHA256 of payment_id|subscription_id with the key secret', () => {
    const expected = crypto.createHmac('sha256', secret).update('pay_ABC|sub_XYZ').digest('hex');
    expect(subscriptionSignature(secret, 'pay_ABC', 'sub_XYZ')).toBe(expected);
    expect(verifySubscriptionSignature(secret, 'sub_XYZ', 'pay_ABC', expected)).toBe(true);
    expect(verifySubscriptionSignature(secret, 'sub_XYZ', 'pay_ABC', expected.toUpperCase())).toBe(true);
  });

  it('refuses the order-style signature, another subscription, a short or missing signature', () => {
    const orderStyle = crypto.createHmac('sha256', secret).update('sub_XYZ|pay_ABC').digest('hex');
    expect(verifySubscriptionSignature(secret, 'sub_XYZ', 'pay_ABC', orderStyle)).toBe(false);
    const good = subscriptionSignature(secret, 'pay_ABC', 'sub_XYZ');
    expect(verifySubscriptionSignature(secret, 'sub_OTHER', 'pay_ABC', good)).toBe(false);
    expect(verifySubscriptionSignature(secret, 'sub_XYZ', 'pay_ABC', good.slice(0, 10))).toBe(false);
    expect(verifySubscriptionSignature(secret, 'sub_XYZ', 'pay_ABC', undefined)).toBe(false);
  });

  it('the Razorpay gateway creates plans and subscriptions with the documented bodies', async () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    const fetchImpl = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      const id = url.endsWith('/plans') ? 'plan_1' : url.endsWith('/cancel') ? 'sub_1' : 'sub_1';
      return new Response(JSON.stringify({ id, status: 'cancelled', paid_count: 2 }), { status: 200 });
    }) as unknown as typeof fetch;
    const gateway = gatewayOver(fetchImpl);
    await gateway.createPlan({
      period: 'monthly',
      interval: 1,
      amount: 102_360,
      currency: 'INR',
      name: 'Gift',
    });
    await gateway.createSubscription({ planId: 'plan_1', totalCount: 12, notes: { receipt_id: 'r' } });
    expect(await gateway.cancelSubscription('sub_1')).toMatchObject({ status: 'cancelled', paidCount: 2 });
    expect(calls).toEqual([
      {
        url: 'https://api.example/v1/plans',
        body: { period: 'monthly', interval: 1, item: { name: 'Gift', amount: 102_360, currency: 'INR' } },
      },
      {
        url: 'https://api.example/v1/subscriptions',
        body: { plan_id: 'plan_1', total_count: 12, customer_notify: 0, notes: { receipt_id: 'r' } },
      },
      { url: 'https://api.example/v1/subscriptions/sub_1/cancel', body: { cancel_at_cycle_end: 0 } },
    ]);
  });
});

describe('the status rule (webhooks in any order)', () => {
  // [the status kept, its paid count, the webhook's status, its paid count, the status that follows]
  it.each<readonly [SubscriptionStatus, number, SubscriptionStatus, number, SubscriptionStatus]>([
    // Moves forward only; cancelled and completed are final.
    ['created', 0, 'authenticated', 0, 'authenticated'],
    ['active', 1, 'authenticated', 0, 'active'],
    ['cancelled', 2, 'active', 3, 'cancelled'],
    ['completed', 12, 'halted', 12, 'completed'],
    ['halted', 2, 'cancelled', 2, 'cancelled'],
    // Between active, pending and halted: more charges win, then the later retry state.
    ['active', 2, 'pending', 2, 'pending'],
    ['pending', 2, 'halted', 2, 'halted'],
    ['halted', 2, 'active', 2, 'halted'],
    ['halted', 2, 'active', 3, 'active'],
    ['active', 3, 'pending', 2, 'active'],
  ])(
    '%s (%d charges), then a webhook saying %s (%d charges): %s',
    (current, paid, incoming, incomingPaid, next) => {
      expect(nextStatus(current, paid, incoming, incomingPaid)).toBe(next);
    },
  );
});

describe("the donor's link", () => {
  const key = 'k'.repeat(64);
  const now = new Date('2026-11-23T00:00:00Z');
  it('reads back its subscription until it expires', () => {
    const token = manageToken(key, 42, new Date('2027-01-01T00:00:00Z'));
    expect(readManageToken(key, token, now)).toMatchObject({ ok: true, subscriptionId: 42 });
    expect(readManageToken(key, token, new Date('2027-01-02T00:00:00Z'))).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses another key, a changed id or expiry, and junk', () => {
    const token = manageToken(key, 42, new Date('2027-01-01T00:00:00Z'));
    expect(readManageToken('other', token, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(readManageToken(key, token.replace(/^42\./, '43.'), now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    const [id, , mac] = token.split('.');
    expect(readManageToken(key, `${id}.9999999999.${mac}`, now)).toEqual({ ok: false, reason: 'invalid' });
    for (const junk of ['', '42', '42.1.zz', `${token}x`]) {
      expect(readManageToken(key, junk, now)).toEqual({ ok: false, reason: 'invalid' });
    }
  });
});
