import { screen } from '@testing-library/react';
import { MAX_DONATION_PAISE, MIN_DONATION_PAISE } from '../../../../src/shared/money';
import { removeFakeCheckout } from '../../helpers/paymentsMock';
import {
  chooseOneTimeThousand,
  DONOR_ADDRESS,
  renderDonation,
  renderJoinUs,
  setDateOfBirth,
  typeInto,
} from '../../helpers/paymentPages';

// Issue 9: the privacy policy is linked beside each payment form's consent box (defect 10), and the donation form
// says its online range, ₹1 to ₹10,00,000, whatever amount is chosen (defect 9).

const PRIVACY = '/legal/privacy-policy';

afterEach(() => {
  jest.restoreAllMocks();
  removeFakeCheckout();
});

describe('membership form', () => {
  it('links the privacy policy beside its consent boxes, described by the certification box', async () => {
    await renderJoinUs();
    const link = screen.getByRole('link', { name: 'read our Privacy Policy' });
    expect(link).toHaveAttribute('href', PRIVACY);
    const hint = link.closest('p')!;
    const certification = screen.getByRole('checkbox', { name: /I certify that the details/ });
    expect(certification.getAttribute('aria-describedby')?.split(' ')).toContain(hint.id);
  });
});

describe('donation form', () => {
  it('states the online range from the shared limits, also once a preset is chosen', async () => {
    expect([MIN_DONATION_PAISE, MAX_DONATION_PAISE]).toEqual([100, 10_00_000_00]);
    const { user } = await renderDonation();
    const range = /Online donations can be from ₹1 to ₹10,00,000\./;
    expect(screen.getByText(range)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '₹1,000' }));
    expect(screen.getByText(range)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Donation amount/ })).toHaveAccessibleDescription(range);
  });

  it('links the privacy policy beside the consent boxes of the review step', async () => {
    const { user } = await renderDonation();
    await chooseOneTimeThousand(user);
    await typeInto(user, { 'First name': 'Rahul', Surname: 'Chougule', 'Mobile number': '9823012345' });
    setDateOfBirth('1985-02-20');
    await user.click(screen.getByLabelText('Male'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await typeInto(user, DONOR_ADDRESS);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Review and pay');
    const link = screen.getByRole('link', { name: 'read our Privacy Policy' });
    expect(link).toHaveAttribute('href', PRIVACY);
    const certification = screen.getByRole('checkbox', { name: /I certify that the details/ });
    expect(certification.getAttribute('aria-describedby')?.split(' ')).toContain(link.closest('p')!.id);
  });
});
