// Each report as a CSV file a spreadsheet opens: one row per category (or month), amounts as plain
// decimals (a negative one stays a number), named after the report and its months; a name that looks
// like a formula is written as text.
import Papa from 'papaparse';
import { FORMULA_START } from '#shared/csv';
import type {
  BudgetReport,
  CashflowReport,
  MerchantReport,
  SpendingReport,
  UsualReport,
} from '#shared/contract/reports';

const money = (cents: number) => (cents / 100).toFixed(2);
const unparse = (fields: string[], data: string[][]) =>
  Papa.unparse({ fields, data }, { escapeFormulae: FORMULA_START });

export function spendingCsv(report: SpendingReport): string {
  return unparse(
    ['Category', ...report.months, 'Total', 'Monthly average'],
    [
      ...report.categories.map((c) => [
        c.name,
        ...c.amounts.map(money),
        money(c.total),
        money(c.average),
      ]),
      ['All spending', ...report.totals.map(money), money(report.total), money(report.average)],
    ],
  );
}

export function budgetCsv(report: BudgetReport): string {
  return unparse(
    ['Category', 'Month', 'Budget', 'Spent', 'Difference'],
    report.categories.flatMap((c) =>
      report.months.flatMap((month, i) => {
        const cell = c.cells[i];
        return cell
          ? [[c.name, month, money(cell.goal), money(cell.actual), money(cell.goal - cell.actual)]]
          : [];
      }),
    ),
  );
}

export function cashflowCsv(report: CashflowReport): string {
  const rate = (value: number | null) => (value === null ? '' : (value * 100).toFixed(1));
  return unparse(
    [
      'Month',
      'Money in',
      'Expenses',
      'Savings',
      'Debt payments',
      'Money out',
      'Left over',
      'Saving rate %',
    ],
    [...report.months, { ...report.total, month: 'Total' }].map((m) => [
      m.month,
      money(m.moneyIn),
      money(m.expenses),
      money(m.savings),
      money(m.debt),
      money(m.moneyOut),
      money(m.leftOver),
      rate(m.savingRate),
    ]),
  );
}

export function usualCsv(report: UsualReport): string {
  return unparse(
    ['Category', `So far (to day ${report.day})`, 'Usual', 'Change'],
    report.categories.map((c) => [c.name, money(c.soFar), money(c.usual), money(c.change)]),
  );
}

export function merchantsCsv(report: MerchantReport): string {
  return unparse(
    ['Merchant', ...report.months, 'Total', 'Transactions'],
    report.merchants.map((m) => [
      m.merchant,
      ...m.amounts.map(money),
      money(m.total),
      String(m.count),
    ]),
  );
}

/** 'pennyflow-spending-2026-07-to-2026-12.csv'. */
export function reportFileName(report: string, from: string, to: string): string {
  return `pennyflow-${report}-${from === to ? from : `${from}-to-${to}`}.csv`;
}
