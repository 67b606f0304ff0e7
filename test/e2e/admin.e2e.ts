import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { screenshot } from './browser';
import { officeTest, submitLogin } from './officeServer';

// The office console end to end in Chromium: an account made with the CLI signs in at /admin, publishes an event
// with an image, finds it on /events and its detail page, downloads the donations CSV and signs out. The account is
// made with the real CLI on a data folder of its own (officeServer.ts says why).

officeTest(
  { name: 'admin', email: 'office@example.org', acceptDownloads: true },
  'an office user signs in, publishes an event with an image, exports donations and signs out',
  async ({ office, base, context, page }) => {
    // Not signed in: /admin shows the login screen.
    await page.goto(`${base}/admin`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Office console' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');

    await submitLogin(page, office);
    expect(new URL(page.url()).pathname).toBe('/admin');

    // Publish an event with a real image (a PNG made here; the server converts it to WebP).
    const imagePath = path.join(office.dataDir, 'cover.png');
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 123, g: 30, b: 30 } } })
      .png()
      .toFile(imagePath);
    const name = `Heritage walk at Kolhapur ${Date.now()}`;
    await page.getByRole('link', { name: 'Events', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    await page.getByRole('link', { name: 'New event' }).click();
    await page.getByLabel('Event name', { exact: true }).fill(name);
    await page.getByLabel('Event date').fill('2026-01-18');
    // The description is a rich-text editor (test/e2e/richText.e2e.ts drives its toolbar); plain text fills it.
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
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
  },
);
