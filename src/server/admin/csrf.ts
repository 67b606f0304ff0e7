import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';

// A state-changing office request must prove it comes from the console: the session's CSRF token in a header
// (a cross-site form cannot set headers) AND an Origin (or Referer) of the site itself.

export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_FAILED_MESSAGE =
  'This request could not be verified. Please reload the page and try again.';

export function isStateChanging(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}

export function tokensMatch(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The request's Origin (or Referer's origin) is PUBLIC_URL's origin or the request's own host. */
export function originAllowed(request: FastifyRequest, publicUrl: string): boolean {
  const header = request.headers.origin;
  const claimed = originOf(
    typeof header === 'string' && header !== 'null' ? header : request.headers.referer,
  );
  if (!claimed) return false;
  if (claimed === originOf(publicUrl)) return true;
  const host = request.headers.host;
  return typeof host === 'string' && host !== '' && new URL(claimed).host === host.toLowerCase();
}
