import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { TranslatedLanguage } from '../../src/shared/i18n/languages';
import {
  baseUrl,
  horizontalOverflow,
  browserForTests,
  SCREENSHOT_DIR,
  waitForHydration,
  watchProblems,
} from './browser';
import { closeAfter } from './closeAfter';
import { fillBySelector, RAHUL, receiptBehind, recordDialogs, uploadFilesForTests } from './journeys';
import { addressFields, ASHA, detailsFields, type PaymentForm, type Visitor } from './paymentForms';

// Both payment journeys in Marathi, Kannada and Hindi (issue 13) in Chromium against the real server and its
// sandbox gateway: in each language a donation and a membership are paid through the sandbox checkout and reach
// the success screen in that language; the order carries the page's language; the receipt link gives a PDF.
// On the way, each form is shown with a validation error and each success screen at 375 and 1440 px: they are
// kept as screenshots (screenshots/languages-*.png) and must not scroll sideways. One browser, one page per
// journey, one after the other.

const LANGUAGES: TranslatedLanguage[] = ['mr', 'kn', 'hi'];
/** Letters of the language's script: Devanagari for Marathi and Hindi, Kannada for Kannada. */
const SCRIPT: Record<TranslatedLanguage, RegExp> = {
  mr: /[\u0900-\u097F]/,
  kn: /[\u0C80-\u0CFF]/,
  hi: /[\u0900-\u097F]/,
};

const browser = browserForTests();
const files = uploadFilesForTests('languages');

/** A language's catalog as the site merges it: every area file of src/client/i18n/messages/<language>/. */
function catalogOf(language: TranslatedLanguage): Record<string, string> {
  const dir = path.resolve(__dirname, '../../src/client/i18n/messages', language);
  return Object.assign(
    {},
    ...fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json') && name !== 'index.json')
      .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Record<string, string>),
  );
}
const catalogs = new Map<TranslatedLanguage, Record<string, string>>();

/** `english` as the catalog of `language` has it, {placeholders} filled (English when it has none). */
function translate(
  language: TranslatedLanguage,
  english: string,
  values: Record<string, unknown> = {},
): string {
  if (!catalogs.has(language)) catalogs.set(language, catalogOf(language));
  const text = catalogs.get(language)![english] ?? english;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** An English text in `language`; it must really be translated (in the language's script). */
function inLanguage(language: TranslatedLanguage, english: string, values?: Record<string, unknown>): string {
  const text = translate(language, english, values);
  expect(text).toMatch(SCRIPT[language]);
  return text;
}

interface Journey {
  page: Page;
  /** The text fields of the order calls' multipart bodies, as the page sent them. */
  orders: () => Promise<Record<string, string>[]>;
  dialogs: string[];
  consoleErrors: string[];
  close: () => Promise<void>;
}

type Recorded = Window & { __orders?: Record<string, string>[] };

async function open(route: string): Promise<Journey> {
  const context = await browser().newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  const problems = watchProblems(page);
  // Chromium does not report a body that holds files (the membership's), so the page records what it sends.
  await page.addInitScript(() => {
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (init?.body instanceof FormData && /(donation\/add|joinus\/joinnow)$/.test(String(input))) {
        const fields = [...init.body.entries()].filter(([, value]) => typeof value === 'string');
        const recorded = window as Recorded;
        recorded.__orders = [
          ...(recorded.__orders ?? []),
          Object.fromEntries(fields) as Record<string, string>,
        ];
      }
      return send(input, init);
    };
  });
  const dialogs = recordDialogs(page);
  await page.goto(`${baseUrl()}${route}`, { waitUntil: 'networkidle' });
  await waitForHydration(page);
  return {
    page,
    orders: () => page.evaluate(() => (window as Recorded).__orders ?? []),
    dialogs,
    consoleErrors: problems.consoleErrors,
    close: () => context.close(),
  };
}

/** Opens `route` for `steps`, and closes its window however they end. */
const inJourney = async (route: string, steps: (page: Page, journey: Journey) => Promise<void>) =>
  closeAfter(await open(route), (journey) => steps(journey.page, journey));

/** Screenshots of the window at 375 and 1440 px (back to 375 after), with no sideways scrolling at either. */
async function shootBothWidths(page: Page, name: string, focus: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
    await page.locator(focus).first().scrollIntoViewIfNeeded();
    expect(`${name} at ${width} px overflows by ${await horizontalOverflow(page)} px`).toBe(
      `${name} at ${width} px overflows by 0 px`,
    );
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `languages-${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

/** The sandbox checkout window in the page's language: pay. */
async function payInSandbox(page: Page, language: TranslatedLanguage) {
  const dialog = page.locator('[data-sandbox-checkout] [role="dialog"]');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: translate(language, 'Pay (sandbox)') }).click();
}

/** The success screen: its heading in the language, focused, and read out by the live region. */
async function expectSuccess(page: Page, language: TranslatedLanguage, title: string) {
  const heading = page.getByRole('heading', { name: inLanguage(language, title), exact: true });
  await heading.waitFor({ timeout: 20_000 });
  await page.waitForFunction(
    (text) => document.getElementById('payment-outcome-announcer')?.textContent?.startsWith(text),
    translate(language, title),
    { timeout: 10_000 },
  );
  expect(await heading.evaluate((element) => document.activeElement === element)).toBe(true);
}

/** The receipt link of the success screen leads to a PDF. */
async function receiptPdf(page: Page, language: TranslatedLanguage): Promise<Buffer> {
  const link = page.getByRole('link', { name: inLanguage(language, 'Download your receipt (PDF)') });
  return (await receiptBehind(link)).bytes;
}

const submit = (page: Page) => page.locator('form button[type="submit"]');

/**
 * The end of a paid journey: pays in the sandbox checkout, then the success screen `title` in the language (kept as
 * the `journeyName`-success screenshots), one order in the page's language with `orderFields`, a receipt PDF, and
 * no dialog or console error on the way.
 */
async function payAndExpectSuccess(
  journey: Journey,
  language: TranslatedLanguage,
  title: string,
  journeyName: string,
  orderFields: Record<string, string>,
) {
  const { page } = journey;
  await payInSandbox(page, language);

  await expectSuccess(page, language, title);
  await shootBothWidths(page, `${language}-${journeyName}-success`, '#result-title');
  // The order carries the page's language; the values the API expects stay English.
  expect(await journey.orders()).toEqual([expect.objectContaining({ language, ...orderFields })]);
  await receiptPdf(page, language);
  expect(journey.dialogs).toEqual([]);
  expect(journey.consoleErrors).toEqual([]);
}

/** The visitor's details (paymentForms.ts), from the first name to the gender. */
async function fillDetails(page: Page, form: PaymentForm, visitor: Visitor) {
  await fillBySelector(page, detailsFields(form, visitor));
  await page.locator(`label[for="${form}-gender-${visitor.gender.toLowerCase()}"]`).click();
}

describe.each(LANGUAGES)('payments in %s', (language) => {
  test('a donation through the sandbox checkout, in the language from the form to the receipt', () =>
    inJourney(`/${language}/donation/donation-payment`, async (page, journey) => {
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      await page.getByRole('heading', { level: 2, name: inLanguage(language, 'Choose an amount') }).waitFor();

      // Next with nothing chosen: the messages by the fields and in the summary, in the language.
      await submit(page).click();
      const amountMessage = inLanguage(language, 'Enter a donation amount between ₹1 and ₹10,00,000.');
      await page.locator('#donation-donation-amount-error').waitFor();
      expect(await page.locator('#donation-donation-amount-error').textContent()).toBe(amountMessage);
      expect(await page.locator('#donation-donation-amount').getAttribute('aria-invalid')).toBe('true');
      const summary = page.locator('[aria-labelledby="form-error-summary-title"]');
      expect(await summary.evaluate((element) => document.activeElement === element)).toBe(true);
      expect(await summary.textContent()).toContain(amountMessage);
      await shootBothWidths(page, `${language}-donation-error`, '#donation-step-title');

      await page.locator('#donation-donation-amount').fill('1000');
      await page.locator('label[for="donation-donation-frequency-one-time"]').click();
      await submit(page).click();
      const rahul: Visitor = { ...RAHUL, email: `rahul.${language}.e2e@example.com`, state: 'Maharashtra' };
      await fillDetails(page, 'donation', rahul);
      await page.locator('#donation-pan').fill('ABCDE1234F');
      await submit(page).click();
      await fillBySelector(page, addressFields('donation', rahul));
      await submit(page).click();

      // The review: the summary's rows in the language, the total with Indian grouping.
      await page.getByRole('heading', { level: 2, name: inLanguage(language, 'Review and pay') }).waitFor();
      const charges = page.getByRole('region', { name: inLanguage(language, 'Your donation') });
      expect(await charges.textContent()).toContain(inLanguage(language, 'Total payable'));
      expect(await charges.textContent()).toContain('₹1,023.60');
      await page.locator('#donation-certification').check();
      await submit(page).click();
      await payAndExpectSuccess(journey, language, 'Payment Successful', 'donation', {
        donation_frequency: 'One Time',
        gender: 'male',
      });
    }));

  test('a membership through the sandbox checkout, in the language from the form to the receipt', () =>
    inJourney(`/${language}/join-us`, async (page, journey) => {
      await page
        .getByRole('heading', { level: 2, name: inLanguage(language, 'Membership application') })
        .waitFor();
      // A digit in the state, for the message checked below.
      const asha: Visitor = { ...ASHA, email: `asha.${language}.e2e@example.com`, state: 'Maharashtra 1' };
      await fillDetails(page, 'join', asha);
      await fillBySelector(page, addressFields('join', asha));
      await page.locator('#join-dbjs-member').check();
      await page.locator('#join-memberProfile').setInputFiles(files().photo);
      await page.locator('#join-aadharFile').setInputFiles(files().identity);
      await page.getByText('photo.png').waitFor();
      await page.getByText('aadhaar-masked.pdf').waitFor();
      await page.locator('#join-personal-checkbox').check();
      await page.locator('#join-choose-type-checbox').check();
      expect(
        await page.getByText(inLanguage(language, 'Total payable')).locator('..').textContent(),
      ).toContain('₹511.80');

      // A state with a digit: the message is rebuilt around the field's label, in the language.
      await submit(page).click();
      const stateMessage = inLanguage(language, '{label} should contain only letters.', {
        label: translate(language, 'State'),
      });
      await page.locator('#join-state-error').waitFor();
      expect(await page.locator('#join-state-error').textContent()).toBe(stateMessage);
      const summary = page.locator('[aria-labelledby="form-error-summary-title"]');
      expect(await summary.evaluate((element) => document.activeElement === element)).toBe(true);
      await shootBothWidths(page, `${language}-membership-error`, '#join-form-title');

      await page.locator('#join-state').fill('Maharashtra');
      await submit(page).click();
      await payAndExpectSuccess(journey, language, 'Thank You!', 'membership', {
        gender: 'female',
        dbjs_member: '1',
      });
    }));
});
