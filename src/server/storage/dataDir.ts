import fs from 'node:fs';
import path from 'node:path';

// DATA_DIR holds the embedded database (its WAL carries personal data), encrypted identity files, the key that
// decrypts them and queued mails: only the server's own user may read or write any of it. The process umask makes
// every file created from now on 0600 and every folder 0700; files left by an older version are tightened once.

const PRIVATE_FILE = 0o600;
const PRIVATE_DIR = 0o700;

function tighten(target: string): void {
  const stat = fs.lstatSync(target, { throwIfNoEntry: false });
  if (!stat || stat.isSymbolicLink()) return;
  if (stat.isDirectory()) {
    if ((stat.mode & 0o777) !== PRIVATE_DIR) fs.chmodSync(target, PRIVATE_DIR);
    for (const entry of fs.readdirSync(target)) tighten(path.join(target, entry));
  } else if ((stat.mode & 0o077) !== 0) {
    fs.chmodSync(target, stat.mode & PRIVATE_FILE);
  }
}

/** Creates DATA_DIR if needed and makes it and everything in it private to this user. */
export function secureDataDir(dataDir: string): void {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
  tighten(dataDir);
}
