import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  eventFormErrors,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  YOUTUBE_MESSAGE,
  type EventFormValues,
} from '../../../src/admin/lib/eventForm';
import { jsonResponse, mockFetch } from '../../client/helpers/fetchMock';
import { installNodeFormData } from '../helpers/nodeFormData';
import { CSRF_TOKEN, renderAdmin, SIGNED_IN } from '../helpers/renderAdmin';
import { writeInto } from '../helpers/richTextHelpers';

installNodeFormData();

afterEach(() => jest.restoreAllMocks());

const png = (name = 'cover.png', size = 200) => new File([new Uint8Array(size)], name, { type: 'image/png' });

const VALID: EventFormValues = {
  event_name: 'Annual prize distribution',
  event_date: '2026-01-26',
  event_description: '<p>Prizes for the hostel students.</p>',
  youtube_url: '',
  event_image: png(),
  event_gallery: [],
};

describe('event form rules', () => {
  test('a complete new event has no errors', () => {
    expect(eventFormErrors(VALID, true)).toEqual({});
  });

  test('name, date, description and (when creating) the image are required', () => {
    const errors = eventFormErrors(
      {
        ...VALID,
        event_name: '  ',
        event_date: '2026-02-30',
        event_description: '<p> </p>',
        event_image: null,
      },
      true,
    );
    expect(errors).toEqual({
      event_name: 'Please enter the event name.',
      event_date: 'Please enter the event date as YYYY-MM-DD.',
      event_description: 'Please enter the description.',
      event_image: 'Please choose the event image.',
    });
    // Editing keeps the current image.
    expect(eventFormErrors({ ...VALID, event_image: null }, false)).toEqual({});
  });

  test('YouTube link, image type and size, and the gallery limit', () => {
    expect(eventFormErrors({ ...VALID, youtube_url: 'https://vimeo.com/123' }, true).youtube_url).toBe(
      YOUTUBE_MESSAGE,
    );
    expect(eventFormErrors({ ...VALID, youtube_url: 'https://youtu.be/dQw4w9WgXcQ' }, true)).toEqual({});
    expect(
      eventFormErrors(
        { ...VALID, event_image: new File(['x'], 'notes.pdf', { type: 'application/pdf' }) },
        true,
      ).event_image,
    ).toBe(IMAGE_TYPE_MESSAGE);
    expect(
      eventFormErrors({ ...VALID, event_image: png('big.png', 5 * 1024 * 1024 + 1) }, true).event_image,
    ).toBe(IMAGE_SIZE_MESSAGE);
    const gallery = Array.from({ length: 5 }, (_, i) => png(`g${i}.png`));
    expect(eventFormErrors({ ...VALID, event_gallery: gallery }, false, 8).event_gallery).toBe(
      'Please choose at most 12 images.',
    );
    expect(eventFormErrors({ ...VALID, event_gallery: gallery }, false, 7)).toEqual({});
  });
});

describe('new event page', () => {
  test('an empty form shows every problem and sends nothing', async () => {
    const fetchSpy = mockFetch([]);
    renderAdmin('/events/new', { session: SIGNED_IN });
    await userEvent.click(await screen.findByRole('button', { name: 'Publish event' }));

    expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the event name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the event date as YYYY-MM-DD.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the description.')).toBeInTheDocument();
    expect(screen.getByText('Please choose the event image.')).toBeInTheDocument();
    expect(screen.getByLabelText('Event name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test('a complete form is sent as multipart with the CSRF token, then the saved event opens', async () => {
    const sent: Array<{ method: string; csrf: string | null; fields: Record<string, unknown> }> = [];
    const saved = {
      id: 42,
      event_slug: 'annual-prize-distribution',
      event_name: 'Annual prize distribution',
      event_date: '2026-01-26',
      event_image: 'uploads/events/ab12.webp',
      event_description: '<p>Prizes for the hostel students.</p>',
      youtube_url: null,
      event_gallery: ['uploads/events/g1.webp'],
    };
    mockFetch([
      [
        /\/api\/admin\/events$/,
        async (request) => {
          const form = await request.formData();
          const fields: Record<string, unknown> = {};
          for (const [key, value] of form.entries()) {
            const shown = typeof value === 'string' ? value : `file:${value.name}`;
            fields[key] = key in fields ? [fields[key], shown].flat() : shown;
          }
          sent.push({ method: request.method, csrf: request.headers.get('X-CSRF-Token'), fields });
          return jsonResponse({ result: saved }, 201);
        },
      ],
      ['/api/admin/events/42', () => jsonResponse({ result: saved })],
    ]);
    const { router } = renderAdmin('/events/new', { session: SIGNED_IN });
    await userEvent.type(await screen.findByLabelText('Event name'), 'Annual prize distribution');
    await userEvent.type(screen.getByLabelText('Event date'), '2026-01-26');
    writeInto(screen.getByRole('textbox', { name: 'Description' }), '<p>Prizes for the hostel students.</p>');
    await userEvent.upload(screen.getByLabelText('Event image'), png('cover.png'));
    await userEvent.upload(screen.getByLabelText('Gallery images (optional)'), [
      png('one.png'),
      png('two.png'),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Publish event' }));

    expect(await screen.findByText('The event was published. The website shows it now.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/events/42');
    expect(sent).toEqual([
      {
        method: 'POST',
        csrf: CSRF_TOKEN,
        fields: {
          event_name: 'Annual prize distribution',
          event_date: '2026-01-26',
          event_description: '<p>Prizes for the hostel students.</p>',
          youtube_url: '',
          event_image: 'file:cover.png',
          event_gallery: ['file:one.png', 'file:two.png'],
        },
      },
    ]);
    // The edit form now shows the saved event, its stable web address and its gallery.
    expect(screen.getByLabelText('Event name')).toHaveValue('Annual prize distribution');
    expect(screen.getByText(/\/events\/annual-prize-distribution/)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: /Gallery now/ })).getByRole('checkbox')).toBeChecked();
  });

  test('the server field errors show next to their fields', async () => {
    mockFetch([
      [
        /\/api\/admin\/events$/,
        () =>
          jsonResponse(
            {
              message: 'Please correct the highlighted fields.',
              errors: { event_image: IMAGE_TYPE_MESSAGE },
            },
            400,
          ),
      ],
    ]);
    renderAdmin('/events/new', { session: SIGNED_IN });
    await userEvent.type(await screen.findByLabelText('Event name'), 'Health camp');
    await userEvent.type(screen.getByLabelText('Event date'), '2026-03-01');
    writeInto(screen.getByRole('textbox', { name: 'Description' }), 'Free check-ups');
    await userEvent.upload(screen.getByLabelText('Event image'), png('fake.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Publish event' }));
    expect(await screen.findByText(IMAGE_TYPE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Event image')).toHaveAttribute('aria-invalid', 'true');
  });
});
