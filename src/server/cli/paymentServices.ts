import type { AppConfig } from '../config';
import { openDatabase } from '../db/client';
import { createPaymentServices, type PaymentServices } from '../payments/services';

// The payment services of a command that settles payments outside the server (npm run reconcile, npm run sandbox).

/** A command's log: each line its message and then its fields as JSON. */
export const CONSOLE_LOG = {
  info: (object: object, message: string) => console.log(message, JSON.stringify(object)),
  warn: (object: object, message: string) => console.warn(message, JSON.stringify(object)),
  error: (object: object, message: string) => console.error(message, JSON.stringify(object)),
};

/** Opens the configured database, runs `task` with the payment services built on it, then closes the database. */
export async function withPaymentServices(
  config: AppConfig,
  task: (services: PaymentServices) => Promise<void>,
): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await task(createPaymentServices(config, database.db, CONSOLE_LOG));
  } finally {
    await database.close();
  }
}
