import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactPage from '../../../src/client/pages/ContactPage';
import { CONTACT_FIELD_LABELS } from '../../../src/client/content/contactPage';
import {
  contactErrors,
  EMPTY_CONTACT_FORM,
  INTEREST_OPTIONS,
  MESSAGES,
} from '../../../src/shared/validation';
import { renderWithProviders } from '../helpers/render';
import { mockRoutes, ok, serverError, type ApiCall, type Reply } from '../helpers/fetchMock';
import { makeSettings } from '../helpers/fixtures';
import { expectLinkTo } from '../helpers/pageAssertions';

function renderContact(
  settingsReply: Reply = ok({ result: [makeSettings()] }),
  submitReply: Reply | ((call: ApiCall) => Reply) = {
    status: 201,
    body: { message: 'Thank you! Your enquiry has been received.' },
  },
) {
  const api = mockRoutes({ 'fetch/settings': settingsReply, 'fetch/contact-details/add': submitReply });
  const view = renderWithProviders(<ContactPage />, { route: '/contact-us' });
  return { api, ...view };
}

const VALID = {
  first_name: 'Asha',
  last_name: 'Patil',
  email_id: 'asha@example.org',
  mobile_no: '9876543210',
  interested_in: 'Scholarship',
  address: 'Main Road, Sangli',
  message: 'Please tell me about the scholarship for next year.',
};

// Each field's label by its name in the enquiry comes from the page's content table; the tests below also name
// the fields by their literal labels, so the text itself is checked too.
const FIELD_LABELS = Object.values(CONTACT_FIELD_LABELS);
type ContactField = keyof typeof CONTACT_FIELD_LABELS;

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('First name'), VALID.first_name);
  await user.type(field('Last name'), VALID.last_name);
  await user.type(field('Email'), VALID.email_id);
  await user.type(field('Mobile number'), VALID.mobile_no);
  await user.selectOptions(field('Interested in'), VALID.interested_in);
  await user.type(field('Address'), VALID.address);
  await user.type(field('Message'), VALID.message);
}

let alertSpy: jest.SpyInstance;
beforeEach(() => {
  alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('Contact Us: details', () => {
  test('shows a loading state for the details while the settings load, and the form at once', async () => {
    renderContact('pending');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading contact details…');
    expect(field('First name')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  });

  test('shows address, phone, email and social links from the site settings', async () => {
    renderContact();
    expect(await screen.findByText('Sabha Office, Sangli, Maharashtra 416416')).toBeInTheDocument();
    expectLinkTo('+91 98765 43210', 'tel:+919876543210');
    expectLinkTo('office@example.org', 'mailto:office@example.org');
    expectLinkTo(/Facebook/, 'https://www.facebook.com/example-sabha');
    expectLinkTo(/Twitter/, 'https://twitter.com/example_sabha');
    // Empty settings are hidden.
    expect(screen.queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
    const map = screen.getByRole('img', { name: /map showing the Sabha's office/i });
    expect(map).toHaveAttribute('src', '/images/contact/map.webp');
    expect(map).toHaveAttribute('width', '1200');
    expect(map).toHaveAttribute('height', '600');
    // The picture has no words of its own: its label and scale note are the page's text (translated with it).
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText('Illustrative map, not to scale').tagName).toBe('FIGCAPTION');
    expect(within(figure).getByText('Dakshin Bharat Jain Sabha, Sangli')).toBeInTheDocument();
    expect(within(figure).getByText('Head office, Sangli, Maharashtra')).toBeInTheDocument();
  });

  test('hides every empty detail', async () => {
    renderContact(
      ok({
        result: [
          makeSettings({
            contact_mobile: '',
            facebook_url: '',
            twitter_url: '',
            linkedin_url: 'https://www.linkedin.com/company/x',
          }),
        ],
      }),
    );
    expect(await screen.findByText('office@example.org')).toBeInTheDocument();
    expect(screen.queryByText('Phone')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toBeInTheDocument();
  });

  test('with empty settings or a failed settings call, says so and keeps the form', async () => {
    renderContact(ok({ result: [] }));
    expect(await screen.findByText(/Our contact details cannot be shown just now/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Enquiry' })).toBeEnabled();
  });

  test('a failed settings call gives the same empty details', async () => {
    renderContact(serverError);
    expect(await screen.findByText(/Our contact details cannot be shown just now/)).toBeInTheDocument();
  });
});

describe('Contact Us: enquiry form', () => {
  test('labels every field, offers the interest options and has a hidden honeypot', async () => {
    renderContact();
    for (const label of FIELD_LABELS) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(field('First name')).toHaveAttribute('name', 'first_name');
    expect(field('Mobile number')).toHaveAttribute('name', 'mobile_no');
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(field('Message').tagName).toBe('TEXTAREA');
    const options = within(field('Interested in'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options.slice(1)).toEqual([...INTEREST_OPTIONS]);

    const honeypot = document.querySelector('input[name="website"]') as HTMLInputElement;
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  test('keeps only digits in the mobile number, at most 10', async () => {
    const user = userEvent.setup();
    renderContact();
    await user.type(field('Mobile number'), 'ab98-76 54x3210999');
    expect(field('Mobile number')).toHaveValue('9876543210');
  });

  test('shows the documented messages beside each field on submit, and editing a field clears its error', async () => {
    const user = userEvent.setup();
    const { api } = renderContact();
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));

    const expected = contactErrors(EMPTY_CONTACT_FORM);
    expect(Object.keys(expected)).toHaveLength(7);
    expect(screen.getByText(MESSAGES.firstName)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.mobile)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.address)).toBeInTheDocument();
    for (const [name, label] of Object.entries(CONTACT_FIELD_LABELS) as [ContactField, string][]) {
      const input = field(label);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expected[name]!);
    }
    expect(field('First name')).toHaveFocus();
    expect(api.callsTo('fetch/contact-details/add')).toHaveLength(0);

    await user.type(field('First name'), 'A');
    expect(screen.queryByText(MESSAGES.firstName)).not.toBeInTheDocument();
    expect(field('First name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(MESSAGES.mobile)).toBeInTheDocument();

    await user.type(field('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(screen.getByText(MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.firstName)).toBeInTheDocument();
  });

  test('sends the enquiry, shows the server message in an alert and on the page, and clears the form', async () => {
    const user = userEvent.setup();
    const { api } = renderContact();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));

    expect(await screen.findByText('Thank you! Your enquiry has been received.')).toBeInTheDocument();
    expect(alertSpy).toHaveBeenCalledWith('Thank you! Your enquiry has been received.');
    const [post] = api.callsTo('fetch/contact-details/add');
    expect(post.method).toBe('POST');
    expect(post.body).toEqual({ ...VALID, website: '' });
    for (const label of FIELD_LABELS) {
      expect(field(label)).toHaveValue('');
    }
  });

  test('disables the button while sending', async () => {
    const user = userEvent.setup();
    renderContact(undefined, 'pending');
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
  });

  test('shows the server message and its field errors on failure, and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderContact(undefined, {
      status: 400,
      body: {
        message: 'Please correct the highlighted fields.',
        errors: { email_id: 'This email address cannot receive mail.' },
      },
    });
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));

    expect(await screen.findByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(alertSpy).toHaveBeenCalledWith('Please correct the highlighted fields.');
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveAccessibleDescription('This email address cannot receive mail.');
    expect(field('First name')).toHaveValue('Asha');
  });

  test('shows the server message of any other failure, and a fallback when there is none', async () => {
    const user = userEvent.setup();
    let reply: Reply = { status: 429, body: { message: 'Too many enquiries. Please try again later.' } };
    renderContact(undefined, () => reply);
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findByText('Too many enquiries. Please try again later.')).toBeInTheDocument();

    reply = 'network-error';
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await waitFor(() =>
      expect(alertSpy).toHaveBeenLastCalledWith(expect.stringMatching(/could not be sent/)),
    );
    expect(screen.getByText(/could not be sent just now/)).toBeInTheDocument();
  });
});
