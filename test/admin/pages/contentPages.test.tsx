import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockApi, type ApiCall } from '../../client/helpers/fetchMock';
import { installNodeFormData } from '../helpers/nodeFormData';
import { renderAdmin, SIGNED_IN } from '../helpers/renderAdmin';

// The console's content screens (news, categories, board members, awards, matrimony cards): each lists its rows,
// adds and edits them in one form above the list, and deletes after asking (docs/admin-api.md). These tests pin
// what the office sees and what each screen sends.

installNodeFormData();

afterEach(() => jest.restoreAllMocks());

const png = (name = 'photo.png') => new File([new Uint8Array(200)], name, { type: 'image/png' });

const COMMITTEES = [
  { id: 2, parent_name: 'about_us', category_name: 'Youth Wing', sort_order: 2 },
  { id: 1, parent_name: 'about_us', category_name: 'Executive Committee', sort_order: 1 },
];
const AWARD_GROUPS = [{ id: 5, parent_name: 'awards', category_name: 'Service awards', sort_order: 1 }];

/** Answers the content reads with `tables`, records every call, and answers writes with `write`. */
function mockContent(
  tables: Record<string, unknown[]>,
  write: (call: ApiCall) => { status?: number; body: unknown } = (call) => ({
    body: call.method === 'DELETE' ? { message: 'Deleted.' } : { result: { id: 99 } },
  }),
) {
  return mockApi((call) => {
    if (call.method !== 'GET') return write(call);
    const parent = call.params.get('parent_name');
    if (call.path === 'admin/categories') {
      const rows = [...COMMITTEES, ...AWARD_GROUPS];
      return jsonResponse({ result: parent ? rows.filter((row) => row.parent_name === parent) : rows });
    }
    const table = tables[call.path];
    return table ? jsonResponse({ result: table }) : jsonResponse({ message: 'Not found' }, 404);
  });
}

/** The signed-in console at `route`, its reads answered from `tables` and its writes by `write` (mockContent). */
function openScreen(
  route: string,
  tables: Record<string, unknown[]>,
  write?: Parameters<typeof mockContent>[1],
) {
  const api = mockContent(tables, write);
  const user = userEvent.setup();
  renderAdmin(route, { session: SIGNED_IN });
  return { api, user };
}

/** The multipart body of a write, with files by name. */
async function formFields(call: ApiCall): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [key, value] of (await call.request().formData()).entries())
    fields[key] = typeof value === 'string' ? value : value.name;
  return fields;
}

const writes = (calls: ApiCall[]) => calls.filter((call) => call.method !== 'GET');

/** The first write the screen sent: its method, its path and its multipart fields (files by name). */
async function firstMultipartWrite(calls: ApiCall[]) {
  const [write] = writes(calls);
  return { method: write.method, path: write.path, fields: await formFields(write) };
}

describe('Board members', () => {
  const MEMBERS = [
    {
      id: 11,
      category_id: 2,
      category_name: 'Youth Wing',
      profile_image: 'uploads/board/a.webp',
      profile_name: 'Amit Shah',
      profile_type: 'Member',
      sort_order: 1,
    },
    {
      id: 12,
      category_id: 1,
      category_name: 'Executive Committee',
      profile_image: 'uploads/board/b.webp',
      profile_name: 'Bhavna Jain',
      profile_type: 'President',
      sort_order: 3,
      translations: { mr: { profile_name: 'भावना जैन' } },
    },
  ];

  test('lists members by committee, and refuses a new member without a photo', async () => {
    const { api, user } = openScreen('/board-members', { 'admin/board-members': MEMBERS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Board members' })).toBeInTheDocument();
    await screen.findByText('Bhavna Jain');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'Bhavna Jain',
      'Amit Shah',
    ]);
    expect(rows[0].querySelector('img')).toHaveAttribute('src', expect.stringContaining('b.webp'));

    const form = screen.getByRole('form', { name: 'Board member' });
    expect(within(form).getByRole('heading', { name: 'Add a board member' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Committee')).toHaveTextContent(
      'Choose a committeeExecutive CommitteeYouth Wing',
    );
    await user.selectOptions(within(form).getByLabelText('Committee'), 'Youth Wing');
    await user.type(within(form).getByLabelText('Name'), 'Chetan Mehta');
    await user.click(within(form).getByRole('button', { name: 'Add board member' }));
    expect(await within(form).findByText('Please choose a photo.')).toBeInTheDocument();
    expect(writes(api.calls)).toEqual([]);
  });

  test('adds a member with a photo as a multipart form', async () => {
    const { api, user } = openScreen('/board-members', { 'admin/board-members': MEMBERS });
    const form = await screen.findByRole('form', { name: 'Board member' });
    await screen.findByRole('option', { name: 'Youth Wing' });
    await user.selectOptions(within(form).getByLabelText('Committee'), 'Youth Wing');
    await user.type(within(form).getByLabelText('Name'), ' Chetan Mehta ');
    await user.type(within(form).getByLabelText('Position'), 'Secretary');
    await user.clear(within(form).getByLabelText('Sort order'));
    await user.type(within(form).getByLabelText('Sort order'), '4');
    await user.upload(within(form).getByLabelText('Photo'), png());
    await user.click(within(form).getByRole('button', { name: 'Add board member' }));
    // A saved form starts afresh (a new form element, so the file input empties too) and says so.
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(screen.getByText('The board member was added.')).toBeInTheDocument();
    expect(await firstMultipartWrite(api.calls)).toEqual({
      method: 'POST',
      path: 'admin/board-members',
      fields: {
        category_id: '2',
        profile_name: 'Chetan Mehta',
        profile_type: 'Secretary',
        sort_order: '4',
        translations: '{}',
        profile_image: 'photo.png',
      },
    });
  });

  test('edits a member with its translations, keeping the photo, and deletes after asking', async () => {
    window.scrollTo = jest.fn();
    const { api, user } = openScreen('/board-members', { 'admin/board-members': MEMBERS });
    const row = (await screen.findByText('Bhavna Jain')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Board member' });
    expect(within(form).getByRole('heading', { name: 'Edit Bhavna Jain' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Position')).toHaveValue('President');
    expect(within(form).getByLabelText('Marathi name')).toHaveValue('भावना जैन');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Add a board member' })).toBeInTheDocument();
    expect(await firstMultipartWrite(api.calls)).toEqual({
      method: 'PUT',
      path: 'admin/board-members/12',
      fields: {
        category_id: '1',
        profile_name: 'Bhavna Jain',
        profile_type: 'President',
        sort_order: '3',
        translations: JSON.stringify({ mr: { profile_name: 'भावना जैन' } }),
      },
    });

    await user.click(
      within(screen.getByText('Amit Shah').closest('tr')!).getByRole('button', { name: 'Delete' }),
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Amit Shah?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The board member was deleted.')).toBeInTheDocument();
    expect(writes(api.calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      'PUT admin/board-members/12',
      'DELETE admin/board-members/11',
    ]);
  });

  test('shows the server field errors beside their fields', async () => {
    window.scrollTo = jest.fn();
    const { user } = openScreen('/board-members', { 'admin/board-members': MEMBERS }, () => ({
      status: 400,
      body: {
        message: 'Please correct the marked fields.',
        errors: { profile_name: 'Please enter the name.' },
      },
    }));
    await user.click(
      within((await screen.findByText('Amit Shah')).closest('tr')!).getByRole('button', { name: 'Edit' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Please enter the name.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Add a board member' })).toBeInTheDocument();
  });
});

describe('Awards', () => {
  const LONG = 'Given each year to a member who served the Sabha for many years. '.repeat(3);
  const AWARDS = [
    {
      id: 21,
      category_id: 5,
      category_name: 'Service awards',
      title: 'Seva Ratna',
      description: LONG,
      sort_order: 1,
    },
  ];

  test('shortens long descriptions in the list and adds an award as JSON', async () => {
    const { api, user } = openScreen('/awards', { 'admin/awards': AWARDS });
    expect(await screen.findByText(`${LONG.slice(0, 120)}…`)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Award' });
    await screen.findByRole('option', { name: 'Service awards' });
    await user.selectOptions(within(form).getByLabelText('Award group'), 'Service awards');
    await user.type(within(form).getByLabelText('Title'), 'Shiksha Ratna ');
    await user.type(within(form).getByLabelText('Description'), 'For teachers.');
    await user.click(within(form).getByRole('button', { name: 'Add award' }));
    await waitFor(() => expect(within(form).getByLabelText('Title')).toHaveValue(''));
    expect(writes(api.calls).map((call) => [call.method, call.path, call.body])).toEqual([
      [
        'POST',
        'admin/awards',
        {
          category_id: 5,
          title: 'Shiksha Ratna',
          description: 'For teachers.',
          sort_order: 0,
          translations: {},
        },
      ],
    ]);
  });

  test('edits an award under its quoted title', async () => {
    const { api, user } = openScreen('/awards', { 'admin/awards': AWARDS });
    await user.click(
      within((await screen.findByText('Seva Ratna')).closest('tr')!).getByRole('button', { name: 'Edit' }),
    );
    expect(screen.getByRole('heading', { name: 'Edit “Seva Ratna”' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Add an award' })).toBeInTheDocument();
    expect(writes(api.calls).map((call) => [call.method, call.path])).toEqual([['PUT', 'admin/awards/21']]);
    await user.click(
      within(screen.getByText('Seva Ratna').closest('tr')!).getByRole('button', { name: 'Delete' }),
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete “Seva Ratna”?' })).toBeInTheDocument();
  });
});

describe('Matrimony cards', () => {
  const CARDS = [
    {
      id: 31,
      date: '2026-02-14',
      title: 'Parichay Sammelan',
      sub_title: 'Sangli',
      time: '10:30',
      card_image: 'uploads/matrimony/c.webp',
    },
  ];

  test('lists a card with its date and time, and saves an edit as a multipart form', async () => {
    const { api, user } = openScreen('/matrimony', { 'admin/matrimony-cards': CARDS });
    const row = (await screen.findByText('Parichay Sammelan')).closest('tr')!;
    expect(row).toHaveTextContent('Sangli');
    expect(within(row).getAllByRole('cell')[1].textContent).toMatch(/^14th February, 2026, 10:30 AM$/);
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Matrimony card' });
    expect(within(form).getByRole('heading', { name: 'Edit card' })).toBeInTheDocument();
    expect(within(form).getByLabelText('Subtitle')).toHaveValue('Sangli');
    await user.upload(
      within(form).getByLabelText('Card image (choose a file to replace it)'),
      png('card.png'),
    );
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Add a card' })).toBeInTheDocument();
    expect(await firstMultipartWrite(api.calls)).toEqual({
      method: 'PUT',
      path: 'admin/matrimony-cards/31',
      fields: {
        date: '2026-02-14',
        title: 'Parichay Sammelan',
        sub_title: 'Sangli',
        time: '10:30',
        translations: '{}',
        card_image: 'card.png',
      },
    });
  });

  test('says when there are no cards, and asks for the image of a new one', async () => {
    const { api, user } = openScreen('/matrimony', { 'admin/matrimony-cards': [] });
    expect(await screen.findByText('No cards yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByText('Please choose the card image.')).toBeInTheDocument();
    expect(writes(api.calls)).toEqual([]);
  });
});

describe('Categories', () => {
  test('shows committees and award groups apart, renames one and warns before deleting', async () => {
    const { api, user } = openScreen('/categories', {});
    const committees = await screen.findByRole('region', { name: 'Committees' });
    await within(committees).findByText('Executive Committee');
    expect(
      within(committees)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([expect.stringMatching(/^Executive Committee1/), expect.stringMatching(/^Youth Wing2/)]);
    const groups = screen.getByRole('region', { name: 'Award groups' });
    expect(within(groups).getByText('Service awards')).toBeInTheDocument();

    await user.click(
      within(within(committees).getByText('Youth Wing').closest('tr')!).getByRole('button', { name: 'Edit' }),
    );
    const form = within(committees).getByRole('form', { name: 'Committees: edit' });
    const name = within(form).getByLabelText('Rename “Youth Wing”');
    await user.clear(name);
    await user.type(name, 'Yuva Manch ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(committees).findByRole('form', { name: 'Committees: add' })).toBeInTheDocument();
    expect(writes(api.calls).map((call) => [call.method, call.path, call.body])).toEqual([
      ['PUT', 'admin/categories/2', { category_name: 'Yuva Manch', sort_order: 2, translations: {} }],
    ]);

    await user.click(within(groups).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete “Service awards”?' });
    expect(dialog).toHaveTextContent('Its awards are deleted too. The website stops showing it at once.');
  });
});

describe('News', () => {
  const NEWS = [
    {
      id: 41,
      content: '<p>The <strong>annual</strong> meeting is on Sunday.</p>',
      published_on: '2026-03-01',
    },
  ];

  test('lists news as plain text and publishes a new item as JSON', async () => {
    const { api, user } = openScreen('/news', { 'admin/news': NEWS });
    const row = (await screen.findByText('The annual meeting is on Sunday.')).closest('tr')!;
    expect(row).toHaveTextContent('1st March, 2026');
    const form = screen.getByRole('form', { name: 'News item' });
    const date = within(form).getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2026-03-05');
    await user.click(within(form).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(writes(api.calls)).toHaveLength(1));
    expect(writes(api.calls).map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', 'admin/news', { content: '', published_on: '2026-03-05', translations: {} }],
    ]);
  });

  test('edits and deletes an item', async () => {
    const { api, user } = openScreen('/news', { 'admin/news': NEWS });
    const row = (await screen.findByText('The annual meeting is on Sunday.')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('heading', { name: 'Edit news item' })).toBeInTheDocument();
    expect(screen.getByLabelText('Date')).toHaveValue('2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Add a news item' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Delete this news item?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('The news item was deleted.')).toBeInTheDocument();
    await waitFor(() =>
      expect(writes(api.calls).map((call) => [call.method, call.path, call.body])).toEqual([
        ['PUT', 'admin/news/41', NEWS.map(({ id: _id, ...item }) => ({ ...item, translations: {} }))[0]],
        ['DELETE', 'admin/news/41', undefined],
      ]),
    );
  });
});

describe('President', () => {
  test('asks for a photo while there is none, then sends the page as a multipart form', async () => {
    const api = mockApi((call) =>
      call.method === 'GET'
        ? jsonResponse({ result: null })
        : jsonResponse({ result: { president_profile_image: 'uploads/p.webp' } }),
    );
    const user = userEvent.setup();
    renderAdmin('/president', { session: SIGNED_IN });
    const form = await screen.findByRole('form', { name: 'President' });
    expect(within(form).getByLabelText('Salutation')).toHaveValue('Shri');
    await user.type(within(form).getByLabelText('Name'), ' Rajesh Patil ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please choose the photo.')).toBeInTheDocument();
    expect(writes(api.calls)).toEqual([]);

    await user.upload(within(form).getByLabelText('Photo'), png('president.png'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The president page was saved. The website shows it now.'),
    ).toBeInTheDocument();
    expect(await firstMultipartWrite(api.calls)).toEqual({
      method: 'PUT',
      path: 'admin/president',
      fields: {
        salutation: 'Shri',
        president_name: 'Rajesh Patil',
        president_subname: '',
        president_description: '',
        translations: '{}',
        president_profile_image: 'president.png',
      },
    });
  });
});
