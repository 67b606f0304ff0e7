import { createRazorpayGateway } from '../../../src/server/payments/razorpay';

/** The Razorpay gateway with a made-up key, talking to `fetchImpl` in place of Razorpay's API. */
export const gatewayOver = (fetchImpl: typeof fetch) =>
  createRazorpayGateway({ keyId: 'k', keySecret: 's', apiUrl: 'https://api.example/v1', fetchImpl });
