// Who may do what in the office console. One table for the server (which refuses with 403) and the console
// (which shows each officer only the sections their role opens).

export const ADMIN_ROLES = ['owner', 'editor', 'accounts'] as const;
export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ROLE_LABELS: Record<AdminRole, string> = {
  owner: 'Owner: everything, including users, settings and erasure',
  editor: 'Editor: website content',
  accounts: 'Accounts: records, receipts, mails and exports',
};

/** The console's areas; a route outside every area is open to any signed-in officer. */
export type AdminArea = 'content' | 'records' | 'administration';

const AREAS_OF_ROLE: Record<AdminRole, readonly AdminArea[]> = {
  owner: ['content', 'records', 'administration'],
  editor: ['content'],
  accounts: ['records'],
};

export const ROLE_REFUSED_MESSAGE = 'Your role does not allow this. Please ask an owner of the console.';
export const LAST_OWNER_MESSAGE = 'The console needs at least one active owner.';

const CONTENT = [
  '/events',
  '/news',
  '/categories',
  '/board-members',
  '/president',
  '/awards',
  '/matrimony-cards',
];
const RECORDS = [
  '/enquiries',
  '/memberships',
  '/donations',
  '/subscriptions',
  '/exports',
  '/form-10be',
  '/orders',
  '/mail-outbox',
  '/profiles',
];
const ADMINISTRATION = ['/users', '/audit', '/retention', '/people'];

const under = (path: string, prefixes: string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** The area of a console API route (path relative to /api/admin), or null when every officer may use it. */
export function areaOfAdminRoute(method: string, path: string): AdminArea | null {
  if (under(path, CONTENT)) return 'content';
  if (under(path, RECORDS)) return 'records';
  if (under(path, ADMINISTRATION)) return 'administration';
  // Anyone may read the settings (the site's own contact details); only an owner changes them.
  if (under(path, ['/settings'])) return method === 'GET' ? null : 'administration';
  return null;
}

export function roleOpens(role: AdminRole, area: AdminArea | null): boolean {
  // An unknown role (an answer from an older server) opens nothing beyond what every officer may use.
  return area === null || (AREAS_OF_ROLE[role]?.includes(area) ?? false);
}
