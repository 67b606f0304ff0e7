import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { todayInIndia, toIsoDate } from '../../../src/shared/dates';
import { jsonResponse, mockFetch } from '../../client/helpers/fetchMock';
import { renderAdmin, SIGNED_IN } from '../helpers/renderAdmin';

// "Record an offline gift": the date the money was received starts at today (India) for every mode, is sent as
// received_on, and a date the shared rules refuse is shown under the field without sending anything.

afterEach(() => jest.restoreAllMocks());

const today = toIsoDate(todayInIndia());
const daysAgo = (days: number) => toIsoDate(todayInIndia(new Date(Date.now() - days * 86_400_000)));

const DONOR: Array<[string, string]> = [
  ['Amount (₹)', '1500'],
  ['First name', 'Mahavir'],
  ['Surname', 'Patil'],
  ['Mobile', '9845012345'],
  ['Email (the receipt is mailed here)', 'mahavir@example.com'],
  ['Date of birth (YYYY-MM-DD)', '1970-05-01'],
  ['Address', '12 Temple Street'],
  ['City', 'Belagavi'],
  ['Tehsil', 'Belagavi'],
  ['District', 'Belagavi'],
  ['State', 'Karnataka'],
  ['Pincode', '590001'],
];

function fillDonor() {
  for (const [label, value] of DONOR) fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.change(screen.getByLabelText('Gender'), { target: { value: 'male' } });
}

test('sends the date received, today unless changed, and shows a refused date under its field', async () => {
  const sent: Array<Record<string, unknown>> = [];
  mockFetch([
    [
      '/api/admin/orders/offline',
      async (request) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return jsonResponse(
          {
            message: 'The payment is recorded.',
            order_id: sent.length,
            receipt_number: `DBJS/D/2026-27/0000${sent.length}`,
            channel: 'offline',
            total_paise: 150_000,
          },
          201,
        );
      },
    ],
  ]);
  renderAdmin('/offline', { session: SIGNED_IN });
  const received = await screen.findByLabelText('Date received (YYYY-MM-DD)');
  expect(received).toHaveValue(today);
  // Shown for every mode.
  await userEvent.selectOptions(screen.getByLabelText('Received as'), 'cheque');
  expect(screen.getByLabelText('Date received (YYYY-MM-DD)')).toHaveValue(today);
  await userEvent.selectOptions(screen.getByLabelText('Received as'), 'cash');

  fillDonor();
  await userEvent.click(screen.getByRole('button', { name: 'Record and issue the receipt' }));
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]).toMatchObject({ mode: 'cash', received_on: today, donation_amount: '1500' });
  expect(await screen.findByText(/Receipt number DBJS\/D\/2026-27\/00001/)).toBeInTheDocument();

  // A future date is refused on the form, under the field; nothing is sent.
  fillDonor();
  const tomorrow = toIsoDate(todayInIndia(new Date(Date.now() + 86_400_000)));
  fireEvent.change(screen.getByLabelText('Date received (YYYY-MM-DD)'), { target: { value: tomorrow } });
  await userEvent.click(screen.getByRole('button', { name: 'Record and issue the receipt' }));
  expect(await screen.findByText('The date received cannot be in the future.')).toBeInTheDocument();
  expect(screen.getByLabelText('Date received (YYYY-MM-DD)')).toHaveAccessibleDescription(
    expect.stringContaining('The date received cannot be in the future.'),
  );
  expect(sent).toHaveLength(1);

  // A late entry: the money came in three days ago.
  fireEvent.change(screen.getByLabelText('Date received (YYYY-MM-DD)'), { target: { value: daysAgo(3) } });
  await userEvent.click(screen.getByRole('button', { name: 'Record and issue the receipt' }));
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[1]).toMatchObject({ received_on: daysAgo(3) });
  // The next entry starts from today again: a late entry's date is not carried into it.
  await waitFor(() => expect(screen.getByLabelText('Date received (YYYY-MM-DD)')).toHaveValue(today));
});
