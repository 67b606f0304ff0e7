import crypto from 'node:crypto';

/** Lower-case hex HMAC-SHA256. */
export function hmacHex(secret: string, message: string | Buffer): string {
  return crypto.createHmac('sha256', secret).update(message).digest('hex');
}

/**
 * Constant-time comparison of a received hex signature with the expected one. Different lengths are refused
 * without calling timingSafeEqual (which would throw); the length of a correct signature is public anyway.
 */
export function signatureMatches(expectedHex: string, receivedHex: unknown): boolean {
  if (typeof receivedHex !== 'string') return false;
  const expected = Buffer.from(expectedHex, 'utf8');
  const received = Buffer.from(receivedHex.trim().toLowerCase(), 'utf8');
  if (expected.length !== received.length) return false;
  return crypto.timingSafeEqual(expected, received);
}

/** The checkout handler's `razorpay_signature`: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function paymentSignature(secret: string, gatewayOrderId: string, paymentId: string): string {
  return hmacHex(secret, `${gatewayOrderId}|${paymentId}`);
}

export function verifyPaymentSignature(
  secret: string,
  gatewayOrderId: string,
  paymentId: string,
  signature: unknown,
): boolean {
  return signatureMatches(paymentSignature(secret, gatewayOrderId, paymentId), signature);
}

/**
 * A subscription checkout's `razorpay_signature`: HMAC-SHA256 of `payment_id|subscription_id` with the key secret
 * (note the order: the payment id comes first, unlike an order's signature).
 */
export function subscriptionSignature(secret: string, paymentId: string, subscriptionId: string): string {
  return hmacHex(secret, `${paymentId}|${subscriptionId}`);
}

export function verifySubscriptionSignature(
  secret: string,
  subscriptionId: string,
  paymentId: string,
  signature: unknown,
): boolean {
  return signatureMatches(subscriptionSignature(secret, paymentId, subscriptionId), signature);
}

/** Webhooks: HMAC-SHA256 of the raw body with the webhook secret, header X-Razorpay-Signature. */
export function verifyWebhookSignature(secret: string, rawBody: Buffer, signature: unknown): boolean {
  return signatureMatches(hmacHex(secret, rawBody), signature);
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random base62 text without modulo bias (rejection sampling). */
export function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.randomBytes(length * 2)) {
      if (byte < 248) out += BASE62[byte % 62];
      if (out.length === length) break;
    }
  }
  return out;
}
