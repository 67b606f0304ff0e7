import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { writeAudit } from '../../admin/audit';
import { readCookie, setCookie } from '../../admin/cookies';
import {
  dummyPasswordHash,
  PASSWORD_MIN_LENGTH,
  EMAIL_PATTERN,
  generatePassword,
  hashPassword,
  normalizeEmail,
  verifyPassword,
} from '../../admin/auth';
import {
  createConcurrencyGate,
  createLoginLimiter,
  LOGIN_BUSY_MESSAGE,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_RATE_LIMITED_MESSAGE,
} from '../../admin/loginLimiter';
import {
  cookieIsSecure,
  createSession,
  deleteSession,
  deleteSessionsOf,
  hashSessionId,
  SESSION_ABSOLUTE_MS,
  SESSION_COOKIE,
} from '../../admin/sessions';
import { usesSandboxGateway } from '../../config';
import { HttpError } from '../../plugins/errors';
import {
  countActiveOwners,
  findAdminUser,
  findAdminUserByEmail,
  insertAdminUser,
  listAdminUsers,
  updateAdminUser,
  userAnswer,
} from '../../repositories/admin/users';
import { ADMIN_ROLES, LAST_OWNER_MESSAGE } from '../../../shared/adminRoles';
import { currentUser, idParam, invalid, NOT_FOUND_MESSAGE, parseOrThrow } from './shared';

export const LOGIN_PATH = '/api/admin/login';
export const WRONG_CREDENTIALS_MESSAGE = 'Email or password is incorrect.';
const COOKIE_PATH = '/api/admin';

export function clearSessionCookie(app: FastifyInstance, reply: FastifyReply): void {
  setCookie(reply, SESSION_COOKIE, '', {
    path: COOKIE_PATH,
    secure: cookieIsSecure(app.config.publicUrl),
    maxAge: 0,
  });
}

const loginSchema = z.object({
  email: z
    .string({ message: 'Please enter your email.' })
    .trim()
    .min(1, { message: 'Please enter your email.' })
    .max(254),
  password: z
    .string({ message: 'Please enter your password.' })
    .min(1, { message: 'Please enter your password.' })
    .max(1024),
});

const roleSchema = z.enum(ADMIN_ROLES, { message: 'Please choose a role: owner, editor or accounts.' });

const newUserSchema = z.object({
  email: z
    .string({ message: 'Please enter an email address.' })
    .trim()
    .max(254, { message: 'Please enter a valid email address.' })
    .regex(EMAIL_PATTERN, { message: 'Please enter a valid email address.' }),
  /** Least power unless chosen: an editor of the website's content. */
  role: roleSchema.default('editor'),
});

const userChangeSchema = z.object({
  role: roleSchema.optional(),
  disabled: z.boolean({ message: 'disabled must be true or false.' }).optional(),
});

const passwordChangeSchema = z.object({
  current_password: z
    .string({ message: 'Please enter your current password.' })
    .min(1, { message: 'Please enter your current password.' })
    .max(1024),
  new_password: z
    .string({ message: 'Please enter a new password.' })
    .min(PASSWORD_MIN_LENGTH, {
      message: `The new password must have at least ${PASSWORD_MIN_LENGTH} characters.`,
    })
    .max(1024, { message: 'The new password is too long.' }),
});

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const limiter = createLoginLimiter(app.db, { prefix: 'login' });
  const addressLimiter = createLoginLimiter(app.db, {
    prefix: 'login-address',
    max: LOGIN_MAX_FAILURES_PER_ADDRESS,
  });
  const hashGate = createConcurrencyGate();

  app.post('/login', async (request, reply) => {
    const { email, password } = parseOrThrow(loginSchema, request.body);
    const normalized = normalizeEmail(email);
    const key = `${request.ip}|${normalized}`;
    if ((await limiter.blocked(key)) || (await addressLimiter.blocked(request.ip)))
      throw new HttpError(429, LOGIN_RATE_LIMITED_MESSAGE);
    const user = await findAdminUserByEmail(app.db, normalized);
    // An unknown email is checked against a dummy hash: the answer takes as long and says the same.
    const storedHash = user?.passwordHash ?? (await dummyPasswordHash());
    const valid = await hashGate.run(() => verifyPassword(password, storedHash));
    if (valid === null) throw new HttpError(429, LOGIN_BUSY_MESSAGE);
    // A disabled account is answered like a wrong password: the answer tells an outsider nothing.
    if (!user || !valid || user.disabledAt) {
      await limiter.fail(key);
      await addressLimiter.fail(request.ip);
      // Bounded by the limits above: at most 30 entries per address in 15 minutes.
      await writeAudit(app.db, {
        userId: user?.id ?? null,
        action: 'login-failed',
        subject: `email:${normalized}`,
      });
      throw new HttpError(401, WRONG_CREDENTIALS_MESSAGE);
    }
    await limiter.clear(key);
    // A session that came with the request ends: every login starts a new one (no fixation).
    const previous = readCookie(request, SESSION_COOKIE);
    if (previous) await deleteSession(app.db, hashSessionId(previous));
    const session = await createSession(app.db, user.id);
    await writeAudit(app.db, { userId: user.id, action: 'login', subject: `user:${user.id}` });
    setCookie(reply, SESSION_COOKIE, session.cookieValue, {
      path: COOKIE_PATH,
      secure: cookieIsSecure(app.config.publicUrl),
      maxAge: SESSION_ABSOLUTE_MS / 1000,
    });
    return {
      user: { id: user.id, email: user.email, role: user.role },
      csrfToken: session.csrfToken,
      sandbox: usesSandboxGateway(app.config),
    };
  });

  app.get('/session', async (request) => {
    return {
      user: currentUser(request),
      csrfToken: request.adminSession?.csrfToken,
      // The console then shows sandbox (test) payments, since they are all this server takes.
      sandbox: usesSandboxGateway(app.config),
    };
  });

  app.post('/logout', async (request, reply) => {
    if (request.adminSession) await deleteSession(app.db, request.adminSession.idHash);
    const user = request.adminUser;
    if (user) await writeAudit(app.db, { userId: user.id, action: 'logout', subject: `user:${user.id}` });
    clearSessionCookie(app, reply);
    return { message: 'Signed out.' };
  });

  app.get('/users', async () => ({ result: await listAdminUsers(app.db) }));

  app.post('/users', async (request, reply) => {
    const user = currentUser(request);
    const body = parseOrThrow(newUserSchema, request.body);
    const email = normalizeEmail(body.email);
    if (await findAdminUserByEmail(app.db, email))
      invalid({ email: 'An office account with this email already exists.' });
    const password = generatePassword();
    const created = await insertAdminUser(app.db, {
      email,
      passwordHash: await hashPassword(password),
      createdBy: user.id,
      role: body.role,
    });
    await writeAudit(app.db, { userId: user.id, action: 'create-user', subject: `user:${created.id}` });
    return reply.code(201).send({ user: userAnswer(created), password });
  });

  // An owner changes an account's role or disables it (or enables it again); the console always keeps an owner.
  app.put('/users/:id', async (request) => {
    const id = idParam(request);
    const change = parseOrThrow(userChangeSchema, request.body);
    const target = await findAdminUser(app.db, id);
    if (!target) throw new HttpError(404, NOT_FOUND_MESSAGE);
    const wasActiveOwner = target.role === 'owner' && !target.disabledAt;
    const staysActiveOwner =
      (change.role ?? target.role) === 'owner' && !(change.disabled ?? !!target.disabledAt);
    if (wasActiveOwner && !staysActiveOwner && (await countActiveOwners(app.db)) <= 1) {
      throw new HttpError(400, LAST_OWNER_MESSAGE);
    }
    const disabledAt =
      change.disabled === undefined ? undefined : change.disabled ? (target.disabledAt ?? new Date()) : null;
    const updated = await updateAdminUser(app.db, id, { role: change.role, disabledAt });
    if (disabledAt) await deleteSessionsOf(app.db, id);
    return { result: userAnswer(updated!) };
  });

  // Any officer changes their own password with the current one; their other sessions end.
  app.post('/password', async (request) => {
    const user = currentUser(request);
    const body = parseOrThrow(passwordChangeSchema, request.body);
    const row = await findAdminUser(app.db, user.id);
    const valid = row && (await hashGate.run(() => verifyPassword(body.current_password, row.passwordHash)));
    if (valid === null) throw new HttpError(429, LOGIN_BUSY_MESSAGE);
    if (!valid) invalid({ current_password: 'The current password is not correct.' });
    await updateAdminUser(app.db, user.id, { passwordHash: await hashPassword(body.new_password) });
    await deleteSessionsOf(app.db, user.id, request.adminSession?.idHash);
    return { message: 'Your password was changed.' };
  });
}
