import { screen, within } from '@testing-library/react';
import BranchPage from '../../../src/client/pages/BranchPage';
import { BRANCHES, BRANCH_KEYS } from '../../../src/client/content/branches';
import { NARROW_QUERY } from '../../../src/client/components/branch/BranchSections';
import { restoreScreen, setMatchingQueries } from '../helpers/media';
import { renderWithProviders } from '../helpers/render';
import { expectLinkTo, expectPageHead } from '../helpers/pageAssertions';

jest.mock('../../../src/client/components/blocks/PhotoSlider', () => ({
  __esModule: true,
  default: jest.requireActual('../helpers/photoSliderMock').default,
}));

function renderBranch(key: string) {
  return renderWithProviders(<BranchPage branch={key} />, { route: `/${key}` });
}

/** Photos inside the carousel region named `label`. */
function photosIn(label: string) {
  return within(screen.getByRole('region', { name: label })).getAllByRole('img');
}

function setViewport(narrow: boolean) {
  setMatchingQueries((query) => narrow && query === NARROW_QUERY);
}

afterEach(restoreScreen);

describe('BranchPage', () => {
  it.each(BRANCH_KEYS)(
    '%s renders one h1 with its name, a title, a description and a contact card',
    (key) => {
      const branch = BRANCHES.find((item) => item.key === key)!;
      renderBranch(key);
      expectPageHead(branch.name, branch.metaDescription);
      // Every section heading is on the page.
      for (const section of branch.sections) {
        expect(screen.getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
      }
      const contact = screen.getByRole('region', { name: 'Contact Us' });
      expect(within(contact).getByRole('link', { name: /@/ })).toHaveAttribute(
        'href',
        expect.stringMatching(/^mailto:/),
      );
      expect(within(contact).getByRole('link', { name: /\d{3}/ })).toHaveAttribute(
        'href',
        expect.stringMatching(/^tel:\+?\d+$/),
      );
      expectLinkTo('Become a Member', '/join-us');
      expectLinkTo('Donate', '/donation');
      // Every picture has alt text and reserved dimensions.
      for (const img of document.querySelectorAll('img')) {
        expect(img).toHaveAttribute('width');
        expect(img).toHaveAttribute('height');
        expect(img.hasAttribute('alt')).toBe(true);
      }
    },
  );

  describe('Veer Seva Dal', () => {
    it('shows the founding date, the four initiatives and the photo slider', () => {
      renderBranch('veer-seva-dal');
      expect(screen.getByText('26 January 1979')).toBeInTheDocument();
      const initiatives = screen
        .getByRole('heading', { level: 2, name: 'Our four initiatives' })
        .closest('section')!;
      expect(within(initiatives).getAllByRole('heading', { level: 3 })).toHaveLength(4);
      expect(photosIn('Veer Seva Dal in action').length).toBeGreaterThanOrEqual(6);
    });

    it('shows all eleven impact figures on wide screens, without the mobile-only libraries figure', () => {
      setViewport(false);
      renderBranch('veer-seva-dal');
      const impact = screen.getByRole('heading', { level: 2, name: 'Our impact' }).parentElement!;
      // Each figure as the page pairs it: its term, then its value.
      const figures = [
        ['Branches', '175'],
        ['Members', '10,000'],
        ['Pathshala students', '6,500'],
        ['News bulletins a month', '1,500'],
        ['Pooja mahotsava participations', '750'],
        ['Trees planted', '3,00,000'],
        ['Pathshalas', '181'],
        ['Volunteers', '1,50,000'],
        ['Vadyapathak (music troupes)', '25'],
        ['Calendars a year', '10,000'],
        ['Dharma sanskar camps', '34'],
      ];
      const textsOf = (role: 'term' | 'definition') =>
        within(impact)
          .getAllByRole(role)
          .map((element) => element.textContent);
      expect(textsOf('term')).toEqual(figures.map(([term]) => term));
      expect(textsOf('definition')).toEqual(figures.map(([, value]) => value));
    });

    it('adds the 3,00,000 libraries figure below 834 px', () => {
      setViewport(true);
      renderBranch('veer-seva-dal');
      const impact = screen.getByRole('heading', { level: 2, name: 'Our impact' }).parentElement!;
      const terms = within(impact).getAllByRole('term');
      expect(terms).toHaveLength(12);
      expect(terms[11]).toHaveTextContent('Libraries');
      expect(within(impact).getAllByRole('definition')[11]).toHaveTextContent('3,00,000');
    });
  });

  it('Graduate Association: founded 2 October 1989, 4,500 members, activities, awards and photos', () => {
    renderBranch('graduate-association');
    expect(screen.getByText('2 October 1989')).toBeInTheDocument();
    expect(screen.getAllByText('4,500').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByRole('heading', { level: 2, name: 'Activities' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Awards and recognition' })).toBeInTheDocument();
    expect(photosIn('Moments from our programmes').length).toBeGreaterThanOrEqual(6);
  });

  it('Jain Mahila Parishad: history since 1899, two feature blocks and a 16-photo slider', () => {
    renderBranch('jain-mahila-parishad');
    expect(screen.getByRole('heading', { level: 2, name: 'Our history' })).toBeInTheDocument();
    expect(screen.getByText('1899')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Education and self-reliance' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Faith, health and family' })).toBeInTheDocument();
    expect(photosIn('Photo gallery')).toHaveLength(16);
  });

  it('Veer Mahila Mandal: founded 1995, working since 1990, a motto and 16 photos', () => {
    renderBranch('veer-mahila-mandal');
    expect(screen.getByText('1995')).toBeInTheDocument();
    expect(screen.getByText('1990')).toBeInTheDocument();
    const motto = screen.getByRole('region', { name: 'Our motto' });
    expect(within(motto).getByText('Parasparopagraho Jivanam')).toBeInTheDocument();
    expect(photosIn('Photo gallery')).toHaveLength(16);
  });

  it('Shree Kshetra Committee Stavnidhi: history and 6 photos', () => {
    renderBranch('shree-kshetra-committee-stavnidhi');
    expect(screen.getByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
    expect(screen.getByText('3 April 1899')).toBeInTheDocument();
    expect(photosIn('Photo gallery')).toHaveLength(6);
  });

  it('Central Library: mission, collections and activities', () => {
    renderBranch('central-library');
    for (const name of ['Our mission', 'Collections', 'Activities']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('Shantisagar Smarak, Yalgud: mission, historical significance and features', () => {
    renderBranch('prathamacharya-shri-shantisagar-smarak-yalgud');
    for (const name of ['Our mission', 'Historical significance', 'At the Smarak']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getAllByText(/Acharya Shri Shantisagar/).length).toBeGreaterThan(0);
  });

  it('Jain Dharmiya Samanvay Samiti: 6 photos', () => {
    renderBranch('jain-dharmiya-samanvay-samiti');
    expect(photosIn('Photo gallery')).toHaveLength(6);
  });

  it('an unknown key shows the not-found page instead of crashing', () => {
    renderBranch('no-such-branch');
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    for (const branch of BRANCHES) expect(headings[0]).not.toHaveTextContent(branch.name);
  });
});
