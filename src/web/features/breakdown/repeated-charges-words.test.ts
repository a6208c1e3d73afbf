import { describe, expect, it } from 'vitest';
import { computeInsights } from '#engine/insights';
import {
  NO_REPEATED_CHARGES,
  REPEATED_CHARGES_MEANING,
  REPEATED_CHARGES_TITLE,
  subscriptionsNote,
} from './repeated-charges-words.ts';

const tx = (merchant: string, category: string) => ({ merchant, category });

describe('the words for repeated charges beside subscriptions', () => {
  it('say what the engine counts as repeated: a regular schedule, not any second charge', () => {
    expect(REPEATED_CHARGES_TITLE).toBe('Repeated charges');
    expect(REPEATED_CHARGES_MEANING).toBe(
      'About the same amount from one merchant on a regular schedule, weekly to yearly.',
    );
    expect(NO_REPEATED_CHARGES).toBe('No charges repeat on a regular schedule in this statement.');
  });

  it('stay true beside a habit the engine leaves out: four coffees days apart', () => {
    const coffee = ['2026-03-02', '2026-03-04', '2026-03-05', '2026-03-09'].map((date) => ({
      merchantKey: 'starbucks',
      merchant: 'Starbucks',
      amountCents: 450,
      date,
      category: 'Dining',
    }));
    const insights = computeInsights(coffee);
    expect(insights.recurringCharges).toEqual([]);
    // So the empty message must not claim nothing was charged more than once.
    expect(NO_REPEATED_CHARGES).not.toMatch(/more than once/);
  });

  it('name the subscriptions recognised by name that do not repeat in the statement', () => {
    const spending = [
      tx('Netflix', 'Subscriptions'),
      tx('Spotify', 'Subscriptions'),
      tx('NETFLIX ', 'Subscriptions'),
      tx('Hulu', 'Subscriptions'),
      tx('Safeway', 'Groceries'),
    ];
    expect(subscriptionsNote(spending, [])).toBe(
      'Subscriptions are recognised by name, not by repeating: Netflix, Spotify, and Hulu are in Subscriptions without repeating here.',
    );
    // Netflix repeats, so it is listed with the repeated charges and not named again.
    expect(subscriptionsNote(spending, ['netflix'])).toBe(
      'Subscriptions are recognised by name, not by repeating: Spotify and Hulu are in Subscriptions without repeating here.',
    );
    expect(subscriptionsNote([tx('Hulu', 'subscriptions')], [])).toContain(
      'Hulu is in Subscriptions',
    );
  });

  it('say nothing when every subscription repeats or there are none', () => {
    expect(subscriptionsNote([tx('Netflix', 'Subscriptions')], ['Netflix'])).toBeNull();
    expect(subscriptionsNote([tx('Safeway', 'Groceries')], [])).toBeNull();
  });

  it('name three and count the rest', () => {
    const spending = ['A', 'B', 'C', 'D', 'E'].map((name) => tx(name, 'Subscriptions'));
    expect(subscriptionsNote(spending, [])).toContain('A, B, C, and 2 more are in Subscriptions');
  });
});
