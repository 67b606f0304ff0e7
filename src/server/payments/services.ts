import { usesSandboxGateway, type AppConfig } from '../config';
import type { Db } from '../db/client';
import { findOrdersByIds, type OrderRow } from '../repositories/orders';
import { deliverReceipt, type DeliverOptions, type ReceiptLog } from '../receipts/deliver';
import { createMailer, type Mailer } from '../receipts/mailer';
import { createOutboxWorker, mailLeaseMs, type OutboxLog, type OutboxWorker } from '../receipts/outbox';
import { privateFilesFor, type PrivateFileStore } from '../storage/privateFiles';
import type { PaymentGateway } from './gateway';
import { createRazorpayGateway } from './razorpay';
import { createSandboxGateway } from './sandbox';
import { deliverHaltedNotice, subscriptionReceiptLines } from '../receipts/subscriptionMail';
import { deliverForm10be } from '../receipts/form10beMail';
import { findSubscriptionById, manageUrl } from './subscriptions';

// What the payment routes, the webhook, the office's routes and the reconciler share, built once per app from its
// config (plugins/paymentServices.ts decorates the app with them; the command-line tools build their own).

export interface PaymentServices {
  config: AppConfig;
  db: Db;
  gateway: PaymentGateway;
  files: PrivateFileStore;
  mailer: Mailer;
  /** What sending a receipt needs (receipts/deliver.ts), logging to `log`. */
  deliverOptions(log: ReceiptLog): DeliverOptions;
  /** The mail outbox's worker: receipt mails are queued when an order becomes paid and sent from here. */
  outbox: OutboxWorker;
  /** An order has just become paid: its receipt mail was queued with the payment, so wake the outbox now. */
  receiptPaid(order: OrderRow): void;
  /** Resolves when the outbox has no run under way (tests wait for the mails this way). */
  settled(): Promise<void>;
}

/** The real gateway when both keys are set (docs/api.md#gateway-configuration), otherwise the sandbox. */
export function createGateway(config: AppConfig, db: Db): PaymentGateway {
  if (usesSandboxGateway(config)) return createSandboxGateway(db, config);
  return createRazorpayGateway({
    keyId: config.razorpay.keyId as string,
    keySecret: config.razorpay.keySecret as string,
    apiUrl: config.razorpay.apiUrl,
  });
}

export function createPaymentServices(
  config: AppConfig,
  db: Db,
  log: ReceiptLog & OutboxLog,
): PaymentServices {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
  });
  const deliverOptions = (mailLog: ReceiptLog): DeliverOptions => ({
    db,
    mailer,
    publicUrl: config.publicUrl,
    paymentsApiUrl: config.paymentsApiUrl,
    log: mailLog,
  });
  const outbox = createOutboxWorker({
    db,
    log,
    leaseMs: mailLeaseMs(config.smtpUrl),
    async send(mail) {
      const deliver = deliverOptions(log);
      if (mail.kind === 'subscription-halted') {
        const row = mail.subscriptionId ? await findSubscriptionById(db, mail.subscriptionId) : undefined;
        if (!row) return { status: 'skipped', note: 'the subscription no longer exists' };
        return deliverHaltedNotice(deliver, row, manageUrl(config, row.id), mail.id);
      }
      if (mail.kind === 'form-10be') return deliverForm10be(deliver, mail);
      const [order] = mail.orderId === null ? [] : await findOrdersByIds(db, [mail.orderId]);
      if (!order) return { status: 'skipped', note: 'the order no longer exists' };
      // A copy the office asked for goes to the address it entered, and only while that receipt stands.
      const copy = mail.kind === 'receipt-copy';
      if (copy && (order.receiptNumber !== mail.receiptNumber || order.receiptCancelledAt)) {
        return { status: 'skipped', note: 'the receipt was cancelled or re-issued since' };
      }
      // A monthly or yearly gift's charge: the mail says what follows and carries the donor's link.
      const subscription = order.subscriptionId
        ? await findSubscriptionById(db, order.subscriptionId)
        : undefined;
      const extra = subscription
        ? subscriptionReceiptLines(subscription, manageUrl(config, subscription.id))
        : [];
      return deliverReceipt(deliver, order, mail.id, extra, copy ? (mail.toAddress ?? '') : undefined);
    },
  });
  return {
    config,
    db,
    gateway: createGateway(config, db),
    files: privateFilesFor(db, config),
    mailer,
    deliverOptions,
    outbox,
    receiptPaid: () => outbox.kick(),
    settled: () => outbox.settled(),
  };
}
