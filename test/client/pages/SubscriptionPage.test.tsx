import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SubscriptionPage from '../../../src/client/pages/SubscriptionPage';
import { ok, type ApiCall } from '../helpers/fetchMock';
import { renderWithProviders } from '../helpers/render';
import { mockPayments } from '../helpers/paymentsMock';

// The donor's own page of a monthly gift (reached by the signed link): pause and resume, each confirmed once, with
// the result said in a status line; a refusal is shown as the server worded it.

const TOKEN = '7.1900000000.' + 'a'.repeat(64);

function view(status: 'active' | 'paused') {
  return {
    subscription: {
      status,
      period: 'monthly',
      totalCount: 12,
      paidCount: 2,
      amount: 102_360,
      basePaise: 100_000,
      donorName: 'Rahul Chougule',
      nextChargeOn: status === 'active' ? '2027-01-23' : null,
      lastChargeOn: '2027-10-23',
      endedOn: null,
      pausedOn: status === 'paused' ? '2026-11-25' : null,
      cancellable: true,
      pausable: status === 'active',
      resumable: status === 'paused',
      sandbox: true,
    },
    charges: [
      { receiptNumber: 'DBJS/TEST/D/2026-27/00001', paidOn: '2026-10-23', amount: 102_360, receiptUrl: null },
      { receiptNumber: 'DBJS/TEST/D/2026-27/00002', paidOn: '2026-11-23', amount: 102_360, receiptUrl: null },
    ],
  };
}

function renderPage() {
  return renderWithProviders(<SubscriptionPage />, {
    route: `/donation/subscription/${TOKEN}`,
    path: '/donation/subscription/:token',
  });
}

test('the donor pauses after confirming, sees it paused, and resumes', async () => {
  const posted: string[] = [];
  let current: 'active' | 'paused' = 'active';
  mockPayments({
    [`subscriptions/manage/${TOKEN}`]: () => ok(view(current)),
    [`subscriptions/manage/${TOKEN}/pause`]: (call: ApiCall) => {
      posted.push(`${call.method} pause`);
      current = 'paused';
      return ok(view(current));
    },
    [`subscriptions/manage/${TOKEN}/resume`]: (call: ApiCall) => {
      posted.push(`${call.method} resume`);
      current = 'active';
      return ok(view(current));
    },
  });
  renderPage();
  await screen.findByRole('heading', { name: 'Your monthly gift' });
  expect(screen.getByText('Next payment')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Resume this gift' })).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Pause this gift' }));
  // Nothing is sent before the donor confirms.
  expect(posted).toEqual([]);
  expect(screen.getByText(/No payment will be taken while your gift is paused/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Go back' }));
  expect(posted).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Pause this gift' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, pause my monthly gift' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'Your gift is paused. No payment will be taken until you resume it.',
  );
  expect(posted).toEqual(['POST pause']);
  expect(screen.getByText('Paused', { selector: 'dd' })).toBeInTheDocument();
  expect(screen.getByText('Paused since')).toBeInTheDocument();
  expect(screen.queryByText('Next payment')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Pause this gift' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Cancel this gift' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Resume this gift' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, resume my monthly gift' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Your gift is resumed.');
  expect(posted).toEqual(['POST pause', 'POST resume']);
  expect(screen.getByText('Active', { selector: 'dd' })).toBeInTheDocument();
  expect(screen.getByText('Next payment')).toBeInTheDocument();
});

test("a refused pause shows the server's message and keeps the gift as it was", async () => {
  mockPayments({
    [`subscriptions/manage/${TOKEN}`]: ok(view('active')),
    [`subscriptions/manage/${TOKEN}/pause`]: {
      status: 409,
      body: { message: 'Only a gift that is running can be paused.' },
    },
  });
  renderPage();
  await userEvent.click(await screen.findByRole('button', { name: 'Pause this gift' }));
  await userEvent.click(screen.getByRole('button', { name: 'Yes, pause my monthly gift' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Only a gift that is running can be paused.');
  expect(screen.getByText('Active', { selector: 'dd' })).toBeInTheDocument();
  expect(screen.queryByRole('status')).toBeNull();
});
