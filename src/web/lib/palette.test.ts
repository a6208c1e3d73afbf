import { describe, expect, it } from 'vitest';
import { CATEGORY_PALETTE, categoryColor } from './palette.ts';

/** WCAG relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

// The page and card backgrounds of src/web/styles.css, dark then light.
const BACKGROUNDS = ['#0b1020', '#121a2e', '#f5f7fb', '#ffffff'];

describe('CATEGORY_PALETTE', () => {
  it('has the 12 distinct colours of spec section 9', () => {
    expect(CATEGORY_PALETTE).toHaveLength(12);
    expect(new Set(CATEGORY_PALETTE.map((c) => c.toLowerCase())).size).toBe(12);
  });

  it('keeps 3:1 contrast against the page and the cards in both themes', () => {
    for (const color of CATEGORY_PALETTE) {
      for (const background of BACKGROUNDS) {
        expect(contrast(color, background), `${color} on ${background}`).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe('categoryColor', () => {
  it('gives categories the palette in order and cycles after 12', () => {
    expect(categoryColor(0)).toBe(CATEGORY_PALETTE[0]);
    expect(categoryColor(11)).toBe(CATEGORY_PALETTE[11]);
    expect(categoryColor(12)).toBe(CATEGORY_PALETTE[0]);
    expect(categoryColor(25)).toBe(CATEGORY_PALETTE[1]);
  });
});
