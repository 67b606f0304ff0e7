import type { Db } from '../db/client';
import type { OrderRow } from '../repositories/orders';
import { loadReceiptRecord } from '../repositories/receipts';
import type { Mailer } from './mailer';
import type { MailOutcome } from './outbox';
import { issueReceipt } from './issue';
import { paymentMode, personName, receiptDate, rupees, SABHA_NAME } from './pdf';

// After an order becomes paid (and its transaction has committed): the issued PDF receipt goes to the payer by mail,
// sent by the mail outbox's worker (receipts/outbox.ts). A failure here never undoes the payment.

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
  const to = (copyTo ?? record.person.email).trim();
  // Email is optional on the membership form; the success screen still offers the PDF.
  if (!to) return { status: 'skipped', note: 'no email address was given' };
  // The receipt as issued; one paid before receipts were stored is issued now.
  const issued = await issueReceipt(options.db, order);
  if (!issued) return { status: 'skipped', note: 'the order has no paid record' };
  const pdf = issued.pdf;
  const sandbox = order.gateway === 'sandbox';
  const what = record.kind === 'donation' ? 'donation' : 'membership';
  const opening =
    record.kind === 'donation'
      ? `Thank you for your donation of ${rupees(order.basePaise)} to ${SABHA_NAME}.`
      : `Thank you for becoming a member of ${SABHA_NAME}. Your membership fee has been received.`;
  const text = [
    `Dear ${personName(record.person) || 'member'},`,
    '',
    opening,
    ...(sandbox
      ? ['', 'This payment was made in the SANDBOX: no money moved and the receipt is not valid.']
      : []),
    '',
    `Receipt number: ${order.receiptNumber}`,
    `Date: ${receiptDate(order.paidAt)}`,
    `Amount received: ${rupees(order.totalPaise)}`,
    `Mode of payment: ${paymentMode(order.gateway, record.offline)}`,
    '',
    'Your receipt is attached to this mail as a PDF. You can also open it here:',
    receiptUrlForMail(options, order.receiptToken),
    '',
    ...(extraLines.length > 0 ? [...extraLines, ''] : []),
    `With regards,`,
    SABHA_NAME,
  ].join('\n');
  const result = await options.mailer.send({
    id: mailId === undefined ? undefined : receiptMailId(mailId),
    to,
    subject: `${sandbox ? '[Sandbox] ' : ''}Your ${what} receipt ${order.receiptNumber}`,
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
