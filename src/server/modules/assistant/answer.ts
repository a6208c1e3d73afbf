// Answers a read question with the budget tools, so each figure is the one the screens show for the
// same dates: spending and income from the dashboard's sums, a merchant's from its transactions,
// what is due from the bills, an addition through the API like any other.
import type { AssistantReply } from '#shared/contract/assistant';
import type { CurrencyCode } from '#shared/money';
import { formatCents } from '#shared/money';
import { TRANSACTION_PAGE_MAX } from '#shared/contract/budget';
import { formatShortDate } from '#shared/period';
import { BUDGET_TOOLS, type ApiCaller } from '../budget-tools/tools.ts';
import type { Intent, Period, Subject } from './questions.ts';

type AssistantAnswer = AssistantReply;

type ToolName =
  | 'budget_of_month'
  | 'spending_by_category'
  | 'search_transactions'
  | 'add_transaction'
  | 'upcoming_bills';

interface Totals {
  moneyIn: number;
  expenses: number;
  savings: number;
  debt: number;
  moneyOut: number;
}
interface SpendingResult {
  totals: Totals;
  categories: Array<{ name: string; type: string; actual: number }>;
}

/** Runs the assistant's tools, recording each call. */
function toolRunner(api: ApiCaller, calls: AssistantAnswer['toolCalls']) {
  return async <T>(name: ToolName, input: Record<string, unknown>): Promise<T> => {
    const tool = BUDGET_TOOLS.find((candidate) => candidate.name === name)!;
    calls.push({ tool: name, input });
    return (await tool.run(tool.input.parse(input), api)) as T;
  };
}

const during = (period: Period) =>
  period.from === period.to
    ? period.label === 'today' || period.label === 'yesterday'
      ? period.label
      : `on ${formatShortDate(period.from)}`
    : /^([A-Z]|the )/.test(period.label)
      ? `in ${period.label}`
      : period.label;

function subjectWords(subject: Subject): string {
  if (subject.kind === 'category') return `on ${subject.name}`;
  if (subject.kind === 'merchant') return `at ${subject.name}`;
  return 'in all';
}

export async function answerIntent(options: {
  intent: Intent;
  api: ApiCaller;
  currency: CurrencyCode;
}): Promise<AssistantAnswer> {
  const { intent, currency } = options;
  const toolCalls: AssistantAnswer['toolCalls'] = [];
  const run = toolRunner(options.api, toolCalls);
  const money = (cents: number) => formatCents(cents, currency);
  const done = (answer: string): AssistantAnswer => ({ answer, supported: true, toolCalls });

  /** What the subject came to over the period, in cents, and how many transactions (merchants). */
  async function spentOn(subject: Subject, period: Period): Promise<number> {
    if (subject.kind === 'merchant') {
      let total = 0;
      let cursor: string | null = null;
      do {
        const page: {
          transactions: Array<{ amount: number; type: string }>;
          nextCursor: string | null;
        } = await run('search_transactions', {
          q: subject.name,
          from: period.from,
          to: period.to,
          limit: TRANSACTION_PAGE_MAX,
          ...(cursor ? { cursor } : {}),
        });
        total += page.transactions
          .filter((row) => row.type !== 'income')
          .reduce((sum, row) => sum + row.amount, 0);
        cursor = page.nextCursor;
      } while (cursor);
      return total;
    }
    const spending = await run<SpendingResult>('spending_by_category', {
      from: period.from,
      to: period.to,
    });
    if (subject.kind === 'all') return spending.totals.moneyOut;
    return spending.categories
      .filter((row) => row.name === subject.name && row.type !== 'income')
      .reduce((sum, row) => sum + row.actual, 0);
  }

  switch (intent.kind) {
    case 'unsupported':
      return { answer: intent.reason, supported: false, toolCalls };
    case 'spending': {
      if (intent.subject.kind === 'all') {
        const spending = await run<SpendingResult>('spending_by_category', {
          from: intent.period.from,
          to: intent.period.to,
        });
        const { expenses, savings, debt, moneyOut } = spending.totals;
        return done(
          `Money out ${during(intent.period)}: ${money(moneyOut)} (expenses ${money(expenses)}, savings ${money(savings)}, debt payments ${money(debt)}).`,
        );
      }
      const spent = await spentOn(intent.subject, intent.period);
      return done(
        `You spent ${money(spent)} ${subjectWords(intent.subject)} ${during(intent.period)}.`,
      );
    }
    case 'income': {
      const spending = await run<SpendingResult>('spending_by_category', {
        from: intent.period.from,
        to: intent.period.to,
      });
      if (intent.category) {
        const amount = spending.categories
          .filter((row) => row.name === intent.category && row.type === 'income')
          .reduce((sum, row) => sum + row.actual, 0);
        return done(`${intent.category} brought in ${money(amount)} ${during(intent.period)}.`);
      }
      return done(`You received ${money(spending.totals.moneyIn)} ${during(intent.period)}.`);
    }
    case 'compare': {
      const [first, second] = intent.periods;
      const a = await spentOn(intent.subject, first);
      const b = await spentOn(intent.subject, second);
      const difference = a - b;
      const verdict =
        difference === 0
          ? 'the same'
          : `${money(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'} ${during(first)} than ${during(second)}`;
      return done(
        `You spent ${money(a)} ${subjectWords(intent.subject)} ${during(first)} and ${money(b)} ${during(second)}: ${verdict}.`,
      );
    }
    case 'due': {
      const due = await run<{
        bills: Array<{ name: string; due: string; amount: number; paid: boolean }>;
        totalDue: number;
      }>('upcoming_bills', { from: intent.period.from, to: intent.period.to });
      const unpaid = due.bills.filter((bill) => !bill.paid);
      if (unpaid.length === 0) return done(`Nothing is left to pay ${during(intent.period)}.`);
      const list = unpaid
        .map((bill) => `${bill.name} ${money(bill.amount)} on ${formatShortDate(bill.due)}`)
        .join('; ');
      return done(`Due ${during(intent.period)}: ${list}. ${money(due.totalDue)} in all.`);
    }
    case 'add': {
      const added = await run<{ added: { category: string; amount: number; date: string } }>(
        'add_transaction',
        {
          name: intent.category,
          type: 'expense',
          amount: intent.amount,
          date: intent.date,
          ...(intent.note ? { note: intent.note } : {}),
        },
      );
      return done(
        `Added ${money(added.added.amount)}${intent.note ? ` (${intent.note})` : ''} to ${added.added.category} on ${formatShortDate(added.added.date)}.`,
      );
    }
  }
}
