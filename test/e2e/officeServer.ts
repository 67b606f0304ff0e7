import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import { startServer, stopServer, type RunningServer } from './serverProcess';

// The office console's browser tests each need an officer's account. The shared e2e server (globalSetup) holds its
// PGlite folder open, and PGlite allows one process per folder, so the CLI cannot add a user to it while it runs.
// Each such test therefore runs the real `npm run admin -- create-user` on a fresh data folder and then starts its
// own server on that folder: no test backdoor.

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');

export interface OfficeServer {
  server: RunningServer;
  browser: Browser;
  dataDir: string;
  password: string;
}

export async function startOfficeServer(name: string, email: string): Promise<OfficeServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `dbjs-${name}-e2e-`));
  const { stdout } = await run(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'src/server/cli/admin.ts', 'create-user', email],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, timeout: 120_000 },
  );
  const match = /Password \(shown only this once[^:]*\): (\S+)/.exec(stdout);
  if (!match) throw new Error(`the CLI printed no password:\n${stdout}`);
  const server = await startServer({ DATA_DIR: dataDir });
  return { server, browser: await launchBrowser(), dataDir, password: match[1] };
}

export async function stopOfficeServer(office: OfficeServer | undefined): Promise<void> {
  if (!office) return;
  await office.browser.close();
  await stopServer(office.server);
  fs.rmSync(office.dataDir, { recursive: true, force: true });
}
