import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { HarnessOptions, TestServer } from '../helpers/harness';

// The payment suites run on describeEachDatabase (test/server/helpers/harness.ts) with two settings: no demo
// content, and the payment tables and the outbox emptied before each test, so every test starts its receipt
// series at 00001.

export async function emptyPaymentTables(server: TestServer): Promise<void> {
  await server.db.execute(
    sql`TRUNCATE payment_events, memberships, donations, orders, receipt_counters, sandbox_payments, sandbox_orders RESTART IDENTITY CASCADE`,
  );
  fs.rmSync(path.join(server.dataDir, 'outbox'), { recursive: true, force: true });
}

/** describeEachDatabase's options for a payment suite; `env` as in HarnessOptions (gateway keys, webhook secret). */
export const paymentSuite = (options: Pick<HarnessOptions, 'env'> = {}): HarnessOptions => ({
  seed: false,
  ...options,
  beforeEach: emptyPaymentTables,
});

/** How many files the mailer has left in DATA_DIR/outbox (none when it has not made the folder yet). */
export function outboxFileCount(dataDir: string): number {
  const dir = path.join(dataDir, 'outbox');
  return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
}

/** The raw mails in DATA_DIR/outbox (no SMTP_URL: the mailer writes .eml files), in name order, read as `encoding`. */
export function outboxFiles(dataDir: string, encoding: BufferEncoding): string[] {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), encoding));
}
