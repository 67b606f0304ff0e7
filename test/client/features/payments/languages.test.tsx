import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DonationPaymentPage from '../../../../src/client/pages/DonationPaymentPage';
import JoinUsPage from '../../../../src/client/pages/JoinUsPage';
import { ANNOUNCER_ID } from '../../../../src/client/features/payments/announce';
import { loadLanguage } from '../../../../src/client/i18n';
import { renderWithProviders } from '../../helpers/render';
import { photoFile, stubObjectUrls } from '../../helpers/machineHarness';
import { mockPayments } from '../../helpers/paymentsMock';

// Both journeys in the page's language (issue 13): a page under /mr/ or /kn/ shows its labels, options and
// validation messages in Marathi or Kannada, while the values it submits stay the English ones the API expects.

beforeAll(async () => {
  await loadLanguage('mr');
  await loadLanguage('kn');
});
beforeEach(() => {
  Element.prototype.scrollIntoView = function scrollIntoView() {};
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  document.getElementById(ANNOUNCER_ID)?.remove();
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A control by its label; required fields carry ' *', optional ones their language's "(optional)". */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${escape(label)}( \\*| \\(.+\\))?$`), { selector: 'input, textarea' });

describe('the donation form at /mr/donation/donation-payment', () => {
  it('reads in Marathi, submits the English values and shows Marathi validation messages', async () => {
    mockPayments({});
    const user = userEvent.setup();
    renderWithProviders(<DonationPaymentPage />, { route: '/mr/donation/donation-payment' });
    expect(await screen.findByRole('heading', { level: 2, name: 'रक्कम निवडा' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('देणगी द्या');
    expect(screen.getByText('पायरी 1 / 4')).toBeInTheDocument();
    // The options read in Marathi; their values are what the server expects.
    expect(screen.getByLabelText('मासिक')).toHaveAttribute('value', 'Monthly');
    expect(screen.getByLabelText('एकदाच')).toHaveAttribute('value', 'One Time');
    expect(screen.queryByText('Choose an amount')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'पुढे' }));
    expect(screen.getByText('₹1 ते ₹10,00,000 दरम्यानची देणगी रक्कम लिहा.')).toBeVisible();
    expect(screen.getByText('आपण किती वेळा देणगी देऊ इच्छिता ते निवडा.')).toBeVisible();
    const problems = screen.getByRole('heading', { name: 'कृपया ही 2 माहिती दुरुस्त करा:' }).parentElement!;
    expect(problems).toHaveFocus();

    await user.type(field('रक्कम लिहा (₹)'), '750');
    await user.click(screen.getByLabelText('मासिक'));
    // A monthly gift says how many payments of how much, with Indian grouping, in Marathi.
    expect(screen.getByText(/^₹767\.70 ची 12 मासिक पेमेंट \(शुल्कासह\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'पुढे' }));
    expect(screen.getByRole('heading', { level: 2, name: 'आपला तपशील' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'पुढे' }));
    // A message built around its field's label ("Date of birth is required.") is rebuilt in Marathi.
    expect(screen.getByText('जन्मतारीख आवश्यक आहे.')).toBeVisible();
    expect(screen.getByText('आपले लिंग निवडा.')).toBeVisible();
    expect(field('जन्मतारीख')).toHaveAttribute('aria-invalid', 'true');
    expect(field('जन्मतारीख')).toHaveAccessibleDescription('जन्मतारीख आवश्यक आहे.');
    expect(screen.queryByText('Date of birth is required.')).not.toBeInTheDocument();
  });
});

describe('the membership form at /kn/join-us', () => {
  it('reads in Kannada, keeps the English values and shows Kannada validation messages', async () => {
    stubObjectUrls();
    mockPayments({});
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<JoinUsPage />, { route: '/kn/join-us' });
    expect(await screen.findByRole('heading', { name: 'ಸದಸ್ಯತ್ವ ಅರ್ಜಿ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ನಮ್ಮೊಂದಿಗೆ ಸೇರಿ');
    expect(field('ಮೊದಲ ಹೆಸರು')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ಪಾವತಿಸಿ ನೋಂದಾಯಿಸಿ' })).toBeDisabled();
    expect(screen.getByLabelText('ಸ್ತ್ರೀ')).toHaveAttribute('value', 'female');
    expect(screen.queryByText('Membership application')).not.toBeInTheDocument();

    // A date of birth under 18 is refused at once, with the documented alert, in Kannada.
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    fireEvent.change(field('ಜನ್ಮ ದಿನಾಂಕ'), { target: { value: '2015-06-01' } });
    expect(alert).toHaveBeenLastCalledWith('ನಿಮಗೆ ಕನಿಷ್ಠ 18 ವರ್ಷ ವಯಸ್ಸಾಗಿರಬೇಕು.');
    expect(field('ಜನ್ಮ ದಿನಾಂಕ')).toHaveValue('');

    // A file of the wrong kind is refused at once, in Kannada.
    await user.upload(field('ಭಾವಚಿತ್ರ'), photoFile('portrait.gif'));
    const refusal = await screen.findByText('ಭಾವಚಿತ್ರ PNG, JPG, WebP ಅಥವಾ HEIC ಚಿತ್ರವಾಗಿರಬೇಕು.');
    expect(refusal).toBeVisible();
    expect(within(refusal.closest('div')!).queryByText(/must be/)).not.toBeInTheDocument();
  });
});
