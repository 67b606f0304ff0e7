// The Sabha's bank accounts (shown on the magazine page for subscriptions by transfer) and its Form 10AC
// registration order (the donation page's "View Our Form 10AC (12A)" button) are office settings, entered in the
// console. Until the office fills them the public pages say so instead of showing a made-up value. The console
// and the server check them with these rules and messages.

export const MAX_BANK_ACCOUNTS = 2;

export interface BankAccount {
  account_name: string;
  bank_name: string;
  branch: string;
  account_number: string;
  ifsc: string;
}

export type BankAccountField = keyof BankAccount;

export const BANK_ACCOUNT_FIELDS: readonly BankAccountField[] = [
  'account_name',
  'bank_name',
  'branch',
  'account_number',
  'ifsc',
];

export const BANK_ACCOUNT_LABELS: Record<BankAccountField, string> = {
  account_name: 'Account name',
  bank_name: 'Bank',
  branch: 'Branch',
  account_number: 'Account number',
  ifsc: 'IFSC',
};

export const BANK_TEXT_MAX = 200;

export const SITE_DOCUMENT_MESSAGES = {
  required: (label: string) => `${label} is required.`,
  tooLong: (label: string) => `${label} must be at most ${BANK_TEXT_MAX} characters long.`,
  accountNumber: 'The account number must be 9 to 18 digits.',
  ifsc: 'The IFSC must be 11 characters: four letters, a zero, then six letters or digits (for example SBIN0001234).',
  tooManyAccounts: `Enter at most ${MAX_BANK_ACCOUNTS} bank accounts.`,
  form10acUrl: 'The Form 10AC link must start with https:// (or upload the PDF instead), or leave it empty.',
  form10acFile: 'Please choose the Form 10AC order as a PDF file of 5 MB or smaller.',
} as const;

// Indian bank account numbers are 9 to 18 digits; an IFSC is 4 bank letters, a 0, then a 6-character branch code.
const ACCOUNT_NUMBER = /^\d{9,18}$/;
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/;

/** Trims every field, drops spaces inside the account number and upper-cases the IFSC, as people type them. */
export function normaliseBankAccount(account: Partial<Record<BankAccountField, unknown>>): BankAccount {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    account_name: text(account.account_name),
    bank_name: text(account.bank_name),
    branch: text(account.branch),
    account_number: text(account.account_number).replace(/[\s-]/g, ''),
    ifsc: text(account.ifsc).toUpperCase(),
  };
}

/** The message of each bad field of one (normalised) account; empty when the account is fine. */
export function bankAccountErrors(account: BankAccount): Partial<Record<BankAccountField, string>> {
  const errors: Partial<Record<BankAccountField, string>> = {};
  for (const field of ['account_name', 'bank_name', 'branch'] as const) {
    const label = BANK_ACCOUNT_LABELS[field];
    if (!account[field]) errors[field] = SITE_DOCUMENT_MESSAGES.required(label);
    else if (account[field].length > BANK_TEXT_MAX) errors[field] = SITE_DOCUMENT_MESSAGES.tooLong(label);
  }
  if (!ACCOUNT_NUMBER.test(account.account_number))
    errors.account_number = SITE_DOCUMENT_MESSAGES.accountNumber;
  if (!IFSC.test(account.ifsc)) errors.ifsc = SITE_DOCUMENT_MESSAGES.ifsc;
  return errors;
}

/** Whether an account is a real, complete one (what the public page needs before it shows an account). */
export function isCompleteBankAccount(account: BankAccount): boolean {
  return Object.keys(bankAccountErrors(normaliseBankAccount(account))).length === 0;
}

/** Public files uploaded by the office are stored under this folder of the public uploads. */
export const FORM_10AC_UPLOAD_PATTERN = /^uploads\/documents\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}\.pdf$/;
const HTTPS_URL = /^https:\/\/[^\s"'<>\\]+$/;
export const FORM_10AC_URL_MAX = 500;

/**
 * form_10ac_url is empty (no document yet), a PDF the office uploaded (uploads/documents/<name>.pdf, loaded
 * from the API base like images) or an https:// link to the order elsewhere.
 */
export function form10acUrlError(value: string): string | null {
  if (value === '') return null;
  if (value.length > FORM_10AC_URL_MAX) return SITE_DOCUMENT_MESSAGES.form10acUrl;
  return FORM_10AC_UPLOAD_PATTERN.test(value) || HTTPS_URL.test(value)
    ? null
    : SITE_DOCUMENT_MESSAGES.form10acUrl;
}

/** A PDF starts with "%PDF-" (checked by its bytes, never by its name or declared type). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const magic = [0x25, 0x50, 0x44, 0x46, 0x2d];
  return bytes.length > magic.length && magic.every((byte, index) => bytes[index] === byte);
}
