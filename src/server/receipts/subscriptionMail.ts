import { formatPaise } from '../../shared/money';
import { recurringSummary, termOfPeriod } from '../../shared/subscriptions';
import type { SubscriptionRow } from '../payments/subscriptions';
import { lastChargeDate, MANAGE_LINK_DAYS } from '../payments/subscriptions';
import type { DeliverOptions } from './deliver';
import type { MailOutcome } from './outbox';
import { personName, receiptDate, SABHA_NAME } from './pdf';

// The mails of a monthly or yearly gift besides the receipts: the lines each charge's receipt mail adds (what is
// charged, how often, until when, and the donor's link to see or cancel it), and the notice of a halted gift.

/** The paragraph a charge's receipt mail carries. */
export function subscriptionReceiptLines(row: SubscriptionRow, manageUrl: string): string[] {
  const term = termOfPeriod(row.period);
  return [
    `This is one of ${recurringSummary(term, row.totalPaise)} (${formatPaise(row.basePaise)} plus charges), ` +
      `the last on ${receiptDate(lastChargeDate(row))}. Each charge has its own receipt.`,
    `To see your ${term.adjective} gift and its receipts, or to pause or stop it, open this link ` +
      `(valid for ${MANAGE_LINK_DAYS} days; every receipt mail brings a new one):`,
    manageUrl,
  ];
}

/** The gateway stopped charging after failed attempts: the donor is told, with the link to see or cancel it. */
export async function deliverHaltedNotice(
  options: DeliverOptions,
  row: SubscriptionRow,
  manageUrl: string,
  mailId: number,
): Promise<MailOutcome> {
  const to = row.email.trim();
  if (!to) return { status: 'skipped', note: 'no email address was given' };
  const term = termOfPeriod(row.period);
  const sandbox = row.gateway === 'sandbox';
  const text = [
    `Dear ${personName(row) || 'donor'},`,
    '',
    `Your ${term.adjective} donation of ${formatPaise(row.totalPaise)} to ${SABHA_NAME} could not be charged: ` +
      'the payment gateway tried several times and has stopped. No further attempt will be made.',
    ...(sandbox ? ['', 'This gift was made in the SANDBOX: no money moves.'] : []),
    '',
    'If your card, UPI or bank mandate changed, you are welcome to start a new gift on our donation page. ' +
      'You can see this gift and its receipts here:',
    manageUrl,
    '',
    'With regards,',
    SABHA_NAME,
  ].join('\n');
  await options.mailer.send({
    id: `subscription-halted-${mailId}`,
    to,
    subject: `${sandbox ? '[Sandbox] ' : ''}Your ${term.adjective} donation has stopped`,
    text,
  });
  options.log.info({ subscriptionId: row.id }, 'halted notice mailed');
  return { status: 'sent' };
}
