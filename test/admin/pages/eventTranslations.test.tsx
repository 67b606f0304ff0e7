import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../client/helpers/fetchMock';
import { installNodeFormData } from '../helpers/nodeFormData';
import { renderAdmin, SIGNED_IN } from '../helpers/renderAdmin';
import { writeInto } from '../helpers/richTextHelpers';

// The console's event editor keeps the office's Marathi, Kannada and Hindi texts (docs/admin-api.md#translations):
// a "Translations" section with a group per language, the saved texts filled in, and the edited ones sent as the
// form's `translations` JSON; the server's errors show beside their fields.

installNodeFormData();

afterEach(() => jest.restoreAllMocks());

const SAVED = {
  id: 7,
  event_slug: 'mahavir-jayanti',
  event_name: 'Mahavir Jayanti',
  event_date: '2026-04-10',
  event_image: 'uploads/events/ab12.webp',
  event_description: '<p>Celebrated at Sangli.</p>',
  youtube_url: null,
  event_gallery: [],
  translations: { mr: { event_name: 'महावीर जयंती' }, hi: { event_description: '<p>सांगली में मनाई गई।</p>' } },
};

/**
 * Answers event 7 as the server does: a GET with `current()`, a PUT with what `answerPut` makes of the text fields
 * the console sent (with `current()` when it makes nothing). Returns the text fields of every PUT, in order.
 */
function serveEvent7(
  answerPut: (fields: Record<string, string>) => Response | void,
  current: () => unknown = () => SAVED,
): Array<Record<string, string>> {
  const sent: Array<Record<string, string>> = [];
  mockFetch([
    [
      /\/api\/admin\/events\/7$/,
      async (request) => {
        if (request.method === 'PUT') {
          const fields: Record<string, string> = {};
          for (const [key, value] of (await request.formData()).entries())
            if (typeof value === 'string') fields[key] = value;
          sent.push(fields);
          const answer = answerPut(fields);
          if (answer) return answer;
        }
        return jsonResponse({ result: current() });
      },
    ],
  ]);
  return sent;
}

test('the Marathi fields show the saved translation, and an edit sends every language as JSON', async () => {
  let current = SAVED;
  const sent = serveEvent7(
    (fields) => {
      current = { ...SAVED, translations: JSON.parse(fields.translations) };
    },
    () => current,
  );
  renderAdmin('/events/7', { session: SIGNED_IN });

  const section = (await screen.findByText('Translations')).closest('details')!;
  expect(section).toBeInTheDocument();
  const marathi = within(section).getByRole('group', { name: 'Marathi' });
  const marathiName = within(marathi).getByLabelText('Marathi event name');
  expect(marathiName).toHaveValue('महावीर जयंती');
  expect(marathiName).toHaveAttribute('lang', 'mr');
  // The description is the same rich-text editor as the English one.
  expect(within(marathi).getByRole('textbox', { name: 'Marathi description' })).toBeInTheDocument();
  expect(within(section).getByRole('group', { name: 'Kannada' })).toBeInTheDocument();
  expect(within(section).getByRole('group', { name: 'Hindi' })).toBeInTheDocument();
  expect(within(section).getByText(/Marathi 1 of 2, Kannada 0 of 2, Hindi 1 of 2/)).toBeInTheDocument();

  await userEvent.clear(marathiName);
  await userEvent.type(marathiName, 'महावीर जयंती उत्सव');
  writeInto(within(marathi).getByRole('textbox', { name: 'Marathi description' }), '<p>सांगली येथे साजरी.</p>');
  await userEvent.type(
    within(within(section).getByRole('group', { name: 'Kannada' })).getByLabelText('Kannada event name'),
    'ಮಹಾವೀರ ಜಯಂತಿ',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].event_name).toBe('Mahavir Jayanti');
  expect(JSON.parse(sent[0].translations)).toEqual({
    mr: { event_name: 'महावीर जयंती उत्सव', event_description: '<p>सांगली येथे साजरी.</p>' },
    kn: { event_name: 'ಮಹಾವೀರ ಜಯಂತಿ' },
    hi: { event_description: '<p>सांगली में मनाई गई।</p>' },
  });
});

test('emptying a Marathi field removes that translation, and a server error shows beside the field', async () => {
  const sent = serveEvent7(() =>
    jsonResponse(
      {
        message: 'Please correct the highlighted fields.',
        errors: {
          'translations.hi.event_description': 'The Hindi description must be at most 100000 characters.',
        },
      },
      400,
    ),
  );
  renderAdmin('/events/7', { session: SIGNED_IN });
  const marathiName = await screen.findByLabelText('Marathi event name');
  await userEvent.clear(marathiName);
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

  const error = await screen.findByText('The Hindi description must be at most 100000 characters.');
  expect(error).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Hindi description' })).toHaveAttribute('aria-invalid', 'true');
  expect(JSON.parse(sent[0].translations)).toEqual({ hi: { event_description: '<p>सांगली में मनाई गई।</p>' } });
});
