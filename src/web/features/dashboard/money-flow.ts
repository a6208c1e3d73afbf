// The Money Flow diagram's graph (spec section 2): Money In flows to Money Out, which splits into each
// expense category, Savings and Bills. What is left over flows from Money In straight to 'Left Over',
// at the foot of the last column; when more went out than came in, an 'Overspent' source makes up
// the difference, so every node's in and out still balance and the shortfall is shown, not hidden.
// Nothing is drawn for $0: a node or link of 0 is left out (Money In too, when nothing came in).
import type { DashboardView } from '#shared/contract/dashboard';
import { categoryColor } from '#web/lib/palette.ts';

/** At most this many expense nodes: the largest ones, then one 'Other' node for the rest. */
export const MAX_EXPENSE_NODES = 6;

export type FlowNodeKind =
  'moneyIn' | 'overspent' | 'moneyOut' | 'leftOver' | 'expense' | 'other' | 'savings' | 'bills';

export interface MoneyFlowNode {
  id: string;
  kind: FlowNodeKind;
  label: string;
  /** Cents. */
  amount: number;
  column: 0 | 1 | 2;
  /** A CSS colour: a palette colour for categories, a theme token for the rest. */
  color: string;
  /** For 'Other': the categories it groups. */
  groups?: string[];
}

export interface MoneyFlowLink {
  source: string;
  target: string;
  /** Cents, always more than 0. */
  value: number;
}

export interface MoneyFlow {
  nodes: MoneyFlowNode[];
  links: MoneyFlowLink[];
}

const TOKENS = {
  positive: 'var(--pf-positive)',
  negative: 'var(--pf-negative)',
  accent: 'var(--pf-accent-text)',
  warning: 'var(--pf-warning)',
  muted: 'var(--pf-muted)',
};

/** What the diagram is drawn from: the range's totals and its expense categories. */
export interface MoneyFlowInput {
  totals: Pick<DashboardView['totals'], 'moneyIn' | 'moneyOut' | 'savings' | 'debt' | 'leftOver'>;
  expenseCategories: DashboardView['expenseCategories'];
}

/** The diagram's nodes and links, or null when nothing came in or went out in the range. */
export function buildMoneyFlow(view: MoneyFlowInput): MoneyFlow | null {
  const { moneyIn, moneyOut, savings, debt, leftOver } = view.totals;
  if (moneyIn <= 0 && moneyOut <= 0) return null;

  const nodes: MoneyFlowNode[] = [];
  const links: MoneyFlowLink[] = [];
  if (moneyIn > 0) {
    nodes.push({
      id: 'money-in',
      kind: 'moneyIn',
      label: 'Money In',
      amount: moneyIn,
      column: 0,
      color: TOKENS.positive,
    });
  }
  if (leftOver < 0) {
    nodes.push({
      id: 'overspent',
      kind: 'overspent',
      label: 'Overspent',
      amount: -leftOver,
      column: 0,
      color: TOKENS.negative,
    });
  }
  if (moneyOut > 0) {
    nodes.push({
      id: 'money-out',
      kind: 'moneyOut',
      label: 'Money Out',
      amount: moneyOut,
      column: 1,
      color: TOKENS.negative,
    });
    links.push({ source: 'money-in', target: 'money-out', value: Math.min(moneyIn, moneyOut) });
    if (leftOver < 0) links.push({ source: 'overspent', target: 'money-out', value: -leftOver });
  }

  const spent = view.expenseCategories.filter((c) => c.amount > 0);
  const shown = spent.length > MAX_EXPENSE_NODES ? spent.slice(0, MAX_EXPENSE_NODES - 1) : spent;
  const rest = spent.slice(shown.length);
  const outNodes: MoneyFlowNode[] = shown.map((category, index) => ({
    id: `expense:${category.name}`,
    kind: 'expense',
    label: category.name,
    amount: category.amount,
    column: 2,
    // The same colour as the category's row in 'Where Your Money Goes' (same order, largest first).
    color: categoryColor(index),
  }));
  if (rest.length > 0) {
    outNodes.push({
      id: 'other',
      kind: 'other',
      label: `Other (${rest.length})`,
      amount: rest.reduce((sum, c) => sum + c.amount, 0),
      column: 2,
      color: TOKENS.muted,
      groups: rest.map((c) => c.name),
    });
  }
  if (savings > 0) {
    outNodes.push({
      id: 'savings',
      kind: 'savings',
      label: 'Savings',
      amount: savings,
      column: 2,
      color: TOKENS.accent,
    });
  }
  if (debt > 0) {
    outNodes.push({
      id: 'bills',
      kind: 'bills',
      label: 'Bills',
      amount: debt,
      column: 2,
      color: TOKENS.warning,
    });
  }
  for (const node of outNodes) {
    nodes.push(node);
    links.push({ source: 'money-out', target: node.id, value: node.amount });
  }
  // What was not spent ends in the last column too, below where the rest went, straight from Money
  // In: Money Out then stands alone in its column, with its name above it.
  if (leftOver > 0) {
    nodes.push({
      id: 'left-over',
      kind: 'leftOver',
      label: 'Left Over',
      amount: leftOver,
      column: 2,
      color: TOKENS.positive,
    });
    links.push({ source: 'money-in', target: 'left-over', value: leftOver });
  }
  const flowing = links.filter((link) => link.value > 0);
  const linked = new Set(flowing.flatMap((link) => [link.source, link.target]));
  return { nodes: nodes.filter((node) => node.amount > 0 && linked.has(node.id)), links: flowing };
}

/** One sentence a screen reader hears for the diagram. */
export function describeMoneyFlow(
  flow: MoneyFlow | null,
  formatMoney: (cents: number) => string,
): string {
  if (!flow) return 'Money flow: no money came in or went out in this period.';
  const byKind = (kind: FlowNodeKind) => flow.nodes.find((n) => n.kind === kind);
  const moneyIn = byKind('moneyIn')?.amount ?? 0;
  const parts = [`Money flow: ${formatMoney(moneyIn)} came in`];
  const out = byKind('moneyOut');
  if (out) {
    const targets = flow.nodes
      .filter((n) => n.column === 2 && n.kind !== 'leftOver')
      .map((n) => `${n.label} ${formatMoney(n.amount)}`);
    parts.push(`${formatMoney(out.amount)} went out (${targets.join(', ')})`);
  }
  const left = byKind('leftOver');
  const over = byKind('overspent');
  if (over) parts.push(`${formatMoney(over.amount)} more went out than came in`);
  else parts.push(`${formatMoney(left?.amount ?? 0)} is left over`);
  return `${parts.join('; ')}.`;
}
