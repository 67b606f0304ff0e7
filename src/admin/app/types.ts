// Shapes of the office console API (docs/admin-api.md): inferred from the zod schemas the server shares
// (src/shared/schemas/admin.ts). Plain types only: nothing here ships code.

import type { MembershipApproval, StatusFilter } from '../../shared/schemas/admin';
import type { OfficeDonationPurpose } from '../../shared/validation/receiptDetails';

export type {
  AdminAward,
  AdminBoardMember,
  AdminCategory,
  AdminEvent,
  AdminMatrimonyCard,
  AdminNewsItem as NewsItem,
  AdminPresident,
  AdminSettings,
  AdminUser,
  AuditEntry,
  DashboardFigures,
  Donation,
  DonationSummary,
  Enquiry,
  Form10bdCheck,
  Form10bdWarning,
  MembershipApproval,
  Membership,
  MembershipSummary,
  MessageAnswer,
  MoneyAmount,
  MoneyByType,
  MoneyChannel,
  MoneyMonth,
  MoneyPeriod,
  MoneyTotals,
  Order,
  OfflinePayment,
  OrderBooks,
  OrderStatus,
  Paged,
  PagedPayments,
  PaidRecord,
  PaymentEvent,
  Profile,
  ProfileDirectory,
  ProfileRecord,
  ProfileRecordKind,
  ProfileSuggestion,
  ProfileSummary,
  ProfileTotals,
  RefundRow,
  Result,
  SessionAnswer,
  SubscriptionList,
  SubscriptionRow,
  UnsentMail,
  UserRow,
} from '../../shared/schemas/admin';
export type { CategoryParent } from '../../shared/schemas/content';

export type RecordKind = 'enquiries' | 'memberships' | 'donations';

/** Filters of the records tables; empty strings mean "no filter". */
export interface RecordFilters {
  q: string;
  /** '' (any) or a payment's standing: paid, pending, failed, refunded, receipt_cancelled. */
  status: '' | StatusFilter;
  from: string;
  to: string;
  type: string;
  /** Memberships only: '' (any), awaiting, approved or rejected. */
  approval?: '' | MembershipApproval;
  /** Donations only: '' (any) or a purpose of OFFICE_DONATION_PURPOSES (cost_of_education, general, corpus). */
  purpose?: '' | OfficeDonationPurpose;
  /** Also list sandbox (test) payments; the server leaves them out otherwise. */
  include_test: boolean;
  page: number;
  per_page: number;
}
