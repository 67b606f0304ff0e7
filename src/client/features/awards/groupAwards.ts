import type { Award, Category } from '../../../shared/schemas';

export interface AwardGroup {
  category: string;
  awards: Award[];
}

/**
 * One group per award category, in the order the categories endpoint gives them; categories without awards are
 * left out. Awards whose category the list does not name (or all of them, when the categories call failed) still
 * appear, grouped by their own category_name in the order first seen.
 */
export function groupAwards(categories: Category[], awards: Award[]): AwardGroup[] {
  const byCategory = new Map<string, Award[]>();
  for (const category of categories) byCategory.set(category.category_name, []);
  for (const award of awards) {
    const list = byCategory.get(award.category_name);
    if (list) list.push(award);
    else byCategory.set(award.category_name, [award]);
  }
  return [...byCategory.entries()]
    .filter(([, list]) => list.length > 0)
    .map(([category, list]) => ({ category, awards: list }));
}
