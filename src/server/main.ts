// First, before anything else has run: see the module.
import './lib/keepTickObject';
import type { AddressInfo } from 'node:net';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import { checkSharedUploadKey } from './storage/privateFiles';
import { moveDirectoryFilesIntoDatabase } from './storage/storedFiles';

// The server process: configuration, database (migrated), demo content on an empty database, then listen.
// SIGTERM or SIGINT stop accepting connections, let requests in flight finish, close the database and exit 0.

const SHUTDOWN_GRACE_MS = 15_000;

export async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let app;
  try {
    // Instances sharing one PostgreSQL share the encrypted files, so they must share the key: an instance with
    // another key refuses to start (main() prints the message alone).
    if (config.databaseUrl) await checkSharedUploadKey(database.db, config);
    const seeded = await seedIfEmpty(database.db, config);
    // As it starts listening, it settles orders whose browser never came back by asking the gateway
    // (docs/api.md#payments-in-short), deletes files past their retention and sends the queued mails.
    app = await buildApp({ config, database, backgroundJobs: true });
    // On PostgreSQL files live in the database; files an earlier version left under DATA_DIR move there (now that
    // this instance's upload key is known to be the shared one).
    const moved = config.databaseUrl ? await moveDirectoryFilesIntoDatabase(database.db, config.dataDir) : 0;
    if (moved > 0) app.log.info({ files: moved }, 'files under DATA_DIR moved into the database');
    if (seeded) app.log.info('the database was empty: demo content seeded');
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    throw error;
  }

  const address = app.server.address() as AddressInfo;
  const shownHost = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(config.host) ? 'localhost' : config.host;
  app.log.info(
    { database: database.driver },
    `Dakshin Bharat Jain Sabha website at http://${shownHost}:${address.port}/ (API at /api/)`,
  );

  const running = app;
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    running.log.info({ signal }, 'shutting down: finishing requests in flight');
    const deadline = setTimeout(() => {
      running.log.error('requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    deadline.unref();
    try {
      // Closing stops the background jobs and waits for the mails being sent (plugins/paymentServices.ts).
      await running.close();
      await database.close();
      clearTimeout(deadline);
      process.exit(0);
    } catch (error) {
      running.log.error({ error: (error as Error).name }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', (signal) => void stop(signal));
  process.once('SIGINT', (signal) => void stop(signal));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
