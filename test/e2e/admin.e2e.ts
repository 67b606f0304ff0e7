import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshot, watchProblems } from './browser';
import { startServer, stopServer, type RunningServer } from './serverProcess';

// The office console end to end in Chromium: an account made with the CLI signs in at /admin, publishes an event
// with an image, finds it on /events and its detail page, downloads the donations CSV and signs out.
//
// The shared e2e server (globalSetup) holds its PGlite folder open, and PGlite allows one process per folder, so
// the CLI cannot add a user to it while it runs. This test therefore runs the CLI on a fresh data folder first
// and then starts its own server on that folder: the real `npm run admin -- create-user` path, no test backdoor.

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const EMAIL = 'office@example.org';

let browser: Browser;
let server: RunningServer;
let dataDir: string;
let password: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dbjs-admin-e2e-'));
  const { stdout } = await run(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'src/server/cli/admin.ts', 'create-user', EMAIL],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, timeout: 120_000 },
  );
  const match = /Password \(shown only this once[^:]*\): (\S+)/.exec(stdout);
  if (!match) throw new Error(`the CLI printed no password:\n${stdout}`);
  password = match[1];
  server = await startServer({ DATA_DIR: dataDir });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  if (server) await stopServer(server);
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

test('an office user signs in, publishes an event with an image, exports donations and signs out', async () => {
  const base = server.baseUrl;
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  // Before signing in the console asks for the session once and gets 401: expected, not a problem.
  const problems = watchProblems(page, (url, status) => status === 401 && url.endsWith('/api/admin/session'));

  // Not signed in: /admin shows the login screen.
  await page.goto(`${base}/admin`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Office console' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/admin/login');

  await page.getByLabel('Email address').fill(EMAIL);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/admin');

  // Publish an event with a real image (a PNG made here; the server converts it to WebP).
  const imagePath = path.join(dataDir, 'cover.png');
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 123, g: 30, b: 30 } } })
    .png()
    .toFile(imagePath);
  const name = `Heritage walk at Kolhapur ${Date.now()}`;
  await page.getByRole('link', { name: 'Events', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
  await page.getByRole('link', { name: 'New event' }).click();
  await page.getByLabel('Event name').fill(name);
  await page.getByLabel('Event date').fill('2026-01-18');
  // The description is a rich-text editor (test/e2e/richText.e2e.ts drives its toolbar); plain text fills it.
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('A morning walk through the old Jain temples of Kolhapur, led by the Veer Seva Dal.');
  await page.getByLabel('Event image').setInputFiles(imagePath);
  await page.getByRole('button', { name: 'Publish event' }).click();
  await page.getByText('The event was published. The website shows it now.').waitFor();
  await screenshot(page, 'admin-e2e-event-published');

  const siteLink = page.getByRole('link', { name: 'View on site' });
  const eventPath = await siteLink.getAttribute('href');
  expect(eventPath).toMatch(/^\/events\/heritage-walk-at-kolhapur/);

  // The public site shows it at the next request: in the events list and on its own page, with its image.
  const publicPage = await context.newPage();
  await publicPage.goto(`${base}/events`, { waitUntil: 'networkidle' });
  await publicPage.getByText(name).first().waitFor();
  await publicPage.goto(`${base}${eventPath}`, { waitUntil: 'networkidle' });
  await publicPage.getByRole('heading', { level: 1, name }).waitFor();
  const imageSources = await publicPage.$$eval('img', (images) =>
    images.map((image) => image.getAttribute('src') ?? ''),
  );
  expect(imageSources.some((src) => /\/api\/uploads\/events\/.+\.webp$/.test(src))).toBe(true);
  await publicPage.close();

  // Export the donations CSV of the default range (this month so far).
  await page.getByRole('link', { name: 'Exports' }).first().click();
  await page.getByRole('heading', { level: 1, name: 'Exports' }).waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Donations CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = fs.readFileSync((await download.path()) as string, 'utf8');
  expect(csv.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toMatch(/receipt/i);

  // Sign out: the server session ends, and the console is closed again.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByText('You have signed out.').waitFor();
  const afterLogout = await page.request.get(`${base}/api/admin/session`);
  expect(afterLogout.status()).toBe(401);
  await page.goto(`${base}/admin/events`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Office console' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/admin/login');

  // Chromium logs each expected 401 session probe (watchProblems allowed the responses themselves).
  expect(problems.consoleErrors.filter((message) => !/status of 401/.test(message))).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
  await context.close();
});
