import type { AdminRole } from '../../../src/shared/adminRoles';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../../src/server/admin/auth';
import type { Db } from '../../../src/server/db/client';
import { findAdminUserByEmail, insertAdminUser } from '../../../src/server/repositories/admin/users';
import type { TestServer } from '../helpers/harness';
import { multipart, namedFiles } from '../payments/fixtures';

// Signing in to the office console from tests, and requests that carry the session cookie, the CSRF token and
// the site's Origin, as the console in a browser does.

export const ADMIN_EMAIL = 'office@dbjs.example.org';
export const ADMIN_PASSWORD = 'correct horse battery staple';

export interface AdminSession {
  cookie: string;
  csrfToken: string;
  userId: number;
}

export async function ensureUser(
  db: Db,
  email = ADMIN_EMAIL,
  password = ADMIN_PASSWORD,
  role: AdminRole = 'owner',
): Promise<number> {
  const existing = await findAdminUserByEmail(db, email);
  if (existing) return existing.id;
  const passwordHash = await hashPassword(password);
  return (await insertAdminUser(db, { email, passwordHash, createdBy: null, role })).id;
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const header = response.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : [header ?? ''];
  const cookie = cookies.find((value) => value.startsWith('dbjs_admin='));
  if (!cookie) throw new Error('no session cookie set');
  return cookie.split(';')[0];
}

export async function signIn(
  app: FastifyInstance,
  db: Db,
  email = ADMIN_EMAIL,
  password = ADMIN_PASSWORD,
): Promise<AdminSession> {
  const userId = await ensureUser(db, email, password);
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return { cookie: sessionCookieOf(response), csrfToken: response.json().csrfToken, userId };
}

/** An officer with `role` (added with ADMIN_PASSWORD unless there already), signed in. */
export async function signInWithRole(
  app: FastifyInstance,
  db: Db,
  email: string,
  role: AdminRole,
): Promise<AdminSession> {
  await ensureUser(db, email, ADMIN_PASSWORD, role);
  return signIn(app, db, email);
}

export function origin(app: FastifyInstance): string {
  return new URL(app.config.publicUrl).origin;
}

/** A console request: cookie, CSRF token and Origin unless the test overrides them. */
export function asAdmin(
  app: FastifyInstance,
  session: AdminSession,
  options: InjectOptions & { url: string },
): Promise<LightMyRequestResponse> {
  return app.inject({
    ...options,
    headers: {
      cookie: session.cookie,
      'x-csrf-token': session.csrfToken,
      origin: origin(app),
      ...(options.headers as Record<string, string> | undefined),
    },
  });
}

/** The office adds a news item (as JSON) and it is taken: 201. */
export async function addNews(
  app: FastifyInstance,
  session: AdminSession,
  news: { content: string; published_on: string },
): Promise<void> {
  const created = await asAdmin(app, session, { method: 'POST', url: '/api/admin/news', payload: news });
  expect(created.statusCode).toBe(201);
}

/** How a suite's uploads are named and typed (see namedFiles in ../payments/fixtures.ts). */
export interface UploadNaming {
  contentType: string;
  filename: (field: string, index: number) => string;
}

/**
 * The office signed in before a suite's tests (call it inside describeEachDatabase), with the console's requests:
 * JSON with send(), forms with files with sendForm(), their files named as `uploads` says.
 */
export function signedInOffice(server: () => TestServer, uploads: UploadNaming) {
  let session: AdminSession;
  beforeAll(async () => {
    session = await signIn(server().app, server().db);
  });
  return {
    session: () => session,
    send: (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, body?: object) =>
      asAdmin(server().app, session, { method, url, payload: body as Record<string, unknown> }),
    sendForm: (
      method: 'POST' | 'PUT',
      url: string,
      fields: Record<string, string>,
      files: Record<string, Buffer | Buffer[]> = {},
    ) =>
      asAdmin(server().app, session, {
        method,
        url,
        ...multipart(fields, namedFiles(files, uploads.contentType, uploads.filename)),
      }),
  };
}

/** An address in Hubballi, under the field names of the console's offline entry form. */
export const HUBBALLI_OFFLINE_ADDRESS = {
  city: 'Hubballi',
  tehsil: 'Hubballi',
  dist: 'Dharwad',
  state: 'Karnataka',
  address: '4 Market Road',
  pincode: '580020',
};

/** A ₹1,500 cash gift from Mahavir Patil of Belagavi, as the console's "Record an offline gift" form posts it. */
export const OFFLINE_CASH_GIFT = {
  kind: 'donation',
  mode: 'cash',
  first_name: 'Mahavir',
  middle_name: '',
  sur_name: 'Patil',
  mobile_no: '+91 98450 12345',
  email_id: 'mahavir@example.com',
  data_of_birth: '1970-05-01',
  gender: 'male',
  city: 'Belagavi',
  tehsil: 'Belagavi',
  dist: 'Belagavi',
  state: 'Karnataka',
  address: '12 Temple Street',
  pincode: '590001',
  pan: '',
  donation_type: 'general',
  donation_amount: '1500',
};
