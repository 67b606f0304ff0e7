import { screen, within } from '@testing-library/react';
import AwardsPage from '../../../src/client/pages/AwardsPage';
import { groupAwards } from '../../../src/client/features/awards/groupAwards';
import { renderWithProviders } from '../helpers/render';
import { restoreScreen, setMatchingQueries } from '../helpers/media';
import { mockRoutes, ok, serverError, type Reply } from '../helpers/fetchMock';
import { categories, makeAward } from '../helpers/fixtures';

/** Makes (min-width: 834px) match or not, as a wide or narrow screen would. */
function setScreenWide(wide: boolean) {
  setMatchingQueries((query) => wide && /min-width:\s*834px/.test(query));
}

function renderAwards(categoriesReply: Reply, awardsReply: Reply) {
  const api = mockRoutes({ 'fetch/categories/': categoriesReply, 'fetch/awards': awardsReply });
  const view = renderWithProviders(<AwardsPage />, { route: '/social-work/awards' });
  return { api, ...view };
}

const CATEGORIES = ok({ result: categories('Samaj Bhushan', 'Shiksha Ratna', 'Seva Gaurav') });
const AWARDS = ok({
  result: [
    makeAward(1, 'Shiksha Ratna', 'Best Teacher'),
    makeAward(2, 'Samaj Bhushan', 'Lifetime Service'),
    makeAward(3, 'Shiksha Ratna', 'Best Student'),
    makeAward(4, 'Seva Gaurav', 'Blood Donor'),
  ],
});

beforeEach(() => setScreenWide(true));
afterEach(() => {
  restoreScreen();
  jest.restoreAllMocks();
});

describe('groupAwards', () => {
  test('groups awards by category in the order of the categories and leaves out empty ones', () => {
    const groups = groupAwards(categories('A', 'B', 'C'), [
      makeAward(1, 'C'),
      makeAward(2, 'A'),
      makeAward(3, 'C'),
    ]);
    expect(groups.map((group) => [group.category, group.awards.map((award) => award.id)])).toEqual([
      ['A', [2]],
      ['C', [1, 3]],
    ]);
  });

  test('keeps awards whose category is not listed, in first-seen order', () => {
    const groups = groupAwards([], [makeAward(1, 'X'), makeAward(2, 'Y'), makeAward(3, 'X')]);
    expect(groups.map((group) => [group.category, group.awards.length])).toEqual([
      ['X', 2],
      ['Y', 1],
    ]);
  });
});

describe('Awards', () => {
  test('shows a loading state while loading', async () => {
    renderAwards('pending', AWARDS);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading awards…');
    expect(screen.getByRole('heading', { level: 1, name: 'Awards' })).toBeInTheDocument();
  });

  test("says 'No Data Available' when there are no awards", async () => {
    renderAwards(CATEGORIES, ok({ result: [] }));
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
  });

  test("says 'No Data Available' when the awards request fails", async () => {
    renderAwards(CATEGORIES, serverError);
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
  });

  test('asks for the awards categories and shows one section per category with alternating styles', async () => {
    const { api } = renderAwards(CATEGORIES, AWARDS);
    expect(await screen.findByRole('heading', { level: 2, name: 'Samaj Bhushan' })).toBeInTheDocument();
    expect(api.callsTo('fetch/categories/')[0].params.get('parent_name')).toBe('awards');
    expect(
      screen.getByRole('heading', { level: 2, name: /honours notable individuals/i }),
    ).toBeInTheDocument();

    const sections = ['Samaj Bhushan', 'Shiksha Ratna', 'Seva Gaurav'].map((name) =>
      screen.getByRole('region', { name }),
    );
    expect(
      sections.map((section) =>
        within(section)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ),
    ).toEqual([['Lifetime Service'], ['Best Teacher', 'Best Student'], ['Blood Donor']]);
    expect(within(sections[1]).getByText('Description of Best Teacher.')).toBeInTheDocument();
    expect(sections.map((section) => (section.className.includes('maroon') ? 'maroon' : 'light'))).toEqual([
      'light',
      'maroon',
      'light',
    ]);
    // Wide screens: a two-column list, no slider.
    expect(within(sections[1]).getAllByRole('listitem')).toHaveLength(2);
    expect(document.querySelector('[aria-roledescription="carousel"]')).toBeNull();
  });

  test('shows each category as a slider on narrow screens, and no grid', async () => {
    setScreenWide(false);
    renderAwards(CATEGORIES, AWARDS);
    await screen.findByRole('heading', { level: 2, name: 'Samaj Bhushan' });
    const sliders = document.querySelectorAll('[aria-roledescription="carousel"]');
    expect(sliders).toHaveLength(3);
    expect(
      screen.queryAllByRole('listitem').filter((item) => item.closest('ul')?.className.includes('grid')),
    ).toHaveLength(0);
    expect(screen.getAllByText('Best Teacher').length).toBeGreaterThan(0);
  });
});
