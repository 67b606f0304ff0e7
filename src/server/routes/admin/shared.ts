import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { parseIsoDate } from '../../../shared/dates';
import { HttpError } from '../../plugins/errors';
import type { SessionUser } from '../../admin/sessions';

// What every admin route file shares: the signed-in user on the request, zod validation into the
// {message, errors} answer, ids, pages and dates.

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the admin plugin's onRequest hook for every route but login. */
    adminUser: SessionUser | null;
    /** The session row behind adminUser (logout deletes it; GET /session answers its CSRF token). */
    adminSession: { idHash: string; csrfToken: string } | null;
  }
}

export const INVALID_MESSAGE = 'Please correct the highlighted fields.';
export const NOT_FOUND_MESSAGE = 'This record could not be found.';

export function notFound(): never {
  throw new HttpError(404, NOT_FOUND_MESSAGE);
}

/** A file the office downloads (a CSV export, a receipt): saved under fileName, never kept by a cache. */
export function sendDownload(reply: FastifyReply, type: string, fileName: string, body: string | Buffer) {
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/** A PDF download named after its number: `receipt-DBJS-D-2026-27-00040.pdf` (slashes cannot stand in a name). */
export function sendPdf(reply: FastifyReply, name: string, pdf: Buffer) {
  return sendDownload(reply, 'application/pdf', `${name.replace(/\//g, '-')}.pdf`, pdf);
}

export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.adminUser) throw new HttpError(401, 'Please sign in.');
  return request.adminUser;
}

export type FieldErrors = Record<string, string>;

/** Validates; answers the data or the first message of every bad field. */
export function check<S extends z.ZodType>(
  schema: S,
  input: unknown,
): { ok: true; data: z.infer<S> } | { ok: false; errors: FieldErrors } {
  const parsed = schema.safeParse(input ?? {});
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : 'body';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Validates or throws the 400 answer. */
export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = check(schema, input);
  if (!result.ok) throw new HttpError(400, INVALID_MESSAGE, result.errors);
  return result.data;
}

export function invalid(errors: FieldErrors): never {
  throw new HttpError(400, INVALID_MESSAGE, errors);
}

/** The :id of a route; anything but a positive integer names no record. */
export function idParam(request: FastifyRequest): number {
  const raw = (request.params as { id?: string }).id ?? '';
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) throw new HttpError(404, NOT_FOUND_MESSAGE);
  return id;
}

export const isoDate = (label: string) =>
  z
    .string({ message: `Please enter the ${label} as YYYY-MM-DD.` })
    .trim()
    .refine((value) => parseIsoDate(value) !== null, { message: `Please enter the ${label} as YYYY-MM-DD.` });

export const requiredText = (label: string, max = 500) =>
  z
    .string({ message: `Please enter the ${label}.` })
    .trim()
    .min(1, { message: `Please enter the ${label}.` })
    .max(max, { message: `The ${label} must be at most ${max} characters.` });

export const optionalText = (label: string, max = 500) =>
  z
    .string()
    .trim()
    .max(max, { message: `The ${label} must be at most ${max} characters.` })
    .optional()
    .default('');

/** The category a row is filed under, chosen in a form: a positive whole number, else `message`. */
export const categoryId = (message: string) => z.coerce.number({ message }).int().positive({ message });

export const sortOrder = z.coerce
  .number({ message: 'The order must be a whole number.' })
  .int({ message: 'The order must be a whole number.' })
  .min(0, { message: 'The order must be 0 or more.' })
  .max(100_000, { message: 'The order must be at most 100000.' })
  .optional()
  .default(0);

export const pagingQuery = {
  page: z.coerce
    .number({ message: 'page must be a whole number from 1.' })
    .int()
    .min(1, { message: 'page must be a whole number from 1.' })
    .max(1_000_000)
    .default(1),
  per_page: z.coerce
    .number({ message: 'per_page must be a whole number from 1 to 100.' })
    .int({ message: 'per_page must be a whole number from 1 to 100.' })
    .min(1, { message: 'per_page must be a whole number from 1 to 100.' })
    .max(100, { message: 'per_page must be a whole number from 1 to 100.' })
    .default(20),
};

/** A query string; a malformed one is a 400 with the problem named. */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.infer<S> {
  const result = check(schema, query);
  if (!result.ok) throw new HttpError(400, Object.values(result.errors)[0] ?? INVALID_MESSAGE, result.errors);
  return result.data;
}

/** `include_test=1`: also list payments taken by the sandbox gateway (left out by default). */
export const includeTestQuery = {
  include_test: z
    .enum(['0', '1', 'true', 'false'], { message: 'include_test must be 1 or 0.' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
};
