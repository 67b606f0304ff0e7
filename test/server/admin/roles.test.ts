import {
  areaOfAdminRoute,
  LAST_OWNER_MESSAGE,
  roleOpens,
  ROLE_REFUSED_MESSAGE,
} from '../../../src/shared/adminRoles';
import { describeEachDatabase } from '../helpers/harness';
import {
  ADMIN_PASSWORD,
  asAdmin,
  ensureUser,
  signIn,
  signInWithRole,
  type AdminSession,
} from './adminHelpers';

// Roles in the office console: an editor keeps to the website's content, accounts to the records and receipts,
// an owner does everything. Owners can disable accounts (their sessions end at once) and every officer can
// change their own password. The console always keeps one active owner.

describe('the role table', () => {
  it('opens each area to the right roles', () => {
    expect(areaOfAdminRoute('GET', '/events/:id')).toBe('content');
    expect(areaOfAdminRoute('GET', '/donations')).toBe('records');
    expect(areaOfAdminRoute('GET', '/exports/form-10bd.csv')).toBe('records');
    expect(areaOfAdminRoute('POST', '/people/erase')).toBe('administration');
    expect(areaOfAdminRoute('GET', '/settings')).toBeNull();
    expect(areaOfAdminRoute('PUT', '/settings')).toBe('administration');
    expect(areaOfAdminRoute('POST', '/password')).toBeNull();
    expect(roleOpens('editor', 'content')).toBe(true);
    expect(roleOpens('editor', 'records')).toBe(false);
    expect(roleOpens('accounts', 'records')).toBe(true);
    expect(roleOpens('accounts', 'administration')).toBe(false);
    expect(roleOpens('owner', 'administration')).toBe(true);
  });
});

describeEachDatabase('office roles, disabled accounts and passwords', (server) => {
  let owner: AdminSession;
  const as = (session: AdminSession, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    asAdmin(server().app, session, { method, url, payload: payload as Record<string, unknown> | undefined });

  beforeAll(async () => {
    owner = await signIn(server().app, server().db);
  });

  it('lets an editor change content only, and accounts read records only', async () => {
    const { app, db } = server();
    const editor = await signInWithRole(app, db, 'editor@dbjs.example.org', 'editor');
    const accounts = await signInWithRole(app, db, 'accounts@dbjs.example.org', 'accounts');

    expect((await as(editor, 'GET', '/api/admin/events')).statusCode).toBe(200);
    expect(
      (
        await as(editor, 'POST', '/api/admin/news', {
          content: '<p>Paryushan</p>',
          published_on: '2026-08-20',
        })
      ).statusCode,
    ).toBe(201);
    const refused = await as(editor, 'GET', '/api/admin/donations');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: ROLE_REFUSED_MESSAGE });
    expect((await as(editor, 'GET', '/api/admin/users')).statusCode).toBe(403);

    expect((await as(accounts, 'GET', '/api/admin/donations')).statusCode).toBe(200);
    expect((await as(accounts, 'GET', '/api/admin/mail-outbox')).statusCode).toBe(200);
    expect(
      (await as(accounts, 'POST', '/api/admin/news', { content: '<p>x</p>', published_on: '2026-08-20' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await as(accounts, 'POST', '/api/admin/people/erase', { kind: 'enquiry', id: 1 })).statusCode,
    ).toBe(403);
    // Anyone signed in may read the settings; only an owner may change them.
    const settings = (await as(accounts, 'GET', '/api/admin/settings')).json().result;
    expect((await as(accounts, 'PUT', '/api/admin/settings', settings)).statusCode).toBe(403);
    expect((await as(owner, 'PUT', '/api/admin/settings', settings)).statusCode).toBe(200);
  });

  it('answers the dashboard figures to every role, as counts and sums only, without an audit entry', async () => {
    const { app, db } = server();
    const editor = await signInWithRole(app, db, 'figures@dbjs.example.org', 'editor');
    const answer = await as(editor, 'GET', '/api/admin/dashboard?include_test=1');
    expect(answer.statusCode).toBe(200);
    expect(Object.keys(answer.json()).sort()).toEqual(
      [
        'donations',
        'enquiries',
        'events',
        'memberships',
        'paid_donations',
        'paid_memberships',
        'memberships_awaiting_approval',
        'unsent_mails',
        'monthly_recurring_paise',
        'active_subscriptions',
        'subscriptions_ended_30_days',
        'halted_subscriptions',
        'paused_subscriptions',
        'money',
        'unpaid',
        'receipt_details_warning',
      ].sort(),
    );
    expect(answer.json().events).toBeGreaterThan(0);
    // Money as sums only: no names, no record ids.
    expect(JSON.stringify(answer.json().money)).not.toMatch(/name|email|receipt|"id"/);
    expect(JSON.stringify(answer.json().unpaid)).not.toMatch(/name|email|receipt|"id"/);
  });

  it('disables an account: its session ends at once and it can no longer sign in; enabling lets it back', async () => {
    const { app, db } = server();
    const id = await ensureUser(db, 'leaving@dbjs.example.org', ADMIN_PASSWORD, 'editor');
    const leaving = await signIn(app, db, 'leaving@dbjs.example.org');
    const disabled = await as(owner, 'PUT', `/api/admin/users/${id}`, { disabled: true });
    expect(disabled.json().result).toMatchObject({ id, disabled: true });
    expect((await as(leaving, 'GET', '/api/admin/events')).statusCode).toBe(401);
    const again = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'leaving@dbjs.example.org', password: ADMIN_PASSWORD },
      remoteAddress: '10.66.0.1',
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: 'Email or password is incorrect.' });
    await as(owner, 'PUT', `/api/admin/users/${id}`, { disabled: false, role: 'accounts' });
    const back = await signIn(app, db, 'leaving@dbjs.example.org');
    expect((await as(back, 'GET', '/api/admin/session')).json().user.role).toBe('accounts');
  });

  it('keeps at least one active owner', async () => {
    const users = (await as(owner, 'GET', '/api/admin/users')).json().result as Array<{
      id: number;
      role: string;
      disabled: boolean;
    }>;
    const owners = users.filter((user) => user.role === 'owner' && !user.disabled);
    expect(owners).toHaveLength(1);
    const demote = await as(owner, 'PUT', `/api/admin/users/${owners[0].id}`, { role: 'editor' });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().message).toBe(LAST_OWNER_MESSAGE);
    expect((await as(owner, 'PUT', `/api/admin/users/${owners[0].id}`, { disabled: true })).statusCode).toBe(
      400,
    );
    expect((await as(owner, 'PUT', '/api/admin/users/999999', { disabled: true })).statusCode).toBe(404);
    expect((await as(owner, 'PUT', `/api/admin/users/${owners[0].id}`, { role: 'king' })).statusCode).toBe(
      400,
    );
    // A change that names nothing changes nothing (it was a 500: an UPDATE with no column).
    const unchanged = await as(owner, 'PUT', `/api/admin/users/${owners[0].id}`, {});
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json().result).toMatchObject({ id: owners[0].id, role: 'owner', disabled: false });
  });

  it('changes an officer’s own password with the current one, ending their other sessions', async () => {
    const { app, db } = server();
    const here = await signInWithRole(app, db, 'changer@dbjs.example.org', 'editor');
    const elsewhere = await signIn(app, db, 'changer@dbjs.example.org');
    const wrong = await as(here, 'POST', '/api/admin/password', {
      current_password: 'not it',
      new_password: 'a new long passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.current_password).toBe('The current password is not correct.');
    const short = await as(here, 'POST', '/api/admin/password', {
      current_password: ADMIN_PASSWORD,
      new_password: 'short',
    });
    expect(short.json().errors.new_password).toMatch(/at least 12 characters/);
    const changed = await as(here, 'POST', '/api/admin/password', {
      current_password: ADMIN_PASSWORD,
      new_password: 'a new long passphrase',
    });
    expect(changed.statusCode).toBe(200);
    expect((await as(here, 'GET', '/api/admin/events')).statusCode).toBe(200);
    expect((await as(elsewhere, 'GET', '/api/admin/events')).statusCode).toBe(401);
    await expect(signIn(app, db, 'changer@dbjs.example.org', 'a new long passphrase')).resolves.toBeDefined();
  });
});
