import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DonationPaymentPage from '../../../../src/client/pages/DonationPaymentPage';
import JoinUsPage from '../../../../src/client/pages/JoinUsPage';
import { MAX_DONATION_PAISE, MIN_DONATION_PAISE } from '../../../../src/shared/money';
import { renderWithProviders } from '../../helpers/render';
import { mockPayments, removeFakeCheckout } from '../../helpers/paymentsMock';
import { field } from '../../helpers/pageHarness';

// Issue 9: the privacy policy is linked beside each payment form's consent box (defect 10), and the donation form
// says its online range, ₹1 to ₹10,00,000, whatever amount is chosen (defect 9).

const PRIVACY = '/legal/privacy-policy';

afterEach(() => {
  jest.restoreAllMocks();
  removeFakeCheckout();
});

describe('membership form', () => {
  it('links the privacy policy beside its consent boxes, described by the certification box', async () => {
    mockPayments({});
    renderWithProviders(<JoinUsPage />, { route: '/join-us' });
    await screen.findByRole('heading', { name: 'Membership application' });
    const link = screen.getByRole('link', { name: 'read our Privacy Policy' });
    expect(link).toHaveAttribute('href', PRIVACY);
    const hint = link.closest('p')!;
    const certification = screen.getByRole('checkbox', { name: /I certify that the details/ });
    expect(certification.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
  });
});

describe('donation form', () => {
  async function renderDonation() {
    mockPayments({});
    const user = userEvent.setup();
    renderWithProviders(<DonationPaymentPage />, { route: '/donation/donation-payment' });
    await screen.findByRole('heading', { name: 'Choose an amount' });
    return user;
  }

  it('states the online range from the shared limits, also once a preset is chosen', async () => {
    expect([MIN_DONATION_PAISE, MAX_DONATION_PAISE]).toEqual([100, 10_00_000_00]);
    const user = await renderDonation();
    const range = /Online donations can be from ₹1 to ₹10,00,000\./;
    expect(screen.getByText(range)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '₹1,000' }));
    expect(screen.getByText(range)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Donation amount/ })).toHaveAccessibleDescription(range);
  });

  it('links the privacy policy beside the consent boxes of the review step', async () => {
    const user = await renderDonation();
    await user.click(screen.getByRole('button', { name: '₹1,000' }));
    await user.click(screen.getByLabelText('One Time'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(field('First name'), 'Rahul');
    await user.type(field('Surname'), 'Chougule');
    await user.type(field('Mobile number'), '9823012345');
    fireEvent.change(field('Date of birth'), { target: { value: '1985-02-20' } });
    await user.click(screen.getByLabelText('Male'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(field('Address'), '45 Station Road, Vishrambag');
    await user.type(field('City'), 'Sangli');
    await user.type(field('Tehsil'), 'Miraj');
    await user.type(field('District'), 'Sangli');
    await user.type(field('State'), 'Maharashtra');
    await user.type(field('Pincode'), '416415');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Review and pay');
    const link = screen.getByRole('link', { name: 'read our Privacy Policy' });
    expect(link).toHaveAttribute('href', PRIVACY);
    const certification = screen.getByRole('checkbox', { name: /I certify that the details/ });
    expect(certification.getAttribute('aria-describedby')?.split(' ')).toContain(link.closest('p')!.id);
  });
});
