import { eq, sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../../src/server/admin/auth';
import { cookieIsSecure, createSession, hashSessionId } from '../../../src/server/admin/sessions';
import { adminSessions, auditLog } from '../../../src/server/db/schema';
import type { Db } from '../../../src/server/db/client';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { describeEachDatabase } from '../helpers/harness';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  asAdmin,
  ensureUser,
  origin,
  sessionCookieOf,
  signIn,
} from './adminHelpers';

// Sign-in, sessions, CSRF and origin checks, and the gate in front of every admin route.

const JSON_BODY = { content: '<p>Refused news</p>', published_on: '2026-01-01', email: 'x@example.org' };

type Route = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };

/** A section the console edits with JSON bodies: its list, and adding, changing and deleting item 1. */
const jsonSection = (url: string): Route[] => [
  { method: 'GET', url },
  { method: 'POST', url, payload: JSON_BODY },
  { method: 'PUT', url: `${url}/1`, payload: JSON_BODY },
  { method: 'DELETE', url: `${url}/1` },
];

/** Every route of docs/admin-api.md, with ids that exist in the demo content. */
const ROUTES: Route[] = [
  { method: 'GET', url: '/api/admin/session' },
  { method: 'POST', url: '/api/admin/logout' },
  { method: 'GET', url: '/api/admin/users' },
  { method: 'POST', url: '/api/admin/users', payload: { email: 'intruder@example.org' } },
  ...jsonSection('/api/admin/events'),
  { method: 'GET', url: '/api/admin/events/1' },
  ...jsonSection('/api/admin/news'),
  { method: 'GET', url: '/api/admin/categories' },
  {
    method: 'POST',
    url: '/api/admin/categories',
    payload: { parent_name: 'awards', category_name: 'Refused' },
  },
  { method: 'PUT', url: '/api/admin/categories/1', payload: { category_name: 'Refused', sort_order: 1 } },
  { method: 'DELETE', url: '/api/admin/categories/1' },
  ...jsonSection('/api/admin/board-members'),
  { method: 'GET', url: '/api/admin/president' },
  { method: 'PUT', url: '/api/admin/president', payload: JSON_BODY },
  { method: 'GET', url: '/api/admin/awards' },
  {
    method: 'POST',
    url: '/api/admin/awards',
    payload: { category_id: 1, title: 'Refused', description: 'x' },
  },
  {
    method: 'PUT',
    url: '/api/admin/awards/1',
    payload: { category_id: 1, title: 'Refused', description: 'x' },
  },
  { method: 'DELETE', url: '/api/admin/awards/1' },
  ...jsonSection('/api/admin/matrimony-cards'),
  { method: 'GET', url: '/api/admin/settings' },
  { method: 'PUT', url: '/api/admin/settings', payload: { site_copyright: 'Refused' } },
  { method: 'GET', url: '/api/admin/enquiries' },
  { method: 'GET', url: '/api/admin/enquiries/1' },
  { method: 'GET', url: '/api/admin/memberships' },
  { method: 'GET', url: '/api/admin/memberships/1' },
  { method: 'GET', url: '/api/admin/memberships/1/photo' },
  { method: 'GET', url: '/api/admin/memberships/1/identity' },
  { method: 'GET', url: '/api/admin/donations' },
  { method: 'GET', url: '/api/admin/donations/1' },
  { method: 'GET', url: '/api/admin/audit' },
  { method: 'GET', url: '/api/admin/exports/enquiries.csv?from=2020-01-01&to=2030-01-01' },
  { method: 'GET', url: '/api/admin/exports/memberships.csv?from=2020-01-01&to=2030-01-01' },
  { method: 'GET', url: '/api/admin/exports/donations.csv?from=2020-01-01&to=2030-01-01' },
  { method: 'GET', url: '/api/admin/exports/form-10bd.csv?fy=2025' },
  { method: 'GET', url: '/api/admin/orders/1/receipt.pdf' },
  { method: 'POST', url: '/api/admin/orders/1/resend-receipt' },
  { method: 'POST', url: '/api/admin/retention/run' },
  { method: 'POST', url: '/api/admin/people/erase', payload: { kind: 'enquiry', id: 1 } },
];
const STATE_CHANGING = ROUTES.filter((route) => route.method !== 'GET');

/** `route` sent with exactly these headers (each test sets its own cookie, token and origin). */
const requestRoute = (app: FastifyInstance, route: Route, headers: InjectOptions['headers']) =>
  app.inject({ method: route.method, url: route.url, payload: route.payload, headers });

/** Everything a refused request could have changed. */
async function fingerprint(db: Db): Promise<string> {
  const tables = [
    'events',
    'news',
    'categories',
    'board_members',
    'presidents',
    'awards',
    'matrimony_cards',
    'site_settings',
    'admin_users',
    'enquiries',
    'audit_log',
  ];
  const parts: unknown[] = [];
  for (const table of tables) {
    const result = await db.execute(
      sql.raw(
        `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h, count(*)::int AS n FROM ${table} t`,
      ),
    );
    parts.push((result as unknown as { rows: unknown[] }).rows[0]);
  }
  return JSON.stringify(parts);
}

describeEachDatabase('office console: sign-in and the gate', (server) => {
  const login = (email: string, password: string, headers: Record<string, string> = {}) =>
    server().app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password }, headers });

  it('hashes passwords with scrypt and a salt per user, and verifies them', async () => {
    const a = await hashPassword('same password');
    const b = await hashPassword('same password');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same password', a)).toBe(true);
    expect(await verifyPassword('other password', a)).toBe(false);
    expect(await verifyPassword('same password', 'garbage')).toBe(false);
  });

  it('logs in with a new HttpOnly, SameSite=Strict cookie and a CSRF token, and GET /session answers the user', async () => {
    const { app, db } = server();
    await ensureUser(db);
    const first = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      user: { id: expect.any(Number), email: ADMIN_EMAIL, role: 'owner' },
      csrfToken: expect.any(String),
      // The test servers take payments through the sandbox gateway.
      sandbox: true,
    });
    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(/^dbjs_admin=[0-9a-f]{32};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/api/admin');
    // PUBLIC_URL is http://localhost:8080 in tests: no Secure flag there, Secure everywhere else.
    expect(setCookie).not.toContain('Secure');
    expect(cookieIsSecure('https://dbjs.org')).toBe(true);
    expect(cookieIsSecure('http://127.0.0.1:8080')).toBe(false);
    expect(cookieIsSecure('http://localhost.evil.org')).toBe(true);

    const cookie = sessionCookieOf(first);
    const [row] = await db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.idHash, hashSessionId(cookie.split('=')[1])));
    expect(row).toBeDefined();

    const session = await app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({
      user: { id: row.userId, email: ADMIN_EMAIL, role: 'owner' },
      csrfToken: first.json().csrfToken,
      sandbox: true,
    });
    expect(session.headers['cache-control']).toBe('no-store');

    // A second login (even presenting the old cookie) gets a new id; the old session ends.
    const second = await login(ADMIN_EMAIL, ADMIN_PASSWORD, { cookie });
    expect(sessionCookieOf(second)).not.toBe(cookie);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/session', headers: { cookie } })).statusCode,
    ).toBe(401);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const { db } = server();
    await ensureUser(db);
    const wrong = await login(ADMIN_EMAIL, 'not the password');
    const unknown = await login('nobody@example.org', ADMIN_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Email or password is incorrect.' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect((await login('', '')).statusCode).toBe(400);
  });

  it('refuses a sixth failed attempt for 15 minutes, even with the right password', async () => {
    const { db } = server();
    await ensureUser(db, 'limited@dbjs.example.org', ADMIN_PASSWORD);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login('limited@dbjs.example.org', 'wrong')).statusCode).toBe(401);
    }
    const blocked = await login('limited@dbjs.example.org', ADMIN_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Too many login attempts. Please wait 15 minutes and try again.',
    });
    // Another account from the same address is not affected.
    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('limits one address that sprays many emails, before any password is hashed', async () => {
    const remoteAddress = '10.77.0.1';
    const attempt = (email: string) =>
      server().app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email, password: 'guess' },
        remoteAddress,
      });
    for (let n = 0; n < 30; n += 1) {
      expect((await attempt(`sprayed-${n}@example.org`)).statusCode).toBe(401);
    }
    const blocked = await attempt('one-more@example.org');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Too many login attempts. Please wait 15 minutes and try again.',
    });
    // Another address is not affected.
    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('logout deletes the session row and the cookie no longer works', async () => {
    const { app, db } = server();
    const session = await signIn(app, db);
    const idHash = hashSessionId(session.cookie.split('=')[1]);
    const out = await asAdmin(app, session, { method: 'POST', url: '/api/admin/logout' });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/dbjs_admin=;/);
    expect(await db.select().from(adminSessions).where(eq(adminSessions.idHash, idHash))).toHaveLength(0);
    const after = await asAdmin(app, session, { method: 'GET', url: '/api/admin/session' });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'Please sign in.' });
  });

  it('creates further office users with a generated password shown once', async () => {
    const { app, db } = server();
    const session = await signIn(app, db);
    const created = await asAdmin(app, session, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { email: 'Second@DBJS.example.org ' },
    });
    expect(created.statusCode).toBe(201);
    const { user, password } = created.json();
    expect(user.email).toBe('second@dbjs.example.org');
    // Without a chosen role, the least: an editor of the website's content.
    expect(user).toMatchObject({ role: 'editor', disabled: false });
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    expect((await login('second@dbjs.example.org', password)).statusCode).toBe(200);
    const duplicate = await asAdmin(app, session, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { email: 'second@dbjs.example.org' },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors.email).toBeDefined();
    const list = await asAdmin(app, session, { method: 'GET', url: '/api/admin/users' });
    expect(list.json().result.map((u: { email: string }) => u.email)).toContain('second@dbjs.example.org');
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'create-user'));
    expect(audit.map((row) => row.subject)).toContain(`user:${user.id}`);
  });

  describe('every admin route', () => {
    it('refuses requests without a session (401) and changes nothing', async () => {
      const { app, db } = server();
      const before = await fingerprint(db);
      for (const route of ROUTES) {
        const response = await requestRoute(app, route, { origin: origin(app) });
        expect([route.url, response.statusCode]).toEqual([route.url, 401]);
        expect(response.json()).toEqual({ message: 'Please sign in.' });
      }
      // A made-up cookie is no better.
      const forged = await app.inject({
        method: 'GET',
        url: '/api/admin/session',
        headers: { cookie: `dbjs_admin=${'0'.repeat(32)}` },
      });
      expect(forged.statusCode).toBe(401);
      expect(await fingerprint(db)).toBe(before);
    });

    it.each([
      ['idle for more than 30 minutes', { lastSeenAt: new Date(Date.now() - 31 * 60_000) }],
      ['older than 12 hours', { createdAt: new Date(Date.now() - 12 * 60 * 60_000 - 60_000) }],
    ])('refuses a session %s (401), deletes it and changes nothing', async (_label, change) => {
      const { app, db } = server();
      const userId = await ensureUser(db);
      const before = await fingerprint(db);
      for (const route of ROUTES) {
        const { cookieValue, csrfToken } = await createSession(db, userId);
        const idHash = hashSessionId(cookieValue);
        await db.update(adminSessions).set(change).where(eq(adminSessions.idHash, idHash));
        const response = await requestRoute(app, route, {
          cookie: `dbjs_admin=${cookieValue}`,
          'x-csrf-token': csrfToken,
          origin: origin(app),
        });
        expect([route.url, response.statusCode]).toEqual([route.url, 401]);
        expect(response.json()).toEqual({ message: 'Your session has expired. Please sign in again.' });
        expect(await db.select().from(adminSessions).where(eq(adminSessions.idHash, idHash))).toHaveLength(0);
      }
      expect(await fingerprint(db)).toBe(before);
    });

    it('refuses state-changing requests with a missing or wrong CSRF token (403) and changes nothing', async () => {
      const { app, db } = server();
      const session = await signIn(app, db);
      const before = await fingerprint(db);
      for (const route of STATE_CHANGING) {
        for (const token of [undefined, 'wrong-token', `${session.csrfToken}x`]) {
          const headers: Record<string, string> = { cookie: session.cookie, origin: origin(app) };
          if (token) headers['x-csrf-token'] = token;
          const response = await requestRoute(app, route, headers);
          expect([route.url, response.statusCode]).toEqual([route.url, 403]);
          expect(response.json().message).toMatch(/could not be verified/);
        }
      }
      expect(await fingerprint(db)).toBe(before);
      // The session itself is still good.
      expect((await asAdmin(app, session, { method: 'GET', url: '/api/admin/session' })).statusCode).toBe(
        200,
      );
    });

    it('refuses state-changing requests from another origin or with none (403) and changes nothing', async () => {
      const { app, db } = server();
      const session = await signIn(app, db);
      const before = await fingerprint(db);
      for (const route of STATE_CHANGING) {
        for (const headers of [
          { origin: 'https://evil.example.org' },
          { origin: 'null' },
          { referer: 'https://evil.example.org/admin' },
          { origin: 'http://localhost:8080.evil.org' },
          {},
        ]) {
          const response = await requestRoute(app, route, {
            cookie: session.cookie,
            'x-csrf-token': session.csrfToken,
            ...headers,
          });
          expect([route.url, JSON.stringify(headers), response.statusCode]).toEqual([
            route.url,
            JSON.stringify(headers),
            403,
          ]);
        }
      }
      expect(await fingerprint(db)).toBe(before);
    });

    it("accepts the request's own host or a Referer of the site as the origin", async () => {
      const { app, db } = server();
      const session = await signIn(app, db);
      const ownHost = await app.inject({
        method: 'POST',
        url: '/api/admin/retention/run',
        headers: {
          cookie: session.cookie,
          'x-csrf-token': session.csrfToken,
          host: 'office.dbjs.example.org',
          origin: 'https://office.dbjs.example.org',
        },
      });
      expect(ownHost.statusCode).toBe(200);
      const referer = await app.inject({
        method: 'POST',
        url: '/api/admin/retention/run',
        headers: {
          cookie: session.cookie,
          'x-csrf-token': session.csrfToken,
          referer: `${origin(app)}/admin/settings`,
        },
      });
      expect(referer.statusCode).toBe(200);
    });
  });
});
