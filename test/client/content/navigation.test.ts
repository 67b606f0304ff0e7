import {
  EDUCATION_GROUPS,
  FOOTER_COLUMNS,
  FOOTER_SECTIONS,
  HEADER_ITEMS,
  type NavLink,
} from '../../../src/client/content/navigation';
import { BRANCH_PATHS, isKnownRoute, STATIC_PATHS } from '../../../src/shared/routes';

const headerLinks = (): NavLink[] =>
  HEADER_ITEMS.flatMap((item) =>
    item.kind === 'link'
      ? [item]
      : item.kind === 'menu'
        ? item.links
        : item.groups.flatMap((group) => group.links),
  );

test('every menu and footer link is a route of the site', () => {
  const all = [...headerLinks(), ...FOOTER_SECTIONS.flatMap((section) => section.links)];
  for (const link of all) expect(isKnownRoute(link.to)).toBe(true);
});

test('the header reaches every hostel, school and branch page', () => {
  const targets = new Set(headerLinks().map((link) => link.to));
  const institutionPages = STATIC_PATHS.filter((path) => /^\/(boys-hostel|girls-hostel|school)\//.test(path));
  expect(institutionPages).toHaveLength(13);
  for (const path of [...institutionPages, ...BRANCH_PATHS]) expect(targets).toContain(path);
});

test('the Education groups hold the documented counts', () => {
  expect(EDUCATION_GROUPS.map((group) => [group.label, group.links.length])).toEqual([
    ['Education', 9],
    ['Boys Hostel', 5],
    ['Girls Hostel', 3],
    ['School', 5],
    ['Scholarship', 1],
  ]);
});

test('the wide footer places every section exactly once', () => {
  expect(FOOTER_COLUMNS.flat().sort()).toEqual(FOOTER_SECTIONS.map((section) => section.id).sort());
});
