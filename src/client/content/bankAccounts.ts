import {
  BANK_ACCOUNT_LABELS,
  isCompleteBankAccount,
  type BankAccount,
} from '../../shared/validation/siteDocuments';
import type { Settings } from '../../shared/schemas';

// Bank account details on the Pragati and Jinvijay magazine page (docs/product.md#other-pages: up to two bank
// account blocks). The accounts are site settings the office enters in the console (at most two), never
// values written here: until the office has entered a complete account, the page asks readers to contact the
// office instead.

export const BANK_DETAILS_MISSING = 'Please contact the office for bank details.';

export const BANK_DETAILS_MISSING_TEXT =
  'Call or write to the office and we will give you the account to pay into, and confirm your subscription when the transfer arrives.';

/** The rows of one account block, in the order a bank transfer form asks for them. */
export function bankAccountRows(account: BankAccount): [string, string][] {
  return [
    [BANK_ACCOUNT_LABELS.account_name, account.account_name],
    [BANK_ACCOUNT_LABELS.bank_name, account.bank_name],
    [BANK_ACCOUNT_LABELS.branch, account.branch],
    [BANK_ACCOUNT_LABELS.account_number, account.account_number],
    [BANK_ACCOUNT_LABELS.ifsc, account.ifsc],
  ];
}

/** The accounts to show: only complete ones (a half-entered account is worse than none), at most two. */
export function publicBankAccounts(settings: Partial<Settings> | undefined): BankAccount[] {
  const accounts = Array.isArray(settings?.bank_accounts) ? settings.bank_accounts : [];
  return accounts.filter(isCompleteBankAccount).slice(0, 2);
}
