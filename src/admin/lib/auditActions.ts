/** What each audit action means, in the office's words (the dashboard shows them too). */
export const AUDIT_ACTIONS: Record<string, string> = {
  login: 'Signed in',
  'view-photo': 'Viewed a member photo',
  'view-identity': 'Viewed an identity document',
  'retention-delete-identity': 'Identity file deleted (retention)',
  erase: 'Erased personal data',
  'create-user': 'Created an office user',
  'resend-receipt': 'Resent a receipt',
  'login-failed': 'Failed sign-in',
  logout: 'Signed out',
  'view-records': 'Viewed a list of records',
  'view-record': 'Viewed a record',
  'view-receipt': 'Downloaded a receipt',
  export: 'Exported a file',
  change: 'Changed data',
};
