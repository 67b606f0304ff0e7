import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// CORS for the browser's payment calls only (order, verify-payment, receipts, the sandbox checkout), so that a
// site whose PAYMENTS_API_URL names this instance can use it. Registered inside the payments scope: the office
// console, the read API and the gateway webhook never answer CORS. Only the configured origins
// (AppConfig.corsOrigins) are named, never `*`, and no credentials are allowed: these calls carry no cookies.

/** What the browser's payment calls use: multipart and JSON POSTs, GETs of the checkout script and receipts. */
export const CORS_METHODS = ['GET', 'HEAD', 'POST'];
export const CORS_ALLOWED_HEADERS = ['Content-Type', 'Accept'];
/** Browsers may reuse a preflight answer this long; short, so a changed allow-list takes effect soon. */
export const CORS_MAX_AGE_SECONDS = 600;

/** `/api/receipts/:file` as a pattern that matches a concrete path segment for each parameter. */
function routePattern(url: string): RegExp {
  const source = url
    .replace(/\/+$/, '')
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

function pathOf(request: FastifyRequest): string {
  return request.url.split('?')[0].replace(/\/{2,}/g, '/');
}

async function paymentsCors(app: FastifyInstance, options: { origins: string[] }): Promise<void> {
  const allowed = new Set(options.origins);
  // The routes of this scope, so that a preflight (which @fastify/cors answers through one OPTIONS `*` route)
  // is granted only for a path and method that one of them serves.
  const routes: { method: string; pattern: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.url.endsWith('*')) return;
    for (const method of methods) routes.push({ method, pattern: routePattern(route.url) });
  });

  const disabled: FastifyCorsOptions = { origin: false };
  const granted = (origin: string): FastifyCorsOptions => ({
    origin,
    methods: CORS_METHODS,
    allowedHeaders: CORS_ALLOWED_HEADERS,
    maxAge: CORS_MAX_AGE_SECONDS,
    credentials: false,
    strictPreflight: true,
  });

  await app.register(cors, {
    // Per request: a foreign or missing Origin gets no CORS header at all, and its preflight a plain 404.
    delegator: async (request: FastifyRequest): Promise<FastifyCorsOptions> => {
      const origin = request.headers.origin;
      if (typeof origin !== 'string' || !allowed.has(origin)) return disabled;
      if (request.method !== 'OPTIONS') return granted(origin);
      const wanted = String(request.headers['access-control-request-method'] ?? '').toUpperCase();
      const path = pathOf(request);
      const served = routes.some((route) => route.method === wanted && route.pattern.test(path));
      return served ? granted(origin) : disabled;
    },
  });
}

// Not encapsulated: the hooks belong to the payments scope that registers this plugin.
(paymentsCors as unknown as Record<symbol, unknown>)[Symbol.for('skip-override')] = true;

export default paymentsCors;
