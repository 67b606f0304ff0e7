import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import Layout from '../../../src/client/components/Layout';
import { renderWithProviders } from '../helpers/render';
import { jsonResponse, mockFetch } from '../helpers/fetchMock';
import { makeSettings } from '../helpers/fixtures';

const SETTINGS = makeSettings({ site_copyright: 'Copyright © 2025 Dakshin Bharat Jain Sabha' });

function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route
          path="/"
          element={
            <>
              <h1>Home</h1>
              <Link to="/events">All events</Link>
              <Link to="/?page=2">Same page, other query</Link>
            </>
          }
        />
        <Route path="/events" element={<h1>Events</h1>} />
      </Route>
    </Routes>
  );
}

afterEach(() => jest.restoreAllMocks());

test('frames the page: skip link to #main, header, main, footer; settings are fetched once', async () => {
  const fetchSpy = mockFetch([['fetch/settings', () => jsonResponse({ result: [SETTINGS] })]]);
  renderWithProviders(<App />);
  const skip = screen.getByRole('link', { name: 'Skip to content' });
  expect(skip).toHaveAttribute('href', '#main');
  const main = screen.getByRole('main');
  expect(main).toHaveAttribute('id', 'main');
  expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'Home' }));
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  expect(await screen.findByText(SETTINGS.site_copyright)).toBeInTheDocument();
  // Header, footer and layout share one cached settings answer.
  const settingsCalls = fetchSpy.mock.calls.filter(([input]) =>
    String(input instanceof Request ? input.url : input).includes('fetch/settings'),
  );
  expect(settingsCalls).toHaveLength(1);
});

test('the skip link moves focus to the main content', async () => {
  mockFetch([['fetch/settings', () => jsonResponse({ result: [SETTINGS] })]]);
  Element.prototype.scrollIntoView = jest.fn();
  const user = userEvent.setup();
  renderWithProviders(<App />);
  await user.click(screen.getByRole('link', { name: 'Skip to content' }));
  expect(screen.getByRole('main')).toHaveFocus();
});

test('every new page opens at the top; a query change on the same page does not scroll', async () => {
  mockFetch([['fetch/settings', () => jsonResponse({ result: [SETTINGS] })]]);
  const scrollTo = jest.spyOn(window, 'scrollTo');
  const user = userEvent.setup();
  renderWithProviders(<App />);
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
  scrollTo.mockClear();

  await user.click(screen.getByRole('link', { name: 'Same page, other query' }));
  expect(scrollTo).not.toHaveBeenCalled();

  await user.click(screen.getByRole('link', { name: 'All events' }));
  await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument());
  expect(scrollTo).toHaveBeenCalledTimes(1);
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});
