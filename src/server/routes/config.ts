import type { FastifyInstance } from 'fastify';
import type { RuntimeConfig } from '../../shared/schemas';
import { usesSandboxGateway, type AppConfig } from '../config';

/** Key id the browser is given when no gateway keys are configured and the built-in sandbox takes payments. */
export const SANDBOX_KEY_ID = 'rzp_test_sandbox';
/** The sandbox checkout script, served by the payments routes. */
export const SANDBOX_CHECKOUT_SCRIPT = '/api/sandbox/checkout.js';
export const API_BASE = '/api/';

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** What the browser must know of this deployment, so one build runs anywhere (docs/api.md#organisation). */
export function runtimeConfig(config: AppConfig): RuntimeConfig {
  const sandbox = usesSandboxGateway(config);
  const paymentsBase = config.paymentsApiUrl ? withTrailingSlash(config.paymentsApiUrl) : API_BASE;
  return {
    apiBase: API_BASE,
    paymentsBase,
    razorpayKeyId: sandbox ? SANDBOX_KEY_ID : (config.razorpay.keyId ?? SANDBOX_KEY_ID),
    // The sandbox's orders live with the payments host, so its checkout (which pays them there) comes from it too.
    checkoutScriptUrl: sandbox
      ? config.paymentsApiUrl
        ? `${paymentsBase}sandbox/checkout.js`
        : SANDBOX_CHECKOUT_SCRIPT
      : config.razorpay.checkoutUrl,
    sandbox,
  };
}

export default async function configRoutes(app: FastifyInstance): Promise<void> {
  const answer = runtimeConfig(app.config);
  app.get('/config', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return answer;
  });
}
