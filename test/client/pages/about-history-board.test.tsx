import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../helpers/render';
import { restoreScreen, setMatchingQueries } from '../helpers/media';
import AboutPage from '../../../src/client/pages/AboutPage';
import HistoryPage from '../../../src/client/pages/HistoryPage';
import BoardOfDirectorsPage from '../../../src/client/pages/BoardOfDirectorsPage';
import { TIMELINE } from '../../../src/client/content/history';
import { expectLinkTo, expectOnlyH1 } from '../helpers/pageAssertions';

function setViewport(phone: boolean) {
  setMatchingQueries((query) => phone && query.includes('max-width: 834px'));
}

afterEach(restoreScreen);

describe('AboutPage', () => {
  it('shows the banner h1, vision, mission, organisation, achievements and what we achieved', () => {
    renderWithProviders(<AboutPage />, { route: '/about-sabha' });
    expectOnlyH1('About Sabha');
    for (const title of [
      'Our Vision',
      'Our Mission',
      'About Organization',
      'Our Achievements',
      'What we Achieved',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(document.title).toBe('About Sabha | Dakshin Bharat Jain Sabha');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /3 April 1899/,
    );
  });

  it('states the documented figures and the renaming, once and plainly', () => {
    const { container } = renderWithProviders(<AboutPage />, { route: '/about-sabha' });
    const figures = Object.fromEntries(
      Array.from(container.querySelectorAll('dl > div'), (pair) => [
        pair.querySelector('dt')?.textContent,
        pair.querySelector('dd')?.textContent,
      ]),
    );
    expect(figures).toEqual({
      'Trees planted': '15,22,832',
      'Student scholarships': '15,832',
      'Blood donation camps': '7,832',
      'People given medical help': '57,832',
    });
    expect(screen.getByText(/over 1,522,832 girls/)).toBeInTheDocument();
    expect(screen.getAllByText(/3 April 1899/).length).toBeGreaterThan(1);
    const renamed = screen.getByText(/early 1960s/);
    expect(renamed).not.toHaveTextContent(/1962|1963/);
  });
});

describe('HistoryPage', () => {
  it('shows the banner with its subtitle, the introduction and the five steps as a row on wide screens', () => {
    setViewport(false);
    renderWithProviders(<HistoryPage />, { route: '/history' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('History');
    expect(screen.getByText(/From a gathering at Stavanidhi/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Introduction' })).toBeInTheDocument();
    const row = screen.getByRole('list', { name: 'Timeline of the Sabha' });
    expect(row.tagName).toBe('OL');
    expect(
      within(row)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Establishment of the Sabha',
      'Initial problems and efforts made to solve them',
      'Alma mater',
      'Working of The Institution',
      'Future Plans',
    ]);
    expect(screen.queryByRole('region', { name: 'Timeline of the Sabha' })).not.toBeInTheDocument();
  });

  it('shows the timeline as a slider, and only the slider, on phones', () => {
    setViewport(true);
    renderWithProviders(<HistoryPage />, { route: '/history' });
    const slider = screen.getByRole('region', { name: 'Timeline of the Sabha' });
    expect(slider).toHaveAttribute('aria-roledescription', 'carousel');
    for (const step of TIMELINE) {
      expect(
        within(slider).getAllByRole('heading', { level: 3, name: step.title, hidden: true }).length,
      ).toBeGreaterThan(0);
    }
    expect(screen.queryByRole('list', { name: 'Timeline of the Sabha' })).not.toBeInTheDocument();
  });

  it('lists Our Legacy in five headed groups', () => {
    setViewport(false);
    renderWithProviders(<HistoryPage />, { route: '/history' });
    const legacy = screen.getByRole('heading', { level: 2, name: 'Our Legacy' }).closest('section')!;
    const groups = within(legacy)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(groups).toEqual(['Education', 'Hostels', 'Sanskar', 'Health', 'Social reform']);
    expect(document.title).toBe('History | Dakshin Bharat Jain Sabha');
  });
});

describe('BoardOfDirectorsPage', () => {
  it('explains the board and links to the central committee where the members are listed', () => {
    renderWithProviders(<BoardOfDirectorsPage />, { route: '/board-of-directors' });
    expectOnlyH1('Board of Directors');
    expectLinkTo('See the board and committee members', '/central-committee?category=Board%20of%20Directors');
    expectLinkTo('About the President', '/about-president');
    expect(document.title).toBe('Board of Directors | Dakshin Bharat Jain Sabha');
  });
});
