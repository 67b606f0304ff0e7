import { screen, within, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Footer from '../../../src/client/components/Footer/Footer';
import { COPYRIGHT_FALLBACK, FIXED_CONTACT } from '../../../src/client/content/navigation';
import { isKnownRoute } from '../../../src/shared/routes';
import type { Settings } from '../../../src/shared/schemas';
import type { AppStore } from '../../../src/client/app/store';
import { renderWithProviders } from '../helpers/render';
import { jsonResponse, mockFetch } from '../helpers/fetchMock';
import { restoreScreen, setWideScreen } from '../helpers/media';
import { expectLinkTo } from '../helpers/pageAssertions';

const SETTINGS: Settings = {
  facebook_url: 'https://www.facebook.com/dbjainsabha',
  twitter_url: '',
  insta_url: '   ',
  linkedin_url: 'javascript:alert(1)',
  youtube_url: 'https://www.youtube.com/@dbjainsabha',
  contact_address: 'Jain Boarding Road, Sangli 416416',
  contact_mobile: '+91 98220 12345',
  contact_email: 'info@example.org',
  site_copyright: 'Copyright © 2025 Dakshin Bharat Jain Sabha. All Rights Reserved.',
  bank_accounts: [],
  form_10ac_url: '',
  identity_retention_days: null,
};

const settingsAnswer = (settings: Partial<Settings> | null) =>
  mockFetch([
    ['fetch/settings', () => jsonResponse({ result: settings ? [{ ...SETTINGS, ...settings }] : [] })],
  ]);

const settingsStatus = (store: AppStore) => store.getState().api.queries['getSettings(undefined)']?.status;

afterEach(() => {
  jest.restoreAllMocks();
  restoreScreen();
});

/** The footer's sections, in order: collapsible below 1280 px, columns with headings above. */
const SECTIONS = [
  'Home',
  'About Us',
  'Our Sector',
  'Branches',
  'Publications',
  'Events',
  'Legal',
  'Contact Us',
];

describe('Footer below 1280 px', () => {
  beforeEach(() => setWideScreen(false));

  test('has the collapsible sections in order, each a button that expands and collapses', async () => {
    settingsAnswer({});
    const user = userEvent.setup();
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    const toggles = within(footer).getAllByRole('button');
    expect(toggles.map((button) => button.textContent)).toEqual(SECTIONS);
    for (const toggle of toggles) expect(toggle).toHaveAttribute('aria-expanded', 'false');

    const legal = within(footer).getByRole('button', { name: 'Legal' });
    const legalPanel = document.getElementById(legal.getAttribute('aria-controls')!)!;
    expect(legalPanel).not.toBeVisible();
    await user.click(legal);
    expect(legal).toHaveAttribute('aria-expanded', 'true');
    expect(legalPanel).toBeVisible();
    expect(
      within(legalPanel)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/legal/terms-and-conditions',
      '/legal/cancellation-and-refund-policy',
      '/legal/shipping-and-delivery-policy',
      '/legal/privacy-policy',
    ]);
    await user.click(legal);
    expect(legal).toHaveAttribute('aria-expanded', 'false');
    expect(legalPanel).not.toBeVisible();
  });

  test('the Contact Us section shows the fixed office address, phone and email, not the settings', async () => {
    settingsAnswer({});
    const user = userEvent.setup();
    renderWithProviders(<Footer />);
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(screen.getByText(FIXED_CONTACT.address)).toBeVisible();
    expectLinkTo(FIXED_CONTACT.phone, 'tel:+912332621899');
    expectLinkTo(FIXED_CONTACT.email, `mailto:${FIXED_CONTACT.email}`);
    expect(screen.queryByText(SETTINGS.contact_address)).not.toBeInTheDocument();
  });
});

describe('Footer at 1280 px and wider', () => {
  beforeEach(() => setWideScreen(true));

  test('shows the contact details and social links of the settings, leaving out empty or unsafe ones', async () => {
    settingsAnswer({});
    renderWithProviders(<Footer />);
    expect(await screen.findByText(SETTINGS.contact_address)).toBeInTheDocument();
    expectLinkTo(SETTINGS.contact_mobile, 'tel:+919822012345');
    expectLinkTo(SETTINGS.contact_email, 'mailto:info@example.org');
    const social = screen.getByRole('list', { name: 'Follow the Sabha' });
    const links = within(social).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Facebook (opens in a new tab)',
      'YouTube (opens in a new tab)',
    ]);
    expect(links[0]).toHaveAttribute('href', SETTINGS.facebook_url);
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(SETTINGS.site_copyright)).toBeInTheDocument();
  });

  test('has the section columns, Legal, and the Donate and Join Us buttons; every link is a page of the site', async () => {
    settingsAnswer({});
    renderWithProviders(<Footer />);
    await screen.findByText(SETTINGS.contact_address);
    for (const heading of SECTIONS) {
      expect(screen.getByRole('heading', { name: heading, level: 2 })).toBeInTheDocument();
    }
    const buttons = screen.getAllByRole('link').filter((link) => link.classList.contains('btn'));
    expect(buttons.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Donate', '/donation'],
      ['Join Us', '/join-us'],
    ]);
    expectLinkTo('Board of Directors', '/board-of-directors');
    expect(screen.queryByRole('button', { name: 'Legal' })).not.toBeInTheDocument();
    for (const link of screen.getAllByRole('link')) {
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('/')) expect(isKnownRoute(href)).toBe(true);
    }
  });

  test('empty settings: no contact lines, no social links, the fallback copyright', async () => {
    const fetchSpy = settingsAnswer({
      facebook_url: '',
      youtube_url: '',
      linkedin_url: '',
      contact_address: '',
      contact_mobile: '',
      contact_email: '',
      site_copyright: '',
    });
    const { store } = renderWithProviders(<Footer />);
    await waitFor(() => expect(settingsStatus(store)).toBe('fulfilled'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(screen.getByText(COPYRIGHT_FALLBACK)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Follow the Sabha' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^tel:|^mailto:/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
  });

  test('a failed settings call leaves the settings empty: fallback copyright, no contact details', async () => {
    const fetchSpy = mockFetch([
      ['fetch/settings', () => jsonResponse({ message: 'Database unavailable' }, 500)],
    ]);
    const { store } = renderWithProviders(<Footer />);
    await waitFor(() => expect(settingsStatus(store)).toBe('rejected'));
    expect(fetchSpy).toHaveBeenCalled();
    expect(screen.getByText(COPYRIGHT_FALLBACK)).toBeInTheDocument();
    expect(document.querySelector('a[href^="tel:"], a[href^="mailto:"]')).toBeNull();
  });
});

test('the copyright line uses the fallback while the settings are loading', () => {
  setWideScreen(false);
  mockFetch([['fetch/settings', () => new Promise<Response>(() => undefined)]]);
  renderWithProviders(<Footer />);
  expect(
    screen.getByText('Copyright © 2024 Dakshin Bharat Jain Sabha Official Website. All Rights Reserved.'),
  ).toBeInTheDocument();
});
