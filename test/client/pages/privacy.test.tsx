import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../helpers/render';
import LegalPage from '../../../src/client/pages/LegalPage';
import ContactPage from '../../../src/client/pages/ContactPage';
import BoardOfDirectorsPage from '../../../src/client/pages/BoardOfDirectorsPage';
import CentralCommitteePage from '../../../src/client/pages/CentralCommitteePage';
import Footer from '../../../src/client/components/Footer/Footer';
import { RECEIPT_RETENTION_YEARS } from '../../../src/client/content/legal';
import { LEGAL_PATHS, isKnownRoute } from '../../../src/shared/routes';
import { UNPAID_APPLICATION_FILES_KEPT_DAYS } from '../../../src/shared/retention';
import { mockRoutes, ok, serverError, type Reply } from '../helpers/fetchMock';
import { categories, makeMember, makeSettings } from '../helpers/fixtures';
import { restoreScreen, setWideScreen } from '../helpers/media';

// Issue 9, defect 10: a privacy notice (DPDP Act 2023) at /legal/privacy-policy, linked from the footer and beside
// the forms' consent boxes; and defect 9's Board of Directors button, which opens the board's own tab.

const PRIVACY = '/legal/privacy-policy';

afterEach(() => {
  jest.restoreAllMocks();
  restoreScreen();
});

function renderPrivacy(reply: Reply = ok({ result: [makeSettings()] })) {
  mockRoutes({ 'fetch/settings': reply });
  renderWithProviders(<LegalPage policy="privacy-policy" />, { route: PRIVACY });
}

describe('privacy policy page', () => {
  it('is a known route and a legal page', () => {
    expect(isKnownRoute(PRIVACY)).toBe(true);
    expect(LEGAL_PATHS).toContain(PRIVACY);
  });

  it('says who is responsible, what is collected, why, how long it is kept, who sees it and the rights', () => {
    renderPrivacy();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy Policy');
    expect(document.title).toBe('Privacy Policy | Dakshin Bharat Jain Sabha');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    for (const title of [
      /Who is responsible/,
      /What we collect/,
      /Why we use it/,
      /How long we keep it/,
      /Who sees it/,
      /Your rights/,
      /Grievance Officer/,
    ])
      expect(headings.some((heading) => title.test(heading ?? ''))).toBe(true);
    expect(screen.getByText(/Digital Personal Data Protection Act, 2023 you may/)).toBeInTheDocument();
    expect(screen.getByText(/data fiduciary/)).toBeInTheDocument();
    for (const item of [/Aadhaar card/, /photograph/, /date of birth/, /your PAN/, /mobile number/])
      expect(screen.getAllByText(item).length).toBeGreaterThan(0);
    expect(screen.getByText(/payment gateway \(Razorpay\)/)).toBeInTheDocument();
    expect(screen.getByText(/Authorised staff of the Sabha office/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`kept for ${RECEIPT_RETENTION_YEARS} years`))).toBeInTheDocument();
    // The period the server's retention keeps files of an unpaid application (src/shared/retention.ts).
    expect(
      screen.getByText(new RegExp(`deleted ${UNPAID_APPLICATION_FILES_KEPT_DAYS} days after it was made`)),
    ).toBeInTheDocument();
    expect(screen.getByText(/ask us to erase it/)).toBeInTheDocument();
    expect(screen.getByText(/withdraw your consent at any time/)).toBeInTheDocument();
    expect(screen.getByText(/nominate another person/)).toBeInTheDocument();
    expect(screen.getByText(/Data Protection Board of India/)).toBeInTheDocument();
  });

  it('names the office of the site settings as the data fiduciary and the grievance contact', async () => {
    renderPrivacy(
      ok({
        result: [
          makeSettings({
            contact_address: 'Jain Boarding Road, Sangli 416416',
            contact_email: 'privacy@example.org',
            contact_mobile: '+91 98220 12345',
          }),
        ],
      }),
    );
    const grievance = (await screen.findAllByText(/write to the Grievance Officer.*privacy@example\.org/))[0];
    expect(grievance).toHaveTextContent('Jain Boarding Road, Sangli 416416');
    expect(grievance).toHaveTextContent('+91 98220 12345');
    expect(grievance).not.toHaveTextContent(/Sabha, Dakshin Bharat Jain Sabha/);
    expect(screen.getByText(/is the data fiduciary|it is the data fiduciary/)).toHaveTextContent(
      'Jain Boarding Road, Sangli 416416',
    );
  });

  it('states the identity-document retention the office set in the console', async () => {
    renderPrivacy(ok({ result: [makeSettings({ identity_retention_days: 90 })] }));
    expect(
      await screen.findByText(/deleted automatically 90 days after your membership fee is paid/),
    ).toBeInTheDocument();
  });

  it('without a retention set (or without settings), says the copy is kept only until erasure is asked', async () => {
    renderPrivacy(serverError);
    expect(
      await screen.findByText(/kept with your membership record only until you ask us to erase/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/deleted automatically/)).not.toBeInTheDocument();
  });
});

describe('links to the privacy policy', () => {
  it.each([false, true])('the footer lists it under Legal (wide screen: %s)', async (wide) => {
    setWideScreen(wide);
    mockRoutes({ 'fetch/settings': ok({ result: [makeSettings()] }) });
    const user = userEvent.setup();
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    if (!wide) await user.click(within(footer).getByRole('button', { name: 'Legal' }));
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', PRIVACY);
  });

  it('the enquiry form links it just above its send button', () => {
    mockRoutes({ 'fetch/settings': ok({ result: [makeSettings()] }) });
    renderWithProviders(<ContactPage />, { route: '/contact-us' });
    const form = screen.getByRole('button', { name: /send/i }).closest('form')!;
    expect(within(form).getByRole('link', { name: 'read our Privacy Policy' })).toHaveAttribute(
      'href',
      PRIVACY,
    );
  });
});

describe('Board of Directors', () => {
  it("the button opens the Central Committee page on the board's own tab", () => {
    renderWithProviders(<BoardOfDirectorsPage />, { route: '/board-of-directors' });
    const link = screen.getByRole('link', { name: 'See the board and committee members' });
    const href = link.getAttribute('href')!;
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/central-committee');
    expect(url.searchParams.get('category')).toBe('Board of Directors');
    expect(isKnownRoute(url.pathname)).toBe(true);
  });

  it('the Central Committee page selects the tab the link names, and asks for its members', async () => {
    const api = mockRoutes({
      'fetch/categories/': ok({ result: categories('Central Committee', 'Board of Directors', 'Trustees') }),
      'fetch/board-of-directors/': (call) =>
        ok({
          result:
            call.params.get('category_name') === 'Board of Directors'
              ? [makeMember(7, 'Prakash Vasagade', 'Chairman')]
              : [makeMember(1, 'Someone Else', 'Member')],
        }),
    });
    renderWithProviders(<CentralCommitteePage />, {
      route: '/central-committee?category=Board%20of%20Directors',
    });
    expect(await screen.findByText('Prakash Vasagade')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Board of Directors' })).toHaveAttribute('aria-selected', 'true');
    expect(api.callsTo('fetch/board-of-directors/').map((call) => call.params.get('category_name'))).toEqual([
      'Board of Directors',
    ]);
  });

  it('an unknown category in the link falls back to the first tab', async () => {
    mockRoutes({
      'fetch/categories/': ok({ result: categories('Central Committee', 'Board of Directors') }),
      'fetch/board-of-directors/': ok({ result: [makeMember(1, 'Ajit Patil', 'President')] }),
    });
    renderWithProviders(<CentralCommitteePage />, { route: '/central-committee?category=Nobody' });
    expect(await screen.findByText('Ajit Patil')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Central Committee' })).toHaveAttribute('aria-selected', 'true');
  });
});
