import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../client/helpers/fetchMock';
import { renderAdmin, SIGNED_IN } from '../helpers/renderAdmin';

// The console's list of receipt mails not sent yet, and the office's retry.

const FAILED = {
  id: 12,
  kind: 'receipt',
  order_id: 40,
  order_kind: 'donation',
  receipt_number: 'DBJS/D/2026-27/00040',
  status: 'failed',
  attempts: 8,
  next_attempt_at: '2026-11-23T10:00:00.000Z',
  last_error: 'ECONNREFUSED',
  created_at: '2026-11-22T10:00:00.000Z',
};

test('lists the unsent mails and sends a failed one again', async () => {
  let unsent = [FAILED];
  const retried: string[] = [];
  mockFetch([
    [
      '/api/admin/mail-outbox/12/retry',
      (request) => {
        retried.push(request.headers.get('x-csrf-token') ?? '');
        unsent = [];
        return jsonResponse({ message: 'The mail will be sent again now.' });
      },
    ],
    ['/api/admin/mail-outbox', () => jsonResponse({ result: unsent })],
  ]);
  renderAdmin('/mail', { session: SIGNED_IN });
  expect(await screen.findByRole('link', { name: 'DBJS/D/2026-27/00040' })).toBeInTheDocument();
  expect(screen.getByText('Gave up after every attempt')).toBeInTheDocument();
  expect(screen.getByText('ECONNREFUSED')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Send now' }));
  await waitFor(() => expect(retried).toEqual([SIGNED_IN.csrfToken]));
  expect(await screen.findByText('Every receipt mail has been sent.')).toBeInTheDocument();
});

test("a halted monthly gift's notice is listed with its donor and links to the halted gifts", async () => {
  mockFetch([
    [
      '/api/admin/mail-outbox',
      () =>
        jsonResponse({
          result: [
            {
              ...FAILED,
              id: 13,
              kind: 'subscription-halted',
              order_id: null,
              order_kind: null,
              receipt_number: null,
              subscription_id: 5,
              donor_name: 'Asha Jain',
              status: 'pending',
              attempts: 0,
              last_error: null,
            },
          ],
        }),
    ],
  ]);
  renderAdmin('/mail', { session: SIGNED_IN });
  const link = await screen.findByRole('link', { name: 'Halted gift notice to Asha Jain' });
  expect(link).toHaveAttribute('href', '/subscriptions?status=halted');
  expect(screen.getByText('Waiting to be sent')).toBeInTheDocument();
});
