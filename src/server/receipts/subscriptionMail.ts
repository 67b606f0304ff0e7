import { formatPaise } from '../../shared/money';
import { termOfPeriod } from '../../shared/subscriptions';
import type { SubscriptionRow } from '../payments/subscriptions';
import { lastChargeDate, MANAGE_LINK_DAYS } from '../payments/subscriptions';
import type { DeliverOptions } from './deliver';
import type { MailOutcome } from './outbox';
import { personName, receiptDate, receiptTranslator, sabhaName, type Translator } from './pdf';

// The mails of a monthly or yearly gift besides the receipts: the lines each charge's receipt mail adds (what is
// charged, how often, until when, and the donor's link to see or cancel it), and the notice of a halted gift, in the
// language the donor set the gift up in (subscriptions.language).

/** "12 monthly payments of ₹1,023.60" (shared/subscriptions.ts recurringSummary) in a language. */
function summaryIn(t: Translator, row: SubscriptionRow): string {
  const values = { count: termOfPeriod(row.period).totalCount, amount: formatPaise(row.totalPaise) };
  return row.period === 'monthly'
    ? t('{count} monthly payments of {amount}', values)
    : t('{count} yearly payments of {amount}', values);
}

/** The paragraph a charge's receipt mail carries. */
export function subscriptionReceiptLines(row: SubscriptionRow, manageUrl: string): string[] {
  const { language, t } = receiptTranslator(row.language);
  const values = {
    summary: summaryIn(t, row),
    base: formatPaise(row.basePaise),
    last: receiptDate(lastChargeDate(row), language),
    days: MANAGE_LINK_DAYS,
  };
  return [
    t(
      'This is one of {summary} ({base} plus charges), the last on {last}. Each charge has its own receipt.',
      values,
    ),
    row.period === 'monthly'
      ? t(
          'To see your monthly gift and its receipts, or to pause or stop it, open this link (valid for {days} days; every receipt mail brings a new one):',
          values,
        )
      : t(
          'To see your yearly gift and its receipts, or to pause or stop it, open this link (valid for {days} days; every receipt mail brings a new one):',
          values,
        ),
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
  const sandbox = row.gateway === 'sandbox';
  const { t } = receiptTranslator(row.language);
  const sabha = sabhaName(t);
  const values = { amount: formatPaise(row.totalPaise), sabha };
  const name = personName(row);
  const text = [
    name ? t('Dear {name},', { name }) : t('Dear donor,'),
    '',
    row.period === 'monthly'
      ? t(
          'Your monthly donation of {amount} to {sabha} could not be charged: the payment gateway tried several times and has stopped. No further attempt will be made.',
          values,
        )
      : t(
          'Your yearly donation of {amount} to {sabha} could not be charged: the payment gateway tried several times and has stopped. No further attempt will be made.',
          values,
        ),
    ...(sandbox ? ['', t('This gift was made in the SANDBOX: no money moves.')] : []),
    '',
    t(
      'If your card, UPI or bank mandate changed, you are welcome to start a new gift on our donation page. You can see this gift and its receipts here:',
    ),
    manageUrl,
    '',
    t('With regards,'),
    sabha,
  ].join('\n');
  const subject =
    row.period === 'monthly' ? t('Your monthly donation has stopped') : t('Your yearly donation has stopped');
  await options.mailer.send({
    id: `subscription-halted-${mailId}`,
    to,
    subject: `${sandbox ? `${t('[Sandbox]')} ` : ''}${subject}`,
    text,
  });
  options.log.info({ subscriptionId: row.id }, 'halted notice mailed');
  return { status: 'sent' };
}
