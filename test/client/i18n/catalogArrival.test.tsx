import { act, screen, waitFor, within } from '@testing-library/react';
import type { Messages } from '@lingui/core';
import Footer from '../../../src/client/components/Footer/Footer';
import {
  catalogFromParts,
  loadLanguage,
  registerCatalog,
  translatorFor,
  useT,
} from '../../../src/client/i18n';
import kannada from '../../../src/client/i18n/messages/kn/index.json';
import { renderWithProviders } from '../helpers/render';
import { jsonResponse, mockFetch } from '../helpers/fetchMock';
import { restoreScreen, setWideScreen } from '../helpers/media';

// A translated page hydrates with the messages the server rendered it with (main.tsx) and loads the rest of its
// language's catalog after. A text the server did not render (the wide footer, on a page the server rendered with
// the narrow one) shows in English at first, and in the page's language once the catalog is in (docs/i18n.md).

const WIDE_ONLY = 'Send us an enquiry';
const ALWAYS_THERE = 'Contact Us';

/** Kannada as the server sent it with a page rendered narrow: the whole catalog less the wide footer's text. */
function pageMessages(): Messages {
  const { [WIDE_ONLY]: wideOnly, ...rest } = catalogFromParts(kannada as never);
  expect(wideOnly).toBeDefined();
  return rest;
}

afterEach(() => {
  jest.restoreAllMocks();
  restoreScreen();
});

// One file, one module registry: Kannada starts with the page's messages only, and its catalog loads once.
test('a text drawn only in the browser turns Kannada when the catalog arrives, and other components stay put', async () => {
  registerCatalog('kn', pageMessages(), false);
  mockFetch([['fetch/settings', () => jsonResponse({ result: [] })]]);
  setWideScreen(true);

  let steadyRenders = 0;
  /** A component whose text the page's messages have: it has no reason to render again. */
  function Steady() {
    const t = useT();
    steadyRenders += 1;
    return <p data-testid="steady">{t(ALWAYS_THERE)}</p>;
  }

  const { store } = renderWithProviders(
    <>
      <Steady />
      <Footer />
    </>,
    { route: '/kn/events' },
  );
  // The settings answered, as the page's state had them on hydration: nothing else makes the footer render again.
  await waitFor(() =>
    expect(store.getState().api.queries['getSettings(undefined)']?.status).toBe('fulfilled'),
  );
  const footer = screen.getByRole('contentinfo');
  // Before the catalog: the text falls back to English (the defect's first half, as the visitor saw it).
  expect(within(footer).getByRole('link', { name: WIDE_ONLY })).toBeInTheDocument();
  const rendersBefore = steadyRenders;

  await act(() => loadLanguage('kn'));

  const translated = translatorFor('kn')(WIDE_ONLY);
  expect(translated).not.toBe(WIDE_ONLY);
  expect(await within(footer).findByRole('link', { name: translated })).toHaveAttribute(
    'href',
    '/kn/contact-us',
  );
  expect(within(footer).queryByText(WIDE_ONLY)).not.toBeInTheDocument();
  expect(screen.getByTestId('steady')).toHaveTextContent(translatorFor('kn')(ALWAYS_THERE));
  expect(steadyRenders).toBe(rendersBefore);
});
