import type { FastifyReply, FastifyRequest } from 'fastify';

// The one cookie of the console, read and written by hand: @fastify/cookie loads its parser with a dynamic
// import(), which the test runner's module sandbox refuses, and one cookie needs no plugin.

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const pair of header.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    if (pair.slice(0, index).trim() === name) return pair.slice(index + 1).trim();
  }
  return undefined;
}

export interface CookieOptions {
  path: string;
  secure: boolean;
  /** Seconds; 0 deletes the cookie. */
  maxAge: number;
}

/** HttpOnly and SameSite=Strict always; the value is hex, so it needs no encoding. */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions): void {
  const parts = [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${Math.floor(options.maxAge)}`,
    ...(options.maxAge === 0 ? ['Expires=Thu, 01 Jan 1970 00:00:00 GMT'] : []),
    'HttpOnly',
    'SameSite=Strict',
    ...(options.secure ? ['Secure'] : []),
  ];
  reply.header('set-cookie', parts.join('; '));
}
