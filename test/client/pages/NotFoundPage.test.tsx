import { screen } from '@testing-library/react';
import NotFoundPage from '../../../src/client/pages/NotFoundPage';
import { renderWithProviders } from '../helpers/render';

test('says the page was not found and links home and to the main sections', () => {
  renderWithProviders(<NotFoundPage />, { route: '/no-such-page' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Page not found');
  const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
  expect(hrefs).toEqual(['/', '/events', '/contact-us', '/donation']);
  expect(screen.getByRole('link', { name: /^Home/ })).toHaveAttribute('href', '/');
  expect(document.title).toBe('Page not found | Dakshin Bharat Jain Sabha');
});
