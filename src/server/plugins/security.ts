import helmet from '@fastify/helmet';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { usesSandboxGateway, type AppConfig } from '../config';
import { ERROR_MESSAGES } from './errors';

// Security headers for every answer (pages, assets, API, errors) and the per-client limit on form endpoints.

/** Event videos are embedded from YouTube's privacy-enhanced domain, and only after a click. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Origins the payment flow needs beyond the site itself. With gateway keys the browser loads the checkout
 * script and its frame from the gateway (by default https://checkout.razorpay.com and https://api.razorpay.com);
 * the built-in sandbox is served by this server, so it needs nothing extra. A separate payments host
 * (PAYMENTS_API_URL) is called with fetch.
 */
export function paymentOrigins(config: AppConfig): { gateway: string[]; paymentsApi: string[] } {
  const gateway = usesSandboxGateway(config)
    ? []
    : [originOf(config.razorpay.checkoutUrl), originOf(config.razorpay.apiUrl)].filter(
        (o): o is string => o !== null,
      );
  const paymentsApi = [originOf(config.paymentsApiUrl)].filter((o): o is string => o !== null);
  return { gateway: [...new Set(gateway)], paymentsApi };
}

export function contentSecurityDirectives(config: AppConfig): Record<string, string[]> {
  const { gateway, paymentsApi } = paymentOrigins(config);
  const unique = (values: string[]) => [...new Set(values)];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: unique(["'self'", ...gateway]),
    scriptSrcAttr: ["'none'"],
    // Stylesheets only from the site; react-slick positions its slides with style attributes.
    styleSrc: ["'self'"],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    mediaSrc: ["'self'"],
    connectSrc: unique(["'self'", ...paymentsApi, ...gateway]),
    frameSrc: unique([YOUTUBE_EMBED_ORIGIN, ...gateway]),
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** The answer when a client sends forms too fast; thrown by the rate limiter, shaped by the error handler. */
function rateLimited(): Error {
  return Object.assign(new Error(ERROR_MESSAGES.rateLimited), { statusCode: 429, code: 'DBJS_RATE_LIMITED' });
}

/**
 * Route config for every form endpoint (contact, membership, donation):
 * `app.post(path, { config: formRateLimit(app.config) }, handler)`. Counts per client address and route.
 */
export function formRateLimit(config: AppConfig): { rateLimit: RateLimitOptions } {
  return { rateLimit: { max: config.formRateLimit, timeWindow: 60_000 } };
}

async function securityPlugin(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(app.config) },
    // The gateway's checkout may open a window for some payment methods and talk back to this page.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    xContentTypeOptions: true,
  });
  // Not global: only routes that carry formRateLimit(...) in their config are limited.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => rateLimited(),
  });
}

(securityPlugin as unknown as Record<symbol, unknown>)[Symbol.for('skip-override')] = true;

export default securityPlugin;
