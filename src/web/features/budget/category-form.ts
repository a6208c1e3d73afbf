// The category dialog's rules: its labels per kind (spec section 2), what it requires, and the request a
// save becomes (a new or placeholder category is created for the month, any other is updated). Each
// amount field is either the plan (Income Amount, Budget, Bill Amount) or a typed correction of the
// actual (Received, Spent Amount), offered only while no transactions make the total (ADR 0018).
import {
  BUDGET_MESSAGES,
  type NewCategoryInput,
  type UpdateCategoryInput,
} from '#shared/contract/budget';
import {
  categorySaveKind,
  isBillType,
  isPlaceholderId,
  type BillType,
  type BudgetCategory,
} from '#shared/budget/rules';
import type { CategoryType } from '#shared/categories';
import { parseAmountToCents, type Cents } from '#shared/money';
import type { MonthKey } from '#shared/period';

/** The dialog's three looks: income, expense, and bill (a savings or debt entry). */
export type CategoryKind = 'income' | 'expense' | 'bill';

export function kindOf(type: CategoryType): CategoryKind {
  return isBillType(type) ? 'bill' : type;
}

export interface CategoryFormLabels {
  /** 'Add Income Category', 'Edit Bill' ... */
  noun: string;
  name: string;
  /** The plan: what is expected to come in, the budget, or the amount due. */
  plan: string;
  /** The typed correction of what came in or went out (income and expenses only). */
  actual?: string;
  /** Whether the plan's field comes after the actual's (an expense: Spent Amount, then Budget). */
  isPlanLast?: boolean;
}

export const FORM_LABELS: Record<CategoryKind, CategoryFormLabels> = {
  income: {
    noun: 'Income Category',
    name: 'Income Name',
    plan: 'Income Amount',
    actual: 'Received Amount',
  },
  expense: {
    noun: 'Expense Category',
    name: 'Category Name',
    plan: 'Budget',
    actual: 'Spent Amount',
    isPlanLast: true,
  },
  bill: { noun: 'Bill', name: 'Bill Name', plan: 'Bill Amount' },
};

export interface CategoryFormValues {
  name: string;
  /** The plan: Income Amount, Budget or Bill Amount. */
  plan: string;
  /** Received or Spent Amount: a correction, only while no transactions make the total. */
  actual: string;
  /** Bills only: savings or debt, chosen when adding. */
  billType: BillType;
  /** Bills only: 'YYYY-MM-DD' (in the month) or ''. */
  dueDate: string;
}

export type CategoryFormErrors = Partial<Record<'name' | 'plan' | 'actual', string>>;

/** Cents as the amount field shows them: '1234.50'. */
export function centsToInput(cents: Cents): string {
  return (cents / 100).toFixed(2);
}

/**
 * Whether the dialog offers a typed Received or Spent Amount: only for income and expenses, and only
 * while no transactions make the category's total (a new or carried category has none). Otherwise the
 * total is what its transactions add up to, changed in Transaction History (ADR 0018).
 */
export function offersCorrection(kind: CategoryKind, category?: BudgetCategory): boolean {
  if (kind === 'bill') return false;
  if (!category || isPlaceholderId(category.id)) return true;
  return (category.entryCount ?? 0) === 0;
}

/** The form's starting values: blank for a new category, the category's own for an edit. */
export function initialFormValues(options: {
  kind: CategoryKind;
  category?: BudgetCategory | undefined;
}): CategoryFormValues {
  const { kind, category } = options;
  if (!category) return { name: '', plan: '', actual: '', billType: 'debt', dueDate: '' };
  return {
    name: category.name,
    plan: centsToInput(category.goal),
    // With no transactions, the total is all correction: shown so it can be changed or cleared.
    actual:
      offersCorrection(kind, category) && category.actual > 0 ? centsToInput(category.actual) : '',
    billType: isBillType(category.type) ? category.type : 'debt',
    dueDate: category.dueDate ?? '',
  };
}

/** The name and the plan are required; a correction may stay blank; non-numbers count as 0 (spec section 5). */
export function validateCategoryForm(
  _kind: CategoryKind,
  values: CategoryFormValues,
): CategoryFormErrors {
  const errors: CategoryFormErrors = {};
  if (!values.name.trim()) errors.name = BUDGET_MESSAGES.nameRequired;
  if (!values.plan.trim()) errors.plan = BUDGET_MESSAGES.amountRequired;
  return errors;
}

/** A typed amount in cents: unparseable text is 0 (spec section 5); the server refuses negatives. */
export function parseFormAmount(text: string): Cents {
  return parseAmountToCents(text) ?? 0;
}

export type CategorySaveRequest =
  | { kind: 'create'; input: NewCategoryInput }
  | { kind: 'update'; id: string; patch: UpdateCategoryInput };

/**
 * What saving the dialog sends: a create for a new or placeholder category, else an update. The plan
 * is the goal; a correction is sent only where the dialog offers one, and never for a bill.
 */
export function buildSaveRequest(options: {
  kind: CategoryKind;
  values: CategoryFormValues;
  month: MonthKey;
  category?: BudgetCategory | undefined;
}): CategorySaveRequest {
  const { kind, values, month, category } = options;
  const name = values.name.trim();
  const goal = parseFormAmount(values.plan);
  const amounts =
    kind === 'bill'
      ? { goal, dueDate: values.dueDate || null }
      : {
          goal,
          ...(offersCorrection(kind, category) && { actual: parseFormAmount(values.actual) }),
        };

  if (categorySaveKind(category?.id) === 'create') {
    const type: CategoryType = kind === 'bill' ? (category?.type ?? values.billType) : kind;
    return { kind: 'create', input: { name, type, month, ...amounts } };
  }
  return { kind: 'update', id: category!.id, patch: { name, ...amounts } };
}
