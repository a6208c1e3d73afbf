// The category dialog's rules: its labels per kind (spec section 2), what it requires, and the request a
// save becomes (a new or placeholder category is created for the month, any other is updated).
import {
  BUDGET_MESSAGES,
  type NewCategoryInput,
  type UpdateCategoryInput,
} from '#shared/contract/budget';
import {
  categorySaveKind,
  isBillType,
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
  amount: string;
  /** Only expenses have a second amount, their budget. */
  budget?: string;
}

export const FORM_LABELS: Record<CategoryKind, CategoryFormLabels> = {
  income: { noun: 'Income Category', name: 'Income Name', amount: 'Income Amount' },
  expense: {
    noun: 'Expense Category',
    name: 'Category Name',
    amount: 'Spent Amount',
    budget: 'Budget',
  },
  bill: { noun: 'Bill', name: 'Bill Name', amount: 'Bill Amount' },
};

export interface CategoryFormValues {
  name: string;
  amount: string;
  /** Expenses only. */
  budget: string;
  /** Bills only: savings or debt, chosen when adding. */
  billType: BillType;
  /** Bills only: 'YYYY-MM-DD' or ''. */
  dueDate: string;
}

export type CategoryFormErrors = Partial<Record<'name' | 'amount' | 'budget', string>>;

/** Cents as the amount field shows them: '1234.50'; '' for a new category. */
export function centsToInput(cents: Cents): string {
  return (cents / 100).toFixed(2);
}

/** The form's starting values: blank for a new category, the category's own for an edit. */
export function initialFormValues(options: {
  kind: CategoryKind;
  category?: BudgetCategory | undefined;
}): CategoryFormValues {
  const { kind, category } = options;
  if (!category) return { name: '', amount: '', budget: '', billType: 'debt', dueDate: '' };
  return {
    name: category.name,
    // Income shows what came in, an expense what was spent, a bill what is due.
    amount: centsToInput(kind === 'bill' ? category.goal : category.actual),
    budget: centsToInput(category.goal),
    billType: isBillType(category.type) ? category.type : 'debt',
    dueDate: category.dueDate ?? '',
  };
}

/** The name and the amount fields are required; a non-numeric amount counts as 0 (spec section 5). */
export function validateCategoryForm(
  kind: CategoryKind,
  values: CategoryFormValues,
): CategoryFormErrors {
  const errors: CategoryFormErrors = {};
  if (!values.name.trim()) errors.name = BUDGET_MESSAGES.nameRequired;
  if (!values.amount.trim()) errors.amount = BUDGET_MESSAGES.amountRequired;
  if (kind === 'expense' && !values.budget.trim()) errors.budget = BUDGET_MESSAGES.amountRequired;
  return errors;
}

/** A typed amount in cents: unparseable text is 0 (spec section 5); the server refuses negatives. */
export function parseFormAmount(text: string): Cents {
  return parseAmountToCents(text) ?? 0;
}

export type CategorySaveRequest =
  | { kind: 'create'; input: NewCategoryInput }
  | { kind: 'update'; id: string; patch: UpdateCategoryInput };

/** What saving the dialog sends: a create for a new or placeholder category, else an update. */
export function buildSaveRequest(options: {
  kind: CategoryKind;
  values: CategoryFormValues;
  month: MonthKey;
  category?: BudgetCategory | undefined;
}): CategorySaveRequest {
  const { kind, values, month, category } = options;
  const name = values.name.trim();
  const amount = parseFormAmount(values.amount);
  const amounts =
    kind === 'income'
      ? { actual: amount }
      : kind === 'expense'
        ? { actual: amount, goal: parseFormAmount(values.budget) }
        : { goal: amount, dueDate: values.dueDate || null };

  if (categorySaveKind(category?.id) === 'create') {
    const type: CategoryType = kind === 'bill' ? (category?.type ?? values.billType) : kind;
    return {
      kind: 'create',
      input: {
        name,
        type,
        month,
        ...amounts,
        // A new income source's amount is also its plan, which later months' transactions inherit.
        ...(kind === 'income' && { goal: amount }),
      },
    };
  }
  return { kind: 'update', id: category!.id, patch: { name, ...amounts } };
}
