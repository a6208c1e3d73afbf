// The Recurring screen (issue 33): series of charges found in a person's transactions, what they
// cost a month and a year, and the answers that dismiss one or make it a repeating bill.
import { z } from 'zod';
import type { BillCadence } from '../budget/schedule.ts';

export const RECURRING_MESSAGES = {
  seriesNotFound: 'That recurring charge is no longer found in your transactions',
  alreadyBill: 'That recurring charge is already a repeating bill',
} as const;

/** How far back the Recurring screen looks: long enough for a yearly charge to show twice. */
export const RECURRING_HISTORY_MONTHS = 25;

export const seriesKeyInput = z
  .object({ key: z.string({ message: 'key must be text' }).min(1, 'key is required').max(300) })
  .strict();

export const seriesKeyQuery = z.object({
  key: z.string({ message: 'key must be text' }).min(1, 'key is required').max(300),
});

export interface RecurringSeriesView {
  /** Stable for one merchant and cadence: what a dismissal and a bill remember. */
  key: string;
  merchant: string;
  cadence: BillCadence;
  /** The amount now, cents; with the least and most of the current price's charges. */
  typicalAmount: number;
  minAmount: number;
  maxAmount: number;
  count: number;
  firstDate: string;
  lastDate: string;
  nextExpected: string;
  /** 0 to 1. */
  confidence: number;
  /** What it costs a month and a year at the current price, cents. */
  monthlyCost: number;
  yearlyCost: number;
  priceChange: { from: number; to: number; date: string } | null;
  /** The next charge is well overdue: it seems to have stopped. */
  stopped: boolean;
  /** The repeating bill made from it, if any. */
  billId: string | null;
}

export interface RecurringView {
  /** Found and not dismissed, most costly a year first. */
  series: RecurringSeriesView[];
  dismissed: RecurringSeriesView[];
  /** What the series not stopped cost together, cents. */
  monthlyTotal: number;
  yearlyTotal: number;
}
