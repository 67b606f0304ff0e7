import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { baseUrl, interactAndHydrate } from './browser';

// Steps of the public payment journeys that several browser tests take the same way: the files a membership
// uploads, the donation form filled by mouse and fill(), and the sandbox checkout window (docs/product.md).

const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const PDF = '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n';

/** The two uploads of a membership application: a 1 × 1 PNG photo and a one-page PDF for the identity proof. */
export interface UploadFiles {
  photo: string;
  identity: string;
}

/** Writes the membership's uploads into a fresh temporary folder named after `name`. */
export function writeUploadFiles(name: string): UploadFiles {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `dbjs-e2e-${name}-`));
  const files = { photo: path.join(dir, 'photo.png'), identity: path.join(dir, 'aadhaar-masked.pdf') };
  fs.writeFileSync(files.photo, Buffer.from(PNG_1X1, 'base64'));
  fs.writeFileSync(files.identity, PDF);
  return files;
}

export function removeUploadFiles(files: UploadFiles | undefined): void {
  if (files) fs.rmSync(path.dirname(files.photo), { recursive: true, force: true });
}

/** Writes the uploads before the file's tests and removes them after; call it at the top of a test file. */
export function uploadFilesForTests(name: string): () => UploadFiles {
  let files: UploadFiles | undefined;
  beforeAll(() => {
    files = writeUploadFiles(name);
  });
  afterAll(() => removeUploadFiles(files));
  return () => {
    if (!files) throw new Error('the upload files are not written yet: call this inside a test');
    return files;
  };
}

export interface Donor {
  first: string;
  surname: string;
  mobile: string;
  dateOfBirth: string;
  gender: 'Male' | 'Female';
  pan: string;
  address: string;
  pincode: string;
}

/** The donor of most journeys; the town fields are Sangli's for every donor. */
export const RAHUL: Donor = {
  first: 'Rahul',
  surname: 'Chougule',
  mobile: '9823012345',
  dateOfBirth: '1985-02-20',
  gender: 'Male',
  pan: 'abcde1234f',
  address: '45 Station Road, Vishrambag',
  pincode: '416415',
};

/** The donation form's first step: ₹1,000, once or every month. */
export async function chooseThousandRupees(page: Page, frequency: 'One Time' | 'Monthly'): Promise<void> {
  await page.getByRole('button', { name: '₹1,000' }).click();
  await page.getByText(frequency, { exact: true }).click();
}

/** Follows a success screen's receipt link: a receipt address that answers a PDF. */
export async function receiptBehind(link: Locator): Promise<{ href: string; bytes: Buffer }> {
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/receipts\/[0-9a-f]{32}\.pdf$/);
  const response = await fetch(`${baseUrl()}${href}`, { headers: { connection: 'close' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('application/pdf');
  const bytes = Buffer.from(await response.arrayBuffer());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { href: href as string, bytes };
}

/** Fills each field found by its label (a substring of it, as getByLabel matches) with its value, in order. */
export async function fillByLabel(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label).fill(value);
}

/** Fills each field found by its CSS selector (the forms' field ids) with its value, in order. */
export async function fillBySelector(page: Page, values: Record<string, string>): Promise<void> {
  for (const [selector, value] of Object.entries(values)) await page.locator(selector).fill(value);
}

/** The town fields both payment forms ask for, found by their English labels: Sangli's for every visitor. */
export async function fillTown(page: Page): Promise<void> {
  await page.getByLabel(/^City/).fill('Sangli');
  await page.getByLabel(/^Tehsil/).fill('Miraj');
  await page.getByLabel(/^District/).fill('Sangli');
  await page.getByLabel(/^State/).fill('Maharashtra');
}

/** Records the message of every dialog (alert) the page opens, and dismisses it. */
export function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** From the first step's Next to the review step: the donor's details and address, and the declaration ticked. */
export async function fillDonorDetails(page: Page, email: string, donor: Donor = RAHUL): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel(/^First name/).fill(donor.first);
  await page.getByLabel(/^Surname/).fill(donor.surname);
  await page.getByLabel(/^Mobile number/).fill(donor.mobile);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Date of birth/).fill(donor.dateOfBirth);
  await page.getByText(donor.gender, { exact: true }).click();
  await page.getByLabel(/^PAN/).fill(donor.pan);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.locator('textarea#donation-address').fill(donor.address);
  await fillTown(page);
  await page.getByLabel(/^Pincode/).fill(donor.pincode);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Review and pay' }).waitFor();
  await page.getByLabel(/^I certify that the details given above are true/).check();
}

/** A one-time gift of ₹1,000 (₹1,023.60 with the charges) filled in up to the review step. */
export async function fillDonation(page: Page, email: string, donor: Donor = RAHUL): Promise<void> {
  await chooseThousandRupees(page, 'One Time');
  await fillDonorDetails(page, email, donor);
}

/** The sandbox gateway's checkout window, drawn over the page by its script. */
export const sandboxCheckout = (page: Page): Locator =>
  page.locator('[data-sandbox-checkout] [role="dialog"]');

/** Donate Now on the review step, then `button` in the sandbox checkout window once it shows. */
export async function donateInSandbox(page: Page, button: string): Promise<void> {
  await page.getByRole('button', { name: 'Donate Now' }).click();
  const dialog = sandboxCheckout(page);
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button }).click();
}

/** A visitor on `siteUrl` gives ₹1,000 once as Rahul; the sandbox pays or fails it, and its outcome shows. */
export async function donateOnce(
  page: Page,
  siteUrl: string,
  email: string,
  outcome: 'Pay (sandbox)' | 'Fail payment',
): Promise<void> {
  await page.goto(`${siteUrl}/donation/donation-payment`, { waitUntil: 'networkidle' });
  await interactAndHydrate(page);
  await fillDonation(page, email);
  await donateInSandbox(page, outcome);
  await page
    .getByRole('heading', { name: outcome === 'Pay (sandbox)' ? 'Payment Successful' : 'Try Again Later!' })
    .waitFor();
}

/**
 * The mails written whole to `dataDir`/outbox (mails go there when no SMTP_URL is set). A mail being written is a
 * `.tmp` file, renamed to its `.eml` name when complete: reading one could find it already gone.
 */
export function outboxMails(dataDir: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => fs.readFileSync(path.join(outbox, file), 'utf8'));
}

/** The first mail to `address` in `dataDir`/outbox, waiting up to `waitMs`. */
export async function outboxMailTo(dataDir: string, address: string, waitMs: number): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    const found = outboxMails(dataDir).find((mail) => mail.includes(`To: ${address}`));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${address} in ${outbox}`);
}

/** A donor as the office types them into the console's "Record an offline gift" form. */
export interface OfflineDonor {
  first: string;
  surname: string;
  mobile: string;
  email: string;
  dateOfBirth: string;
  address: string;
  city: string;
  tehsil: string;
  district: string;
  state: string;
  pincode: string;
  gender: 'male' | 'female';
}

/** The Patils of Belagavi, who give at the counter in the books and Form 10BE tests. */
export const patilOfBelagavi = (first: string, email: string): OfflineDonor => ({
  first,
  surname: 'Patil',
  mobile: '9845012345',
  email,
  dateOfBirth: '1970-05-01',
  address: '12 Temple Street',
  city: 'Belagavi',
  tehsil: 'Belagavi',
  district: 'Belagavi',
  state: 'Karnataka',
  pincode: '590001',
  gender: 'male',
});

/** The donor's fields of the "Record an offline gift" form (the gift's own fields are the test's). */
export async function fillOfflineDonor(page: Page, donor: OfflineDonor): Promise<void> {
  await fillByLabel(page, {
    'First name': donor.first,
    Surname: donor.surname,
    Mobile: donor.mobile,
    'Email (the receipt is mailed here)': donor.email,
    'Date of birth (YYYY-MM-DD)': donor.dateOfBirth,
    Address: donor.address,
    City: donor.city,
    Tehsil: donor.tehsil,
    District: donor.district,
    State: donor.state,
    Pincode: donor.pincode,
  });
  await page.getByLabel('Gender').selectOption(donor.gender);
}
