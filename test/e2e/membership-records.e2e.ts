import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { padPng } from '../server/helpers/png';
import { screenshot, SCREENSHOT_DIR } from './browser';
import {
  expectNoProblemsButTheSessionProbe,
  officeServerForTests,
  openSignedInOfficeWindow,
} from './officeServer';

// Membership records end to end (issue 15, item 8): a member applies with an iPhone HEIC photo and pays through the
// sandbox; the office sees the membership awaiting approval on the dashboard, opens it from the filtered list,
// approves it (the membership number appears) and downloads the member card, which is looked at as an image.

const EMAIL = 'members@example.org';
const HEIC = path.resolve(__dirname, '../fixtures/photos/member-photo.heic');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const officeServer = officeServerForTests('membership-records', EMAIL);

/** A real 2400 x 1800 PNG of exactly `size` bytes (padded with a private chunk that decoders skip). */
async function pngOfSize(size: number): Promise<Buffer> {
  const image = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#1f4e79' } })
    .png()
    .toBuffer();
  return padPng(image, size);
}

/** Applies and pays as the Join Us page does: the multipart form, the sandbox's payment, the verify call. */
async function paidMembership(base: string, photo?: Buffer): Promise<string> {
  const form = new FormData();
  const fields: Record<string, string> = {
    first_name: 'Padma',
    middle_name: '',
    surname: 'Upadhye',
    mobile: '9845012345',
    email: 'padma@example.com',
    dob: '1980-03-14',
    gender: 'female',
    city: 'Kolhapur',
    tehsil: 'Karvir',
    district: 'Kolhapur',
    state: 'Maharashtra',
    pincode: '416002',
    address: '21 Mahadwar Road',
    dbjs_member: '1',
    magazine_member: '0',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo)
    form.append('memberProfile', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'big.png');
  else
    form.append('memberProfile', new Blob([fs.readFileSync(HEIC)], { type: 'image/heic' }), 'IMG_4032.HEIC');
  form.append('aadharFile', new Blob([PDF], { type: 'application/pdf' }), 'aadhaar.pdf');
  const created = await fetch(`${base}/api/joinus/joinnow`, { method: 'POST', body: form });
  expect(created.status).toBe(201);
  const order = (await created.json()) as { orderId: string; receiptId: string; amount: number };
  if (photo) return order.receiptId; // left unpaid: it does not wait for the office
  const paid = await fetch(`${base}/api/sandbox/orders/${order.orderId}/pay`, { method: 'POST' });
  expect(paid.status).toBe(200);
  const checkout = await paid.json();
  const verified = await fetch(`${base}/api/joinus/joinnow/verify-payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...checkout,
      receiptId: order.receiptId,
      amount: (order.amount / 100).toFixed(2),
    }),
  });
  expect(verified.status).toBe(200);
  return order.receiptId;
}

test('a 15 MB photo goes through the real server (no 413); one byte more is refused with the message', async () => {
  const office = officeServer();
  const base = office.server.baseUrl;
  await paidMembership(base, await pngOfSize(15 * 1024 * 1024));
  const form = new FormData();
  form.append('first_name', 'Padma');
  form.append(
    'memberProfile',
    new Blob([new Uint8Array(await pngOfSize(15 * 1024 * 1024 + 1))], { type: 'image/png' }),
    'big.png',
  );
  const refused = await fetch(`${base}/api/joinus/joinnow`, { method: 'POST', body: form });
  expect(refused.status).toBe(400);
  expect(((await refused.json()) as { errors: Record<string, string> }).errors.memberProfile).toBe(
    'Photo must be at most 15 MB.',
  );
}, 120_000);

test('the office approves a paid membership and downloads the member card', async () => {
  const office = officeServer();
  const base = office.server.baseUrl;
  await paidMembership(base);

  const { context, page, problems } = await openSignedInOfficeWindow(office);

  // The dashboard counts it (sandbox payments count when the console shows test payments, as on this server).
  const awaiting = page.getByRole('link', { name: /Memberships awaiting approval/ });
  await awaiting.waitFor();
  await awaiting.getByText('1', { exact: true }).waitFor();
  await screenshot(page, 'membership-records-e2e-dashboard');
  await awaiting.click();
  await page.getByRole('heading', { level: 1, name: 'Memberships' }).waitFor();
  expect(await page.getByLabel('Approval').inputValue()).toBe('awaiting');
  const row = page.getByRole('row', { name: /Padma/ });
  await row.getByText('Awaiting approval').waitFor();
  await screenshot(page, 'membership-records-e2e-list');
  await row.getByRole('link', { name: /Padma/ }).click();

  const panel = page.getByRole('region', { name: 'Membership approval' });
  await panel.getByText('Paid and awaiting approval.').waitFor();
  // Rejecting without a reason is refused in the form, with the shared rule's message.
  await panel.getByRole('button', { name: 'Reject…' }).click();
  await panel.getByRole('button', { name: 'Reject membership' }).click();
  await panel.getByText('Please enter the reason for rejecting.').waitFor();
  await panel.getByRole('button', { name: 'Reject…' }).click();

  await panel.getByRole('button', { name: 'Approve membership' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Approve this membership?' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await panel.getByText(/The membership is approved\. Membership number DBJS\/TEST\/M\/000001\./).waitFor();
  await panel.getByTestId('membership-number').getByText('DBJS/TEST/M/000001').waitFor();
  await screenshot(page, 'membership-records-e2e-approved');

  const card = panel.getByRole('link', { name: 'Member card (PDF)' });
  const href = await card.getAttribute('href');
  expect(href).toMatch(/^\/api\/admin\/memberships\/\d+\/card\.pdf$/);
  const download = await context.request.get(`${base}${href}`);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  const pdf = await download.body();
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // Looked at as an image: the first page rendered by pdftoppm (poppler-utils) beside the other screenshots.
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'member-card-'));
  fs.writeFileSync(path.join(folder, 'card.pdf'), pdf);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '110',
    '-f',
    '1',
    '-l',
    '1',
    path.join(folder, 'card.pdf'),
    path.join(folder, 'card'),
  ]);
  const png = fs.readdirSync(folder).find((name) => name.endsWith('.png'))!;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  fs.copyFileSync(path.join(folder, png), path.join(SCREENSHOT_DIR, 'membership-records-e2e-card.png'));
  fs.rmSync(folder, { recursive: true, force: true });

  // Back on the dashboard nothing awaits approval; signed out, the card is not served.
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await page
    .getByRole('link', { name: /Memberships awaiting approval/ })
    .getByText('0', { exact: true })
    .waitFor();
  const anonymous = await fetch(`${base}${href}`);
  expect(anonymous.status).toBe(401);

  expectNoProblemsButTheSessionProbe(problems);
  await context.close();
}, 180_000);
