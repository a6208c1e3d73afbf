// The question shapes the assistant answers without an AI provider, read from plain English, and the
// ones it must refuse rather than guess.
import { describe, expect, it } from 'vitest';
import { amountIn, periodsIn, readQuestion } from './questions.ts';

const context = {
  today: '2026-12-06', // a Sunday
  categories: ['Groceries', 'Dining Out', 'Rent', 'Transport', 'Car Loan', 'Rainy Day'],
  incomeCategories: ['Salary', 'Freelance'],
};
const read = (question: string) => readQuestion(question, context);

describe('periodsIn', () => {
  it('reads the periods people name, in the order they name them', () => {
    expect(periodsIn('last month', context.today)).toEqual([
      { from: '2026-11-01', to: '2026-11-30', label: 'last month' },
    ]);
    expect(periodsIn('this week', context.today)).toEqual([
      { from: '2026-11-30', to: '2026-12-06', label: 'this week' },
    ]);
    expect(periodsIn('next week', context.today)[0]).toMatchObject({
      from: '2026-12-07',
      to: '2026-12-13',
    });
    expect(periodsIn('in March', context.today)[0]).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-31',
    });
    // A month named alone is its latest up to now.
    expect(periodsIn('in December', '2026-11-20')[0]).toMatchObject({ from: '2025-12-01' });
    expect(periodsIn('February 2024', context.today)[0]).toMatchObject({ to: '2024-02-29' });
    expect(periodsIn('the last 30 days', context.today)[0]).toMatchObject({
      from: '2026-11-07',
      to: '2026-12-06',
    });
    expect(periodsIn('this year vs last year', context.today).map((p) => p.label)).toEqual([
      'this year',
      'last year',
    ]);
  });
});

describe('amountIn', () => {
  it('reads an amount in cents with or without a currency sign', () => {
    expect(amountIn('Add £12 lunch')).toBe(1_200);
    expect(amountIn('add $4.5 coffee')).toBe(450);
    expect(amountIn('paid 1,250.99 rent')).toBe(125_099);
    expect(amountIn('add lunch')).toBeNull();
  });
});

describe('readQuestion', () => {
  it('reads spending by category, by merchant and in all', () => {
    expect(read('How much did I spend on dining out last month?')).toEqual({
      kind: 'spending',
      subject: { kind: 'category', name: 'Dining Out' },
      period: { from: '2026-11-01', to: '2026-11-30', label: 'last month' },
    });
    expect(read('What did I spend at Starbucks this year?')).toMatchObject({
      kind: 'spending',
      subject: { kind: 'merchant', name: 'Starbucks' },
      period: { from: '2026-01-01', to: '2026-12-31' },
    });
    expect(read('How much have I spent this week?')).toMatchObject({
      kind: 'spending',
      subject: { kind: 'all' },
    });
  });

  it('reads income, comparisons, what is due and an addition', () => {
    expect(read('How much did I earn last month?')).toMatchObject({
      kind: 'income',
      category: null,
    });
    expect(read('How much did Freelance bring in this year?')).toMatchObject({
      kind: 'income',
      category: 'Freelance',
    });
    expect(read('Did I spend more on groceries this month than last month?')).toMatchObject({
      kind: 'compare',
      subject: { kind: 'category', name: 'Groceries' },
      periods: [{ label: 'this month' }, { label: 'last month' }],
    });
    expect(read('What is due this week?')).toMatchObject({
      kind: 'due',
      period: { from: '2026-11-30', to: '2026-12-06' },
    });
    expect(read('Which bills are due in the next 14 days?')).toMatchObject({
      kind: 'due',
      period: { from: '2026-12-06', to: '2026-12-19' },
    });
    expect(read('Add £12 lunch to Dining Out today')).toEqual({
      kind: 'add',
      amount: 1_200,
      category: 'Dining Out',
      note: 'lunch',
      date: '2026-12-06',
    });
    expect(read('Add $40 to groceries yesterday')).toMatchObject({
      kind: 'add',
      amount: 4_000,
      category: 'Groceries',
      date: '2026-12-05',
    });
  });

  it('says what it cannot answer instead of guessing', () => {
    for (const question of [
      'Should I buy a house?',
      'What is my net worth?',
      'How much did I spend on groceries?', // no period
      'Add lunch to Dining Out', // no amount
      'Add £12 to Holidays', // no such category
    ]) {
      expect(read(question).kind, question).toBe('unsupported');
    }
  });
});
