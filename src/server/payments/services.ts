import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { findOrdersByIds, type OrderRow } from '../repositories/orders';
import { deliverReceipt, type ReceiptLog } from '../receipts/deliver';
import { createMailer, type Mailer } from '../receipts/mailer';
import { createOutboxWorker, type OutboxLog, type OutboxWorker } from '../receipts/outbox';
import { createPrivateFileStore, type PrivateFileStore } from '../storage/privateFiles';
import { createGateway, type PaymentGateway } from './gateway';

// What the payment routes, the webhook and the reconciler share, built once per app from its config.

export interface PaymentServices {
  config: AppConfig;
  db: Db;
  gateway: PaymentGateway;
  files: PrivateFileStore;
  mailer: Mailer;
  /** The mail outbox's worker: receipt mails are queued when an order becomes paid and sent from here. */
  outbox: OutboxWorker;
  /** An order has just become paid: its receipt mail was queued with the payment, so wake the outbox now. */
  receiptPaid(order: OrderRow): void;
  /** Resolves when the outbox has no run under way (tests wait for the mails this way). */
  settled(): Promise<void>;
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
  const outbox = createOutboxWorker({
    db,
    log,
    async send(mail) {
      const [order] = await findOrdersByIds(db, [mail.orderId]);
      if (!order) return { status: 'skipped', note: 'the order no longer exists' };
      const deliver = { db, mailer, publicUrl: config.publicUrl, paymentsApiUrl: config.paymentsApiUrl, log };
      return deliverReceipt(deliver, order, mail.id);
    },
  });
  return {
    config,
    db,
    gateway: createGateway(config, db),
    files: createPrivateFileStore({ dataDir: config.dataDir, encryptionKey: config.uploadEncryptionKey }),
    mailer,
    outbox,
    receiptPaid: () => outbox.kick(),
    settled: () => outbox.settled(),
  };
}

/** Keeps the services next to the app that built them, for startReconciler and tests. */
const servicesByApp = new WeakMap<object, PaymentServices>();

export function rememberServices(app: FastifyInstance, services: PaymentServices): void {
  servicesByApp.set(app.db, services);
}

/** The services of a built app (looked up by its database handle, which every encapsulation context shares). */
export function paymentServicesOf(app: FastifyInstance): PaymentServices | undefined {
  return servicesByApp.get(app.db);
}
