import type { AdminRole } from '../../shared/adminRoles';
// Shapes of the office console API (docs/admin-api.md). Plain types only: nothing here ships code.

import type { BankAccount } from '../../shared/validation/siteDocuments';
import type { TranslationsInput } from '../../shared/schemas/translations';
import type { UnpaidPeriod } from '../components/UnpaidPayments';

export interface AdminUser {
  id: number;
  email: string;
  role: AdminRole;
}

/** GET /dashboard: counts only. */
export interface DashboardFigures {
  events: number;
  enquiries: number;
  memberships: number;
  paid_memberships: number;
  /** Paid memberships the office has not yet approved or rejected. */
  memberships_awaiting_approval: number;
  donations: number;
  paid_donations: number;
  unsent_mails: number;
  /** Monthly and yearly gifts running: income per month (yearly as a twelfth), in paise. */
  monthly_recurring_paise: number;
  active_subscriptions: number;
  /** Gifts cancelled or halted in the last 30 days (churn). */
  subscriptions_ended_30_days: number;
  /** Gifts the gateway stopped after failed charges: the office may call the donor. */
  halted_subscriptions?: number;
  /** Gifts the donor (or the office for them) has paused. */
  paused_subscriptions?: number;
  /** Paid money in rupees (paise): today, this month, this financial year and the last 12 months. */
  money: MoneyTotals;
  /** Pending and failed payments today and this month (components/UnpaidPayments.tsx). */
  unpaid?: UnpaidPeriod[];
}

/** A sum of paid orders. `base_paise` is the gift or fee itself; `total_paise` adds the gateway charge and GST. */
export interface MoneyAmount {
  count: number;
  base_paise: number;
  total_paise: number;
}

export interface MoneyByType {
  donation: MoneyAmount;
  membership: MoneyAmount;
  all: MoneyAmount;
}

export type MoneyChannel = 'online' | 'offline';

export interface MoneyPeriod extends MoneyByType {
  period: 'today' | 'month' | 'financial_year';
  /** YYYY-MM-DD in India, inclusive. */
  from: string;
  to: string;
  channels: Record<MoneyChannel, MoneyByType>;
}

export interface MoneyMonth extends MoneyByType {
  /** YYYY-MM */
  month: string;
}

export interface MoneyTotals {
  today: string;
  /** "2026-27" */
  financial_year: string;
  periods: MoneyPeriod[];
  /** Twelve months, oldest first, the current one last. */
  months: MoneyMonth[];
}

/** A monthly or yearly gift (GET /subscriptions). */
export interface SubscriptionRow {
  id: number;
  donor_name: string;
  email: string;
  period: 'monthly' | 'yearly';
  status: string;
  amount_paise: number;
  base_paise: number;
  total_count: number;
  charges: number;
  received_paise: number;
  next_charge_at: string | null;
  halted_at: string | null;
  /** Since when a paused gift is paused (null unless paused). */
  paused_at: string | null;
  ended_at: string | null;
  created_at: string;
  test: boolean;
  cancellable: boolean;
  pausable: boolean;
  resumable: boolean;
}

export interface SubscriptionList {
  monthly_recurring_paise: number;
  data: SubscriptionRow[];
}

/** A receipt mail the outbox has not sent yet (GET /mail-outbox). */
export interface UnsentMail {
  id: number;
  kind: 'receipt' | 'receipt-copy' | 'form-10be' | 'subscription-halted';
  /**
   * null for a Form 10BE certificate's mail (receipt_number then holds the certificate number) and for a halted
   * monthly or yearly gift's notice (subscription_id and donor_name say whose).
   */
  order_id: number | null;
  order_kind: 'membership' | 'donation' | null;
  receipt_number: string | null;
  subscription_id?: number | null;
  donor_name?: string | null;
  status: 'pending' | 'sending' | 'failed';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
}

export interface SessionAnswer {
  user: AdminUser;
  csrfToken: string;
  /** This server takes payments through the sandbox gateway: every payment it holds is test money. */
  sandbox?: boolean;
}

export interface MessageAnswer {
  message: string;
}

export interface Paged<T> {
  data: T[];
  total: number;
  page: number;
  total_pages: number;
}

/** A payments list: the page, and the paid money among every row its filters match. */
export interface PagedPayments<T> extends Paged<T> {
  paid_sum: MoneyAmount;
}

export interface Result<T> {
  result: T;
}

export interface AdminEvent {
  id: number;
  event_slug: string;
  event_name: string;
  event_date: string;
  event_image: string;
  event_description: string;
  youtube_url: string | null;
  event_gallery: string[];
  /** docs/admin-api.md#translations */
  translations?: TranslationsInput;
}

export interface NewsItem {
  id: number;
  content: string;
  published_on: string;
  translations?: TranslationsInput;
}

export type CategoryParent = 'about_us' | 'awards';

export interface AdminCategory {
  id: number;
  parent_name: CategoryParent;
  category_name: string;
  sort_order: number;
  translations?: TranslationsInput;
}

export interface AdminBoardMember {
  id: number;
  category_id: number;
  category_name: string;
  profile_image: string;
  profile_name: string;
  profile_type: string;
  sort_order: number;
  translations?: TranslationsInput;
}

export interface AdminPresident {
  id?: number;
  salutation: string;
  president_name: string;
  president_subname: string | null;
  president_description: string;
  president_profile_image: string;
  translations?: TranslationsInput;
}

export interface AdminAward {
  id: number;
  category_id: number;
  category_name: string;
  title: string;
  description: string;
  sort_order: number;
  translations?: TranslationsInput;
}

export interface AdminMatrimonyCard {
  id: number;
  date: string;
  title: string;
  sub_title: string;
  time: string;
  card_image: string;
  translations?: TranslationsInput;
}

export interface AdminSettings {
  facebook_url: string;
  twitter_url: string;
  insta_url: string;
  linkedin_url: string;
  youtube_url: string;
  contact_address: string;
  contact_mobile: string;
  contact_email: string;
  site_copyright: string;
  identity_retention_days: number | null;
  /** At most two; shown on the magazine page. */
  bank_accounts: BankAccount[];
  /** '' (none), an uploaded PDF (uploads/documents/...) or an https:// link. */
  form_10ac_url: string;
}

export type OrderStatus = 'pending' | 'paid' | 'failed';

export interface Enquiry {
  id: number;
  first_name: string;
  last_name: string;
  email_id: string;
  mobile_no: string;
  interested_in: string;
  address: string;
  message: string;
  created_at: string;
}

interface PersonSummary {
  id: number;
  first_name: string;
  middle_name: string;
  surname: string;
  mobile: string;
  email: string;
  city: string;
  status: OrderStatus;
  amount_paise: number;
  /** The fee or gift itself. */
  base_paise: number;
  /** What was charged: base plus the gateway charge and its GST. */
  total_paise: number;
  receipt_id: string;
  receipt_number: string | null;
  created_at: string;
  erased: boolean;
  /** Refunded in full through the gateway: the receipt is cancelled by a credit note. */
  refunded?: boolean;
  /** The current receipt was cancelled and not yet re-issued. */
  receipt_cancelled?: boolean;
}

/** The office's decision on a paid membership (docs/admin-api.md "Membership records"). */
export type MembershipApproval = 'awaiting' | 'approved' | 'rejected';

export interface MembershipSummary extends PersonSummary {
  dbjs_member: boolean;
  magazine_member: boolean;
  approval: MembershipApproval;
  /** 'DBJS/M/000123' once approved. */
  membership_number: string | null;
}

export interface DonationSummary extends PersonSummary {
  pan: string | null;
  donation_type: string;
  frequency: string;
}

interface Person {
  id: number;
  first_name: string;
  middle_name: string;
  surname: string;
  mobile: string;
  email: string;
  dob: string | null;
  gender: string;
  city: string;
  tehsil: string;
  district: string;
  state: string;
  pincode: string;
  address: string;
  erased_at: string | null;
  created_at: string;
}

export interface Membership extends Person {
  dbjs_member: boolean;
  magazine_member: boolean;
  has_photo: boolean;
  has_identity: boolean;
  identity_deleted_at: string | null;
  approval: MembershipApproval;
  membership_number: string | null;
  approval_decided_at: string | null;
  approval_decided_by: number | null;
  rejection_reason: string | null;
}

export interface Donation extends Person {
  pan: string | null;
  donation_type: string;
  frequency: string;
  updates_consent: boolean;
}

export interface Order {
  id: number;
  kind: string;
  receipt_id: string;
  gateway: string;
  gateway_order_id: string | null;
  payment_id: string | null;
  status: OrderStatus;
  failure_reason: string | null;
  base_paise: number;
  gateway_charge_paise: number;
  gst_paise: number;
  total_paise: number;
  currency: string;
  receipt_number: string | null;
  paid_at: string | null;
  created_at: string;
  /** online (the gateway) or offline (entered by the office). */
  channel?: 'online' | 'offline';
  receipt_cancelled?: boolean;
  /** When the gateway processed a full refund (null: not refunded). */
  refunded_at?: string | null;
}

export interface PaymentEvent {
  id: number;
  source: string;
  type: string;
  payment_id: string | null;
  external_event_id: string | null;
  detail: unknown;
  created_at: string;
}

export interface PaidRecord<T> {
  result: T;
  order: Order | null;
  payment_events: PaymentEvent[];
}

export interface AuditEntry {
  id: number;
  user_id: number | null;
  user_email: string | null;
  action: string;
  subject: string;
  created_at: string;
}

export interface UserRow {
  id: number;
  email: string;
  role: AdminRole;
  disabled: boolean;
  created_at: string;
}

export type RecordKind = 'enquiries' | 'memberships' | 'donations';

/** Filters of the records tables; empty strings mean "no filter". */
export interface RecordFilters {
  q: string;
  status: '' | OrderStatus;
  from: string;
  to: string;
  type: string;
  /** Memberships only: '' (any), awaiting, approved or rejected. */
  approval?: '' | MembershipApproval;
  /** Also list sandbox (test) payments; the server leaves them out otherwise. */
  include_test: boolean;
  page: number;
  per_page: number;
}
