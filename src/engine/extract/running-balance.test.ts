import { describe, expect, it } from 'vitest';
import { balancesFromRunning } from './running-balance.ts';

describe('balancesFromRunning', () => {
  it('gives the balance before the first row and after the last, oldest first', () => {
    const rows = [
      { amountCents: -2448, balanceCents: 97552 },
      { amountCents: 48081, balanceCents: 145633 },
      { amountCents: -1000, balanceCents: 144633 },
    ];
    expect(balancesFromRunning(rows)).toEqual({ openingCents: 100000, closingCents: 144633 });
  });

  it('reads a newest-first export the other way round', () => {
    const rows = [
      { amountCents: -2448, balanceCents: 2635016 },
      { amountCents: 48081, balanceCents: 2637464 },
      { amountCents: 227000, balanceCents: 2589383 },
    ];
    expect(balancesFromRunning(rows)).toEqual({ openingCents: 2362383, closingCents: 2635016 });
  });

  it('gives nothing when a row breaks the chain, a row has no balance, or rows are too few', () => {
    const chained = [
      { amountCents: -100, balanceCents: 900 },
      { amountCents: -100, balanceCents: 800 },
      { amountCents: -100, balanceCents: 700 },
    ];
    expect(
      balancesFromRunning(chained.map((r, i) => (i === 1 ? { ...r, balanceCents: 801 } : r))),
    ).toBeUndefined();
    expect(
      balancesFromRunning(chained.map((r, i) => (i === 2 ? { amountCents: r.amountCents } : r))),
    ).toBeUndefined();
    expect(balancesFromRunning(chained.slice(0, 2))).toBeUndefined();
  });
});
