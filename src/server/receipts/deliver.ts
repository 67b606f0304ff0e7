import type { Db } from '../db/client';
import type { OrderRow } from '../repositories/orders';
import { loadReceiptRecord } from '../repositories/receipts';
import type { Mailer } from './mailer';
import type { MailOutcome } from './outbox';
import { issueReceipt } from './issue';
import { paymentMode, personName, receiptDate, receiptTranslator, rupees, sabhaName } from './pdf';

// After an order becomes paid (and its transaction has committed): the issued PDF receipt goes to the payer by mail,
// sent by the mail outbox's worker (receipts/outbox.ts). A failure here never undoes the payment. The mail (subject
// and text) is in the language the payer paid in, like the receipt.

export interface ReceiptLog {
  info(object: object, message: string): void;
}

/** The stable id of an outbox receipt mail: its file name in DATA_DIR/outbox and its Message-ID. */
export function receiptMailId(outboxId: number): string {
  return `receipt-${outboxId}`;
}

/** Path of the receipt PDF under the API base; the token is 128 random bits. */
export function receiptPath(token: string): string {
  return `receipts/${token}.pdf`;
}

export function receiptUrlForBrowser(token: string): string {
  return `/api/${receiptPath(token)}`;
}

export function receiptUrlForMail(
  options: { publicUrl: string; paymentsApiUrl?: string },
  token: string,
): string {
  const base = options.paymentsApiUrl
    ? options.paymentsApiUrl.replace(/\/+$/, '')
    : `${options.publicUrl}/api`;
  return `${base}/${receiptPath(token)}`;
}

export interface DeliverOptions {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  paymentsApiUrl?: string;
  log: ReceiptLog;
}

/**
 * Mails the receipt of a paid order; `mailId` is its outbox id, when the outbox sends it. Throws when the mail
 * could not be sent (the outbox retries); answers skipped when there is nothing to send.
 */
export async function deliverReceipt(
  options: DeliverOptions,
  order: OrderRow,
  mailId?: number,
  /** Paragraphs added before the closing (a monthly or yearly gift's terms and the donor's link). */
  extraLines: string[] = [],
  /** A copy the office sends to an address it entered (admin/receiptCopy.ts), instead of the record's address. */
  copyTo?: string,
): Promise<MailOutcome> {
  const record = await loadReceiptRecord(options.db, order);
  if (!record || !order.receiptNumber || !order.receiptToken || !order.paidAt) {
    return { status: 'skipped', note: 'the order has no paid record' };
  }
  // A cancelled receipt (by the office, or with a refund) is no longer a receipt: a mail still waiting for it, or
  // a resend, sends nothing. A re-issue queues the new receipt's own mail.
  if (order.receiptCancelledAt) return { status: 'skipped', note: 'the receipt was cancelled' };
  const to = (copyTo ?? record.person.email).trim();
  // Email is optional on the membership form; the success screen still offers the PDF.
  if (!to) return { status: 'skipped', note: 'no email address was given' };
  // The receipt as issued; one paid before receipts were stored is issued now.
  const issued = await issueReceipt(options.db, order);
  if (!issued) return { status: 'skipped', note: 'the order has no paid record' };
  const pdf = issued.pdf;
  const sandbox = order.gateway === 'sandbox';
  const { language, t } = receiptTranslator(order.language);
  const sabha = sabhaName(t);
  const opening =
    record.kind === 'donation'
      ? t('Thank you for your donation of {amount} to {sabha}.', { amount: rupees(order.basePaise), sabha })
      : t('Thank you for becoming a member of {sabha}. Your membership fee has been received.', { sabha });
  const name = personName(record.person);
  const text = [
    name ? t('Dear {name},', { name }) : t('Dear member,'),
    '',
    opening,
    ...(sandbox
      ? ['', t('This payment was made in the SANDBOX: no money moved and the receipt is not valid.')]
      : []),
    '',
    t('Receipt number: {number}', { number: order.receiptNumber }),
    t('Date: {date}', { date: receiptDate(order.paidAt, language) }),
    t('Amount received: {amount}', { amount: rupees(order.totalPaise) }),
    t('Mode of payment: {mode}', { mode: paymentMode(order.gateway, record.offline, language) }),
    '',
    t('Your receipt is attached to this mail as a PDF. You can also open it here:'),
    receiptUrlForMail(options, order.receiptToken),
    '',
    ...(extraLines.length > 0 ? [...extraLines, ''] : []),
    t('With regards,'),
    sabha,
  ].join('\n');
  const subject =
    record.kind === 'donation'
      ? t('Your donation receipt {number}', { number: order.receiptNumber })
      : t('Your membership receipt {number}', { number: order.receiptNumber });
  const result = await options.mailer.send({
    id: mailId === undefined ? undefined : receiptMailId(mailId),
    to,
    subject: `${sandbox ? `${t('[Sandbox]')} ` : ''}${subject}`,
    text,
    attachments: [
      {
        filename: `receipt-${order.receiptNumber.replace(/\//g, '-')}.pdf`,
        content: pdf,
        contentType: 'application/pdf',
      },
    ],
  });
  options.log.info({ orderId: order.id, delivered: result.delivered }, 'receipt mailed');
  return { status: 'sent' };
}
