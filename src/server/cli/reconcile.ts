import { loadConfig } from '../config';
import { runCli } from './errors';
import { CONSOLE_LOG as log, withPaymentServices } from './paymentServices';
import { reconcileOnce } from '../payments/reconciler';
import { reconcileSubscriptions } from '../payments/subscriptions';

// npm run reconcile: one reconciler run against the configured database and gateway, then exit.
// Receipts for orders it settles are mailed (or written to the outbox) before it exits.

async function main(): Promise<void> {
  await withPaymentServices(loadConfig(), async (services) => {
    const summary = await reconcileOnce({
      db: services.db,
      gateway: services.gateway,
      onPaid: (order) => services.receiptPaid(order),
      log,
    });
    const subscriptions = await reconcileSubscriptions({
      db: services.db,
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
  });
}

runCli(main);
