import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../helpers/render';
import DonationLandingPage from '../../../src/client/pages/DonationLandingPage';
import LegalPage from '../../../src/client/pages/LegalPage';
import { BENEFICIARY_TESTIMONIALS } from '../../../src/client/content/donation';
import { POLICIES } from '../../../src/client/content/legal';
import { LEGAL_PATHS, isKnownRoute } from '../../../src/shared/routes';
import { expectOnlyH1 } from '../helpers/pageAssertions';

describe('DonationLandingPage', () => {
  it('shows the Donate banner, the mission text and the 80G note', () => {
    renderWithProviders(<DonationLandingPage />, { route: '/donation' });
    expectOnlyH1('Donate');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Transforming Lives Together' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/section 80G of the Income Tax Act/)).toBeInTheDocument();
    expect(document.title).toBe('Donate | Dakshin Bharat Jain Sabha');
  });

  it('shows no Form 10AC button before the office gives the document (see siteDocuments.test.tsx)', () => {
    renderWithProviders(<DonationLandingPage />, { route: '/donation' });
    const certificates = screen
      .getByRole('heading', { level: 2, name: 'Our Legal Certificates' })
      .closest('article')!;
    expect(within(certificates).queryByRole('link', { name: /View Our Form 10AC/ })).not.toBeInTheDocument();
    expect(within(certificates).getByRole('link', { name: 'Ask the office for a copy' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  });

  it('shows the three beneficiary testimonials, each with a Donate button to the payment form', () => {
    renderWithProviders(<DonationLandingPage />, { route: '/donation' });
    const slider = screen.getByRole('region', { name: 'Beneficiary testimonials' });
    expect(screen.getByRole('heading', { level: 2, name: 'What our beneficiaries say' })).toBeInTheDocument();
    expect(BENEFICIARY_TESTIMONIALS).toHaveLength(3);
    for (const testimonial of BENEFICIARY_TESTIMONIALS) {
      // react-slick clones slides of an infinite slider, so a quote may appear more than once.
      expect(within(slider).getAllByText(testimonial.quote).length).toBeGreaterThan(0);
      if (testimonial.sub_title_one)
        expect(within(slider).getAllByText(testimonial.sub_title_one).length).toBeGreaterThan(0);
    }
    const donateLinks = within(slider).getAllByRole('link', { name: 'Donate', hidden: true });
    expect(donateLinks.length).toBeGreaterThanOrEqual(3);
    for (const link of donateLinks) expect(link).toHaveAttribute('href', '/donation/donation-payment');
  });

  it('plays the donation video in a modal and closes it again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DonationLandingPage />, { route: '/donation' });
    const play = screen.getByRole('button', { name: /Play the video/ });
    await user.click(play);
    const dialog = screen.getByRole('dialog', { name: 'How your donation transforms lives' });
    const video = dialog.querySelector('video')!;
    expect(video).toHaveAttribute('src', '/media/donation-story.webm');
    expect(video).toHaveAttribute('poster', '/images/video/donation-poster.webp');
    await user.click(within(dialog).getByRole('button', { name: 'Close video' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(play).toHaveFocus();
  });

  it('links only to known routes', () => {
    renderWithProviders(<DonationLandingPage />, { route: '/donation' });
    for (const link of screen.getAllByRole('link', { hidden: true })) {
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('/') && !href.startsWith('/documents/')) expect(isKnownRoute(href)).toBe(true);
    }
  });
});

describe('LegalPage', () => {
  const keys = LEGAL_PATHS.map((path) => path.slice(path.lastIndexOf('/') + 1));

  it.each(keys)('%s: one h1, its sections, links to the other policies and the office contact', (key) => {
    const policy = POLICIES[key as keyof typeof POLICIES];
    renderWithProviders(<LegalPage policy={key} />, { route: `/legal/${key}` });
    expectOnlyH1(policy.title);
    for (const section of policy.sections) {
      expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
    }
    const others = screen.getByRole('navigation', { name: 'Other policies' });
    const hrefs = within(others)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(LEGAL_PATHS.filter((path) => !path.endsWith(key)));
    expect(screen.getByRole('region', { name: 'Questions?' })).toBeInTheDocument();
    expect(document.title).toBe(`${policy.title} | Dakshin Bharat Jain Sabha`);
  });

  it('terms: Indian law and the courts at Sangli', () => {
    renderWithProviders(<LegalPage policy="terms-and-conditions" />);
    expect(screen.getByText(/governed by the laws of India/)).toHaveTextContent('courts at Sangli');
    expect(screen.getByText(/18 or over/)).toBeInTheDocument();
  });

  it('cancellation and refund: no cancellations or refunds, and how duplicate payments are handled', () => {
    renderWithProviders(<LegalPage policy="cancellation-and-refund-policy" />);
    expect(screen.getAllByText(/cannot be cancelled and are not refunded/).length).toBeGreaterThan(0);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Duplicate and mistaken payments' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/duplicate or erroneous payment is refunded in full/)).toBeInTheDocument();
  });

  it('shipping and delivery: not applicable, receipts by email', () => {
    renderWithProviders(<LegalPage policy="shipping-and-delivery-policy" />);
    expect(screen.getByText(/Shipping and delivery do not apply/)).toBeInTheDocument();
    expect(screen.getByText(/receipt is sent to the email address/)).toBeInTheDocument();
  });

  it('an unknown policy shows the not-found page', () => {
    renderWithProviders(<LegalPage policy="privacy" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  });
});
