import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactPage from '../../../../src/client/pages/ContactPage';
import { MESSAGES } from '../../../../src/shared/validation';
import { renderWithProviders } from '../../helpers/render';
import { photoFile, stubObjectUrls } from '../../helpers/machineHarness';
import { field } from '../../helpers/pageHarness';
import {
  chooseOneTimeThousand,
  fillMembershipRequired,
  MEMBER_ADDRESS,
  MEMBERSHIP_ORDER,
  renderDonation,
  renderJoinUs,
  typeInto,
  type User,
} from '../../helpers/paymentPages';

// Issue 9, defects 2 and 3: pasted or autofilled numbers are normalised before they are limited, and a file
// that is not what its name says is refused beside its field, with focus there, whoever refuses it.

// Whole forms typed on a busy machine.
jest.setTimeout(60_000);

beforeEach(() => {
  jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  stubObjectUrls();
});
afterEach(() => jest.restoreAllMocks());

/** The text of the elements an input's aria-describedby names. */
const description = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** The Join Us page, whose order is made unless the test answers otherwise. */
const openJoinUs = (replies = {}) => renderJoinUs({ 'joinus/joinnow': MEMBERSHIP_ORDER, ...replies });

/** Pastes into an empty input, as a visitor does after clicking it. */
async function paste(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

describe('pasted and autofilled numbers (issue 9, defect 2)', () => {
  it.each([
    ['+91 98220 12345', '9822012345'],
    ['98220 12345', '9822012345'],
    ['098220-12345', '9822012345'],
  ])('Join Us: a pasted mobile number %j becomes %j', async (pasted, expected) => {
    const { user } = await openJoinUs();
    await paste(user, field('Mobile number'), pasted);
    expect(field('Mobile number')).toHaveValue(expected);
  });

  it('Join Us: a pasted pincode "416 416" keeps all six digits; autofill hints are on the inputs', async () => {
    const { user } = await openJoinUs();
    await paste(user, field('Pincode'), '416 416');
    expect(field('Pincode')).toHaveValue('416416');
    // Autofill fills a whole value at once, as a paste does.
    fireEvent.change(field('Mobile number'), { target: { value: '+91 98220 12345' } });
    expect(field('Mobile number')).toHaveValue('9822012345');
    for (const [label, token] of [
      ['Mobile number', 'tel-national'],
      ['Pincode', 'postal-code'],
      ['First name', 'given-name'],
      ['Middle name', 'additional-name'],
      ['Surname', 'family-name'],
      ['Email', 'email'],
      ['Date of birth', 'bday'],
      ['City', 'address-level2'],
      ['State', 'address-level1'],
    ]) {
      expect(field(label)).toHaveAttribute('autocomplete', token);
    }
    expect(field('Mobile number')).toHaveAttribute('inputmode', 'numeric');
    expect(field('Pincode')).toHaveAttribute('inputmode', 'numeric');
    expect(field('Mobile number')).not.toHaveAttribute('maxlength');
    expect(field('Pincode')).not.toHaveAttribute('maxlength');
  });

  it('Contact Us: a pasted "+91 98220 12345" becomes 9822012345', async () => {
    jest.spyOn(global, 'fetch').mockImplementation(async () => new Response('{}', { status: 404 }));
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, { route: '/contact-us' });
    const mobile = screen.getByLabelText('Mobile number');
    await paste(user, mobile, '+91 98220 12345');
    expect(mobile).toHaveValue('9822012345');
    expect(mobile).toHaveAttribute('autocomplete', 'tel-national');
    expect(mobile).toHaveAttribute('inputmode', 'numeric');
  });

  it('Donation: a pasted mobile number keeps every digit', async () => {
    const { user } = await renderDonation();
    await chooseOneTimeThousand(user);
    await paste(user, await screen.findByLabelText(/^Mobile number/), '+91 98220 12345');
    expect(screen.getByLabelText(/^Mobile number/)).toHaveValue('9822012345');
  });
});

describe('refused uploads (issue 9, defect 3)', () => {
  it('refuses a text file named .png by its first bytes, beside the field, with focus there and no preview', async () => {
    const { user } = await openJoinUs();
    await user.type(field('First name'), 'Asha');
    await user.type(field('Mobile number'), '9876543210');
    const fake = new File(['this is not a picture at all'], 'portrait.png', { type: 'image/png' });
    await user.upload(field('Photograph'), fake);

    const photo = field('Photograph');
    await waitFor(() => expect(photo).toHaveAttribute('aria-invalid', 'true'));
    expect(description(photo)).toContain(MESSAGES.photoType);
    expect(photo).toHaveFocus();
    expect(screen.queryByRole('img', { name: 'Preview of the chosen photograph' })).not.toBeInTheDocument();
    expect(screen.queryByText('portrait.png')).not.toBeInTheDocument();
    // The rest of the form is as it was.
    expect(field('First name')).toHaveValue('Asha');
    expect(field('Mobile number')).toHaveValue('9876543210');

    // A real PNG is then accepted and clears the message.
    await user.upload(photo, photoFile('asha.png'));
    expect(await screen.findByText('asha.png')).toBeInTheDocument();
    expect(photo).not.toHaveAttribute('aria-invalid');
    expect(description(photo)).not.toContain(MESSAGES.photoType);
  });

  it('refuses an identity document named .pdf that is not a PDF, with the server words', async () => {
    const { user } = await openJoinUs();
    await user.upload(field('Aadhaar card (masked)'), new File(['PK\u0003\u0004 a zip'], 'scan.pdf'));
    const identity = field('Aadhaar card (masked)');
    await waitFor(() => expect(description(identity)).toContain(MESSAGES.identityType));
    expect(identity).toHaveFocus();
    expect(screen.queryByText('scan.pdf')).not.toBeInTheDocument();
  });

  it('hides the preview of a photo whose header is right but whose picture cannot be shown', async () => {
    const { user } = await openJoinUs();
    const header = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    await user.upload(field('Photograph'), photoFile('broken.png', header));
    const preview = await screen.findByRole('img', { name: 'Preview of the chosen photograph' });
    fireEvent.error(preview);
    expect(screen.queryByRole('img', { name: 'Preview of the chosen photograph' })).not.toBeInTheDocument();
  });

  it("maps the server's refusal of a file to the field, focuses it, drops the file and keeps the form", async () => {
    const { user, api } = await openJoinUs({
      'joinus/joinnow': {
        status: 400,
        body: {
          message: 'Please correct the highlighted fields.',
          errors: { memberProfile: MESSAGES.photoType },
        },
      },
    });
    await fillMembershipRequired(user);
    await typeInto(user, { Surname: 'Patil', ...MEMBER_ADDRESS });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pay and Register' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Pay and Register' }));

    const photo = field('Photograph');
    await waitFor(() => expect(photo).toHaveFocus());
    expect(api.callsTo('joinus/joinnow')).toHaveLength(1);
    expect(photo).toHaveAttribute('aria-invalid', 'true');
    expect(description(photo)).toContain(MESSAGES.photoType);
    expect(screen.queryByText('photo.png')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of the chosen photograph' })).not.toBeInTheDocument();
    expect(field('First name')).toHaveValue('Asha');
    expect(field('Mobile number')).toHaveValue('9876543210');
    expect(field('Date of birth')).toHaveValue('1990-05-12');
    expect(screen.getByText('aadhaar-masked.pdf')).toBeInTheDocument();
  });
});
