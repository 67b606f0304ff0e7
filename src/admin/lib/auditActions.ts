import type { AuditEntry } from '../app/types';
import type { Column } from '../components/TableRows';
import { formatTimestamp } from './format';

/** What each audit action means, in the office's words (the dashboard shows them too). */
export const AUDIT_ACTIONS: Record<string, string> = {
  login: 'Signed in',
  'view-photo': 'Viewed a member photo',
  'view-identity': 'Viewed an identity document',
  'retention-delete-identity': 'Identity file deleted (retention)',
  erase: 'Erased personal data',
  'create-user': 'Created an office user',
  'resend-receipt': 'Resent a receipt',
  'send-receipt-copy': 'Sent a copy of a receipt to another address',
  'merge-profiles': 'Merged two donor profiles',
  'separate-profiles': 'Marked two donor profiles as different people',
  'unlink-profiles': 'Undid a decision about donor profiles',
  'login-failed': 'Failed sign-in',
  logout: 'Signed out',
  'view-records': 'Viewed a list of records',
  'view-record': 'Viewed a record',
  'view-receipt': 'Downloaded a receipt',
  export: 'Exported a file',
  'approve-membership': 'Approved a membership (gave it a number)',
  'reject-membership': 'Rejected a membership',
  'view-member-card': 'Downloaded a member card',
  change: 'Changed data',
};

/**
 * The audit log's columns: when, who, what and on what. The full log and the dashboard's recent activity name
 * the office user's column and an automatic entry's author each in their own words.
 */
export function auditColumns(who: string, system: string): Array<Column<AuditEntry>> {
  return [
    { header: 'When', cell: (entry) => formatTimestamp(entry.created_at), nowrap: true },
    { header: who, cell: (entry) => entry.user_email ?? system },
    { header: 'Action', cell: (entry) => AUDIT_ACTIONS[entry.action] ?? entry.action },
    { header: 'Subject', cell: (entry) => entry.subject },
  ];
}
