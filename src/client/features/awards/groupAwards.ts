import type { Award, Category } from '../../../shared/schemas';
import { untranslatedLang } from '../../app/api';

export interface AwardGroup {
  category: string;
  /** 'en' when the category's name is shown in English on a page in another language. */
  categoryLang?: 'en';
  awards: Award[];
}

/**
 * One group per award category, in the order the categories endpoint gives them; categories without awards are
 * left out. Awards whose category the list does not name (or all of them, when the categories call failed) still
 * appear, grouped by their own category_name in the order first seen.
 */
export function groupAwards(categories: Category[], awards: Award[]): AwardGroup[] {
  const byCategory = new Map<string, Award[]>();
  const named = new Map<string, Category | Award>();
  for (const category of categories) {
    byCategory.set(category.category_name, []);
    named.set(category.category_name, category);
  }
  for (const award of awards) {
    const list = byCategory.get(award.category_name);
    if (list) list.push(award);
    else byCategory.set(award.category_name, [award]);
    if (!named.has(award.category_name)) named.set(award.category_name, award);
  }
  return [...byCategory.entries()]
    .filter(([, list]) => list.length > 0)
    .map(([category, list]) => {
      const { lang } = untranslatedLang(named.get(category), 'category_name');
      return lang ? { category, categoryLang: lang, awards: list } : { category, awards: list };
    });
}
