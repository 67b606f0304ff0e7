import type { Page } from 'playwright-core';
import { screenshot } from './browser';
import { donateOnce, fillOfflineDonor } from './journeys';
import {
  expectNoProblemsButTheSessionProbe,
  officeServerForTests,
  openSignedInOfficeWindow,
  type OfficeServer,
} from './officeServer';

// The dashboard's totals move by exactly what happened (issue 15, "sees the totals move on the dashboard"): the
// office reads today's and this month's money, enters a cash gift, a donor pays online through the sandbox and
// another donor's payment fails; the money moves by the two amounts and the failed count by one. Then the donor's
// profile: found in Donors and members, its receipt mailed to another address. Screenshots at 375 and 1440 px.

const EMAIL = 'dashboard.office@example.org';
const CASH_RUPEES = 1500;
const ONLINE_RUPEES = 1000;

const officeServer = officeServerForTests('dashboard', EMAIL);

/** "₹1,02,360.00" -> 10236000 paise. */
function paiseOf(text: string | null): number {
  const match = /₹\s*([\d,]+)\.(\d{2})/.exec(text ?? '');
  if (!match) throw new Error(`no rupee amount in ${JSON.stringify(text)}`);
  return Number(match[1].replace(/,/g, '')) * 100 + Number(match[2]);
}

interface Figures {
  today: number;
  month: number;
  failedToday: number;
  failedMonth: number;
}

async function dashboardFigures(page: Page, office: OfficeServer): Promise<Figures> {
  await page.goto(`${office.server.baseUrl}/admin/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 2, name: 'Payments not completed' }).waitFor();
  const amount = async (name: string) =>
    paiseOf(await page.getByRole('region', { name, exact: true }).locator('p').first().textContent());
  const failed = async (period: string) =>
    Number(await page.locator(`[data-testid="unpaid-${period}-failed"] dd > span`).first().textContent());
  return {
    today: await amount('Today'),
    month: await amount('This month'),
    failedToday: await failed('today'),
    failedMonth: await failed('month'),
  };
}

/** A cash gift from Kamala Shah (mobile 9811122334) recorded at the office. */
async function recordCash(page: Page, office: OfficeServer, rupees: number, email: string) {
  await page.goto(`${office.server.baseUrl}/admin/offline`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1, name: 'Record an offline gift' }).waitFor();
  await page.getByLabel('Received as').selectOption('cash');
  await page.getByLabel('Amount (₹)').fill(String(rupees));
  await fillOfflineDonor(page, {
    first: 'Kamala',
    surname: 'Shah',
    mobile: '9811122334',
    email,
    dateOfBirth: '1962-08-15',
    address: '3 Jain Mandir Road',
    city: 'Hubballi',
    tehsil: 'Hubballi',
    district: 'Dharwad',
    state: 'Karnataka',
    pincode: '580020',
    gender: 'female',
  });
  await page.getByLabel("Donor's PAN").fill('KMLSH1234A');
  await page.getByRole('button', { name: 'Record and issue the receipt' }).click();
  await page
    .getByText(/The payment was recorded and its receipt issued\. Receipt number DBJS\/D\//)
    .waitFor();
}

test('the dashboard moves by a cash gift, an online gift and a failed payment; the donor has a profile', async () => {
  const office = officeServer();
  const base = office.server.baseUrl;
  const { context, page, problems } = await openSignedInOfficeWindow(office);
  const before = await dashboardFigures(page, office);

  // A cash gift at the office.
  await recordCash(page, office, CASH_RUPEES, 'kamala.shah@example.com');

  // An online gift paid through the sandbox, and one that fails, in a visitor's own window.
  const visitor = await office.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const donorPage = await visitor.newPage();
  await donateOnce(donorPage, base, 'rahul.dashboard.e2e@example.com', 'Pay (sandbox)');
  await donateOnce(donorPage, base, 'failed.dashboard.e2e@example.com', 'Fail payment');
  await visitor.close();

  const after = await dashboardFigures(page, office);
  const moved = (ONLINE_RUPEES + CASH_RUPEES) * 100;
  expect({
    today: after.today - before.today,
    month: after.month - before.month,
    failedToday: after.failedToday - before.failedToday,
    failedMonth: after.failedMonth - before.failedMonth,
  }).toEqual({ today: moved, month: moved, failedToday: 1, failedMonth: 1 });
  await screenshot(page, 'dashboard-e2e-1440');
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, 'dashboard-e2e-375');

  // The failed count's link opens the list filtered the same way.
  await page
    .locator('[data-testid="unpaid-today-failed"]')
    .getByRole('link', { name: /donation/ })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Donations' }).waitFor();
  await page.getByText(/1 record matches; 0 paid/).waitFor();
  expect(page.url()).toContain('status=failed');

  // The cash donor's profile: found by mobile as typed with spaces, totals, receipt, a copy to another address.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${base}/admin/profiles`, { waitUntil: 'networkidle' });
  await page.getByLabel('Name, PAN, e-mail or mobile').fill('98111 22334');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByText(/^1 person: lifetime ₹1,500\.00/).waitFor();
  await screenshot(page, 'profiles-e2e-1440');
  await page.getByRole('link', { name: 'Kamala Shah' }).click();
  await page.getByRole('heading', { level: 1, name: 'Kamala Shah' }).waitFor();
  await page.getByText('KMLSH1234A').first().waitFor();
  expect(paiseOf(await page.locator('#profile-totals + p').textContent())).toBe(CASH_RUPEES * 100);
  const copyField = page.getByRole('textbox', { name: /^Send receipt DBJS\/D\/\S+ to another address$/ });
  await copyField.fill('not-an-address');
  await page.getByRole('button', { name: 'Send copy' }).click();
  await page.getByText('Enter a valid email address.').waitFor();
  await copyField.fill('kamala.accounts@example.org');
  await page.getByRole('button', { name: 'Send copy' }).click();
  await page.getByText(/A copy of the receipt will be sent to kamala\.accounts@example\.org/).waitFor();
  await screenshot(page, 'profile-e2e-1440');
  await page.setViewportSize({ width: 375, height: 812 });
  await screenshot(page, 'profile-e2e-375');

  // A second gift under the same mobile and PAN but another e-mail is only suggested; the office merges, then unlinks.
  await page.setViewportSize({ width: 1440, height: 900 });
  await recordCash(page, office, 700, 'kamala.office@example.org');
  await page.goto(`${base}/admin/profiles?q=9811122334`, { waitUntil: 'networkidle' });
  await page.getByText(/^2 people: lifetime ₹2,200\.00/).waitFor();
  await page.getByText('possible duplicate').first().waitFor();
  await page.getByRole('link', { name: 'Kamala Shah' }).first().click();
  await page.getByRole('heading', { level: 2, name: 'Possibly the same person' }).waitFor();
  await page.getByText(/has the same PAN and mobile, but another e-mail/).waitFor();
  await screenshot(page, 'profile-e2e-suggestion-1440');
  await page.getByRole('button', { name: 'Same person: merge' }).click();
  await page.getByText('The two records are now one profile.').waitFor();
  await page.getByText('2 records linked by PAN, e-mail or mobile').waitFor();
  expect(paiseOf(await page.locator('#profile-totals + p').textContent())).toBe(2200 * 100);
  await page.getByRole('button', { name: 'Unlink' }).click();
  await page.getByText('The decision was undone.').waitFor();
  await page.getByText('1 record linked by PAN, e-mail or mobile').waitFor();

  expectNoProblemsButTheSessionProbe(problems);
  await context.close();
});
