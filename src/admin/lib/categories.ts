import { useGetCategoriesQuery } from '../app/api';
import type { CategoryParent } from '../app/types';
import type { SelectOption } from '../components/FormFields';
import { apiProblem } from './errors';

// Committees and award groups, and the board members and awards under them, show in their sort order: lower
// numbers first, as on the site.

interface Sorted {
  sort_order: number;
}

export const bySortOrder = (a: Sorted, b: Sorted) => a.sort_order - b.sort_order;

/** Rows under categories: by category name, then in their order within it. */
export const byCategoryThenOrder = (
  a: Sorted & { category_name: string },
  b: Sorted & { category_name: string },
) => a.category_name.localeCompare(b.category_name) || bySortOrder(a, b);

/** The categories under `parent` as choices of a select, in their order, and the problem of loading them. */
export function useCategoryOptions(parent: CategoryParent): {
  options: SelectOption[];
  problem: ReturnType<typeof apiProblem>;
} {
  const { data, error } = useGetCategoriesQuery(parent);
  const options = [...(data?.result ?? [])]
    .sort(bySortOrder)
    .map((category) => ({ value: category.id, label: category.category_name }));
  return { options, problem: apiProblem(error) };
}
