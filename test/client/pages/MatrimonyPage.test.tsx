import { screen } from '@testing-library/react';
import MatrimonyPage from '../../../src/client/pages/MatrimonyPage';
import { renderWithProviders } from '../helpers/render';
import { mockRoutes, ok, serverError, type Reply } from '../helpers/fetchMock';
import { makeMatrimonyCard } from '../helpers/fixtures';

function renderMatrimony(reply: Reply) {
  const api = mockRoutes({ 'fetch/matrimony-event-card': reply });
  const view = renderWithProviders(<MatrimonyPage />, { route: '/social-work/matrimony-events' });
  return { api, ...view };
}

const galleryImages = (container: HTMLElement) =>
  [...container.querySelectorAll('img')].filter((img) =>
    img.getAttribute('src')?.startsWith('/images/gallery/matrimony-'),
  );

afterEach(() => jest.restoreAllMocks());

describe('Matrimony Events', () => {
  test('shows a loading state while the event card loads', async () => {
    renderMatrimony('pending');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading the next event…');
    expect(screen.getByRole('heading', { level: 1, name: 'Matrimony Events' })).toBeInTheDocument();
  });

  test("says 'No data Available' when there is no event, and still shows the intro and gallery", async () => {
    const { container } = renderMatrimony(ok({ result: [] }));
    expect(await screen.findByText('No data Available')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'A trusted meeting place for Jain families' }),
    ).toBeInTheDocument();
    expect(new Set(galleryImages(container).map((img) => img.getAttribute('src'))).size).toBe(18);
  });

  test("says 'No data Available' when the request fails", async () => {
    renderMatrimony(serverError);
    expect(await screen.findByText('No data Available')).toBeInTheDocument();
  });

  test('shows the first card with ordinal date, title, sub title, 12-hour time and image', async () => {
    const { api, container } = renderMatrimony(
      ok({ result: [makeMatrimonyCard(), makeMatrimonyCard({ id: 2, title: 'Second meet' })] }),
    );
    expect(await screen.findByRole('heading', { name: 'Vadhu-Var Parichay Melava' })).toBeInTheDocument();
    expect(screen.queryByText('Second meet')).not.toBeInTheDocument();
    expect(screen.getByText('Sangli, Dakshin Bharat Jain Sabha hall')).toBeInTheDocument();
    expect(screen.getByText('9th February, 2025')).toBeInTheDocument();
    expect(screen.getByText('2:30 PM')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Poster of Vadhu-Var Parichay Melava' })).toHaveAttribute(
      'src',
      '/api/uploads/matrimony/card.webp',
    );
    expect(api.calls[0].path).toMatch(/matrimony-event-card$/);
    const gallery = galleryImages(container);
    expect(new Set(gallery.map((img) => img.getAttribute('src'))).size).toBe(18);
    expect(gallery.every((img) => img.getAttribute('alt'))).toBe(true);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  test.each([
    ['00:05', '12:05 AM'],
    ['09:00', '9:00 AM'],
    ['12:00', '12:00 PM'],
    ['23:45', '11:45 PM'],
  ])('shows %s as %s', async (time, shown) => {
    renderMatrimony(ok({ result: [makeMatrimonyCard({ time })] }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });
});
