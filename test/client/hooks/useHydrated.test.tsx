import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { setHydrating, useHydrated } from '../../../src/client/hooks/useMediaQuery';

// useHydrated: false on the server and through the browser's hydration of the server's HTML (so the hydration
// matches it), true once main.tsx says the hydration has committed, and true at once where nothing is hydrated.

function Probe() {
  return <span>{useHydrated() ? 'browser' : 'server'}</span>;
}

it('is true from the first render of a page the browser renders by itself', () => {
  const { container } = render(<Probe />);
  expect(container.textContent).toBe('browser');
});

it("stays false through the hydration of the server's HTML and turns true when the hydration is over", async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe />);
  expect(container.textContent).toBe('server');
  const recoverableErrors: unknown[] = [];
  setHydrating(true);
  try {
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => recoverableErrors.push(error) });
    });
    // Hydrated without a mismatch and without the re-render a differing snapshot forces.
    expect(container.textContent).toBe('server');
    expect(recoverableErrors).toEqual([]);
  } finally {
    await act(async () => setHydrating(false));
  }
  expect(container.textContent).toBe('browser');
});
