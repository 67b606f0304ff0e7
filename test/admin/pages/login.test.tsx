import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../client/helpers/fetchMock';
import { CSRF_TOKEN, DASHBOARD_FIGURES, paged, renderAdmin } from '../helpers/renderAdmin';

afterEach(() => jest.restoreAllMocks());

const SESSION = { user: { id: 1, email: 'office@example.org', role: 'owner' }, csrfToken: CSRF_TOKEN };

describe('login form', () => {
  test('asks for both fields before sending anything', async () => {
    const fetchSpy = mockFetch([]);
    renderAdmin('/login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  test('signs in with the typed email and password and opens the dashboard', async () => {
    const bodies: unknown[] = [];
    mockFetch([
      [
        '/api/admin/login',
        async (request) => {
          bodies.push({ method: request.method, body: await request.json() });
          return jsonResponse(SESSION);
        },
      ],
      ['/api/admin/dashboard', () => jsonResponse({ ...DASHBOARD_FIGURES, events: 4 })],
      ['/api/admin/', () => jsonResponse(paged([]))],
    ]);
    renderAdmin('/login');
    expect(screen.getByRole('heading', { level: 1, name: 'Office console' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email address'), ' office@example.org ');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(bodies).toEqual([
      { method: 'POST', body: { email: 'office@example.org', password: 'correct horse battery' } },
    ]);
    expect(screen.getByText('Signed in as office@example.org.')).toBeInTheDocument();
    expect(await screen.findByText('4')).toBeInTheDocument();
  });

  test.each([
    [401, 'Email or password is incorrect.'],
    [429, 'Too many login attempts. Please wait 15 minutes and try again.'],
  ])('shows the server message of a refused login (%i) and clears the password', async (status, message) => {
    mockFetch([['/api/admin/login', () => jsonResponse({ message }, status)]]);
    const { store } = renderAdmin('/login');
    await userEvent.type(screen.getByLabelText('Email address'), 'office@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong password');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByRole('heading', { level: 1, name: 'Office console' })).toBeInTheDocument();
    expect(store.getState().session.status).not.toBe('signedIn');
  });
});
