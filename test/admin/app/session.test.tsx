import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../client/helpers/fetchMock';
import { CSRF_TOKEN, paged, renderAdmin, SIGNED_IN } from '../helpers/renderAdmin';

afterEach(() => jest.restoreAllMocks());

const EXPIRED = 'Your session has expired. Please sign in again.';

describe('session', () => {
  test('without a session, any console page sends the visitor to the login screen', async () => {
    mockFetch([['/api/admin/session', () => jsonResponse({ message: 'Please sign in.' }, 401)]]);
    const { router } = renderAdmin('/donations');
    expect(await screen.findByRole('heading', { level: 1, name: 'Office console' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    // A first visit is not an error: no message.
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a live session cookie opens the page at once', async () => {
    mockFetch([
      [
        '/api/admin/session',
        () =>
          jsonResponse({ user: { id: 2, email: 'desk@example.org', role: 'owner' }, csrfToken: CSRF_TOKEN }),
      ],
      ['/api/admin/audit', () => jsonResponse(paged([]))],
    ]);
    renderAdmin('/audit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    expect(screen.getByText('desk@example.org')).toBeInTheDocument();
  });

  test('when the session expires mid-work, the user lands on login with the reason and comes back after', async () => {
    let expired = true;
    mockFetch([
      [
        '/api/admin/login',
        () => ((expired = false), jsonResponse({ user: SIGNED_IN.user, csrfToken: 'new-token' })),
      ],
      [
        '/api/admin/enquiries',
        () => (expired ? jsonResponse({ message: EXPIRED }, 401) : jsonResponse(paged([]))),
      ],
    ]);
    const { router, store } = renderAdmin('/enquiries?q=patil', { session: SIGNED_IN });

    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(store.getState().session).toMatchObject({ status: 'signedOut', csrfToken: null });

    await userEvent.type(screen.getByLabelText('Email address'), 'office@example.org');
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse battery');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Enquiries' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/enquiries?q=patil');
    expect(store.getState().session.csrfToken).toBe('new-token');
  });

  test('signing out ends the session on the server and shows the login screen', async () => {
    const calls: string[] = [];
    mockFetch([
      [
        '/api/admin/logout',
        (request) => (calls.push(request.method), jsonResponse({ message: 'Signed out.' })),
      ],
      ['/api/admin/', () => jsonResponse(paged([]))],
    ]);
    const { router, store } = renderAdmin('/', { session: SIGNED_IN });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have signed out.')).toBeInTheDocument();
    expect(calls).toEqual(['POST']);
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(store.getState().session.status).toBe('signedOut'));
  });
});
