import { formatOrdinalDate } from '../../shared/dates';
import { formatPaise } from '../../shared/money';
import type { OfflinePayment } from '../../shared/schemas/admin';
import { OFFLINE_MODE_LABELS, type OfflineMode } from '../../shared/validation/offline';

const INDIA_DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A server timestamp (ISO, UTC) in India time, e.g. "05 Mar 2026, 02:30 pm". */
export function formatTimestamp(iso: string | null | undefined): string {
  if (!iso) return '–';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : INDIA_DATE_TIME.format(date);
}

export function formatMoney(paise: number | null | undefined): string {
  return typeof paise === 'number' ? formatPaise(paise) : '–';
}

export function fullName(person: {
  first_name?: string;
  middle_name?: string;
  surname?: string;
  last_name?: string;
}) {
  return [person.first_name, person.middle_name, person.surname ?? person.last_name]
    .filter((part) => part && part.trim())
    .join(' ');
}

export function yesNo(value: boolean | null | undefined): string {
  return value ? 'Yes' : 'No';
}

/**
 * How the office received an offline payment, as one line: "Cheque no. 123456, State Bank of India, dated 1st
 * March, 2026" ("Cash" alone for cash). The record's page and the payment's books say it alike.
 */
export function receivedAs(payment: OfflinePayment): string {
  return [
    `${OFFLINE_MODE_LABELS[payment.mode as OfflineMode] ?? payment.mode}${payment.instrument_number ? ` no. ${payment.instrument_number}` : ''}`,
    payment.bank,
    payment.instrument_date && `dated ${formatOrdinalDate(payment.instrument_date)}`,
  ]
    .filter(Boolean)
    .join(', ');
}
