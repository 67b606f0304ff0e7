import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { OrderRow } from '../repositories/orders';
import { deliverReceipt, type ReceiptLog } from '../receipts/deliver';
import { createMailer, type Mailer } from '../receipts/mailer';
import { createPrivateFileStore, type PrivateFileStore } from '../storage/privateFiles';
import { createGateway, type PaymentGateway } from './gateway';

// What the payment routes, the webhook and the reconciler share, built once per app from its config.

export interface PaymentServices {
  config: AppConfig;
  db: Db;
  gateway: PaymentGateway;
  files: PrivateFileStore;
  mailer: Mailer;
  /** Sends the receipt of an order that has just become paid, in the background; failures are logged. */
  receiptPaid(order: OrderRow): void;
  /** Resolves when every receipt started so far has been sent or has failed. */
  settled(): Promise<void>;
}

export function createPaymentServices(config: AppConfig, db: Db, log: ReceiptLog): PaymentServices {
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    dataDir: config.dataDir,
    publicUrl: config.publicUrl,
  });
  const running = new Set<Promise<void>>();
  return {
    config,
    db,
    gateway: createGateway(config, db),
    files: createPrivateFileStore({ dataDir: config.dataDir, encryptionKey: config.uploadEncryptionKey }),
    mailer,
    receiptPaid(order) {
      const job = deliverReceipt(
        { db, mailer, publicUrl: config.publicUrl, paymentsApiUrl: config.paymentsApiUrl, log },
        order,
      )
        .catch((error: unknown) => {
          log.error({ orderId: order.id, error: (error as Error)?.message }, 'receipt could not be sent');
        })
        .finally(() => running.delete(job));
      running.add(job);
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
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
