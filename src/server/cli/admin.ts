import readline from 'node:readline';
import { Writable } from 'node:stream';
import {
  EMAIL_PATTERN,
  generatePassword,
  hashPassword,
  normalizeEmail,
  PASSWORD_MIN_LENGTH,
} from '../admin/auth';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { CliError, runCli, sqlStateOf } from './errors';
import { findAdminUserByEmail, insertAdminUser } from '../repositories/admin/users';

// npm run admin -- create-user <email>
// Creates an office account on the configured database (DATA_DIR's PGlite or DATABASE_URL). On a terminal it
// asks for a password (empty: one is generated); otherwise it generates a strong one and prints it once.

const USAGE = 'Usage: npm run admin -- create-user <email>';

/** Reads a line without echoing it (the password). */
function askHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function choosePassword(): Promise<{ password: string; generated: boolean }> {
  if (!process.stdin.isTTY) return { password: generatePassword(), generated: true };
  for (;;) {
    const first = await askHidden(
      `Password (at least ${PASSWORD_MIN_LENGTH} characters; empty to generate one): `,
    );
    if (first === '') return { password: generatePassword(), generated: true };
    if (first.length < PASSWORD_MIN_LENGTH) {
      console.log(`The password must have at least ${PASSWORD_MIN_LENGTH} characters.`);
      continue;
    }
    const second = await askHidden('Repeat the password: ');
    if (first === second) return { password: first, generated: false };
    console.log('The two passwords differ; please try again.');
  }
}

async function createUser(rawEmail: string | undefined): Promise<void> {
  const email = normalizeEmail(rawEmail ?? '');
  if (!EMAIL_PATTERN.test(email)) throw new CliError(`Please give a valid email address.\n${USAGE}`);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    if (await findAdminUserByEmail(database.db, email)) {
      throw new CliError(`An office account for ${email} already exists; nothing was changed.`);
    }
    const { password, generated } = await choosePassword();
    const passwordHash = await hashPassword(password);
    const user = await insertAdminUser(database.db, {
      email,
      passwordHash,
      createdBy: null,
      // The account made on the server itself is the one that can make the others.
      role: 'owner',
    }).catch((error: unknown) => {
      // Made by someone else since the check above; the database's own error would quote the hash.
      if (sqlStateOf(error) === '23505') {
        throw new CliError(`An office account for ${email} already exists; nothing was changed.`);
      }
      throw error;
    });
    console.log(`Created office account ${user.email} (id ${user.id}, role owner).`);
    if (generated) {
      console.log(`Password (shown only this once, keep it safe): ${password}`);
    }
  } finally {
    await database.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === 'create-user') return createUser(rest[0]);
  throw new CliError(USAGE);
}

runCli(() => main(process.argv.slice(2)));
