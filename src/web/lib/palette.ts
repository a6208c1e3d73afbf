// The 12 category colours of every chart (spec section 9), in the order categories take them. Mid-tone
// colours chosen to keep at least 3:1 contrast (WCAG 1.4.11) against the cards and the page in both
// themes, so one list serves dark and light; palette.test.ts checks it.

export const CATEGORY_PALETTE = [
  '#0d9488', // teal
  '#ea580c', // orange
  '#db2777', // pink
  '#0284c7', // sky
  '#a855f7', // purple
  '#4d7c0f', // olive green
  '#e11d48', // rose
  '#0891b2', // cyan
  '#c026d3', // fuchsia
  '#64748b', // slate
  // Last, as they sit nearest the theme's accent (Savings) and warning (Bills) colours.
  '#6366f1', // indigo
  '#b45309', // amber
] as const;

/** The colour of the category at `index` in its list (largest first); it cycles after 12. */
export function categoryColor(index: number): string {
  const size = CATEGORY_PALETTE.length;
  return CATEGORY_PALETTE[((index % size) + size) % size]!;
}
