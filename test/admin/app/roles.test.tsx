import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../client/helpers/fetchMock';
import { DASHBOARD_FIGURES, renderAdmin, SIGNED_IN } from '../helpers/renderAdmin';

// The console shows each officer the sections their role opens; owners manage roles and access; everyone changes
// their own password.

test('an editor sees the website content and not the records or administration', async () => {
  mockFetch([['/api/admin/dashboard', () => jsonResponse(DASHBOARD_FIGURES)]]);
  renderAdmin('/', {
    session: { ...SIGNED_IN, user: { id: 2, email: 'editor@example.org', role: 'editor' } },
  });
  const nav = await screen.findByRole('navigation');
  expect(within(nav).getByRole('link', { name: 'Events' })).toBeInTheDocument();
  expect(within(nav).getByRole('link', { name: 'Change password' })).toBeInTheDocument();
  expect(within(nav).queryByRole('link', { name: 'Donations' })).toBeNull();
  expect(within(nav).queryByRole('link', { name: 'Office users' })).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Recent office activity' })).toBeNull();
});

test('an owner gives a new user a role and disables an account', async () => {
  const created: unknown[] = [];
  const updated: unknown[] = [];
  let users = [
    {
      id: 1,
      email: 'office@example.org',
      role: 'owner',
      disabled: false,
      created_at: '2026-01-01T00:00:00.000Z',
    },
    {
      id: 5,
      email: 'clerk@example.org',
      role: 'accounts',
      disabled: false,
      created_at: '2026-02-01T00:00:00.000Z',
    },
  ];
  mockFetch([
    [
      /\/api\/admin\/users\/5$/,
      async (request) => {
        const body = await request.json();
        updated.push(body);
        users = users.map((user) => (user.id === 5 ? { ...user, ...body } : user));
        return jsonResponse({ result: users[1] });
      },
    ],
    [
      '/api/admin/users',
      async (request) => {
        if (request.method === 'POST') {
          const body = await request.json();
          created.push(body);
          return jsonResponse(
            { user: { id: 6, ...body, disabled: false, created_at: '' }, password: 'x'.repeat(20) },
            201,
          );
        }
        return jsonResponse({ result: users });
      },
    ],
  ]);
  renderAdmin('/users', { session: SIGNED_IN });
  await userEvent.type(await screen.findByLabelText('Email address'), 'new@example.org');
  await userEvent.selectOptions(screen.getByLabelText('Role'), 'accounts');
  await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
  await waitFor(() => expect(created).toEqual([{ email: 'new@example.org', role: 'accounts' }]));

  await userEvent.click(await screen.findByRole('button', { name: 'Disable clerk@example.org' }));
  await waitFor(() => expect(updated).toEqual([{ disabled: true }]));
  expect(await screen.findByRole('button', { name: 'Enable clerk@example.org' })).toBeInTheDocument();
});

test('an officer changes their password and sees the server’s message beside the field', async () => {
  const sent: unknown[] = [];
  mockFetch([
    [
      '/api/admin/password',
      async (request) => {
        const body = (await request.json()) as { current_password: string };
        sent.push(body);
        return body.current_password === 'right one'
          ? jsonResponse({ message: 'Your password was changed.' })
          : jsonResponse(
              {
                message: 'Please correct the fields.',
                errors: { current_password: 'The current password is not correct.' },
              },
              400,
            );
      },
    ],
  ]);
  renderAdmin('/password', { session: SIGNED_IN });
  await userEvent.type(await screen.findByLabelText('Current password'), 'wrong one');
  await userEvent.type(screen.getByLabelText('New password'), 'a long new passphrase');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('The current password is not correct.')).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText('Current password'));
  await userEvent.type(screen.getByLabelText('Current password'), 'right one');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Your password was changed.')).toBeInTheDocument();
  expect(sent).toHaveLength(2);
});
