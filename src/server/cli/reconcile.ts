import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runCli } from './errors';
import { createPaymentServices } from '../payments/services';
import { reconcileOnce } from '../payments/reconciler';
import { reconcileSubscriptions } from '../payments/subscriptions';

// npm run reconcile: one reconciler run against the configured database and gateway, then exit.
// Receipts for orders it settles are mailed (or written to the outbox) before it exits.

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const log = {
    info: (object: object, message: string) => console.log(message, JSON.stringify(object)),
    warn: (object: object, message: string) => console.warn(message, JSON.stringify(object)),
    error: (object: object, message: string) => console.error(message, JSON.stringify(object)),
  };
  try {
    const services = createPaymentServices(config, database.db, log);
    const summary = await reconcileOnce({
      db: database.db,
      gateway: services.gateway,
      onPaid: (order) => services.receiptPaid(order),
      log,
    });
    const subscriptions = await reconcileSubscriptions({
      db: database.db,
      gateway: services.gateway,
      onCharge: (order) => services.receiptPaid(order),
      log,
    });
    await services.settled();
    console.log(
      `Checked ${subscriptions.checked} subscription(s): ${subscriptions.charges} charge(s) recorded, ` +
        `${subscriptions.errors} error(s).`,
    );
    if (subscriptions.errors > 0) process.exitCode = 1;
    console.log(
      `Reconciled ${summary.checked} order(s) with the ${services.gateway.name} gateway: ${summary.paid} paid, ` +
        `${summary.failed} failed, ${summary.unchanged} unchanged, ${summary.errors} error(s).`,
    );
    if (summary.errors > 0) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

runCli(main);
