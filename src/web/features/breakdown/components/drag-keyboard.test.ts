import { describe, expect, it } from 'vitest';
import { nextCard } from './drag-keyboard.ts';

// Two rows of cards: A B C above, D E below (tops differ by fractions of a pixel within a row).
const boxes = [
  { id: 'E', top: 400, left: 400 },
  { id: 'A', top: 0.4, left: 0 },
  { id: 'C', top: 0, left: 800 },
  { id: 'D', top: 400.2, left: 0 },
  { id: 'B', top: 0, left: 400 },
];

describe('moving between category cards from the keyboard', () => {
  it('goes to the next and previous card in reading order', () => {
    expect(nextCard(boxes, 'A', 1)?.id).toBe('B');
    expect(nextCard(boxes, 'C', 1)?.id).toBe('D');
    expect(nextCard(boxes, 'D', -1)?.id).toBe('C');
  });

  it('stops at the ends, and starts at an end when over no card', () => {
    expect(nextCard(boxes, 'E', 1)).toBeUndefined();
    expect(nextCard(boxes, 'A', -1)).toBeUndefined();
    expect(nextCard(boxes, undefined, 1)?.id).toBe('A');
    expect(nextCard(boxes, 'gone', -1)?.id).toBe('E');
  });
});
