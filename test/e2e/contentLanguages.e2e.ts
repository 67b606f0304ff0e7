import type { Page } from 'playwright-core';
import { interactAndHydrate, screenshot, watchProblems } from './browser';
import { officeServerForTests, openSignedInOfficeWindow } from './officeServer';

// The office's content in another language, end to end in Chromium: an officer signs in to the console and gives
// an event a Marathi title; /mr/events then shows that title (a Marathi page, the title not marked English),
// while /events still shows the English one. The title is typed into the event editor's Translations section
// (docs/admin-api.md#translations).

const EMAIL = 'office-languages@example.org';
const MARATHI_TITLE = 'कार्यालयाने दिलेले मराठी शीर्षक';

const officeServer = officeServerForTests('languages', EMAIL);

interface PublicEvent {
  id: number;
  event_slug: string;
  event_name: string;
  untranslated?: string[];
}

/**
 * Types `title` into the event's "Marathi event name" field of the console's editor and saves it; the admin API's
 * answer to that save.
 */
async function setMarathiTitle(
  page: Page,
  base: string,
  id: number,
  title: string,
): Promise<{ status: number; body: unknown }> {
  await page.goto(`${base}/admin/events/${id}`, { waitUntil: 'networkidle' });
  // The editor has loaded the event once its English name is in the field.
  await page.waitForFunction(
    () => !!document.querySelector<HTMLInputElement>('input[name="event_name"]')?.value,
  );
  await page.locator('summary', { hasText: 'Translations' }).click();
  await page.getByLabel('Marathi event name').fill(title);
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) =>
        candidate.request().method() === 'PUT' && candidate.url().endsWith(`/api/admin/events/${id}`),
    ),
    page.getByRole('button', { name: 'Save changes' }).click(),
  ]);
  return { status: response.status(), body: await response.json() };
}

test('a Marathi title set by the office shows on /mr/events, and /events stays English', async () => {
  const office = officeServer();
  const base = office.server.baseUrl;
  const { context, page, problems } = await openSignedInOfficeWindow(office, {}, '/admin');

  // A demo event the office has not translated into Marathi yet (its name and description in English).
  const before = (await (await fetch(`${base}/api/fetch/events?per_page=50&lang=mr`)).json()) as {
    data: PublicEvent[];
  };
  const event = before.data.find(
    (candidate) =>
      candidate.untranslated?.includes('event_name') && candidate.untranslated.includes('event_description'),
  )!;
  expect(event).toBeDefined();
  const english = event.event_name;
  const slug = event.event_slug;

  const saved = await setMarathiTitle(page, base, event.id, MARATHI_TITLE);
  expect(saved.status).toBe(200);
  expect(
    (saved.body as { result: { translations: { mr: { event_name: string } } } }).result.translations.mr,
  ).toMatchObject({ event_name: MARATHI_TITLE });

  // The Marathi events page, fresh from the server (the write emptied the page and read caches).
  const site = await context.newPage();
  const siteProblems = watchProblems(site);
  await site.goto(`${base}/mr/events`, { waitUntil: 'networkidle' });
  await interactAndHydrate(site);
  expect(await site.getAttribute('html', 'lang')).toBe('mr');
  const marathiLink = site.getByRole('link', { name: MARATHI_TITLE });
  await marathiLink.waitFor();
  expect(await marathiLink.getAttribute('href')).toBe(`/mr/events/${slug}`);
  // Translated, so not marked English; the description has no Marathi text yet, so it is.
  expect(await marathiLink.getAttribute('lang')).toBeNull();
  const card = site.locator('article', { has: marathiLink });
  expect(await card.locator('p[lang="en"]').count()).toBe(1);
  expect(await site.getByRole('link', { name: english, exact: true }).count()).toBe(0);
  await screenshot(site, 'content-languages-mr-events');

  // Its own page in Marathi has the Marathi title as its heading.
  await marathiLink.click();
  await site.waitForURL(`${base}/mr/events/${slug}`);
  await site.getByRole('heading', { level: 1, name: MARATHI_TITLE }).waitFor();

  // The English pages are unchanged.
  await site.goto(`${base}/events`, { waitUntil: 'networkidle' });
  expect(await site.getAttribute('html', 'lang')).toBe('en');
  const englishLink = site.getByRole('link', { name: english, exact: true });
  await englishLink.waitFor();
  expect(await englishLink.getAttribute('lang')).toBeNull();
  expect(await site.getByText(MARATHI_TITLE).count()).toBe(0);
  await site.goto(`${base}/events/${slug}`, { waitUntil: 'networkidle' });
  await site.getByRole('heading', { level: 1, name: english }).waitFor();

  // The public reads agree: Marathi with lang=mr, English without it (and no untranslated list).
  const marathi = (await (await fetch(`${base}/api/fetch/event-view/${slug}?lang=mr`)).json()) as {
    result: PublicEvent;
  };
  expect(marathi.result.event_name).toBe(MARATHI_TITLE);
  expect(marathi.result.untranslated).toEqual(['event_description']);
  const plain = (await (await fetch(`${base}/api/fetch/event-view/${slug}`)).json()) as {
    result: PublicEvent;
  };
  expect(plain.result.event_name).toBe(english);
  expect(plain.result).not.toHaveProperty('untranslated');

  // Before signing in the console's session probe is a 401, which Chromium also logs: expected.
  expect(problems.failedRequests).toEqual([]);
  expect(problems.consoleErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
  expect(siteProblems).toEqual({ consoleErrors: [], failedRequests: [] });
  await context.close();
});
