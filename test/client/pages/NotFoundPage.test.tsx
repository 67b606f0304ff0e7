import { screen } from '@testing-library/react';
import NotFoundPage from '../../../src/client/pages/NotFoundPage';
import { renderWithProviders } from '../helpers/render';
import { expectLinkTo, expectOnlyH1 } from '../helpers/pageAssertions';

test('says the page was not found and links home and to the main sections', () => {
  renderWithProviders(<NotFoundPage />, { route: '/no-such-page' });
  expectOnlyH1('Page not found');
  const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
  expect(hrefs).toEqual(['/', '/events', '/contact-us', '/donation']);
  expectLinkTo(/^Home/, '/');
  expect(document.title).toBe('Page not found | Dakshin Bharat Jain Sabha');
});
