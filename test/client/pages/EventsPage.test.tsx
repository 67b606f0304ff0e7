import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import EventsPage from '../../../src/client/pages/EventsPage';
import { parseEventsQuery } from '../../../src/client/features/events/eventsQuery';
import { renderWithProviders } from '../helpers/render';
import { mockRoutes, ok, serverError, type ApiCall } from '../helpers/fetchMock';
import { makeEvent } from '../helpers/fixtures';
import { expectLinkTo } from '../helpers/pageAssertions';

function LocationProbe() {
  const location = useLocation();
  return <span data-testid="location">{location.pathname + location.search}</span>;
}

function renderEvents(route = '/events') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/events" element={<EventsPage />} />
      </Routes>
      <LocationProbe />
    </>,
    { route },
  );
}

const pageOf = (call: ApiCall) => Number(call.params.get('page'));
const threeEvents = (page: number) =>
  [1, 2, 3].map((n) =>
    makeEvent({ id: page * 10 + n, event_name: `Event ${page}.${n}`, event_slug: `event-${page}-${n}` }),
  );

beforeEach(() => {
  jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('Events list', () => {
  test('shows a loading state and no content while the events load', async () => {
    mockRoutes({ 'fetch/events/': 'pending' });
    renderEvents();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading events…');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByText('No data Available')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  test("says 'No data Available' when there are no events", async () => {
    mockRoutes({ 'fetch/events/': ok({ data: [], total_pages: 0 }) });
    renderEvents();
    expect(await screen.findByText('No data Available')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Events pages' })).not.toBeInTheDocument();
  });

  test("says 'No data Available' when the request fails", async () => {
    mockRoutes({ 'fetch/events/': serverError });
    renderEvents();
    expect(await screen.findByText('No data Available')).toBeInTheDocument();
  });

  test('shows image, ordinal date, name, a sanitised 175-character preview and a link per event', async () => {
    const long = `<p>${'Seva '.repeat(60)}</p><script>window.hacked = true</script><img src="x" onerror="alert(1)">`;
    mockRoutes({
      'fetch/events/': ok({
        data: [
          makeEvent(),
          makeEvent({
            id: 2,
            event_slug: 'blood-camp',
            event_name: 'Blood Camp',
            event_date: '2024-03-22',
            event_description: long,
          }),
        ],
        total_pages: 1,
      }),
    });
    const { container } = renderEvents();
    const first = await screen.findByRole('link', { name: 'Annual Convention 2024' });
    expect(first).toHaveAttribute('href', '/events/annual-convention-2024');
    expectLinkTo('Blood Camp', '/events/blood-camp');
    expect(screen.getByText('1st January, 2024')).toBeInTheDocument();
    expect(screen.getByText('22nd March, 2024')).toBeInTheDocument();
    expect(screen.getByText('The Sabha met in Sangli for its annual convention.')).toBeInTheDocument();

    const cards = screen.getAllByRole('article');
    const preview = within(cards[1]).getByText(/^Seva/);
    expect(preview.textContent!.length).toBeLessThanOrEqual(176);
    expect(preview.textContent).toMatch(/…$/);
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');

    const image = cards[0].querySelector('img')!;
    expect(image).toHaveAttribute('src', '/api/uploads/events/convention.webp');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(document.title).toBe('Events | Dakshin Bharat Jain Sabha');
  });

  test('reads per_page and page from the URL and shows page / total pages', async () => {
    const api = mockRoutes({
      'fetch/events/': (call) => ok({ data: threeEvents(pageOf(call)), total_pages: 3 }),
    });
    renderEvents('/events?per_page=3&page=2');
    expect(await screen.findByRole('link', { name: 'Event 2.1' })).toBeInTheDocument();
    const [call] = api.callsTo('fetch/events/');
    expect(call.params.get('per_page')).toBe('3');
    expect(call.params.get('page')).toBe('2');
    const pager = screen.getByRole('navigation', { name: 'Events pages' });
    expect(pager).toHaveTextContent('2 / 3');
    expect(within(pager).getByRole('button', { name: /Previous/ })).toBeEnabled();
    expect(within(pager).getByRole('button', { name: /Next/ })).toBeEnabled();
  });

  test('falls back to per_page 9 and page 1 when the query is invalid', async () => {
    const api = mockRoutes({ 'fetch/events/': ok({ data: [makeEvent()], total_pages: 1 }) });
    renderEvents('/events?per_page=abc&page=0');
    await screen.findByRole('link', { name: 'Annual Convention 2024' });
    const [call] = api.callsTo('fetch/events/');
    expect(call.params.get('per_page')).toBe('9');
    expect(call.params.get('page')).toBe('1');
    expect(parseEventsQuery(new URLSearchParams('per_page=51&page=-2'))).toEqual({ per_page: 9, page: 1 });
    expect(parseEventsQuery(new URLSearchParams('per_page=50&page=7'))).toEqual({ per_page: 50, page: 7 });
  });

  test('Previous is inactive on page 1, Next on the last page; changing page updates the URL and refetches', async () => {
    const user = userEvent.setup();
    const api = mockRoutes({
      'fetch/events/': (call) => ok({ data: threeEvents(pageOf(call)), total_pages: 2 }),
    });
    renderEvents('/events?per_page=3');
    await screen.findByRole('link', { name: 'Event 1.1' });
    const previous = screen.getByRole('button', { name: /Previous/ });
    expect(previous).toBeDisabled();
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('navigation', { name: 'Events pages' })).toHaveTextContent('1 / 2');

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByRole('link', { name: 'Event 2.1' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Event 1.1' })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/events?per_page=3&page=2');
    expect(window.scrollTo).toHaveBeenCalled();
    const pages = api
      .callsTo('fetch/events/')
      .map((call) => [call.params.get('per_page'), call.params.get('page')]);
    expect(pages).toEqual([
      ['3', '1'],
      ['3', '2'],
    ]);
    const next = screen.getByRole('button', { name: /Next/ });
    expect(next).toBeDisabled();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: /Previous/ })).toBeEnabled();
    expect(screen.getByRole('navigation', { name: 'Events pages' })).toHaveTextContent('2 / 2');

    await user.click(screen.getByRole('button', { name: /Previous/ }));
    expect(await screen.findByRole('link', { name: 'Event 1.1' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/events?per_page=3&page=1');
  });

  test('hides the old page while the next one loads', async () => {
    const user = userEvent.setup();
    mockRoutes({
      'fetch/events/': (call) =>
        pageOf(call) === 1 ? ok({ data: threeEvents(1), total_pages: 2 }) : 'pending',
    });
    renderEvents('/events');
    await screen.findByRole('link', { name: 'Event 1.1' });
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(await screen.findByText('Loading events…')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Event 1.1' })).not.toBeInTheDocument());
  });
});
