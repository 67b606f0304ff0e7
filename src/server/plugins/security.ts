import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { databaseRateLimitStore } from './rateLimitStore';
import type { FastifyInstance } from 'fastify';
import { usesSandboxGateway, type AppConfig } from '../config';
import { ERROR_MESSAGES } from './errors';

// Security headers for every answer (pages, assets, API, errors) and the per-client limit on form endpoints.
// The headers depend only on the configuration, so they are built once at start-up and written by one onRequest
// hook (the values are those @fastify/helmet produced, which cost much of the read API's throughput per request).
// The public read API (/api/fetch/…) answers JSON that no browser renders as a page, so it carries the short set
// that OWASP's REST Security Cheat Sheet names for APIs: at thousands of answers a second the page-only headers
// were a fifth of the bytes on the wire and of the time it took to send them.

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
 * script and its frame from the gateway (by default https://checkout.razorpay.com and https://api.razorpay.com).
 * A separate payments host (PAYMENTS_API_URL) is called with fetch, and without keys it also serves the
 * sandbox checkout script (which draws its window in the page, no frame); without either, the sandbox is
 * served by this server and nothing extra is needed.
 */
export function paymentOrigins(config: AppConfig): {
  gateway: string[];
  paymentsApi: string[];
  sandboxScript: string[];
} {
  const sandbox = usesSandboxGateway(config);
  const gateway = sandbox
    ? []
    : [originOf(config.razorpay.checkoutUrl), originOf(config.razorpay.apiUrl)].filter(
        (o): o is string => o !== null,
      );
  const paymentsApi = [originOf(config.paymentsApiUrl)].filter((o): o is string => o !== null);
  return { gateway: [...new Set(gateway)], paymentsApi, sandboxScript: sandbox ? paymentsApi : [] };
}

export function contentSecurityDirectives(config: AppConfig): Record<string, string[]> {
  const { gateway, paymentsApi, sandboxScript } = paymentOrigins(config);
  const unique = (values: string[]) => [...new Set(values)];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    scriptSrc: unique(["'self'", ...sandboxScript, ...gateway]),
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

/** `defaultSrc: ["'self'"]` as the header writes it: `default-src 'self'`, directives joined by `;`. */
export function serializeCsp(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values].join(' '))
    .join(';');
}

/**
 * The CSP of a rendered page that carries its first screen's CSS inline (lib/criticalCss.ts): the site's policy,
 * with exactly those <style> elements allowed by their hashes. Style attributes and other inline styles stay as
 * the site's policy says.
 */
export function pageContentSecurityPolicy(config: AppConfig, styleHashes: string[]): string {
  const directives = contentSecurityDirectives(config);
  if (styleHashes.length === 0) return serializeCsp(directives);
  return serializeCsp({
    ...directives,
    styleSrc: [...directives.styleSrc, ...new Set(styleHashes)],
  });
}

/** Every security header, in the order and with the values @fastify/helmet 13 wrote for this configuration. */
export function securityHeaders(config: AppConfig): Record<string, string> {
  return {
    'content-security-policy': serializeCsp(contentSecurityDirectives(config)),
    // The gateway's checkout may open a window for some payment methods and talk back to this page.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    // Answers are for this site only; the sandbox checkout script overrides this for a separate payments host.
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    // The legacy XSS auditor is switched off: it caused more harm than it prevented.
    'x-xss-protection': '0',
  };
}

/** The path prefix of the public read API (docs/api.md#read-endpoints). */
export const READ_API_PREFIX = '/api/fetch/';

/**
 * The headers of a read API answer, those the OWASP REST Security Cheat Sheet lists for API answers: its JSON may
 * never be framed (`frame-ancestors`, and `X-Frame-Options` for older browsers), sniffed as another type, or run as
 * a page (`default-src 'none'`), and reaches the site over HTTPS only. The page-only headers (the site's CSP with
 * its sources, referrer policy, opener and agent-cluster isolation, resource policy, legacy IE and Flash switches)
 * have nothing to act on in public JSON that loads nothing; each header line costs every client's parser at every
 * answer.
 */
export function readApiSecurityHeaders(): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
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
  const siteHeaders = Object.entries(securityHeaders(app.config));
  const readApiHeaders = Object.entries(readApiSecurityHeaders());
  // On the raw response, as helmet did: a route's own reply.header(...) (a receipt's referrer policy, the
  // sandbox script's resource policy) still wins, and answers that end in an error keep them too.
  app.addHook('onRequest', (request, reply, done) => {
    const headers = request.url.startsWith(READ_API_PREFIX) ? readApiHeaders : siteHeaders;
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  // Not global: only routes that carry formRateLimit(...) in their config are limited. Counted in the database,
  // so that every instance sharing it counts together; if the database cannot answer, the form is not refused for
  // that (it will report its own failure).
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(app.db),
    skipOnError: true,
    errorResponseBuilder: () => rateLimited(),
  });
}

(securityPlugin as unknown as Record<symbol, unknown>)[Symbol.for('skip-override')] = true;

export default securityPlugin;
