import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import JourneyLogButton from '../../../../src/client/features/payments/JourneyLogButton';
import { parseJourney } from '../../../../scripts/replayJourney';

// The development-only "Copy journey log" control writes what `npm run replay` reads.
it('copies the journey log in the replay format', async () => {
  const writeText = jest.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  render(<JourneyLogButton machine="donation" />);
  await userEvent.click(screen.getByRole('button', { name: 'Copy journey log' }));
  expect(await screen.findByText('Journey log copied.')).toBeInTheDocument();
  const copied = (writeText.mock.calls[0] as unknown as [string])[0];
  expect(parseJourney(copied)).toMatchObject({ machine: 'donation', events: [] });
});
