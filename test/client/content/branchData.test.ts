import { BRANCH_PATHS, isKnownRoute } from '../../../src/shared/routes';
import {
  BRANCHES,
  BRANCH_CARDS,
  BRANCH_KEYS,
  branchCardHref,
  findBranch,
} from '../../../src/client/content/branches';

describe('branch content', () => {
  it('has one record for every branch path of the router, in the same order', () => {
    expect(BRANCHES.map((branch) => `/${branch.key}`)).toEqual([...BRANCH_PATHS]);
    expect([...BRANCH_KEYS]).toEqual(BRANCHES.map((branch) => branch.key));
  });

  it('finds branches by key and nothing else', () => {
    expect(findBranch('veer-seva-dal')?.name).toBe('Veer Seva Dal');
    expect(findBranch('not-a-branch')).toBeUndefined();
    expect(findBranch('')).toBeUndefined();
  });

  it('gives every section a unique id within its page (they become heading ids)', () => {
    for (const branch of BRANCHES) {
      const ids = branch.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).not.toContain('introduction');
    }
  });

  it('lists all eleven Veer Seva Dal figures and the mobile-only libraries figure', () => {
    const impact = findBranch('veer-seva-dal')!.sections.find((section) => section.kind === 'stats');
    if (impact?.kind !== 'stats') throw new Error('Veer Seva Dal has no impact figures');
    expect(impact.stats.map((stat) => [stat.value, stat.label])).toEqual([
      ['175', 'Branches'],
      ['10,000', 'Members'],
      ['6,500', 'Pathshala students'],
      ['1,500', 'News bulletins a month'],
      ['750', 'Pooja mahotsava participations'],
      ['3,00,000', 'Trees planted'],
      ['181', 'Pathshalas'],
      ['1,50,000', 'Volunteers'],
      ['25', 'Vadyapathak (music troupes)'],
      ['10,000', 'Calendars a year'],
      ['34', 'Dharma sanskar camps'],
    ]);
    expect(impact.mobileOnlyStats).toEqual([{ id: 'libraries', value: '3,00,000', label: 'Libraries' }]);
  });

  it('gives the documented photo counts', () => {
    const photoCount = (key: string) =>
      findBranch(key)!.sections.reduce(
        (count, section) => count + (section.kind === 'photos' ? section.photos.length : 0),
        0,
      );
    expect(photoCount('jain-mahila-parishad')).toBe(16);
    expect(photoCount('veer-mahila-mandal')).toBe(16);
    expect(photoCount('shree-kshetra-committee-stavnidhi')).toBe(6);
    expect(photoCount('jain-dharmiya-samanvay-samiti')).toBe(6);
  });

  it('uses each photo only once per page, with alt text', () => {
    for (const branch of BRANCHES) {
      const photos = branch.sections.flatMap((section) => (section.kind === 'photos' ? section.photos : []));
      expect(new Set(photos.map((photo) => photo.src)).size).toBe(photos.length);
      for (const photo of photos) {
        expect(photo.src).toMatch(/^\/images\/gallery\/[a-z]+-\d+\.webp$/);
        expect(photo.alt.trim().length).toBeGreaterThan(5);
      }
    }
  });
});

describe('BRANCH_CARDS (home page branch carousel)', () => {
  it('has nine cards in branch order with Read More buttons and the branch pictures', () => {
    expect(BRANCH_CARDS).toHaveLength(9);
    BRANCH_CARDS.forEach((card, index) => {
      expect(card.id).toBe(index + 1);
      expect(card.title).toBe(BRANCHES[index].name);
      expect(card.description.length).toBeGreaterThan(20);
      expect(card.button_content).toBe('Read More');
      expect(card.background_image).toBe(`/images/branches/${BRANCH_KEYS[index]}.webp`);
    });
  });

  it('keeps one link without its leading slash, as given, and every link still resolves to a known route', () => {
    const relative = BRANCH_CARDS.filter((card) => !card.link.startsWith('/'));
    expect(relative).toHaveLength(1);
    expect(isKnownRoute(relative[0].link)).toBe(false);
    const hrefs = BRANCH_CARDS.map((card) => branchCardHref(card.link));
    for (const href of hrefs) expect(isKnownRoute(href)).toBe(true);
    expect(hrefs).toEqual([...BRANCH_PATHS]);
  });

  it('normalises links with or without slashes to one absolute path', () => {
    expect(branchCardHref('central-library')).toBe('/central-library');
    expect(branchCardHref('/central-library')).toBe('/central-library');
    expect(branchCardHref('//central-library')).toBe('/central-library');
  });
});
