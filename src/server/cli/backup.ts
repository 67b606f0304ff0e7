import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { CliError, runCli } from './errors';
import { restoreBackup, writeBackup } from '../backup/backup';

// npm run backup [-- FILE]   writes the database and DATA_DIR's files to FILE (default backups/dbjs-<time>.json.gz)
// npm run restore -- FILE    restores FILE into the configured, empty database and DATA_DIR
// On PGlite stop the server first: the embedded database has one user at a time. On PostgreSQL both may run while
// the site is up; restore into a new, empty database.

const USAGE = 'Usage: npm run backup [-- FILE]   |   npm run restore -- FILE';

async function main(argv: string[]): Promise<void> {
  const [command, fileArgument] = argv;
  if (command !== 'backup' && command !== 'restore') throw new CliError(USAGE);
  if (command === 'restore' && !fileArgument) throw new CliError(`Please name the backup file.\n${USAGE}`);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (command === 'backup') {
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.resolve(fileArgument ?? path.join('backups', `dbjs-${stamp}.json.gz`));
      const { rows, files } = await writeBackup(database.db, config, file);
      console.log(`Backup written to ${file}: ${rows} rows and ${files} files.`);
    } else {
      const { rows, files } = await restoreBackup(database.db, config, path.resolve(fileArgument));
      console.log(`Restored ${rows} rows and ${files} files from ${fileArgument}.`);
    }
  } finally {
    await database.close();
  }
}

runCli(() => main(process.argv.slice(2)));
