import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch } from '../../client/helpers/fetchMock';
import type { SubscriptionRow } from '../../../src/admin/app/types';
import { renderAdmin, SIGNED_IN } from '../helpers/renderAdmin';

// The console's monthly and yearly gifts: the status filter read from the address (the dashboard links to the
// halted gifts), status badges, and Pause / Resume on the donor's request, each confirmed once.

const ROW: SubscriptionRow = {
  id: 4,
  donor_name: 'Sunita Shah',
  email: 'sunita@example.com',
  period: 'monthly',
  status: 'active',
  amount_paise: 102_360,
  base_paise: 100_000,
  total_count: 12,
  charges: 2,
  received_paise: 204_720,
  next_charge_at: '2027-01-23T10:00:00.000Z',
  halted_at: null,
  paused_at: null,
  ended_at: null,
  created_at: '2026-11-23T10:00:00.000Z',
  test: false,
  cancellable: true,
  pausable: true,
  resumable: false,
};

test('the halted filter comes from the address and is sent to the server', async () => {
  const queries: string[] = [];
  mockFetch([
    [
      '/api/admin/subscriptions',
      (request) => {
        queries.push(new URL(request.url).search);
        return jsonResponse({
          monthly_recurring_paise: 0,
          data: [{ ...ROW, status: 'halted', next_charge_at: null, pausable: false }],
        });
      },
    ],
  ]);
  renderAdmin('/subscriptions?status=halted', { session: SIGNED_IN });
  expect(await screen.findByText('Halted (charges failed)', { selector: 'span' })).toBeInTheDocument();
  expect(screen.getByLabelText('Status')).toHaveValue('halted');
  expect(queries.some((query) => query.includes('status=halted'))).toBe(true);
  expect(screen.getByText('Halted: charges failed')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Pause/ })).toBeNull();
});

test('the office pauses a gift after confirming, then resumes it', async () => {
  let row: SubscriptionRow = { ...ROW };
  const posted: string[] = [];
  mockFetch([
    [
      /\/api\/admin\/subscriptions\/4\/(pause|resume)$/,
      (request) => {
        const action = request.url.endsWith('/pause') ? 'pause' : 'resume';
        posted.push(`${action} ${request.headers.get('x-csrf-token') === SIGNED_IN.csrfToken}`);
        row =
          action === 'pause'
            ? {
                ...row,
                status: 'paused',
                paused_at: '2026-11-25T10:00:00.000Z',
                next_charge_at: null,
                pausable: false,
                resumable: true,
              }
            : { ...ROW };
        return jsonResponse({
          message:
            action === 'pause'
              ? 'The gift is paused: no payment will be taken until it is resumed.'
              : 'The gift is resumed: payments continue from the next due date.',
        });
      },
    ],
    ['/api/admin/subscriptions', () => jsonResponse({ monthly_recurring_paise: 100_000, data: [row] })],
  ]);
  renderAdmin('/subscriptions', { session: SIGNED_IN });
  const pause = await screen.findByRole('button', { name: 'Pause the gift of Sunita Shah' });
  await userEvent.click(pause);
  expect(posted).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Confirm pause' }));
  expect(
    await screen.findByText('Sunita Shah: The gift is paused: no payment will be taken until it is resumed.'),
  ).toBeInTheDocument();
  const table = screen.getByRole('table');
  await waitFor(() => expect(within(table).getByText('Paused', { selector: 'span' })).toBeInTheDocument());
  expect(within(table).getByText(/^Paused since/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Resume the gift of Sunita Shah' }));
  await userEvent.click(screen.getByRole('button', { name: 'Confirm resume' }));
  await waitFor(() => expect(within(table).getByText('Active', { selector: 'span' })).toBeInTheDocument());
  expect(posted).toEqual(['pause true', 'resume true']);
});
