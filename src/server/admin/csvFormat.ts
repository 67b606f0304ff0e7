import { OFFLINE_MODE_LABELS, type OfflineMode } from '../../shared/validation/offline';
import { donationPurposeLabel } from '../../shared/validation/receiptDetails';

// How the office's CSV files (enquiries, memberships, donations) write times, money and codes: India time with
// the zone named in the column header, rupees with two decimals, and the labels the console shows, so a
// spreadsheet reads like the console does.

/** The zone every CSV time is in; the column headers say "(IST)". */
export const CSV_TIME_ZONE = 'Asia/Kolkata';

const INDIA_OFFSET_MS = 330 * 60_000; // India keeps UTC+05:30 all year (no daylight saving).

/** "2026-03-31 23:59:59" in India time, a form spreadsheets read as a date and time; '' for none. */
export function indiaDateTime(date: Date | null | undefined): string {
  if (!date) return '';
  return new Date(date.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Rupees with two decimals and no grouping ("1020.00"), so a spreadsheet reads a number. */
export function rupees(paise: number): string {
  return (paise / 100).toFixed(2);
}

/** An order's status as a word ("Paid"); a status added later shows capitalised until it gets its own. */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** A donation's type as the donation form and the receipt name it ("Cost of education"), not its code. */
export function donationTypeLabel(code: string): string {
  return donationPurposeLabel(code);
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** How a payment was received, as the office's entry form names it ("Cheque"); "Online" for the payment gateway. */
export function paymentModeLabel(channel: string, mode: string | null | undefined): string {
  if (channel !== 'offline') return 'Online';
  if (!mode) return 'Offline';
  return OFFLINE_MODE_LABELS[mode as OfflineMode] ?? statusLabel(mode);
}
