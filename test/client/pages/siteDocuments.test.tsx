import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../helpers/render';
import PublicationPage from '../../../src/client/pages/PublicationPage';
import DonationLandingPage from '../../../src/client/pages/DonationLandingPage';
import { BANK_DETAILS_MISSING } from '../../../src/client/content/bankAccounts';
import { PUBLICATIONS } from '../../../src/client/content/publications';
import { mockRoutes, ok, serverError, type Reply } from '../helpers/fetchMock';
import { makeSettings } from '../helpers/fixtures';
import type { Settings } from '../../../src/shared/schemas';

// Issue 9, defects 6 and 9: the magazine page's bank accounts and the donation page's Form 10AC come from the
// site settings the office fills in the console. Until then the page says "Please contact the office for bank
// details" and hides the 10AC button: never a SAMPLE number.

const ACCOUNT = {
  account_name: 'Dakshin Bharat Jain Sabha',
  bank_name: 'Bank of Maharashtra',
  branch: 'Sangli Main',
  account_number: '60123456789',
  ifsc: 'MAHB0000123',
};

const settingsReply = (overrides: Partial<Settings>): Reply => ok({ result: [makeSettings(overrides)] });

afterEach(() => jest.restoreAllMocks());

function renderMagazine(reply: Reply) {
  mockRoutes({ 'fetch/settings': reply });
  renderWithProviders(<PublicationPage publication="pragati-and-jin-vijay" />, {
    route: '/publications/pragati-and-jin-vijay',
  });
  const section = screen
    .getByRole('heading', { level: 2, name: 'Bank details for subscriptions' })
    .closest('section')!;
  return section;
}

describe('magazine page: bank details from the site settings', () => {
  it('with no account entered, asks readers to contact the office and shows no account', async () => {
    const section = await renderMagazine(settingsReply({ bank_accounts: [] }));
    expect(await within(section).findByText(BANK_DETAILS_MISSING)).toBeInTheDocument();
    expect(BANK_DETAILS_MISSING).toBe('Please contact the office for bank details.');
    expect(within(section).queryAllByRole('article')).toHaveLength(0);
    expect(section).not.toHaveTextContent(/SAMPLE|IFSC|\d{9,}/);
  });

  it('when the settings request fails, the same message', async () => {
    const section = await renderMagazine(serverError);
    expect(await within(section).findByText(BANK_DETAILS_MISSING)).toBeInTheDocument();
  });

  it('shows each account the office entered, with its name, bank, branch, number and IFSC', async () => {
    const second = { ...ACCOUNT, account_name: 'Pragati and Jinvijay', account_number: '60123456790' };
    const section = await renderMagazine(settingsReply({ bank_accounts: [ACCOUNT, second] }));
    const blocks = await within(section).findAllByRole('article');
    expect(blocks).toHaveLength(2);
    for (const [index, account] of [ACCOUNT, second].entries()) {
      const block = blocks[index];
      expect(within(block).getByRole('heading', { level: 3 })).toHaveTextContent(account.account_name);
      for (const value of [account.bank_name, account.branch, account.account_number, account.ifsc])
        expect(within(block).getByText(value)).toBeInTheDocument();
    }
    expect(within(section).queryByText(BANK_DETAILS_MISSING)).not.toBeInTheDocument();
  });

  it('leaves out an account with a missing or malformed field', async () => {
    const broken = { ...ACCOUNT, account_name: 'Broken', ifsc: 'SMPL001' };
    const section = await renderMagazine(settingsReply({ bank_accounts: [broken, ACCOUNT] }));
    const blocks = await within(section).findAllByRole('article');
    expect(blocks).toHaveLength(1);
    expect(section).not.toHaveTextContent('Broken');
  });

  it('lists one magazine membership, plainly: ₹1,500 for five years', async () => {
    await renderMagazine(settingsReply({}));
    const membership = screen
      .getByRole('heading', { level: 2, name: 'Magazine membership' })
      .closest('section')!;
    expect(within(membership).getAllByRole('listitem')).toHaveLength(1);
    expect(within(membership).getByText('₹1,500')).toBeInTheDocument();
    expect(within(membership).getByText('5 years, two issues a month')).toBeInTheDocument();
    expect(membership).not.toHaveTextContent(/1100|10 years|appear in the Sabha/);
  });
});

describe('publication pages: the Download Publication button', () => {
  it.each(Object.keys(PUBLICATIONS))('%s: the button reads "Download Publication"', (key) => {
    mockRoutes({ 'fetch/settings': settingsReply({}) });
    renderWithProviders(<PublicationPage publication={key} />, { route: `/publications/${key}` });
    const button = screen.getByRole('link', { name: 'Download Publication' });
    expect(button).toHaveAttribute('href', PUBLICATIONS[key as keyof typeof PUBLICATIONS].download.to);
    expect(screen.queryByRole('link', { name: /Request a/ })).not.toBeInTheDocument();
  });
});

describe('donation page: the Form 10AC button', () => {
  const certificatesOf = () =>
    screen.getByRole('heading', { level: 2, name: 'Our Legal Certificates' }).closest('article')!;

  async function renderDonation(reply: Reply) {
    mockRoutes({ 'fetch/settings': reply });
    renderWithProviders(<DonationLandingPage />, { route: '/donation' });
  }

  it('is hidden until the office gives the document; the card offers to ask the office instead', async () => {
    await renderDonation(settingsReply({ form_10ac_url: '' }));
    const certificates = certificatesOf();
    expect(
      await within(certificates).findByRole('link', { name: 'Ask the office for a copy' }),
    ).toHaveAttribute('href', '/contact-us');
    expect(within(certificates).queryByRole('link', { name: /Form 10AC/ })).not.toBeInTheDocument();
    expect(certificates).not.toHaveTextContent(/sample/i);
    expect(document.querySelector('a[href*="form-10ac-sample"]')).toBeNull();
  });

  it('opens an uploaded PDF from the API base in a new tab', async () => {
    await renderDonation(settingsReply({ form_10ac_url: 'uploads/documents/form-10ac-0123456789ab.pdf' }));
    const link = await within(certificatesOf()).findByRole('link', { name: /View Our Form 10AC \(12A\)/ });
    expect(link).toHaveAttribute('href', '/api/uploads/documents/form-10ac-0123456789ab.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('opens an https link as given', async () => {
    await renderDonation(settingsReply({ form_10ac_url: 'https://example.org/dbjs/10ac.pdf' }));
    const link = await within(certificatesOf()).findByRole('link', { name: /View Our Form 10AC/ });
    expect(link).toHaveAttribute('href', 'https://example.org/dbjs/10ac.pdf');
  });

  it('ignores anything else the settings might hold', async () => {
    await renderDonation(settingsReply({ form_10ac_url: 'javascript:alert(1)' }));
    expect(
      await within(certificatesOf()).findByRole('link', { name: 'Ask the office for a copy' }),
    ).toBeInTheDocument();
    expect(within(certificatesOf()).queryByRole('link', { name: /Form 10AC/ })).not.toBeInTheDocument();
  });
});
