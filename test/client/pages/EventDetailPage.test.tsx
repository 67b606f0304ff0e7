import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import EventDetailPage from '../../../src/client/pages/EventDetailPage';
import { youtubeVideoId } from '../../../src/client/features/events/youtube';
import { renderWithProviders } from '../helpers/render';
import { mockRoutes, ok, serverError, type Reply } from '../helpers/fetchMock';
import { makeEvent } from '../helpers/fixtures';
import { expectLinkTo } from '../helpers/pageAssertions';

function renderEvent(slug: string, reply: Reply) {
  const api = mockRoutes({ [`fetch/event-view/${slug}`]: reply });
  const view = renderWithProviders(
    <Routes>
      <Route path="/events/:eventSlug" element={<EventDetailPage />} />
    </Routes>,
    { route: `/events/${slug}` },
  );
  return { api, ...view };
}

afterEach(() => jest.restoreAllMocks());

const withVideo = makeEvent({
  youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  event_description:
    '<h2>Highlights</h2><p>Students <a href="https://example.org" onclick="steal()">read</a> their essays.</p><script>window.hacked = 1</script><iframe src="https://evil.example"></iframe>',
  event_gallery: ['uploads/events/g1.webp', 'uploads/events/g2.webp'],
});

describe('Event detail', () => {
  test('shows a loading state while the event loads', async () => {
    renderEvent('annual-convention-2024', 'pending');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading event…');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  test('shows banner, date, sanitised description, photos and a back link', async () => {
    const { container, api } = renderEvent('annual-convention-2024', ok({ result: withVideo }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Annual Convention 2024' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(container.querySelector('header img')).toHaveAttribute(
      'src',
      '/api/uploads/events/convention.webp',
    );
    expect(screen.getByText('1st January, 2024')).toBeInTheDocument();

    const description = container.querySelector('.rich-text')!;
    expect(description.querySelector('h2')).toHaveTextContent('Highlights');
    expect(description.querySelector('a')).toHaveAttribute('href', 'https://example.org');
    expect(description.innerHTML).not.toMatch(/onclick|script|iframe/);

    expect(screen.getByRole('heading', { name: 'Photos' })).toBeInTheDocument();
    const gallery = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(gallery).toEqual(
      expect.arrayContaining(['/api/uploads/events/g1.webp', '/api/uploads/events/g2.webp']),
    );
    expectLinkTo(/Back to all events/, '/events');
    expect(document.title).toBe('Annual Convention 2024 | Dakshin Bharat Jain Sabha');
    expect(api.calls.every((call) => call.path.startsWith('fetch/'))).toBe(true);
  });

  test('loads the YouTube player only when the visitor presses play', async () => {
    const user = userEvent.setup();
    const { container, api } = renderEvent('annual-convention-2024', ok({ result: withVideo }));
    const play = await screen.findByRole('button', { name: 'Play video: Annual Convention 2024' });
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.innerHTML).not.toContain('youtube');
    expect(api.calls.map((call) => call.path)).toEqual(['fetch/event-view/annual-convention-2024']);

    await user.click(play);
    const player = container.querySelector('iframe')!;
    expect(player).toHaveAttribute(
      'src',
      expect.stringMatching(/^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/),
    );
    expect(player).toHaveAttribute('title', 'Video: Annual Convention 2024');
  });

  test('shows no video when the event has no youtube_url, and no photos heading without a gallery', async () => {
    const { container } = renderEvent('annual-convention-2024', ok({ result: makeEvent() }));
    await screen.findByRole('heading', { level: 1, name: 'Annual Convention 2024' });
    expect(screen.queryByRole('button', { name: /Play video/ })).not.toBeInTheDocument();
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Photos' })).not.toBeInTheDocument();
  });

  test('an unknown event (404) shows the friendly not-found page, with a way to all events', async () => {
    renderEvent('no-such-event', { status: 404, body: { message: 'Event not found.' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('Error 404')).toBeInTheDocument();
    expectLinkTo(/^Events/, '/events');
    expectLinkTo(/^Home/, '/');
    expect(document.title).toBe('Page not found | Dakshin Bharat Jain Sabha');
  });

  test('a failed request leaves an empty page with a way back', async () => {
    renderEvent('annual-convention-2024', serverError);
    expect(await screen.findByRole('heading', { level: 1, name: 'Event unavailable' })).toBeInTheDocument();
    expect(screen.getByText(/could not load this event/)).toBeInTheDocument();
    expectLinkTo('See all events', '/events');
  });
});

describe('youtubeVideoId', () => {
  test.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=30', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('%s -> %s', (url, id) => expect(youtubeVideoId(url)).toBe(id));

  test.each([
    '',
    'https://example.org/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'javascript:alert(1)',
    'https://youtu.be/"><script>',
  ])('rejects %p', (url) => expect(youtubeVideoId(url)).toBeNull());
});
