import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, watchProblems, type PageProblems } from './browser';
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
  /** The officer's account: the address given to the CLI and the password it printed. */
  email: string;
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
  return { server, browser: await launchBrowser(), dataDir, email, password: match[1] };
}

/**
 * Stops the office server's process, keeping its data folder, runs `whileStopped` (which may open the folder's
 * database itself: PGlite allows one process per folder), and starts the server again on the same folder. The new
 * server listens on another port: `office.server` becomes it (stopOfficeServer then stops it), and windows opened
 * before must sign in again on its address.
 */
export async function restartOfficeServer(
  office: OfficeServer,
  whileStopped: () => Promise<void> = async () => undefined,
): Promise<RunningServer> {
  await stopServer(office.server);
  await whileStopped();
  office.server = await startServer({ DATA_DIR: office.dataDir });
  return office.server;
}

// Opens DATA_DIR's database with the project's own openDatabase, runs E2E_SQL and prints its rows as JSON.
const QUERY_SCRIPT = `
const { openDatabase } = require('./src/server/db/client');
const { sql } = require('drizzle-orm');
(async () => {
  const database = await openDatabase({ dataDir: process.env.DATA_DIR });
  try {
    const result = await database.db.execute(sql.raw(process.env.E2E_SQL));
    process.stdout.write(JSON.stringify(result.rows ?? []));
  } finally {
    await database.close();
  }
})().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
`;

/**
 * Runs one SQL statement on the office's database and returns its rows, only while its server is stopped (in
 * restartOfficeServer's whileStopped): PGlite allows one process per folder. It runs in a process of its own, as
 * the CLI does: PGlite loads parts of itself with import(), which jest allows only with --experimental-vm-modules.
 */
export async function queryOfficeDatabase(
  office: OfficeServer,
  statement: string,
): Promise<Record<string, unknown>[]> {
  const { stdout } = await run(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), '-e', QUERY_SCRIPT],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: office.dataDir, LOG_LEVEL: 'warn', E2E_SQL: statement },
      timeout: 120_000,
    },
  );
  return JSON.parse(stdout) as Record<string, unknown>[];
}

export async function stopOfficeServer(office: OfficeServer | undefined): Promise<void> {
  if (!office) return;
  await office.browser.close();
  await stopServer(office.server);
  fs.rmSync(office.dataDir, { recursive: true, force: true });
}

/**
 * Starts the file's own office server before its tests and stops it after them; call it at the top of a test file.
 * The server exists only once beforeAll has run, hence the function: call it inside the tests.
 */
export function officeServerForTests(name: string, email: string): () => OfficeServer {
  let office: OfficeServer | undefined;
  beforeAll(async () => {
    office = await startOfficeServer(name, email);
  }, 240_000);
  afterAll(() => stopOfficeServer(office));
  return () => {
    if (!office) throw new Error('the office server has not started: call this inside a test');
    return office;
  };
}

/** Before signing in the console asks for the session once and gets 401: expected, not a problem. */
const isSessionProbe = (url: string, status: number) => status === 401 && url.endsWith('/api/admin/session');

export interface OfficeWindow {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
}

/** A desktop window (1440 × 900) for the console, whose problems are recorded but for the session probe's 401. */
export async function openOfficeWindow(
  office: OfficeServer,
  options: { acceptDownloads?: boolean } = {},
): Promise<OfficeWindow> {
  const context = await office.browser.newContext({ viewport: { width: 1440, height: 900 }, ...options });
  const page = await context.newPage();
  return { context, page, problems: watchProblems(page, isSessionProbe) };
}

/** Fills the login screen already on the page with the officer's account and waits for the dashboard. */
export async function submitLogin(page: Page, office: OfficeServer): Promise<void> {
  await page.getByLabel('Email address').fill(office.email);
  await page.getByLabel('Password').fill(office.password);
  // The sign-in's own answer first, so that a refusal fails here with its status rather than as a missing
  // heading; both waits allow a machine busy with other builds and browsers.
  const [answer] = await Promise.all([
    page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/login') && response.request().method() === 'POST',
      { timeout: 60_000 },
    ),
    page.getByRole('button', { name: 'Sign in' }).click(),
  ]);
  expect(answer.status()).toBe(200);
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ timeout: 60_000 });
}

/** Opens `entry` (the login screen, or a console page that shows it) and signs the officer in. */
export async function signIn(page: Page, office: OfficeServer, entry = '/admin/login'): Promise<void> {
  await page.goto(`${office.server.baseUrl}${entry}`, { waitUntil: 'networkidle' });
  await submitLogin(page, office);
}

/** A console window (openOfficeWindow) in which the officer is signed in from `entry` (signIn). */
export async function openSignedInOfficeWindow(
  office: OfficeServer,
  options: { acceptDownloads?: boolean } = {},
  entry?: string,
): Promise<OfficeWindow> {
  const opened = await openOfficeWindow(office, options);
  await signIn(opened.page, office, entry);
  return opened;
}

/** No console error but the session probe's 401, and no failed request. */
export function expectNoProblemsButTheSessionProbe(problems: PageProblems): void {
  expect(problems.consoleErrors.filter((message) => !/status of 401/.test(message))).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
}

/** What an office test's body gets: the file's server and a console window not yet signed in. */
export interface OfficeTestWindow {
  office: OfficeServer;
  /** The office server's address, for page.goto. */
  base: string;
  context: BrowserContext;
  page: Page;
}

/**
 * A test file of the console with one test: its own office server (officeServerForTests) with the officer `email`,
 * and a console window (openOfficeWindow) for `body`, which signs in itself where and when its story does. After
 * the body the window must have had no problem but the session probe's; then it closes.
 */
export function officeTest(
  setup: { name: string; email: string; acceptDownloads?: boolean },
  title: string,
  body: (window: OfficeTestWindow) => Promise<void>,
): void {
  const { name, email, ...windowOptions } = setup;
  const officeServer = officeServerForTests(name, email);
  test(title, async () => {
    const office = officeServer();
    const { context, page, problems } = await openOfficeWindow(office, windowOptions);
    await body({ office, base: office.server.baseUrl, context, page });
    // Chromium logs each expected 401 session probe (watchProblems allowed the responses themselves).
    expectNoProblemsButTheSessionProbe(problems);
    await context.close();
  });
}
