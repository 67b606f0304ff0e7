import type { AuditAction } from './audit';

// Which office requests the audit log records, decided in one place from the route: every read of personal data
// (record lists and records, exports, receipt PDFs) and every change. Routes that write a more specific entry of
// their own (sign-in, file views, erasure, users created, receipts resent) are left to that entry.

export interface AuditEntryDraft {
  action: AuditAction;
  subject: string;
}

const ADMIN_PREFIX = '/api/admin';

/** Routes whose handlers write their own, more specific audit entry. */
const SELF_AUDITED = new Set([
  'POST /login',
  'POST /logout',
  'POST /users',
  'POST /people/erase',
  'POST /orders/:id/resend-receipt',
  'POST /orders/:id/receipt-copy',
  'POST /profiles/links',
  'DELETE /profiles/links/:id',
  'GET /memberships/:id/photo',
  'GET /memberships/:id/identity',
  'POST /memberships/:id/approve',
  'POST /memberships/:id/reject',
  'GET /memberships/:id/card.pdf',
]);

const RECORD_LISTS: Record<string, string> = {
  '/enquiries': 'enquiries',
  '/memberships': 'memberships',
  '/donations': 'donations',
  '/subscriptions': 'subscriptions',
  '/profiles': 'profiles',
};

const RECORD_VIEWS: Record<string, string> = {
  '/enquiries/:id': 'enquiry',
  '/memberships/:id': 'membership',
  '/donations/:id': 'donation',
  '/profiles/:key': 'profile',
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The audit entry a successful office request leaves, or null when it touches no personal data and changes nothing. */
export function auditEntryFor(
  method: string,
  routeUrl: string | undefined,
  params: unknown,
): AuditEntryDraft | null {
  if (!routeUrl?.startsWith(ADMIN_PREFIX)) return null;
  const route = routeUrl.slice(ADMIN_PREFIX.length).replace(/\/$/, '') || '/';
  if (SELF_AUDITED.has(`${method} ${route}`)) return null;
  const named = params as { id?: unknown; key?: unknown; fy?: unknown } | undefined;
  // A financial year names what a Form 10BD filing route changed (DELETE /exports/form-10bd/filings/:fy).
  const id = named?.id ?? named?.key ?? named?.fy;
  const withId = (subject: string) =>
    typeof id === 'string' || typeof id === 'number' ? `${subject}:${id}` : subject;

  if (STATE_CHANGING.has(method)) return { action: 'change', subject: withId(`${method} ${route}`) };
  if (method !== 'GET') return null;
  if (RECORD_LISTS[route]) return { action: 'view-records', subject: RECORD_LISTS[route] };
  if (RECORD_VIEWS[route]) return { action: 'view-record', subject: withId(RECORD_VIEWS[route]) };
  if (route.startsWith('/exports/')) return { action: 'export', subject: route.slice('/exports/'.length) };
  if (route === '/orders/:id/receipt.pdf') return { action: 'view-receipt', subject: withId('order') };
  return null;
}
