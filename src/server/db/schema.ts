import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AdminRole } from '../../shared/adminRoles';
import type { ContentTranslations, Language } from '../../shared/i18n/languages';
import type { BankAccount } from '../../shared/validation/siteDocuments';

// One schema for both drivers (PGlite and PostgreSQL); migrations in ./migrations come from it (npm run db:generate).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ------------------------------------------------------------------ public content

export const siteSettings = pgTable('site_settings', {
  id: serial('id').primaryKey(),
  facebookUrl: text('facebook_url').notNull().default(''),
  twitterUrl: text('twitter_url').notNull().default(''),
  instaUrl: text('insta_url').notNull().default(''),
  linkedinUrl: text('linkedin_url').notNull().default(''),
  youtubeUrl: text('youtube_url').notNull().default(''),
  contactAddress: text('contact_address').notNull().default(''),
  contactMobile: text('contact_mobile').notNull().default(''),
  contactEmail: text('contact_email').notNull().default(''),
  siteCopyright: text('site_copyright').notNull().default(''),
  /** Days after approval when identity files are deleted; null keeps them. */
  identityRetentionDays: integer('identity_retention_days'),
  /** At most two accounts, shown on the magazine page; empty until the office enters the real ones. */
  bankAccounts: jsonb('bank_accounts')
    .$type<BankAccount[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  /** '' (none yet), an uploaded PDF (uploads/documents/...) or an https:// link. */
  form10acUrl: text('form_10ac_url').notNull().default(''),
  updatedAt: updatedAt(),
});


/**
 * The office's translations of a content row (docs/i18n.md): `{ mr: { name: '…' }, kn: {…}, hi: {…} }`, per
 * language and field; a field a language lacks shows in English. The read API's `lang` query applies them.
 */
const translations = () =>
  jsonb('translations')
    .$type<ContentTranslations>()
    .notNull()
    .default(sql`'{}'::jsonb`);

export const news = pgTable('news', {
  id: serial('id').primaryKey(),
  content: text('content').notNull(),
  publishedOn: date('published_on', { mode: 'string' }).notNull(),
  translations: translations(),
  createdAt: createdAt(),
});

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    image: text('image').notNull(),
    description: text('description').notNull(),
    youtubeUrl: text('youtube_url'),
    gallery: jsonb('gallery')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    translations: translations(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('events_slug_unique').on(table.slug), index('events_date_idx').on(table.eventDate)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentName: text('parent_name').notNull(), // about_us | awards
    categoryName: text('category_name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    translations: translations(),
  },
  (table) => [uniqueIndex('categories_parent_name_unique').on(table.parentName, table.categoryName)],
);

export const boardMembers = pgTable('board_members', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' }),
  profileImage: text('profile_image').notNull(),
  profileName: text('profile_name').notNull(),
  profileType: text('profile_type').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  translations: translations(),
});

export const presidents = pgTable('presidents', {
  id: serial('id').primaryKey(),
  salutation: text('salutation').notNull(),
  name: text('name').notNull(),
  subname: text('subname').notNull().default(''),
  profileImage: text('profile_image').notNull(),
  description: text('description').notNull(),
  translations: translations(),
});

export const awards = pgTable('awards', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  translations: translations(),
});

export const matrimonyCards = pgTable('matrimony_cards', {
  id: serial('id').primaryKey(),
  date: date('date', { mode: 'string' }).notNull(),
  title: text('title').notNull(),
  subTitle: text('sub_title').notNull().default(''),
  time: text('time').notNull(), // HH:MM 24-hour
  cardImage: text('card_image').notNull(),
  translations: translations(),
});

// ------------------------------------------------------------------ enquiries

export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    interestedIn: text('interested_in').notNull(),
    address: text('address').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('enquiries_created_idx').on(table.createdAt)],
);

// ------------------------------------------------------------------ money: one order per application or donation

export type OrderKind = 'membership' | 'donation';
export type OrderStatus = 'pending' | 'paid' | 'failed';
/** online: through the gateway (or its sandbox); offline: entered by the office (cash, cheque, ...). */
export type OrderChannel = 'online' | 'offline';

/** The money trail. Memberships and donations point at their order; verify, webhook and reconciler touch only this. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<OrderKind>().notNull(),
    /** Our reference, sent to the gateway as `receipt` and to the browser as receiptId. */
    receiptId: text('receipt_id').notNull(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    gateway: text('gateway').notNull(), // razorpay | sandbox | office (an offline gift entered by the office)
    /** The language the visitor paid in: their receipt and mails are in it (docs/i18n.md). */
    language: text('language').$type<Language>().notNull().default('en'),
    channel: text('channel').$type<OrderChannel>().notNull().default('online'),
    basePaise: integer('base_paise').notNull(),
    gatewayChargePaise: integer('gateway_charge_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    paymentId: text('payment_id'),
    failureReason: text('failure_reason'),
    /** The Sabha's gap-free serial for the financial year, set once when the order becomes paid. */
    receiptNumber: text('receipt_number'),
    /** Unguessable token for the receipt PDF link on the success screen and in the email. */
    receiptToken: text('receipt_token'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * Set when the office cancelled the order's current receipt and has not re-issued it: the payment then counts
     * nowhere (totals, Form 10BD). A re-issue gives the order a new receiptNumber and clears it.
     */
    receiptCancelledAt: timestamp('receipt_cancelled_at', { withTimezone: true }),
    /**
     * Set when the gateway processed a full refund of the payment (admin/refunds.ts): the receipt is cancelled by a
     * credit note at the same moment, so the order counts nowhere and is shown as refunded.
     */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Set on the charges of a monthly or yearly gift: each charge is an order (and a donation) of its own. */
    subscriptionId: integer('subscription_id').references((): AnyPgColumn => subscriptions.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('orders_receipt_id_unique').on(table.receiptId),
    index('orders_subscription_idx').on(table.subscriptionId),
    uniqueIndex('orders_gateway_order_id_unique').on(table.gatewayOrderId),
    uniqueIndex('orders_receipt_number_unique').on(table.receiptNumber),
    uniqueIndex('orders_receipt_token_unique').on(table.receiptToken),
    index('orders_status_created_idx').on(table.status, table.createdAt),
  ],
);

/** Everything that happened to an order: verify calls, failure reports, webhooks, reconciler findings. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    source: text('source').notNull(), // verify | failure-report | webhook | reconciler
    /** x-razorpay-event-id for webhooks: a repeated delivery is recognised and ignored. */
    externalEventId: text('external_event_id'),
    type: text('type').notNull(),
    paymentId: text('payment_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('payment_events_external_unique').on(table.externalEventId),
    index('payment_events_order_idx').on(table.orderId),
    // A subscription's events name it in detail.subscription (payments/subscriptions.ts counts them per report).
    index('payment_events_subscription_idx').on(sql`(${table.detail} ->> 'subscription')`),
  ],
);

export type MailStatus = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped';
/**
 * receipt: an order's receipt; subscription-halted: the donor is told the gateway stopped charging; receipt-copy: an
 * issued receipt the office sent again to an address it entered (to_address); form-10be: a donor's Form 10BE
 * certificate (certificate_id), to the address captured with the certificate (to_address).
 */
export type MailKind = 'receipt' | 'subscription-halted' | 'receipt-copy' | 'form-10be';

/**
 * The transactional mail outbox: a receipt mail is queued in the same transaction that marks its order paid, and a
 * worker sends it with retries (receipts/outbox.ts). One receipt mail per order: a crash can neither lose it nor
 * queue it twice.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<MailKind>().notNull(),
    /** The order of a receipt mail; null for a mail about a subscription as a whole. */
    orderId: integer('order_id').references(() => orders.id),
    /**
     * '' for the mail queued with the payment; the new number for the mail of a re-issued receipt, so that each
     * re-issue is mailed once and the first mail stays one per order.
     */
    receiptNumber: text('receipt_number').notNull().default(''),
    subscriptionId: integer('subscription_id').references((): AnyPgColumn => subscriptions.id),
    status: text('status').$type<MailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A worker that claimed the mail holds it until then; past it, another may take it over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The claim of the worker sending the mail: only it may mark the mail sent or failed (repositories/outbox). */
    claimToken: text('claim_token'),
    /** The kind of the last failure (never the address or the content). */
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /**
     * A receipt-copy's address, entered by the office (the record's own address is not changed); null for every
     * other mail, which goes to the address on the record.
     */
    toAddress: text('to_address'),
    /** The Form 10BE certificate a form-10be mail carries (admin/form10be.ts); null for every other mail. */
    certificateId: integer('certificate_id').references((): AnyPgColumn => form10beCertificates.id),
    createdAt: createdAt(),
  },
  (table) => [
    // One mail per order and issued number; copies to an address the office entered may repeat.
    uniqueIndex('mail_outbox_kind_order_receipt_unique')
      .on(table.kind, table.orderId, table.receiptNumber)
      .where(sql`${table.toAddress} is null`),
    // One mail per Form 10BE certificate, however often the office starts "Mail all certificates".
    uniqueIndex('mail_outbox_certificate_unique')
      .on(table.certificateId)
      .where(sql`${table.certificateId} is not null`),
    index('mail_outbox_due_idx').on(table.status, table.nextAttemptAt),
  ],
);

/**
 * Request counters of the rate limits (form posts per client, failed office sign-ins), kept in the database so that
 * every instance sharing it counts together. One row per key and window.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
});

/** PostgreSQL bytea; node-postgres answers a Buffer and PGlite a Uint8Array, so both are read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded files when the site runs on PostgreSQL, so that every instance sharing the database sees the same
 * files (src/server/storage/storedFiles.ts): public images and documents under `uploads/...`, members' photos and
 * identity files under `private/...` (already AES-256-GCM encrypted). The key is the path the file would have
 * under DATA_DIR. A file is written in the same transaction as the row that points to it.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  content: bytea('content').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});

/**
 * The Sabha's legal details printed on every receipt (one row, edited by an owner in the console): its PAN, the 80G
 * approval (URN, date, validity), the 12A/12AB registration, the registered address and who signs. Kept apart from
 * site_settings, which the public pages read: the signature image never travels with them.
 */
export const receiptSettings = pgTable('receipt_settings', {
  id: serial('id').primaryKey(),
  pan: text('pan').notNull().default(''),
  urn80g: text('urn_80g').notNull().default(''),
  approved80gOn: date('approved_80g_on', { mode: 'string' }),
  valid80gFrom: date('valid_80g_from', { mode: 'string' }),
  valid80gUntil: date('valid_80g_until', { mode: 'string' }),
  registration12ab: text('registration_12ab').notNull().default(''),
  registeredAddress: text('registered_address').notNull().default(''),
  signatoryName: text('signatory_name').notNull().default(''),
  signatoryDesignation: text('signatory_designation').notNull().default(''),
  /** PNG, made from the uploaded image (any format sharp reads), at most a few hundred pixels wide. */
  signaturePng: bytea('signature_png'),
  updatedAt: updatedAt(),
});

/**
 * Receipts as issued: each PDF is rendered once, when its order becomes paid, and every later download and mail
 * sends these bytes, so a later change of the settings or an erasure never changes a receipt already issued.
 */
export const issuedReceipts = pgTable(
  'issued_receipts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    receiptNumber: text('receipt_number').notNull(),
    pdf: bytea('pdf').notNull(),
    /** Hex SHA-256 of the PDF: what the office can quote to show a copy is the one issued. */
    sha256: text('sha256').notNull(),
    /** A cancelled receipt keeps its row and PDF (auditors see every number of the series) but counts nowhere. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    cancelledBy: integer('cancelled_by'),
    /** The cancelled receipt this one was re-issued in place of. */
    replacesId: integer('replaces_id').references((): AnyPgColumn => issuedReceipts.id),
    createdAt: createdAt(),
  },
  (table) => [
    // An order has one receipt per issue: the first, and one per re-issue after a cancellation.
    index('issued_receipts_order_idx').on(table.orderId),
    uniqueIndex('issued_receipts_number_unique').on(table.receiptNumber),
  ],
);

export type RefundStatus = 'requested' | 'pending' | 'processed' | 'failed';

/**
 * Refunds of online payments (admin/refunds.ts). A row is written before the gateway is asked ('requested'), so a
 * second click finds it; at most one refund per order is not failed (partial unique index). When the gateway says
 * 'processed', the order's receipt is cancelled by a credit note of its own gap-free series, stored as issued.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** The gateway's payment that is refunded (orders.paymentId when asked). */
    paymentId: text('payment_id').notNull(),
    gateway: text('gateway').notNull(),
    /** rfnd_...: null until the gateway answered. */
    gatewayRefundId: text('gateway_refund_id'),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('requested'),
    reason: text('reason').notNull(),
    failureReason: text('failure_reason'),
    /** The receipt number the credit note cancels. */
    receiptNumber: text('receipt_number').notNull(),
    creditNoteNumber: text('credit_note_number'),
    creditNotePdf: bytea('credit_note_pdf'),
    creditNoteSha256: text('credit_note_sha256'),
    userId: integer('user_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId),
    uniqueIndex('refunds_gateway_refund_unique').on(table.gatewayRefundId),
    uniqueIndex('refunds_credit_note_unique').on(table.creditNoteNumber),
    uniqueIndex('refunds_one_open_per_order')
      .on(table.orderId)
      .where(sql`${table.status} <> 'failed'`),
  ],
);

export type OfflineMode = 'cash' | 'cheque' | 'demand_draft' | 'bank_transfer' | 'upi';

/** How an offline gift or counter membership was paid (orders.channel 'offline'); one row per such order. */
export const offlinePayments = pgTable(
  'offline_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    mode: text('mode').$type<OfflineMode>().notNull(),
    /** Cheque or draft number, bank transfer reference (UTR) or UPI transaction id; '' for cash. */
    instrumentNumber: text('instrument_number').notNull().default(''),
    bank: text('bank').notNull().default(''),
    instrumentDate: date('instrument_date', { mode: 'string' }),
    recordedBy: integer('recorded_by'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('offline_payments_order_unique').on(table.orderId)],
);

/**
 * The history of the office's corrections to a person's details on a donation or membership: one row per changed
 * field, with who and when. Amounts and receipt numbers are never corrected (a receipt is cancelled and re-issued).
 */
export const recordCorrections = pgTable(
  'record_corrections',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    field: text('field').notNull(),
    before: text('before').notNull(),
    after: text('after').notNull(),
    userId: integer('user_id'),
    createdAt: createdAt(),
  },
  (table) => [index('record_corrections_order_idx').on(table.orderId)],
);

/** The financial years whose Form 10BD the office has filed: until then, donors of that year cannot be erased. */
export const form10bdFilings = pgTable('form_10bd_filings', {
  financialYear: integer('financial_year').primaryKey(),
  /** The portal's acknowledgement number, when the office enters it ('' until then). */
  acknowledgement: text('acknowledgement').notNull().default(''),
  /** The date the portal acknowledged the filing (printed on the Form 10BE certificates); null until entered. */
  filedOn: date('filed_on', { mode: 'string' }),
  userId: integer('user_id'),
  createdAt: createdAt(),
});

/**
 * Form 10BE certificates (admin/form10be.ts): one per donor identity of a filed financial year, made from the same
 * grouping as the year's Form 10BD rows, rendered once and stored; downloads and mails send these bytes. The
 * donor's name, PAN and e-mail are kept as they were at generation (what the certificate says, where it was sent).
 */
export const form10beCertificates = pgTable(
  'form_10be_certificates',
  {
    id: serial('id').primaryKey(),
    financialYear: integer('financial_year').notNull(),
    /** DBJS/10BE/2025-26/00001: numbered per financial year in the order the certificates were generated. */
    certificateNumber: text('certificate_number').notNull(),
    /** The donor identity as Form 10BD groups it (PAN and name, or name and address without a PAN). */
    identity: text('identity').notNull(),
    donorName: text('donor_name').notNull(),
    pan: text('pan').notNull().default(''),
    /** Where the certificate is mailed ('' : handed over on paper). */
    email: text('email').notNull().default(''),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    pdf: bytea('pdf').notNull(),
    sha256: text('sha256').notNull(),
    userId: integer('user_id'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('form_10be_year_identity_unique').on(table.financialYear, table.identity),
    uniqueIndex('form_10be_number_unique').on(table.certificateNumber),
  ],
);

/**
 * Fingerprints of secrets every instance must share (the upload key): an HMAC of a fixed label, never the secret.
 * The first instance records it; one started with another key refuses to start.
 */
export const keyFingerprints = pgTable('key_fingerprints', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  createdAt: createdAt(),
});

/** Gap-free receipt serials: one row per series and financial year, incremented inside the paying transaction. */
export const receiptCounters = pgTable(
  'receipt_counters',
  {
    series: text('series').notNull(), // membership | donation
    financialYear: integer('financial_year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.series, table.financialYear] })],
);

const personColumns = () => ({
  firstName: text('first_name').notNull(),
  middleName: text('middle_name').notNull().default(''),
  surname: text('surname').notNull(),
  mobile: text('mobile').notNull(),
  email: text('email').notNull().default(''),
  dob: date('dob', { mode: 'string' }).notNull(),
  gender: text('gender').notNull(),
  city: text('city').notNull(),
  tehsil: text('tehsil').notNull(),
  district: text('district').notNull(),
  state: text('state').notNull(),
  pincode: text('pincode').notNull(),
  address: text('address').notNull(),
  /** Set when the person asked for erasure: the name and contact fields above are blanked, money kept. */
  erasedAt: timestamp('erased_at', { withTimezone: true }),
});

/** The details a person gives on the forms: every person column but erasedAt. */
export type PersonField = Exclude<keyof ReturnType<typeof personColumns>, 'erasedAt'>;
export const PERSON_FIELDS = Object.keys(personColumns()).filter((key) => key !== 'erasedAt') as PersonField[];

/**
 * A person's identifiers as donor and member profiles compare them (admin/profiles.ts, docs/product.md): PAN in
 * capitals, e-mail in small letters, the last ten digits of the mobile. The indexes below are on exactly these
 * expressions, and the profile queries use the same functions, so the lookups stay fast on large books.
 */
export const normalisedPan = (column: AnyPgColumn) => sql`upper(btrim(${column}))`;
export const normalisedEmail = (column: AnyPgColumn) => sql`lower(btrim(${column}))`;
export const normalisedMobile = (column: AnyPgColumn) => sql`right(regexp_replace(${column}, '[^0-9]', '', 'g'), 10)`;

/** awaiting: paid (or not yet paid) and not decided; approved: a member with a number; rejected: with a reason. */
export type MembershipApproval = 'awaiting' | 'approved' | 'rejected';

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    ...personColumns(),
    dbjsMember: boolean('dbjs_member').notNull(),
    magazineMember: boolean('magazine_member').notNull(),
    /** Keys in the private file store; never public paths. */
    photoKey: text('photo_key'),
    identityKey: text('identity_key'),
    identityDeletedAt: timestamp('identity_deleted_at', { withTimezone: true }),
    /**
     * The office's decision on a paid membership (admin/membershipRecords.ts): awaiting until an officer approves
     * (which gives the member a number) or rejects it with a reason (never a refund by itself).
     */
    approval: text('approval').$type<MembershipApproval>().notNull().default('awaiting'),
    /** 'DBJS/M/000123': given once on approval from a gap-free series that never restarts; never reused. */
    membershipNumber: text('membership_number'),
    approvalDecidedAt: timestamp('approval_decided_at', { withTimezone: true }),
    approvalDecidedBy: integer('approval_decided_by').references(() => adminUsers.id),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('memberships_order_unique').on(table.orderId),
    uniqueIndex('memberships_number_unique').on(table.membershipNumber),
    index('memberships_approval_idx').on(table.approval),
    // Donor and member profiles (admin/profiles.ts) look records up by their normalised identifiers.
    index('memberships_email_norm_idx').on(normalisedEmail(table.email)),
    index('memberships_mobile_norm_idx').on(normalisedMobile(table.mobile)),
  ],
);

export const donations = pgTable(
  'donations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    ...personColumns(),
    pan: text('pan').notNull().default(''),
    donationType: text('donation_type').notNull(),
    frequency: text('frequency').notNull(),
    updatesConsent: boolean('updates_consent').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('donations_order_unique').on(table.orderId),
    index('donations_pan_norm_idx').on(normalisedPan(table.pan)),
    index('donations_email_norm_idx').on(normalisedEmail(table.email)),
    index('donations_mobile_norm_idx').on(normalisedMobile(table.mobile)),
  ],
);

// ------------------------------------------------------------------ monthly and yearly gifts (gateway subscriptions)

export type SubscriptionPeriod = 'monthly' | 'yearly';
/** The gateway's subscription states (Razorpay Subscriptions), mirrored from its webhooks and fetches. */
export type SubscriptionStatus =
  | 'created'
  | 'authenticated'
  | 'active'
  | 'pending'
  | 'halted'
  | 'paused'
  | 'cancelled'
  | 'completed';

/** Gateway plans, one per gateway, period and amount per charge: created once and reused. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: serial('id').primaryKey(),
    gateway: text('gateway').notNull(),
    gatewayPlanId: text('gateway_plan_id').notNull(),
    period: text('period').$type<SubscriptionPeriod>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('subscription_plans_gateway_period_amount_unique').on(
      table.gateway,
      table.period,
      table.amountPaise,
    ),
    uniqueIndex('subscription_plans_gateway_plan_unique').on(table.gatewayPlanId),
  ],
);

/**
 * A donor's monthly or yearly gift. The donor's details are kept here and copied onto the donation row of every
 * charge, so receipts, Form 10BD and the console treat each charge exactly like a one-time gift.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    /** Our reference, sent to the browser as receiptId. */
    receiptId: text('receipt_id').notNull(),
    gateway: text('gateway').notNull(),
    gatewaySubscriptionId: text('gateway_subscription_id').notNull(),
    gatewayPlanId: text('gateway_plan_id').notNull(),
    /** The language the donor set the gift up in: each charge's receipt and mail are in it. */
    language: text('language').$type<Language>().notNull().default('en'),
    period: text('period').$type<SubscriptionPeriod>().notNull(),
    totalCount: integer('total_count').notNull(),
    /** Per charge, by the same rule as a one-time gift. */
    basePaise: integer('base_paise').notNull(),
    gatewayChargePaise: integer('gateway_charge_paise').notNull(),
    gstPaise: integer('gst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').$type<SubscriptionStatus>().notNull().default('created'),
    paidCount: integer('paid_count').notNull().default(0),
    /** The gateway's end of the current period: when the next charge is due. */
    nextChargeAt: timestamp('next_charge_at', { withTimezone: true }),
    authorisedAt: timestamp('authorised_at', { withTimezone: true }),
    haltedAt: timestamp('halted_at', { withTimezone: true }),
    /** Since when the donor (or the office for them) has paused the gift; null while it is not paused. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    /**
     * When the gateway reported the current status (a webhook's created_at, or the moment of our own call): a
     * pause and a resume reported out of order are told apart by it (payments/subscriptions.ts).
     */
    statusAt: timestamp('status_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    ...personColumns(),
    pan: text('pan').notNull().default(''),
    donationType: text('donation_type').notNull(),
    updatesConsent: boolean('updates_consent').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('subscriptions_receipt_id_unique').on(table.receiptId),
    uniqueIndex('subscriptions_gateway_subscription_unique').on(table.gatewaySubscriptionId),
    index('subscriptions_status_idx').on(table.status),
    index('subscriptions_pan_norm_idx').on(normalisedPan(table.pan)),
    index('subscriptions_email_norm_idx').on(normalisedEmail(table.email)),
    index('subscriptions_mobile_norm_idx').on(normalisedMobile(table.mobile)),
  ],
);

// ------------------------------------------------------------------ built-in sandbox gateway (no keys configured)

export const sandboxOrders = pgTable('sandbox_orders', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt').notNull(),
  notes: jsonb('notes')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  status: text('status').notNull().default('created'), // created | attempted | paid
  createdAt: createdAt(),
});

export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  orderId: text('order_id')
    .notNull()
    .references(() => sandboxOrders.id),
  status: text('status').notNull(), // captured | failed
  errorDescription: text('error_description'),
  createdAt: createdAt(),
});

export const sandboxPlans = pgTable('sandbox_plans', {
  id: text('id').primaryKey(),
  period: text('period').notNull(), // monthly | yearly
  interval: integer('interval').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  createdAt: createdAt(),
});

export const sandboxSubscriptions = pgTable('sandbox_subscriptions', {
  id: text('id').primaryKey(),
  planId: text('plan_id')
    .notNull()
    .references(() => sandboxPlans.id),
  totalCount: integer('total_count').notNull(),
  paidCount: integer('paid_count').notNull().default(0),
  /** created | authenticated | active | paused | halted | cancelled | completed (as the gateway names them) */
  status: text('status').notNull().default('created'),
  notes: jsonb('notes')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** On the sandbox clock: when the next charge falls due (null until authorised and after the end). */
  chargeAt: timestamp('charge_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  createdAt: createdAt(),
});

export const sandboxSubscriptionCharges = pgTable('sandbox_subscription_charges', {
  id: text('id').primaryKey(),
  subscriptionId: text('subscription_id')
    .notNull()
    .references(() => sandboxSubscriptions.id),
  amount: integer('amount').notNull(),
  status: text('status').notNull(), // captured | failed
  chargedAt: timestamp('charged_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Refunds the sandbox made (POST /payments/:id/refund on the real gateway); no money moves. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  paymentId: text('payment_id').notNull(),
  amount: integer('amount').notNull(),
  status: text('status').notNull(), // pending | processed | failed
  notes: jsonb('notes')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  createdAt: createdAt(),
});

/** The sandbox's clock: real time plus however far the office or a test advanced it (one row). */
export const sandboxClock = pgTable('sandbox_clock', {
  id: integer('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
});

// ------------------------------------------------------------------ donor and member profiles

export type ProfileDecision = 'same' | 'distinct';

/**
 * The office's decisions about donor and member profiles (admin/profiles.ts): two records belong to the same person
 * (a confirmed merge of a suggestion) or to different people (a suggestion dismissed). Records are named
 * 'donation-<id>', 'membership-<id>' or 'subscription-<id>'. Nothing is merged without such a row; undoing one
 * ("unlink") keeps the row with who undid it and when.
 */
export const profileLinks = pgTable(
  'profile_links',
  {
    id: serial('id').primaryKey(),
    decision: text('decision').$type<ProfileDecision>().notNull(),
    recordA: text('record_a').notNull(),
    recordB: text('record_b').notNull(),
    userId: integer('user_id'),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: integer('revoked_by'),
  },
  (table) => [
    index('profile_links_record_a_idx').on(table.recordA),
    index('profile_links_record_b_idx').on(table.recordB),
  ],
);

// ------------------------------------------------------------------ office console

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** owner | editor | accounts (src/shared/adminRoles.ts); accounts made before roles existed are owners. */
    role: text('role').$type<AdminRole>().notNull().default('owner'),
    /** Set when an owner disables the account: it can no longer sign in, and its sessions end. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('admin_users_email_unique').on(table.email)],
);

export const adminSessions = pgTable('admin_sessions', {
  /** SHA-256 of the cookie value: a leaked table does not yield usable cookies. */
  idHash: text('id_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => adminUsers.id, { onDelete: 'cascade' }),
  csrfToken: text('csrf_token').notNull(),
  createdAt: createdAt(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id'),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('audit_log_created_idx').on(table.createdAt)],
);
