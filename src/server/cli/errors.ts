import { DatabaseInUseError } from '../db/dataDirLock';

// What a command prints when it fails. A database error's message quotes its query with the parameters (an
// admin account's password hash, a donor's row), so only messages written for the person at the terminal are
// printed whole; anything else is named by its kind and SQLSTATE code alone.

/** An error whose message is written for the person running the command. */
export class CliError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliError';
  }
}

const SQLSTATE_MEANINGS: Record<string, string> = {
  '23505': 'a record with the same key already exists',
  '23503': 'a record it refers to does not exist',
  '23502': 'a required value is missing',
  '40001': 'another program changed the same records at the same time; run it again',
  '57P01': 'the database server shut down',
  '3D000': 'the database does not exist',
  '28P01': 'the database refused the password',
  '08006': 'the connection to the database was lost',
};

/** The SQLSTATE code of a database error (pg, PGlite, or wrapped by Drizzle), if any. */
export function sqlStateOf(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True for a plain Error thrown by our own code: no query, parameters, code or cause that could carry data. */
function isPlainMessage(error: unknown): error is Error {
  return (
    error instanceof Error &&
    Object.getPrototypeOf(error) === Error.prototype &&
    error.cause === undefined &&
    !('code' in error) &&
    !('query' in error) &&
    !('params' in error)
  );
}

/** The text a command prints for `error`: never a query, its parameters or a row. */
export function describeCliError(error: unknown): string {
  if (error instanceof CliError || error instanceof DatabaseInUseError || isPlainMessage(error)) {
    return error.message;
  }
  const code = sqlStateOf(error);
  const name = error instanceof Error ? error.name : typeof error;
  const meaning = code ? SQLSTATE_MEANINGS[code] : undefined;
  return (
    `The command failed (${name}${code ? `, SQLSTATE ${code}` : ''})` +
    (meaning ? `: ${meaning}.` : '.') +
    ' Details are not printed: a database error quotes the records it concerns (personal data, password hashes).'
  );
}

/** Runs a command's main function, printing a failure safely and setting the exit code. */
export function runCli(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(describeCliError(error));
    process.exitCode = 1;
  });
}
