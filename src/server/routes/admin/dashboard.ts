import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { countAwaitingApproval } from '../../admin/membershipRecords';
import { listEventsForAdmin } from '../../repositories/admin/content';
import * as records from '../../repositories/admin/records';
import { moneyTotals } from '../../repositories/admin/moneyTotals';
import { unpaidFigures } from '../../repositories/admin/unpaidFigures';
import { listUnsentMails } from '../../repositories/outbox';
import { getReceiptDetails } from '../../repositories/receiptDetails';
import { todayInIndia, toIsoDate } from '../../../shared/dates';
import { receiptDetailsWarning } from '../../../shared/validation/receiptDetails';
import { includeTestQuery, parseQuery } from './shared';
import { subscriptionFigures } from './subscriptions';

// The dashboard's figures in one answer: counts only, no names, so opening the dashboard reads no personal data
// (and leaves no audit entry for it).

export default async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get('/dashboard', async (request) => {
    const query = parseQuery(z.object(includeTestQuery), request.query);
    const one = { page: 1, perPage: 1 };
    const filters = { includeTest: query.include_test };
    const [events, enquiries, memberships, paidMemberships, donations, paidDonations, unsent, recurring] =
      await Promise.all([
        listEventsForAdmin(app.db, one),
        records.searchEnquiries(app.db, {}, one),
        records.searchMemberships(app.db, filters, one),
        records.searchMemberships(app.db, { ...filters, status: 'paid' }, one),
        records.searchDonations(app.db, filters, one),
        records.searchDonations(app.db, { ...filters, status: 'paid' }, one),
        listUnsentMails(app.db),
        subscriptionFigures(app.db, query.include_test),
      ]);
    // Sums of paid money (no names either): today, this month, this financial year and the last 12 months.
    const money = await moneyTotals(app.db, { includeTest: query.include_test });
    // Payments that did not go through (pending, failed), today and this month, as the lists filter them.
    const unpaid = await unpaidFigures(app.db, { includeTest: query.include_test });
    // Paid memberships the office has not yet approved or rejected (docs/product.md "Membership records").
    const awaitingApproval = await countAwaitingApproval(app.db, { includeTest: query.include_test });
    const receiptDetails = await getReceiptDetails(app.db);
    return {
      events: events.total,
      enquiries: enquiries.total,
      memberships: memberships.total,
      // Paid and standing (not refunded, receipt not cancelled): the count the money cards and every total use.
      paid_memberships: paidMemberships.paid_sum.count,
      memberships_awaiting_approval: awaitingApproval,
      donations: donations.total,
      paid_donations: paidDonations.paid_sum.count,
      unsent_mails: unsent.length,
      // Monthly and yearly gifts: income per month (yearly ones as a twelfth), and churn over 30 days.
      monthly_recurring_paise: recurring.monthlyRecurringPaise,
      active_subscriptions: recurring.active,
      subscriptions_ended_30_days: recurring.endedLast30Days,
      halted_subscriptions: recurring.halted,
      paused_subscriptions: recurring.paused,
      money,
      unpaid,
      receipt_details_warning: receiptDetailsWarning(receiptDetails, toIsoDate(todayInIndia())),
    };
  });
}
