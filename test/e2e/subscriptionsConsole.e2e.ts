import type { Page } from 'playwright-core';
import { horizontalOverflow, screenshot } from './browser';
import { openOfficeWindow, signIn, officeServerForTests } from './officeServer';

// What the office sees of monthly gifts in Chromium (issue 14): two sandbox gifts, one of them halted by failed
// charges. The dashboard counts the halted gift as needing attention and links to the halted list; the halted
// notice is among the unsent mails until it is sent; the office pauses the other gift on its donor's request and
// resumes it, each confirmed once.

const EMAIL = 'gifts.office@example.org';

const officeServer = officeServerForTests('subscriptions', EMAIL);

const FIELDS: Record<string, string> = {
  first_name: 'Sunita',
  middle_name: '',
  surname: 'Shah',
  mobile: '9845098450',
  email: 'sunita.shah@example.com',
  dob: '1975-03-04',
  gender: 'female',
  city: 'Hubballi',
  tehsil: 'Hubballi',
  district: 'Dharwad',
  state: 'Karnataka',
  pincode: '580020',
  address: '3 Koppikar Road',
  donation_type: 'cost_of_education',
  donation_amount: '1000',
  donation_frequency: 'Monthly',
  pan: 'ABCDE1234F',
  updates_consent: '1',
  certification: '1',
};

async function api(path: string, init: RequestInit = {}): Promise<Response> {
  const base = officeServer().server.baseUrl;
  return fetch(`${base}${path}`, {
    ...init,
    headers: {
      origin: new URL(base).origin,
      connection: 'close',
      ...(init.headers as Record<string, string>),
    },
  });
}

/** A monthly gift authorised in the sandbox checkout and verified, as the donor's browser does it. */
async function monthlyGift(firstName: string): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...FIELDS, first_name: firstName })) form.append(name, value);
  const created = await api('/api/donation/add', { method: 'POST', body: form });
  expect(created.status).toBe(201);
  const { subscriptionId, receiptId } = (await created.json()) as {
    subscriptionId: string;
    receiptId: string;
  };
  const authorised = await api(`/api/sandbox/subscriptions/${subscriptionId}/authorise`, { method: 'POST' });
  expect(authorised.status).toBe(200);
  const verified = await api('/api/donation/verify-payment', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...(await authorised.json()), receiptId }),
  });
  expect(verified.status).toBe(200);
}

async function advance(fail: boolean) {
  const response = await api('/api/sandbox/advance', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ period: 'monthly', fail }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { charged: number; halted: number };
}

async function bothWidths(page: Page, name: string) {
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize({ width: 375, height: 800 });
  // The page fits a phone: a wide table scrolls inside its own box.
  expect(await horizontalOverflow(page)).toBe(0);
  await screenshot(page, `${name}-375`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a halted gift needs attention on the dashboard; the office pauses and resumes a gift on request', async () => {
  const office = officeServer();
  // Halted: the first gift's next charge fails after the gateway's retries. The second gift starts afterwards.
  await monthlyGift('Halted');
  expect(await advance(true)).toMatchObject({ halted: 1 });
  await monthlyGift('Sunita');

  const { context, page, problems } = await openOfficeWindow(office);
  try {
    await signIn(page, office);

    const attention = page.getByRole('link', { name: /Regular gifts needing attention/ });
    await attention.getByText('1', { exact: true }).waitFor();
    await attention.click();
    await page.getByRole('heading', { level: 1, name: 'Monthly and yearly gifts' }).waitFor();
    expect(page.url()).toContain('/subscriptions?status=halted');
    await page.getByRole('cell', { name: 'Halted Shah (test)', exact: true }).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(1);
    expect(await page.getByLabel('Status').inputValue()).toBe('halted');
    await bothWidths(page, 'console-subscriptions-halted');

    // The halted notice stays listed until it is sent; here the outbox may already have sent it.
    await page.goto(`${office.server.baseUrl}/admin/mail`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Unsent mails' }).waitFor();

    // All gifts: the office pauses Sunita's on her request, then resumes it.
    await page.goto(`${office.server.baseUrl}/admin/subscriptions`, { waitUntil: 'networkidle' });
    const row = page.locator('tbody tr', { hasText: 'Sunita Shah' });
    await row.getByText('Active', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Pause the gift of Sunita Shah' }).click();
    await row.getByRole('button', { name: 'Confirm pause' }).click();
    await page
      .getByText('Sunita Shah: The gift is paused: no payment will be taken until it is resumed.')
      .waitFor();
    await row.getByText('Paused', { exact: true }).waitFor();
    expect(await row.textContent()).toContain('Paused since');
    await bothWidths(page, 'console-subscriptions-paused');

    await row.getByRole('button', { name: 'Resume the gift of Sunita Shah' }).click();
    await row.getByRole('button', { name: 'Confirm resume' }).click();
    await page.getByText(/Sunita Shah: The gift is resumed/).waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    expect(problems.consoleErrors).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  } finally {
    await context.close();
  }
});
