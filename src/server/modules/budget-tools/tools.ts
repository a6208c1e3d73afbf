// What an assistant may do with a person's budget, as a person does it on the screens: read a month's
// budget, spending by category over dates, search transactions, add one, analyse a pasted statement,
// see what is due. Each tool calls the app's own API with the caller's credentials (an API token for
// the MCP server, the session for the in-app assistant), so scopes, limits, metering and the
// security log are the API's; its input schema is the API's zod contract, and its result a small
// structured summary of the API's answer.
import type { Hono } from 'hono';
import { z } from 'zod';
import { summarizeMonth } from '#shared/budget/month-summary';
import { upcomingQuery, type UpcomingView } from '#shared/contract/bills';
import {
  encodeHistoryCursor,
  listTransactionsQuery,
  monthKey,
  newTransactionInput,
  type CategoryView,
  type TransactionPage,
  type TransactionView,
} from '#shared/contract/budget';
import type { BreakdownResponse } from '#shared/contract/breakdown';
import { dashboardQuery, type DashboardView } from '#shared/contract/dashboard';
import type { AppEnv } from '../../http/context.ts';

/** One request to the API as the caller; the answer's status and JSON body. */
export type ApiCaller = (request: {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | number | undefined>;
  json?: unknown;
}) => Promise<{ status: number; body: unknown }>;

/**
 * The API called in process as `headers` make the caller (their token, or their session from the
 * app's own origin), from the client `env` carries (its socket, for the security log's address).
 */
export function inProcessCaller(options: {
  app: { request: Hono<AppEnv>['request'] };
  headers: Record<string, string>;
  env: unknown;
}): ApiCaller {
  return async ({ method, path, json }) => {
    const response = await options.app.request(
      path,
      {
        method,
        headers: {
          ...options.headers,
          ...(json === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      },
      options.env,
    );
    return { status: response.status, body: await response.json().catch(() => null) };
  };
}

/** A refusal in the API's own words (a 4xx answer's `error`). */
export class ToolRefusal extends Error {}

async function call<T>(api: ApiCaller, request: Parameters<ApiCaller>[0]): Promise<T> {
  const query = Object.entries(request.query ?? {}).filter(([, value]) => value !== undefined);
  const path = query.length
    ? `${request.path}?${new URLSearchParams(query.map(([k, v]) => [k, String(v)]))}`
    : request.path;
  const answer = await api({ ...request, path });
  if (answer.status >= 400) {
    const words = (answer.body as { error?: unknown } | null)?.error;
    throw new ToolRefusal(typeof words === 'string' ? words : `The API answered ${answer.status}`);
  }
  return answer.body as T;
}

export interface BudgetTool<S extends z.ZodType = z.ZodType> {
  name: string;
  title: string;
  description: string;
  input: S;
  /** Changes the budget: needs a token that may write. */
  writes: boolean;
  run: (input: z.output<S>, api: ApiCaller) => Promise<Record<string, unknown>>;
}

const tool = <S extends z.ZodType>(definition: BudgetTool<S>): BudgetTool => definition as never;

const budgetOfMonth = tool({
  name: 'budget_of_month',
  title: 'Budget of a month',
  description:
    "A month's budget as Your Budget shows it: each category with its plan and actual, and the month's money in, money out and what is left. Amounts in cents.",
  input: z.object({ month: monthKey }),
  writes: false,
  async run({ month }, api) {
    const { categories } = await call<{ categories: CategoryView[] }>(api, {
      method: 'GET',
      path: '/api/categories',
      query: { month },
    });
    const summary = summarizeMonth(categories, month);
    return {
      month,
      moneyIn: summary.moneyIn,
      moneyOut: summary.moneyOut,
      leftOver: summary.leftOver,
      categories: categories
        .filter((row) => row.month === month)
        .map((row) => ({ name: row.name, type: row.type, planned: row.goal, actual: row.actual })),
    };
  },
});

const spendingByCategory = tool({
  name: 'spending_by_category',
  title: 'Spending by category',
  description:
    'Money in and out between two dates (YYYY-MM-DD, both included), by category, as the dashboard shows it. Amounts in cents.',
  input: dashboardQuery,
  writes: false,
  async run(query, api) {
    const view = await call<DashboardView>(api, {
      method: 'GET',
      path: '/api/dashboard',
      query: { from: query.from, to: query.to, today: query.today },
    });
    return {
      from: view.from,
      to: view.to,
      totals: {
        moneyIn: view.totals.moneyIn,
        expenses: view.totals.expenses,
        savings: view.totals.savings,
        debt: view.totals.debt,
        moneyOut: view.totals.moneyOut,
        leftOver: view.totals.leftOver,
      },
      categories: view.categories
        .filter((category) => category.actual !== 0 || category.goal !== 0)
        .map((category) => ({
          name: category.name,
          type: category.type,
          actual: category.actual,
          planned: category.goal,
        })),
    };
  },
});

/** A transaction as the tools give it: its category named as such, and its day. */
function summaryOf(row: TransactionView) {
  return {
    id: row.id,
    date: row.date,
    category: row.name,
    type: row.type,
    amount: row.amount,
    note: row.note,
  };
}

const searchTransactions = tool({
  name: 'search_transactions',
  title: 'Search transactions',
  description:
    'Transactions newest first: of a month (YYYY-MM) or between dates, matching words in the category or note (merchant), a category, a type, or an amount range in cents. At most `limit` (default 20).',
  input: listTransactionsQuery,
  writes: false,
  async run(query, api) {
    const page = await call<TransactionPage>(api, {
      method: 'GET',
      path: '/api/transactions',
      query: {
        ...query,
        limit: query.limit ?? 20,
        cursor: query.cursor && encodeHistoryCursor(query.cursor),
      },
    });
    return {
      transactions: page.transactions.map(summaryOf),
      /** Send back as `cursor` for the next page; null on the last. */
      nextCursor: page.nextCursor,
    };
  },
});

const addTransaction = tool({
  name: 'add_transaction',
  title: 'Add a transaction',
  description:
    "Add money in or out to a category of the budget (the category must exist in that date's month). Amount in cents; date YYYY-MM-DD.",
  input: newTransactionInput,
  writes: true,
  async run(input, api) {
    const { transaction } = await call<{ transaction: TransactionView }>(api, {
      method: 'POST',
      path: '/api/transactions',
      json: input,
    });
    return { added: summaryOf(transaction) };
  },
});

const analyseStatement = tool({
  name: 'analyse_statement',
  title: 'Analyse a statement',
  description:
    "Sort a pasted bank or card statement's transactions into spending categories, with totals and the statement's own check (counts against the monthly allowance like the Spend Breakdown page). Amounts in the statement's currency.",
  input: z.object({
    statement: z.string().min(1, 'Paste the statement text').describe('The statement, as text'),
  }),
  writes: false,
  async run({ statement }, api) {
    const report = await call<BreakdownResponse>(api, {
      method: 'POST',
      path: '/api/functions/financial-breakdown-ai',
      json: { message: statement, source: 'authenticated_user' },
    });
    return {
      currency: report.currency,
      totalSpent: report.totalSpent,
      moneyIn: report.moneyIn.total,
      transactions: report.totalTransactions + report.moneyIn.transactions.length,
      categories: report.categories.map((category) => ({
        category: category.category,
        total: category.total,
        count: category.transactions.length,
      })),
      complete: report.verification.transactionCountMatch,
      warning: report.verification.warningMessage,
    };
  },
});

const upcomingBills = tool({
  name: 'upcoming_bills',
  title: 'Upcoming bills',
  description:
    'Bills due between two dates (YYYY-MM-DD), each with its amount in cents and whether it is paid.',
  input: upcomingQuery,
  writes: false,
  async run(query, api) {
    const upcoming = await call<UpcomingView>(api, {
      method: 'GET',
      path: '/api/bills/upcoming',
      query,
    });
    return {
      bills: upcoming.bills
        .filter((bill) => !bill.skipped)
        .map((bill) => ({
          name: bill.name,
          type: bill.type,
          due: bill.dueDate,
          amount: bill.amount,
          paid: bill.isPaid,
        })),
      totalDue: upcoming.totalDue,
    };
  },
});

export const BUDGET_TOOLS: readonly BudgetTool[] = [
  budgetOfMonth,
  spendingByCategory,
  searchTransactions,
  addTransaction,
  analyseStatement,
  upcomingBills,
];
