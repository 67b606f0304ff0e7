// Bank account details shown on the Pragati and Jinvijay magazine page (SPEC.md section 2: 'two bank account
// detail blocks'). The Sabha's real account details were not supplied with the specification, so these are
// SAMPLE values, marked as such on screen. The Sabha office replaces them here, in one place, and sets
// `isSample` to false; nothing else needs to change.

export interface BankAccount {
  id: string;
  /** What the account is for. */
  title: string;
  accountName: string;
  bankName: string;
  branch: string;
  accountNumber: string;
  ifsc: string;
  accountType: string;
  /** True while the values are placeholders; the page then shows a warning not to transfer money. */
  isSample: boolean;
}

export const SAMPLE_NOTICE = 'SAMPLE — to be replaced by the Sabha office';

export const BANK_ACCOUNTS: BankAccount[] = [
  {
    id: 'magazine',
    title: 'Magazine subscriptions (Pragati and Jinvijay)',
    accountName: 'Dakshin Bharat Jain Sabha – Pragati and Jinvijay',
    bankName: 'SAMPLE BANK',
    branch: 'Sangli (sample)',
    accountNumber: '000000000001',
    ifsc: 'SMPL0000001',
    accountType: 'Current account',
    isSample: true,
  },
  {
    id: 'sabha',
    title: 'Dakshin Bharat Jain Sabha (general account)',
    accountName: 'Dakshin Bharat Jain Sabha',
    bankName: 'SAMPLE BANK',
    branch: 'Sangli (sample)',
    accountNumber: '000000000002',
    ifsc: 'SMPL0000002',
    accountType: 'Savings account',
    isSample: true,
  },
];
