import fs from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../helpers/render';
import { mockRoutes, ok, type Reply } from '../helpers/fetchMock';
import { makeSettings } from '../helpers/fixtures';
import { translatorTexts } from '../../../scripts/i18n-extract';
import { loadLanguage } from '../../../src/client/i18n';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../../../src/shared/i18n/languages';
import AboutPage from '../../../src/client/pages/AboutPage';
import HubPage from '../../../src/client/pages/HubPage';
import LegalPage from '../../../src/client/pages/LegalPage';
import ContactPage from '../../../src/client/pages/ContactPage';
import InstitutionPage from '../../../src/client/pages/InstitutionPage';
import ScholarshipPage from '../../../src/client/pages/ScholarshipPage';

// The static pages at /mr/…, /kn/… and /hi/… (issue 13): headings, buttons, labels and messages in the page's
// script, and none of the English texts the pages' code writes (their t('…') literals) left on the page.

const SCRIPT: Record<TranslatedLanguage, RegExp> = {
  mr: /[\u0900-\u097F]/,
  hi: /[\u0900-\u097F]/,
  kn: /[\u0C80-\u0CFF]/,
};

const root = path.resolve(__dirname, '../../..');
const PAGE_FILES = [
  'src/client/pages/AboutPage.tsx',
  'src/client/pages/HubPage.tsx',
  'src/client/pages/LegalPage.tsx',
  'src/client/pages/ContactPage.tsx',
  'src/client/pages/InstitutionPage.tsx',
  'src/client/pages/ScholarshipPage.tsx',
  'src/client/components/blocks/CardGrid.tsx',
  'src/client/components/blocks/ContactCard.tsx',
  'src/client/components/branch/IntroSplit.tsx',
  'src/client/components/institution/InstitutionSections.tsx',
  'src/client/features/contact/ContactForm.tsx',
  'src/client/features/contact/ContactDetails.tsx',
  'src/client/features/contact/serverErrors.ts',
];
/** The English texts of these pages' code that are sentences or phrases (two words or more). */
const ENGLISH_LITERALS = PAGE_FILES.flatMap((file) =>
  translatorTexts(fs.readFileSync(path.join(root, file), 'utf8')),
)
  .map((text) => text.replace(/\{\w+\}/g, '').trim())
  .filter((text) => text.split(/\s+/).length >= 2);

/** Four Latin words in a row, outside email and web addresses: English left in the middle of the page. */
function englishRuns(text: string): string[] {
  const cleaned = text.replace(/\S+@\S+|https?:\/\/\S+/g, ' ');
  return cleaned.match(/\b[A-Za-z][A-Za-z’'-]+(?:[\s,.;:]+[A-Za-z][A-Za-z’'-]+){3,}/g) ?? [];
}

/** The office's own details (site settings), which it enters once, in English. */
const OFFICE_DATA = [makeSettings().contact_address];

function expectNoEnglish(language: TranslatedLanguage) {
  let text = document.body.textContent ?? '';
  for (const data of OFFICE_DATA) text = text.split(data).join(' ');
  expect(ENGLISH_LITERALS.filter((literal) => text.includes(literal))).toEqual([]);
  expect(englishRuns(text)).toEqual([]);
  // aria-labels and alt texts too.
  const labels = Array.from(
    document.querySelectorAll('[aria-label], img[alt]'),
    (element) => element.getAttribute('aria-label') ?? element.getAttribute('alt') ?? '',
  ).filter((label) => label.trim() !== '');
  expect(labels.filter((label) => !SCRIPT[language].test(label))).toEqual([]);
}

beforeAll(async () => {
  for (const language of TRANSLATED_LANGUAGES) await loadLanguage(language);
});

afterEach(() => jest.restoreAllMocks());

describe.each(TRANSLATED_LANGUAGES)('static pages in %s', (language) => {
  const script = SCRIPT[language];

  it('About: the heading, the section headings and the buttons are in the language', () => {
    renderWithProviders(<AboutPage />, { route: `/${language}/about-sabha` });
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).toMatch(script);
    expect(h1.textContent).not.toMatch(/[A-Za-z]/);
    for (const heading of screen.getAllByRole('heading', { level: 2 }))
      expect(heading.textContent).toMatch(script);
    const buttons = screen.getAllByRole('link').filter((link) => link.classList.contains('btn'));
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      expect(button.textContent).toMatch(script);
      expect(button.getAttribute('href')).toMatch(new RegExp(`^/${language}/`));
    }
    // Figures keep Latin digits and the Indian grouping.
    expect(document.body.textContent).toContain('15,22,832');
    expect(document.title).toMatch(script);
    expectNoEnglish(language);
  });

  it('a hub: the cards say "Learn more" in the language, with the card named in the link\'s hidden text', () => {
    renderWithProviders(<HubPage hub="education" />, { route: `/${language}/education` });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(script);
    const cardLinks = document.querySelectorAll('li.card a.btn');
    expect(cardLinks.length).toBeGreaterThan(0);
    for (const link of Array.from(cardLinks)) {
      expect(link.textContent).toMatch(script);
      expect(link.querySelector('.visually-hidden')?.textContent).toMatch(script);
    }
    expectNoEnglish(language);
  });

  it('the privacy policy with the office’s own details: every sentence in the language, the details kept', async () => {
    mockRoutes({
      'fetch/settings': ok({
        result: [makeSettings({ contact_email: 'privacy@example.org', identity_retention_days: 90 })],
      }),
    });
    renderWithProviders(<LegalPage policy="privacy-policy" />, {
      route: `/${language}/legal/privacy-policy`,
    });
    const grievance = await screen.findByText(/privacy@example\.org \(/);
    expect(grievance.textContent).toMatch(script);
    expect(grievance.textContent).toMatch(/\b7\b.*\b30\b/);
    const retention = screen.getByText(
      (_, element) => element?.tagName === 'LI' && /\b90\b/.test(element.textContent ?? ''),
    );
    expect(retention.textContent).toMatch(script);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(script);
    const others = screen.getByRole('navigation', { name: /./ });
    for (const link of within(others).getAllByRole('link')) {
      expect(link.textContent).toMatch(script);
      expect(link.getAttribute('href')).toMatch(new RegExp(`^/${language}/legal/`));
    }
    expectNoEnglish(language);
  });

  it('Contact Us: labels, options and the validation messages of an empty form in the language', async () => {
    jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    mockRoutes({ 'fetch/settings': ok({ result: [makeSettings()] }) });
    renderWithProviders(<ContactPage />, { route: `/${language}/contact-us` });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(script);
    const form = screen.getByRole('form');
    const submit = within(form).getByRole('button');
    expect(submit.textContent).toMatch(script);
    for (const label of Array.from(form.querySelectorAll('label'))) expect(label.textContent).toMatch(script);
    for (const option of Array.from(form.querySelectorAll('option')))
      expect(option.textContent).toMatch(script);
    await userEvent.setup().click(submit);
    const errors = form.querySelectorAll('[id$="-error"]');
    expect(errors).toHaveLength(7);
    for (const error of Array.from(errors)) {
      expect(error.textContent).toMatch(script);
      expect(error.textContent).not.toMatch(/[A-Za-z]{3}/);
    }
    await screen.findByText('office@example.org');
    // The map's words (the office's label, the river, the scale note) are text beside its picture, in the language.
    const map = screen.getByRole('figure');
    expect(map.textContent).toMatch(script);
    expect(map.textContent).not.toMatch(/[A-Za-z]/);
    expectNoEnglish(language);
  });

  it('Contact Us: the server’s English answers are shown in the language', async () => {
    jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const reply: Reply = {
      status: 400,
      body: {
        message: 'Please correct the highlighted fields.',
        errors: { email_id: 'Enter a valid email address.' },
      },
    };
    mockRoutes({ 'fetch/settings': ok({ result: [makeSettings()] }), 'fetch/contact-details/add': reply });
    renderWithProviders(<ContactPage />, { route: `/${language}/contact-us` });
    const form = screen.getByRole('form');
    const user = userEvent.setup();
    const fill = async (id: string, value: string) =>
      user.type(form.querySelector<HTMLElement>(`#${id}`)!, value);
    await fill('contact-first-name', 'Asha');
    await fill('contact-last-name', 'Patil');
    await fill('contact-email-id', 'asha@example.org');
    await fill('contact-mobile-no', '9876543210');
    await user.selectOptions(form.querySelector('select')!, 'Scholarship');
    await fill('contact-address', 'Main Road, Sangli');
    await fill('contact-message', 'Please tell me about the scholarship.');
    await user.click(within(form).getByRole('button'));
    await waitFor(() => expect(form.querySelector('#contact-email-id-error')).not.toBeNull());
    expect(form.querySelector('#contact-email-id-error')?.textContent).toMatch(script);
    const outcome = form.querySelector('[aria-live="polite"] p');
    expect(outcome?.textContent).toMatch(script);
    expect(window.alert).toHaveBeenCalledWith(expect.stringMatching(script));
  });

  it('a hostel page: heading, facts, invitation and its buttons in the language', () => {
    renderWithProviders(<InstitutionPage slug="seth-r-d-dawda-digambar-jain-boarding-sangli" />, {
      route: `/${language}/boys-hostel/seth-r-d-dawda-digambar-jain-boarding-sangli`,
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(script);
    const facts = Array.from(document.querySelectorAll('dt'), (dt) => dt.textContent ?? '');
    expect(facts.length).toBeGreaterThan(0);
    for (const fact of facts) expect(fact).toMatch(script);
    // The founding year stays in Latin digits in the banner's line.
    expect(document.body.textContent).toContain('1911');
    for (const link of screen.getAllByRole('link').filter((link) => link.classList.contains('btn')))
      expect(link.textContent).toMatch(script);
    expectNoEnglish(language);
  });

  it('Scholarship: the table headers, the steps and the total line in the language, amounts in Indian grouping', () => {
    renderWithProviders(<ScholarshipPage />, { route: `/${language}/Scholarship` });
    for (const header of screen.getAllByRole('columnheader').slice(1))
      expect(header.textContent).toMatch(script);
    expect(screen.getByTestId('scholarship-total')).toHaveTextContent('₹11,03,860');
    expectNoEnglish(language);
  });
});
