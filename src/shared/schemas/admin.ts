import { z } from 'zod';
import { ADMIN_ROLES } from '../adminRoles';
import { TRANSLATED_LANGUAGES } from '../i18n/languages';
import { CATEGORY_PARENTS, eventSchema, matrimonyCardSchema, settingsSchema } from './content';
import { MEMBERSHIP_APPROVAL_STATES } from './membershipRecords';

// Answers of the office console's API (docs/admin-api.md). The console's types are inferred from these schemas
// (src/admin/app/types.ts re-exports them), so the console and the server share one contract.

const id = z.number().int();
const paise = z.number().int();

export const adminUserSchema = z.object({ id, email: z.string(), role: z.enum(ADMIN_ROLES) });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const sessionAnswerSchema = z.object({
  user: adminUserSchema,
  csrfToken: z.string(),
  /** This server takes payments through the sandbox gateway: every payment it holds is test money. */
  sandbox: z.boolean().optional(),
});
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;

export const messageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

// ------------------------------------------------------------------ money (dashboard, payments lists)

/** A sum of paid orders. `base_paise` is the gift or fee itself; `total_paise` adds the gateway charge and GST. */
export const moneyAmountSchema = z.object({ count: z.number().int(), base_paise: paise, total_paise: paise });
export type MoneyAmount = z.infer<typeof moneyAmountSchema>;

export const moneyByTypeSchema = z.object({
  donation: moneyAmountSchema,
  membership: moneyAmountSchema,
  all: moneyAmountSchema,
});
export type MoneyByType = z.infer<typeof moneyByTypeSchema>;

export const MONEY_CHANNELS = ['online', 'offline'] as const;
export type MoneyChannel = (typeof MONEY_CHANNELS)[number];

export const moneyPeriodSchema = moneyByTypeSchema.extend({
  period: z.enum(['today', 'month', 'financial_year']),
  /** YYYY-MM-DD in India, inclusive. */
  from: z.string(),
  to: z.string(),
  channels: z.record(z.enum(MONEY_CHANNELS), moneyByTypeSchema),
});
export type MoneyPeriod = z.infer<typeof moneyPeriodSchema>;

export const moneyMonthSchema = moneyByTypeSchema.extend({
  /** YYYY-MM */
  month: z.string(),
});
export type MoneyMonth = z.infer<typeof moneyMonthSchema>;

export const moneyTotalsSchema = z.object({
  today: z.string(),
  /** "2026-27" */
  financial_year: z.string(),
  periods: z.array(moneyPeriodSchema),
  /** Twelve months, oldest first, the current one last. */
  months: z.array(moneyMonthSchema),
});
export type MoneyTotals = z.infer<typeof moneyTotalsSchema>;

/** Pending and failed payments of one period (the dashboard's components/UnpaidPayments.tsx). */
export const unpaidPeriodSchema = z.object({
  period: z.enum(['today', 'month']),
  from: z.string(),
  to: z.string(),
  pending: moneyByTypeSchema,
  failed: moneyByTypeSchema,
});
export type UnpaidPeriod = z.infer<typeof unpaidPeriodSchema>;

/** GET /dashboard: counts only. */
export const dashboardFiguresSchema = z.object({
  events: z.number().int(),
  enquiries: z.number().int(),
  memberships: z.number().int(),
  paid_memberships: z.number().int(),
  /** Paid memberships the office has not yet approved or rejected. */
  memberships_awaiting_approval: z.number().int(),
  donations: z.number().int(),
  paid_donations: z.number().int(),
  unsent_mails: z.number().int(),
  /** Monthly and yearly gifts running: income per month (yearly as a twelfth), in paise. */
  monthly_recurring_paise: paise,
  active_subscriptions: z.number().int(),
  /** Gifts cancelled or halted in the last 30 days (churn). */
  subscriptions_ended_30_days: z.number().int(),
  /** Gifts the gateway stopped after failed charges: the office may call the donor. */
  halted_subscriptions: z.number().int().optional(),
  /** Gifts the donor (or the office for them) has paused. */
  paused_subscriptions: z.number().int().optional(),
  /** Paid money in rupees (paise): today, this month, this financial year and the last 12 months. */
  money: moneyTotalsSchema,
  unpaid: z.array(unpaidPeriodSchema).optional(),
  /** What the office must fix in the receipt details before receipts are right (receiptDetailsWarning), or null. */
  receipt_details_warning: z.string().nullable().optional(),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;

// ------------------------------------------------------------------ lists

const pageSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  total_pages: z.number().int(),
});

/** One page of a list: `pagedSchema(itemSchema)`; `Paged<Item>` is its type. */
export const pagedSchema = <Item extends z.ZodType>(item: Item) => pageSchema.extend({ data: z.array(item) });
export type Paged<T> = z.infer<typeof pageSchema> & { data: T[] };

/** A payments list: the page, and the paid money among every row its filters match. */
export type PagedPayments<T> = Paged<T> & { paid_sum: MoneyAmount };

export interface Result<T> {
  result: T;
}

// ------------------------------------------------------------------ monthly and yearly gifts, the mail outbox

/** A monthly or yearly gift (GET /subscriptions). */
export const subscriptionRowSchema = z.object({
  id,
  donor_name: z.string(),
  email: z.string(),
  period: z.enum(['monthly', 'yearly']),
  status: z.string(),
  amount_paise: paise,
  base_paise: paise,
  total_count: z.number().int(),
  charges: z.number().int(),
  received_paise: paise,
  next_charge_at: z.string().nullable(),
  halted_at: z.string().nullable(),
  /** Since when a paused gift is paused (null unless paused). */
  paused_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  created_at: z.string(),
  test: z.boolean(),
  cancellable: z.boolean(),
  pausable: z.boolean(),
  resumable: z.boolean(),
});
export type SubscriptionRow = z.infer<typeof subscriptionRowSchema>;

export const subscriptionListSchema = z.object({
  monthly_recurring_paise: paise,
  data: z.array(subscriptionRowSchema),
});
export type SubscriptionList = z.infer<typeof subscriptionListSchema>;

/** A receipt mail the outbox has not sent yet (GET /mail-outbox). */
export const unsentMailSchema = z.object({
  id,
  kind: z.enum(['receipt', 'receipt-copy', 'form-10be', 'subscription-halted']),
  /**
   * null for a Form 10BE certificate's mail (receipt_number then holds the certificate number) and for a halted
   * monthly or yearly gift's notice (subscription_id and donor_name say whose).
   */
  order_id: id.nullable(),
  order_kind: z.enum(['membership', 'donation']).nullable(),
  receipt_number: z.string().nullable(),
  subscription_id: id.nullable().optional(),
  donor_name: z.string().nullable().optional(),
  status: z.enum(['pending', 'sending', 'failed']),
  attempts: z.number().int(),
  next_attempt_at: z.string(),
  last_error: z.string().nullable(),
  created_at: z.string(),
});
export type UnsentMail = z.infer<typeof unsentMailSchema>;

// ------------------------------------------------------------------ the office's content

/** The office's translations as answered: per language, per API field name (docs/admin-api.md#translations). */
const translations = z
  .partialRecord(z.enum(TRANSLATED_LANGUAGES), z.record(z.string(), z.string()))
  .optional();

/** The console's items are the public ones in English, with their translations instead of `untranslated`. */
const inEnglish = { untranslated: true } as const;

export const adminEventSchema = eventSchema.omit(inEnglish).extend({ translations });
export type AdminEvent = z.infer<typeof adminEventSchema>;

export const adminNewsItemSchema = z.object({
  id,
  content: z.string(),
  published_on: z.string(),
  translations,
});
export type AdminNewsItem = z.infer<typeof adminNewsItemSchema>;

export const adminCategorySchema = z.object({
  id,
  parent_name: z.enum(CATEGORY_PARENTS),
  category_name: z.string(),
  sort_order: z.number().int(),
  translations,
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** A row listed under a category (a committee's board member, an award group's award), in sort order. */
const inCategory = {
  id,
  category_id: id,
  category_name: z.string(),
  sort_order: z.number().int(),
  translations,
};

export const adminBoardMemberSchema = z.object({
  ...inCategory,
  profile_image: z.string(),
  profile_name: z.string(),
  profile_type: z.string(),
});
export type AdminBoardMember = z.infer<typeof adminBoardMemberSchema>;

export const adminPresidentSchema = z.object({
  id: id.optional(),
  salutation: z.string(),
  president_name: z.string(),
  president_subname: z.string().nullable(),
  president_description: z.string(),
  president_profile_image: z.string(),
  translations,
});
export type AdminPresident = z.infer<typeof adminPresidentSchema>;

export const adminAwardSchema = z.object({ ...inCategory, title: z.string(), description: z.string() });
export type AdminAward = z.infer<typeof adminAwardSchema>;

export const adminMatrimonyCardSchema = matrimonyCardSchema.omit(inEnglish).extend({ translations });
export type AdminMatrimonyCard = z.infer<typeof adminMatrimonyCardSchema>;

/** The site settings as the console edits them: the public answer's fields (settingsSchema of ./content). */
export const adminSettingsSchema = settingsSchema;
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

// ------------------------------------------------------------------ records: enquiries, memberships, donations

export const ORDER_STATUSES = ['pending', 'paid', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * How a payment stands for the office: its order's status or, for a paid one, that it was refunded or that its
 * receipt was cancelled and not re-issued. Neither of those counts in any total, so the lists, the record, the
 * profile and the CSV files all name them instead of "paid".
 */
export type PaymentStanding = OrderStatus | 'refunded' | 'receipt cancelled';

export function paymentStanding(
  status: OrderStatus,
  refunded: boolean,
  receiptCancelled: boolean,
): PaymentStanding {
  if (status !== 'paid') return status;
  if (refunded) return 'refunded';
  return receiptCancelled ? 'receipt cancelled' : 'paid';
}

/**
 * The records lists' status filter (`GET /memberships?status=`, `GET /donations?status=`): a payment's standing as
 * above, written as the API writes its words (`receipt_cancelled`). `paid` is the money that counts, as the
 * dashboard's tiles and every total count it; a refunded payment or one under a cancelled receipt is listed by
 * its own value instead.
 */
export const STATUS_FILTERS = ['paid', 'pending', 'failed', 'refunded', 'receipt_cancelled'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** The status filter's choices in words, as the console's select and the status badges name them. */
export const STATUS_FILTER_LABELS: Record<StatusFilter, string> = {
  paid: 'Paid',
  pending: 'Pending',
  failed: 'Failed',
  refunded: 'Refunded',
  receipt_cancelled: 'Receipt cancelled',
};

/** The status filter value a payment of this standing is listed under. */
export function statusFilterOf(standing: PaymentStanding): StatusFilter {
  return standing === 'receipt cancelled' ? 'receipt_cancelled' : standing;
}

const orderStatus = z.enum(ORDER_STATUSES);

/** The office's decision on a paid membership (docs/admin-api.md "Membership records"). */
export type MembershipApproval = (typeof MEMBERSHIP_APPROVAL_STATES)[number];
const approval = z.enum(MEMBERSHIP_APPROVAL_STATES);

export const enquirySchema = z.object({
  id,
  first_name: z.string(),
  last_name: z.string(),
  email_id: z.string(),
  mobile_no: z.string(),
  interested_in: z.string(),
  address: z.string(),
  message: z.string(),
  created_at: z.string(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** Who a record is about and how to reach them: every record list and record shows these. */
const personContact = {
  id,
  first_name: z.string(),
  middle_name: z.string(),
  surname: z.string(),
  mobile: z.string(),
  email: z.string(),
};

const personSummarySchema = z.object({
  ...personContact,
  city: z.string(),
  status: orderStatus,
  amount_paise: paise,
  /** The fee or gift itself. */
  base_paise: paise,
  /** What was charged: base plus the gateway charge and its GST. */
  total_paise: paise,
  receipt_id: z.string(),
  receipt_number: z.string().nullable(),
  created_at: z.string(),
  erased: z.boolean(),
  /** Refunded in full through the gateway: the receipt is cancelled by a credit note. */
  refunded: z.boolean().optional(),
  /** The current receipt was cancelled and not yet re-issued. */
  receipt_cancelled: z.boolean().optional(),
});

export const membershipSummarySchema = personSummarySchema.extend({
  dbjs_member: z.boolean(),
  magazine_member: z.boolean(),
  approval,
  /** 'DBJS/M/000123' once approved. */
  membership_number: z.string().nullable(),
});
export type MembershipSummary = z.infer<typeof membershipSummarySchema>;

export const donationSummarySchema = personSummarySchema.extend({
  pan: z.string().nullable(),
  donation_type: z.string(),
  frequency: z.string(),
});
export type DonationSummary = z.infer<typeof donationSummarySchema>;

const personSchema = z.object({
  ...personContact,
  dob: z.string().nullable(),
  gender: z.string(),
  city: z.string(),
  tehsil: z.string(),
  district: z.string(),
  state: z.string(),
  pincode: z.string(),
  address: z.string(),
  erased_at: z.string().nullable(),
  created_at: z.string(),
});

export const membershipSchema = personSchema.extend({
  dbjs_member: z.boolean(),
  magazine_member: z.boolean(),
  has_photo: z.boolean(),
  has_identity: z.boolean(),
  identity_deleted_at: z.string().nullable(),
  approval,
  membership_number: z.string().nullable(),
  approval_decided_at: z.string().nullable(),
  approval_decided_by: id.nullable(),
  rejection_reason: z.string().nullable(),
});
export type Membership = z.infer<typeof membershipSchema>;

export const donationSchema = personSchema.extend({
  pan: z.string().nullable(),
  donation_type: z.string(),
  frequency: z.string(),
  updates_consent: z.boolean(),
});
export type Donation = z.infer<typeof donationSchema>;

export const orderSchema = z.object({
  id,
  kind: z.string(),
  receipt_id: z.string(),
  gateway: z.string(),
  gateway_order_id: z.string().nullable(),
  payment_id: z.string().nullable(),
  status: orderStatus,
  failure_reason: z.string().nullable(),
  base_paise: paise,
  gateway_charge_paise: paise,
  gst_paise: paise,
  total_paise: paise,
  currency: z.string(),
  receipt_number: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  /** online (the gateway) or offline (entered by the office). */
  channel: z.enum(MONEY_CHANNELS).optional(),
  receipt_cancelled: z.boolean().optional(),
  /** When the gateway processed a full refund (null: not refunded). */
  refunded_at: z.string().nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const paymentEventSchema = z.object({
  id,
  source: z.string(),
  type: z.string(),
  payment_id: z.string().nullable(),
  external_event_id: z.string().nullable(),
  detail: z.unknown(),
  created_at: z.string(),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

/** How the office received an offline payment (orders.channel offline): cash, cheque, draft or transfer. */
export const offlinePaymentSchema = z.object({
  mode: z.string(),
  instrument_number: z.string(),
  bank: z.string(),
  instrument_date: z.string().nullable(),
});
export type OfflinePayment = z.infer<typeof offlinePaymentSchema>;

export type PaidRecord<T> = Result<T> & {
  order: Order | null;
  /** Offline orders only: how the money was received (null otherwise; absent from older servers). */
  offline_payment?: OfflinePayment | null;
  payment_events: PaymentEvent[];
};

// ------------------------------------------------------------------ administration

export const auditEntrySchema = z.object({
  id,
  user_id: id.nullable(),
  user_email: z.string().nullable(),
  action: z.string(),
  subject: z.string(),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const userRowSchema = adminUserSchema.extend({ disabled: z.boolean(), created_at: z.string() });
export type UserRow = z.infer<typeof userRowSchema>;

// ------------------------------------------------------------------ Form 10BE certificates

export const form10beProgressSchema = z.object({
  certificates: z.number().int(),
  /** Certificates without an e-mail address: handed over on paper. */
  no_email: z.number().int(),
  /** With an address, not yet queued ("Mail all certificates" not started, or generated since). */
  not_queued: z.number().int(),
  /** Queued or being sent (a failed attempt waiting for its retry counts here). */
  queued: z.number().int(),
  sent: z.number().int(),
  /** Given up after every retry (the mail outbox page retries them). */
  failed: z.number().int(),
});
export type Form10beProgress = z.infer<typeof form10beProgressSchema>;

export const CERTIFICATE_MAIL_STATUSES = [
  'no-email',
  'not-queued',
  'pending',
  'sending',
  'sent',
  'failed',
  'skipped',
] as const;
export type CertificateMailStatus = (typeof CERTIFICATE_MAIL_STATUSES)[number];

export const form10beCertificateSchema = z.object({
  id,
  certificate_number: z.string(),
  donor_name: z.string(),
  pan: z.string(),
  email: z.string(),
  amount_paise: paise,
  sha256: z.string(),
  issued_at: z.string(),
  mail_status: z.enum(CERTIFICATE_MAIL_STATUSES),
  mail_sent_at: z.string().nullable(),
  changed: z.boolean(),
});
export type Form10beCertificate = z.infer<typeof form10beCertificateSchema>;

export const form10beYearSchema = z.object({
  fy: z.number().int(),
  filed: z
    .object({ acknowledgement: z.string(), filed_on: z.string().nullable(), filed_at: z.string() })
    .nullable(),
  /** Why certificates cannot be generated yet (null: they can). */
  problem: z.string().nullable(),
  donors: z.number().int(),
  missing: z.number().int(),
  progress: form10beProgressSchema,
  certificates: z.array(form10beCertificateSchema),
});
export type Form10beYear = z.infer<typeof form10beYearSchema>;

// ------------------------------------------------------------------ donor and member profiles (GET /profiles)

const PROFILE_IDENTIFIERS = ['pan', 'email', 'mobile'] as const;
const strings = z.array(z.string());

/** Who a profile is: its key, its name and how to reach them. */
const profileIdentity = {
  key: z.string(),
  name: z.string(),
  /** Every name, PAN, e-mail and mobile seen on the profile's records (as written, most recent first). */
  names: strings,
  pans: strings,
  emails: strings,
  mobiles: strings,
};

/** A row of the profile directory (src/server/admin/profiles.ts). */
export const profileSummarySchema = z.object({
  ...profileIdentity,
  records: z.number().int(),
  donations: z.number().int(),
  memberships: z.number().int(),
  subscriptions: z.number().int(),
  /** Paid gifts and fees (before gateway charges), lifetime and in the current financial year. */
  lifetime_paise: paise,
  financial_year_paise: paise,
  last_activity_at: z.string(),
  /** Another profile shares one of its identifiers: the office may want to merge them. */
  has_suggestions: z.boolean(),
  /** The profile's PAN is also used under another name (here or on another profile), as Form 10BD flags. */
  shared_pan: z.boolean(),
});
export type ProfileSummary = z.infer<typeof profileSummarySchema>;

export const profileDirectorySchema = pageSchema.extend({
  data: z.array(profileSummarySchema),
  financial_year: z.string(),
  sum: z.object({ profiles: z.number().int(), lifetime_paise: paise, financial_year_paise: paise }),
  suggestions: z.number().int(),
});
export type ProfileDirectory = z.infer<typeof profileDirectorySchema>;

export const PROFILE_RECORD_KINDS = ['donation', 'membership', 'subscription'] as const;
export type ProfileRecordKind = (typeof PROFILE_RECORD_KINDS)[number];

/** One record of a profile page, with its receipt and the money it counts. */
export const profileRecordSchema = z.object({
  key: z.string(),
  kind: z.enum(PROFILE_RECORD_KINDS),
  id,
  name: z.string(),
  pan: z.string(),
  email: z.string(),
  mobile: z.string(),
  status: z.string(),
  test: z.boolean(),
  created_at: z.string(),
  order_id: id.nullable(),
  receipt_number: z.string().nullable(),
  receipt_cancelled: z.boolean(),
  channel: z.enum(MONEY_CHANNELS).nullable(),
  mode: z.string().nullable(),
  instrument_number: z.string().nullable(),
  base_paise: paise.nullable(),
  total_paise: paise.nullable(),
  counted_paise: paise,
  paid_at: z.string().nullable(),
  donation_type: z.string().optional(),
  frequency: z.string().optional(),
  dbjs_member: z.boolean().optional(),
  magazine_member: z.boolean().optional(),
  period: z.string().optional(),
  per_charge_paise: paise.optional(),
  paid_count: z.number().int().optional(),
  total_count: z.number().int().optional(),
});
export type ProfileRecord = z.infer<typeof profileRecordSchema>;

/** Another profile that shares an identifier: the two records a decision would link, and who the other is. */
export const profileSuggestionSchema = z.object({
  profile: z.string(),
  shared: z.array(z.enum(PROFILE_IDENTIFIERS)),
  differs: z.array(z.enum(['name', ...PROFILE_IDENTIFIERS])),
  record: z.string(),
  other_record: z.string(),
  name: z.string(),
  emails: strings,
  mobiles: strings,
  pans: strings,
  records: z.number().int(),
});
export type ProfileSuggestion = z.infer<typeof profileSuggestionSchema>;

export const profileTotalsSchema = z.object({
  donation_paise: paise,
  membership_paise: paise,
  count: z.number().int(),
  all_paise: paise,
});
export type ProfileTotals = z.infer<typeof profileTotalsSchema>;

/** GET /profiles/:key: the person, every record, totals per financial year, warnings and suggestions. */
export const profileSchema = z.object({
  ...profileIdentity,
  address: z.string(),
  records: z.array(profileRecordSchema),
  totals: z.object({
    lifetime: profileTotalsSchema,
    current_financial_year: z.string(),
    by_financial_year: z.array(profileTotalsSchema.extend({ fy: z.number().int(), label: z.string() })),
  }),
  warnings: z.array(
    z.object({ kind: z.literal('shared-pan'), pan: z.string(), names: strings, other_profiles: strings }),
  ),
  suggestions: z.array(profileSuggestionSchema),
  links: z.array(
    z.object({
      id,
      decision: z.enum(['same', 'distinct']),
      record_a: z.string(),
      record_b: z.string(),
      user_id: id.nullable(),
      created_at: z.string(),
    }),
  ),
});
export type Profile = z.infer<typeof profileSchema>;

// ------------------------------------------------------------------ the office's books and refunds

/** An order's receipts, corrections and offline payment (GET /orders/:id/books). */
export const orderBooksSchema = z.object({
  order_id: id,
  kind: z.enum(['donation', 'membership']),
  channel: z.enum(MONEY_CHANNELS),
  receipt_number: z.string().nullable(),
  receipt_cancelled: z.boolean(),
  /** Refunded through the gateway: cancelled by a credit note, never re-issued. */
  refunded: z.boolean().optional(),
  offline_payment: offlinePaymentSchema.nullable(),
  /** Whose payment it is and how much: the record it belongs to (null if none is found), its amounts. */
  record: z
    .object({ kind: z.enum(['donation', 'membership']), id, name: z.string(), erased: z.boolean() })
    .nullable()
    .optional(),
  base_paise: paise.optional(),
  total_paise: paise.optional(),
  receipts: z.array(
    z.object({
      receipt_number: z.string(),
      sha256: z.string(),
      issued_at: z.string(),
      cancelled_at: z.string().nullable(),
      cancel_reason: z.string().nullable(),
      replaces: z.string().nullable(),
    }),
  ),
  corrections: z.array(
    z.object({
      field: z.string(),
      before: z.string(),
      after: z.string(),
      user_id: id.nullable(),
      created_at: z.string(),
    }),
  ),
});
export type OrderBooks = z.infer<typeof orderBooksSchema>;

export const form10bdWarningSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('shared-pan'), pan: z.string(), names: strings, receipt_numbers: strings }),
  z.object({ kind: z.literal('erased'), receipt_numbers: strings, amount_paise: paise }),
]);
export type Form10bdWarning = z.infer<typeof form10bdWarningSchema>;

/** GET /exports/form-10bd/check: what to look at before filing a year's Form 10BD, and its filing if recorded. */
export const form10bdCheckSchema = z.object({
  fy: z.number().int(),
  rows: z.number().int(),
  warnings: z.array(form10bdWarningSchema),
  filed: z
    .object({
      fy: z.number().int(),
      label: z.string(),
      acknowledgement: z.string(),
      /** The date of filing on the portal (YYYY-MM-DD), null until entered. */
      filed_on: z.string().nullable(),
      filed_at: z.string(),
    })
    .nullable(),
});
export type Form10bdCheck = z.infer<typeof form10bdCheckSchema>;

/** A refund of an online payment (GET /orders/:id/refunds). */
export const refundRowSchema = z.object({
  id,
  /** requested: the gateway has not answered yet; pending: it is processing; processed; failed. */
  status: z.enum(['requested', 'pending', 'processed', 'failed']),
  amount_paise: paise,
  reason: z.string(),
  failure_reason: z.string().nullable(),
  gateway_refund_id: z.string().nullable(),
  receipt_number: z.string(),
  credit_note_number: z.string().nullable(),
  credit_note_sha256: z.string().nullable(),
  user_id: id.nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
});
export type RefundRow = z.infer<typeof refundRowSchema>;
