import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../helpers/render';
import ScholarshipPage from '../../../src/client/pages/ScholarshipPage';
import PublicationPage from '../../../src/client/pages/PublicationPage';
import { FUNDED_STUDENTS, formatRupees, fundedTotalPaise } from '../../../src/client/content/scholarship';
import { BANK_DETAILS_MISSING } from '../../../src/client/content/bankAccounts';
import { PUBLICATIONS } from '../../../src/client/content/publications';
import { formatPaise } from '../../../src/shared/money';
import { PUBLICATION_PATHS, isKnownRoute } from '../../../src/shared/routes';
import { expectLinkTo, expectOnlyH1 } from '../helpers/pageAssertions';

describe('scholarship content', () => {
  it('funds exactly eight students in 2024-25 for ₹11,03,860 in all', () => {
    expect(FUNDED_STUDENTS.students).toHaveLength(8);
    expect(fundedTotalPaise()).toBe(11_03_860_00);
    expect(formatPaise(fundedTotalPaise())).toBe('₹11,03,860.00');
    expect(formatRupees(fundedTotalPaise())).toBe('₹11,03,860');
    for (const student of FUNDED_STUDENTS.students) {
      expect(Number.isSafeInteger(student.amountPaise) && student.amountPaise > 0).toBe(true);
    }
  });

  it('formatRupees keeps paise when there are some', () => {
    expect(formatRupees(150_050)).toBe('₹1,500.50');
  });
});

describe('ScholarshipPage', () => {
  it('shows the CLOSED notice with a link to the contact page', () => {
    renderWithProviders(<ScholarshipPage />, { route: '/Scholarship' });
    expectOnlyH1('Scholarship');
    const notice = screen
      .getByRole('heading', { level: 2, name: /Applications for this year are CLOSED/ })
      .closest('section')!;
    expect(within(notice).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact-us');
    expect(document.title).toBe('Scholarship | Dakshin Bharat Jain Sabha');
  });

  it('lists the four steps, the important notes and the dattak-palak scheme', () => {
    renderWithProviders(<ScholarshipPage />, { route: '/scholarship-main/Scholarship' });
    const process = screen.getByRole('heading', { level: 2, name: 'How to apply' }).closest('section')!;
    expect(
      within(process)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Download the forms', 'Fill up the forms', 'Scan the forms', 'Upload the scanned forms']);
    expect(screen.getByRole('heading', { level: 2, name: 'Important notes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /Dattak-palak/ })).toBeInTheDocument();
    expectLinkTo('Adopt a student', '/donation');
    expect(screen.getAllByText(/₹2 crores/).length).toBeGreaterThan(0);
  });

  it('shows the eight funded students and the total of ₹11,03,860', () => {
    renderWithProviders(<ScholarshipPage />, { route: '/Scholarship' });
    const table = screen.getByRole('table');
    const [, body, foot] = within(table).getAllByRole('rowgroup');
    expect(within(body).getAllByRole('row')).toHaveLength(8);
    expect(within(foot).getByText('₹11,03,860')).toBeInTheDocument();
    expect(within(body).getByText('₹2,45,000')).toBeInTheDocument();
    expect(screen.getByText(/8 students with ₹11,03,860 in all/)).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'Scholarship enquiries' });
    expect(within(card).getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(
      /^mailto:.*Scholarship/,
    );
  });
});

describe('PublicationPage', () => {
  it.each(PUBLICATION_PATHS.map((path) => path.slice(path.lastIndexOf('/') + 1)))(
    '%s: description, cover, download block and contact card',
    (key) => {
      const publication = PUBLICATIONS[key as keyof typeof PUBLICATIONS];
      renderWithProviders(<PublicationPage publication={key} />);
      expectOnlyH1(publication.title);
      expect(
        screen.getByRole('heading', { level: 2, name: publication.descriptionTitle }),
      ).toBeInTheDocument();
      const cover = screen.getByAltText(publication.cover.alt);
      expect(cover).toHaveAttribute('src', publication.cover.src);
      expect(cover).toHaveAttribute('width', '600');
      expect(cover).toHaveAttribute('height', '800');
      const download = screen
        .getByRole('heading', { level: 2, name: publication.download.title })
        .closest('section')!;
      expect(within(download).getByRole('link', { name: 'Download Publication' })).toHaveAttribute(
        'href',
        '/contact-us',
      );
      expect(
        screen.getByRole('region', { name: `Contact us about ${publication.title}` }),
      ).toBeInTheDocument();
      expect(document.title).toBe(`${publication.title} | Dakshin Bharat Jain Sabha`);
      for (const link of screen.getAllByRole('link')) {
        const href = link.getAttribute('href') ?? '';
        if (href.startsWith('/')) expect(isKnownRoute(href)).toBe(true);
      }
    },
  );

  it('magazine: the membership, the bank details section (accounts from the settings), no app prompt', () => {
    renderWithProviders(<PublicationPage publication="pragati-and-jin-vijay" />);
    const membership = screen
      .getByRole('heading', { level: 2, name: 'Magazine membership' })
      .closest('section')!;
    expect(within(membership).getByText('₹1,500')).toBeInTheDocument();
    expect(within(membership).getByText('5 years, two issues a month')).toBeInTheDocument();
    expect(within(membership).getByRole('link', { name: 'Apply on the Join Us form' })).toHaveAttribute(
      'href',
      '/join-us',
    );

    // No settings here: the office's accounts are tested in siteDocuments.test.tsx.
    const banks = screen
      .getByRole('heading', { level: 2, name: 'Bank details for subscriptions' })
      .closest('section')!;
    expect(within(banks).getByText(BANK_DETAILS_MISSING)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Google Play/ })).not.toBeInTheDocument();
  });

  it.each(['shanti-sagar-calendar', 'shri-b-b-patil-granth-prakashan'])(
    '%s: app-store prompt instead of membership and bank details',
    (key) => {
      renderWithProviders(<PublicationPage publication={key} />);
      for (const name of [/Google Play/, /App Store/]) {
        const link = screen.getByRole('link', { name });
        expect(link.getAttribute('href')).toMatch(/^https:\/\//);
        expect(link).toHaveAttribute('target', '_blank');
        expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      expect(screen.queryByText(BANK_DETAILS_MISSING)).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Magazine membership' })).not.toBeInTheDocument();
    },
  );

  it('an unknown publication shows the not-found page', () => {
    renderWithProviders(<PublicationPage publication="no-such-book" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });
});
