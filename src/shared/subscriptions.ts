import { formatPaise } from './money';

// Monthly and Yearly gifts are gateway subscriptions (issue 14). The number of charges is bounded so that a donor
// never signs an open-ended mandate; the form, the success screen, the mails and the server read these terms.

export type RecurringFrequency = 'Monthly' | 'Yearly';
export type SubscriptionPeriod = 'monthly' | 'yearly';

export interface RecurringTerm {
  frequency: RecurringFrequency;
  period: SubscriptionPeriod;
  /** How many charges the subscription makes before it completes. */
  totalCount: number;
  /** "monthly" / "yearly" as a word in sentences. */
  adjective: string;
  /** "month" / "year". */
  unit: string;
}

export const RECURRING_TERMS: Record<RecurringFrequency, RecurringTerm> = {
  Monthly: { frequency: 'Monthly', period: 'monthly', totalCount: 12, adjective: 'monthly', unit: 'month' },
  Yearly: { frequency: 'Yearly', period: 'yearly', totalCount: 5, adjective: 'yearly', unit: 'year' },
};

/** The term of a donation frequency, or null for One Time (an ordinary order). */
export function recurringTermOf(frequency: string): RecurringTerm | null {
  return frequency === 'Monthly' || frequency === 'Yearly' ? RECURRING_TERMS[frequency] : null;
}

export function termOfPeriod(period: SubscriptionPeriod): RecurringTerm {
  return period === 'monthly' ? RECURRING_TERMS.Monthly : RECURRING_TERMS.Yearly;
}

/** "12 monthly payments of ₹1,023.60" */
export function recurringSummary(term: RecurringTerm, perChargePaise: number): string {
  return `${term.totalCount} ${term.adjective} payments of ${formatPaise(perChargePaise)}`;
}

/**
 * The date `count` periods after `start`, on the same day of the month where it exists (31 January + 1 month is
 * 28 or 29 February), in UTC.
 */
export function addPeriods(start: Date, period: SubscriptionPeriod, count: number): Date {
  const months = period === 'monthly' ? count : count * 12;
  const target = new Date(start.getTime());
  const day = target.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export const SUBSCRIPTION_STATUS_LABELS: Record<string, string> = {
  created: 'Awaiting authorisation',
  authenticated: 'Authorised',
  active: 'Active',
  pending: 'Charge failing, retrying',
  halted: 'Halted (charges failed)',
  paused: 'Paused',
  cancelled: 'Cancelled',
  completed: 'Completed',
};

/** States in which the gateway may still charge (or charge again): the donor or the office can cancel. */
export const CANCELLABLE_STATUSES = [
  'created',
  'authenticated',
  'active',
  'pending',
  'halted',
  'paused',
] as const;

/** Every status a gateway subscription can have: the cancellable ones and the two that have ended. */
export const SUBSCRIPTION_STATUSES = [...CANCELLABLE_STATUSES, 'cancelled', 'completed'] as const;

export function isCancellable(status: string): boolean {
  return (CANCELLABLE_STATUSES as readonly string[]).includes(status);
}

/** Razorpay pauses only an active subscription (docs/api.md "Recurring donations"). */
export function isPausable(status: string): boolean {
  return status === 'active';
}

export function isResumable(status: string): boolean {
  return status === 'paused';
}
