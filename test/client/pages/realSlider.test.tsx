import { screen, within } from '@testing-library/react';
import BranchPage from '../../../src/client/pages/BranchPage';
import InstitutionPage from '../../../src/client/pages/InstitutionPage';
import { renderWithProviders } from '../helpers/render';

// The other page tests replace the slider with a plain list; these check the pages with the real carousel.
describe('pages with the real photo slider', () => {
  it('Veer Seva Dal shows its photos in a labelled carousel', () => {
    renderWithProviders(<BranchPage branch="veer-seva-dal" />, { route: '/veer-seva-dal' });
    const carousel = screen.getByRole('region', { name: 'Veer Seva Dal in action' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel).getAllByRole('img').length).toBeGreaterThan(0);
  });

  it('Ichalkaranji boarding shows the Photos carousel', () => {
    renderWithProviders(<InstitutionPage slug="digambar-jain-boarding-ichalkaranji" />, {
      route: '/boys-hostel/digambar-jain-boarding-ichalkaranji',
    });
    const carousel = screen.getByRole('region', { name: 'Photos' });
    expect(within(carousel).getAllByRole('img').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
