import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { areaOfAdminRoute, roleOpens, ROLE_REFUSED_MESSAGE } from '../../../shared/adminRoles';
import { writeAudit } from '../../admin/audit';
import { auditEntryFor } from '../../admin/auditTrail';
import { readCookie } from '../../admin/cookies';
import {
  CSRF_FAILED_MESSAGE,
  CSRF_HEADER,
  isStateChanging,
  originAllowed,
  tokensMatch,
} from '../../admin/csrf';
import { loadSession, SESSION_COOKIE } from '../../admin/sessions';
import { ADMIN_MULTIPART_LIMITS } from '../../admin/uploads';
import authRoutes, { clearSessionCookie, LOGIN_PATH } from './auth';
import booksRoutes from './books';
import contentAdminRoutes from './content';
import dataProtectionRoutes from './dataProtection';
import dashboardRoutes from './dashboard';
import exportRoutes from './exports';
import form10beRoutes from './form10be';
import mailRoutes from './mail';
import profileRoutes from './profiles';
import receiptDetailsRoutes from './receiptDetails';
import recordRoutes from './records';
import refundRoutes from './refunds';
import subscriptionAdminRoutes from './subscriptions';
import './shared';

// The office console's API under /api/admin (docs/admin-api.md). One gate for every route but login: a live
// session (401 otherwise), and for state-changing requests the session's CSRF token and the site's own origin
// (403 otherwise). The gate runs on onRequest, before any body is read, so a refused request changes nothing.

export const SIGN_IN_MESSAGE = 'Please sign in.';
const ADMIN_PREFIX = '/api/admin';
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';

export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, { throwFileSizeLimit: false, limits: ADMIN_MULTIPART_LIMITS });
  }
  app.decorateRequest('adminUser', null);
  app.decorateRequest('adminSession', null);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (request.method === 'POST' && request.routeOptions.url === LOGIN_PATH) return;
    const session = await loadSession(app.db, readCookie(request, SESSION_COOKIE));
    if (session.status !== 'ok') {
      clearSessionCookie(app, reply);
      return reply
        .code(401)
        .send({ message: session.status === 'expired' ? SESSION_EXPIRED_MESSAGE : SIGN_IN_MESSAGE });
    }
    if (isStateChanging(request.method)) {
      const tokenOk = tokensMatch(session.csrfToken, request.headers[CSRF_HEADER]);
      if (!tokenOk || !originAllowed(request, app.config.publicUrl)) {
        return reply.code(403).send({ message: CSRF_FAILED_MESSAGE });
      }
    }
    // Roles (src/shared/adminRoles.ts): an editor keeps to the website's content, accounts to the records.
    const route = (request.routeOptions.url ?? '').slice(ADMIN_PREFIX.length);
    if (!roleOpens(session.user.role, areaOfAdminRoute(request.method, route))) {
      return reply.code(403).send({ message: ROLE_REFUSED_MESSAGE });
    }
    request.adminUser = session.user;
    request.adminSession = { idHash: session.idHash, csrfToken: session.csrfToken };
  });

  // Any change the office makes may show on the public site. Every state-changing request of a signed-in
  // officer drops the public read cache of this and every other instance (plugins/readCache.ts), before its
  // answer leaves, so the officer's next look at the site shows the change. Refused requests (no session, bad
  // CSRF token) never get here with a user, so nobody else can empty the cache.
  app.addHook('onSend', async (request) => {
    if (request.adminUser && isStateChanging(request.method)) await app.contentChanged();
  });

  // The audit trail: every successful read of personal data and every change by a signed-in officer is written
  // before the answer leaves (admin/auditTrail.ts decides which).
  app.addHook('onSend', async (request, reply) => {
    if (!request.adminUser || reply.statusCode >= 400) return;
    const entry = auditEntryFor(request.method, request.routeOptions.url, request.params);
    if (entry) await writeAudit(app.db, { userId: request.adminUser.id, ...entry });
  });

  // Each area's routes, in this order.
  for (const routes of [
    authRoutes,
    contentAdminRoutes,
    recordRoutes,
    exportRoutes,
    dataProtectionRoutes,
    mailRoutes,
    dashboardRoutes,
    receiptDetailsRoutes,
    booksRoutes,
    form10beRoutes,
    refundRoutes,
    subscriptionAdminRoutes,
    profileRoutes,
  ])
    await app.register(routes);
}
