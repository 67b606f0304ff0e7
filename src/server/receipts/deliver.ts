import type { Db } from '../db/client';
import type { OrderRow } from '../repositories/orders';
import { loadReceiptRecord } from '../repositories/receipts';
import type { Mailer } from './mailer';
import { paymentMode, personName, receiptDate, renderReceiptPdf, rupees, SABHA_NAME } from './pdf';

// After an order becomes paid (and its transaction has committed): the PDF receipt goes to the payer by mail.
// Never inside the paying transaction, and a failure here is logged, never undoes the payment.

export interface ReceiptLog {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
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

export async function deliverReceipt(options: DeliverOptions, order: OrderRow): Promise<void> {
  const record = await loadReceiptRecord(options.db, order);
  if (!record || !order.receiptNumber || !order.receiptToken || !order.paidAt) {
    options.log.error({ orderId: order.id }, 'receipt not sent: the order has no paid record');
    return;
  }
  const to = record.person.email.trim();
  if (!to) {
    // Email is optional on the membership form; the success screen still offers the PDF.
    options.log.info({ orderId: order.id }, 'receipt not mailed: no email address was given');
    return;
  }
  const pdf = await renderReceiptPdf(record);
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
    `Mode of payment: ${paymentMode(order.gateway)}`,
    '',
    'Your receipt is attached to this mail as a PDF. You can also open it here:',
    receiptUrlForMail(options, order.receiptToken),
    '',
    `With regards,`,
    SABHA_NAME,
  ].join('\n');
  const result = await options.mailer.send({
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
}
