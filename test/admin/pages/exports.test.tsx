import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { financialYearLabel, financialYearOf, todayInIndia } from '../../../src/shared/dates';
import { OFFLINE_MESSAGES } from '../../../src/shared/validation/offline';
import { jsonResponse, mockFetch } from '../../client/helpers/fetchMock';
import { renderAdmin, SIGNED_IN } from '../helpers/renderAdmin';

// The Exports page's Form 10BD filed mark: a year marked by mistake is unmarked after a confirmation, and a year
// the server will not mark shows the server's reason.

afterEach(() => jest.restoreAllMocks());

const fy = financialYearOf(todayInIndia());
/** The year the page opens on: the one that ended last. */
const lastFy = fy - 1;

const checkOf = (year: number, filed: object | null) => ({ fy: year, rows: 2, warnings: [], filed });

test('removes a wrong filed mark only after the office confirms it', async () => {
  let filed: object | null = {
    fy: lastFy,
    label: financialYearLabel(lastFy),
    acknowledgement: 'ACK123',
    filed_on: `${fy}-04-15`,
    filed_at: `${fy}-04-16T05:30:00.000Z`,
  };
  const removals: string[] = [];
  mockFetch([
    [
      `/api/admin/exports/form-10bd/filings/${lastFy}`,
      (request) => {
        removals.push(`${request.method} ${request.headers.get('x-csrf-token')}`);
        filed = null;
        return jsonResponse({
          message: `The filed mark of Form 10BD for ${financialYearLabel(lastFy)} was removed.`,
          data: [],
        });
      },
    ],
    ['/api/admin/exports/form-10bd/check', () => jsonResponse(checkOf(lastFy, filed))],
  ]);
  renderAdmin('/exports', { session: SIGNED_IN });
  const region = await screen.findByRole('region', { name: 'Form 10BD check' });
  await within(region).findByText(/Filed \(acknowledgement ACK123/);

  // Cancel leaves the mark.
  await userEvent.click(within(region).getByRole('button', { name: 'Remove the filed mark' }));
  const question = screen.getByRole('alertdialog', {
    name: `Remove the filed mark of Form 10BD for ${financialYearLabel(lastFy)}?`,
  });
  expect(question).toHaveTextContent(/only if the year's Form 10BD was not filed/);
  await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(removals).toEqual([]);

  // Confirmed, the mark goes and the year can be marked again.
  await userEvent.click(within(region).getByRole('button', { name: 'Remove the filed mark' }));
  await userEvent.click(
    within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove the filed mark' }),
  );
  await waitFor(() => expect(removals).toEqual([`DELETE ${SIGNED_IN.csrfToken}`]));
  expect(
    await within(region).findByText(
      `The filed mark of Form 10BD for ${financialYearLabel(lastFy)} was removed.`,
    ),
  ).toBeInTheDocument();
  expect(
    await within(region).findByRole('button', { name: 'Mark Form 10BD as filed for this year' }),
  ).toBeInTheDocument();
  expect(within(region).queryByRole('button', { name: 'Remove the filed mark' })).not.toBeInTheDocument();
});

test("shows the server's reason when a year cannot be marked filed yet", async () => {
  const refusal = OFFLINE_MESSAGES.yearNotEnded(fy);
  const sent: unknown[] = [];
  mockFetch([
    [
      /\/api\/admin\/exports\/form-10bd\/filings$/,
      async (request) => {
        sent.push(await request.json());
        return jsonResponse({ message: refusal, errors: { fy: refusal } }, 400);
      },
    ],
    [
      '/api/admin/exports/form-10bd/check',
      (request) => jsonResponse(checkOf(Number(new URL(request.url).searchParams.get('fy')), null)),
    ],
  ]);
  renderAdmin('/exports', { session: SIGNED_IN });
  await userEvent.selectOptions(await screen.findByLabelText('Financial year'), String(fy));
  const region = screen.getByRole('region', { name: 'Form 10BD check' });
  await userEvent.click(
    await within(region).findByRole('button', { name: 'Mark Form 10BD as filed for this year' }),
  );
  expect(await within(region).findByRole('alert')).toHaveTextContent(refusal);
  expect(sent).toEqual([{ fy, acknowledgement: '', filed_on: '' }]);
});
