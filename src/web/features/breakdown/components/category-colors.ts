// Each category's colour, the same in the chart and on its card: the palette in the order of the
// spending categories, largest first; 'Needs Category' is a to-do, drawn in the muted colour.
import { categoryColor } from '#web/lib/palette.ts';
import { NEEDS_CATEGORY, type CategoryGroup } from '../report.ts';

export const NEEDS_CATEGORY_COLOR = 'var(--color-muted)';

export function categoryColors(groups: readonly CategoryGroup[]): Map<string, string> {
  const colors = new Map<string, string>();
  let index = 0;
  for (const group of groups) {
    colors.set(
      group.category,
      group.category === NEEDS_CATEGORY ? NEEDS_CATEGORY_COLOR : categoryColor(index++),
    );
  }
  return colors;
}
