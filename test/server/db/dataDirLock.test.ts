import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { acquireDataDirLock, DatabaseInUseError, LOCK_FILE_NAME } from '../../../src/server/db/dataDirLock';
import { CliError, describeCliError } from '../../../src/server/cli/errors';
import { openDatabase } from '../../../src/server/db/client';
import { makeTempDir } from '../helpers/harness';

// Deliver 9 of issue 15: a command run while the server holds the embedded database refuses instead of writing
// into a copy that is lost, a crashed holder's lock is taken over, and no error prints a hash or a row.

const root = path.resolve(__dirname, '../../..');
const CLI_MS = 120_000;

function runCommand(
  script: string,
  args: string[],
  dataDir: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(root, 'node_modules/tsx/dist/cli.mjs'), script, ...args],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The pid of a process that has exited: a crashed holder. */
function deadPid(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    child.once('exit', () => resolve(child.pid!));
  });
}

describe('lock on the embedded database', () => {
  it('is held by one taker at a time and taken again after release', () => {
    const dataDir = makeTempDir();
    const lock = acquireDataDirLock(dataDir);
    const file = path.join(dataDir, LOCK_FILE_NAME);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).pid).toBe(process.pid);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DatabaseInUseError);
    lock.release();
    expect(fs.existsSync(file)).toBe(false);
    acquireDataDirLock(dataDir).release();
  });

  it('refuses while a live process holds it, and names that process', () => {
    const dataDir = makeTempDir();
    // The parent of this test runner is alive for as long as the test runs.
    fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), JSON.stringify({ pid: process.ppid }));
    expect(() => acquireDataDirLock(dataDir)).toThrow(`in use by process ${process.ppid}`);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8')).pid).toBe(process.ppid);
  });

  it.each([
    ['a dead process', async () => JSON.stringify({ pid: await deadPid() })],
    [
      'this very process, which does not hold it (a restarted container)',
      async () => JSON.stringify({ pid: process.pid }),
    ],
    ['a half-written file', async () => '{"pi'],
  ])('takes over a stale lock left by %s', async (_label, content) => {
    const dataDir = makeTempDir();
    const file = path.join(dataDir, LOCK_FILE_NAME);
    fs.writeFileSync(file, await content());
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).pid).toBe(process.pid);
    expect(fs.readdirSync(dataDir)).toEqual([LOCK_FILE_NAME]);
    lock.release();
  });
});

it(
  'is taken by opening the embedded database in DATA_DIR and given back by closing it',
  async () => {
    const dataDir = makeTempDir();
    const database = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(DatabaseInUseError);
    } finally {
      await database.close();
    }
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  },
  CLI_MS,
);

describe('command errors', () => {
  it('print messages written for people, and never a query, its parameters or a row', () => {
    expect(describeCliError(new CliError('Please give a valid email address.'))).toBe(
      'Please give a valid email address.',
    );
    const hash = 'scrypt$16384$8$1$c2FsdA==$aGFzaA==';
    const databaseError = Object.assign(
      new Error(`Failed query: insert into "admin_users" ... params: office@example.org,${hash}`),
      { name: 'DrizzleQueryError', query: 'insert ...', params: ['office@example.org', hash] },
    );
    Object.assign(databaseError, { cause: Object.assign(new Error('duplicate key'), { code: '23505' }) });
    const shown = describeCliError(databaseError);
    expect(shown).toContain('SQLSTATE 23505');
    expect(shown).toContain('already exists');
    expect(shown).not.toContain(hash);
    expect(shown).not.toContain('office@example.org');
    const withCode = Object.assign(new Error('row (7, Padmaja, ABCDE1234F) violates check'), {
      code: '23514',
    });
    expect(describeCliError(withCode)).not.toContain('Padmaja');
  });
});

describe('npm run admin -- create-user on the embedded database', () => {
  it(
    'refuses while the server holds the database, works once it is free, and takes over a crashed holder',
    async () => {
      const dataDir = makeTempDir();
      const held = acquireDataDirLock(dataDir);
      const refused = await runCommand(
        'src/server/cli/admin.ts',
        ['create-user', 'office@example.org'],
        dataDir,
      );
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`in use by process ${process.pid}`);
      expect(refused.stdout).not.toContain('Created');
      expect(refused.stdout + refused.stderr).not.toMatch(/scrypt\$/);
      for (const script of ['src/server/cli/backup.ts', 'src/server/cli/reconcile.ts']) {
        const other = await runCommand(script, script.endsWith('backup.ts') ? ['backup'] : [], dataDir);
        expect(other.code).toBe(1);
        expect(other.stderr).toContain(`in use by process ${process.pid}`);
      }
      held.release();

      const created = await runCommand(
        'src/server/cli/admin.ts',
        ['create-user', 'office@example.org'],
        dataDir,
      );
      expect(created.stderr).toBe('');
      expect(created.stdout).toContain('Created office account office@example.org');
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

      // kill -9 leaves the lock behind; the next command takes it over, and the account made above is still there.
      fs.writeFileSync(path.join(dataDir, LOCK_FILE_NAME), JSON.stringify({ pid: await deadPid() }));
      const again = await runCommand(
        'src/server/cli/admin.ts',
        ['create-user', 'office@example.org'],
        dataDir,
      );
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('An office account for office@example.org already exists');
      expect(again.stdout + again.stderr).not.toMatch(/scrypt\$/);
      expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    },
    CLI_MS * 2,
  );
});
