import { describe, expect, it } from 'vitest';
import {
  MAX_NODE_HEIGHT,
  MIN_VISIBLE_WIDTH,
  NODE_GAP,
  layoutFlow,
} from '#web/components/charts/sankey-layout.ts';
import { arrangeFlow, boxesOverlap, linkCrossesBox } from '#web/components/charts/flow-labels.ts';
import { CATEGORY_PALETTE } from '#web/lib/palette.ts';
import {
  MAX_EXPENSE_NODES,
  buildMoneyFlow,
  describeMoneyFlow,
  type MoneyFlowInput,
} from './money-flow.ts';

type Input = MoneyFlowInput;

function viewOf(options: {
  moneyIn: number;
  expenses?: Record<string, number>;
  savings?: number;
  debt?: number;
}): Input {
  const expenseEntries = Object.entries(options.expenses ?? {}).sort((a, b) => b[1] - a[1]);
  const expenses = expenseEntries.reduce((sum, [, v]) => sum + v, 0);
  const savings = options.savings ?? 0;
  const debt = options.debt ?? 0;
  const moneyOut = expenses + savings + debt;
  return {
    totals: {
      moneyIn: options.moneyIn,
      savings,
      debt,
      moneyOut,
      leftOver: options.moneyIn - moneyOut,
    },
    expenseCategories: expenseEntries.map(([name, amount]) => ({
      name,
      amount,
      percent: expenses ? ((amount / expenses) * 100).toFixed(1) : '0.0',
    })),
  };
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Every node's links in and out add up to its amount (Money In's out, Money Out's in and out). */
function expectBalanced(flow: NonNullable<ReturnType<typeof buildMoneyFlow>>) {
  for (const node of flow.nodes) {
    const inflow = flow.links.filter((l) => l.target === node.id).reduce((s, l) => s + l.value, 0);
    const outflow = flow.links.filter((l) => l.source === node.id).reduce((s, l) => s + l.value, 0);
    if (node.column > 0) expect(inflow, `into ${node.label}`).toBe(node.amount);
    if (node.column < 2 && outflow > 0) expect(outflow, `out of ${node.label}`).toBe(node.amount);
    if (node.kind === 'moneyIn' && outflow > 0) expect(outflow).toBe(node.amount);
  }
}

/**
 * The sizes tell the truth in a layout: every band is its amount at the drawing's one scale, or a
 * hairline of at most 2 px when that is too thin to see; nodes stay within the spec's 150 px and
 * 15 px gaps.
 */
function expectHonestSizes(layout: ReturnType<typeof layoutFlow>) {
  for (const link of layout.links) {
    const proportional = link.value * layout.scale;
    if (proportional >= MIN_VISIBLE_WIDTH) expect(link.width).toBeCloseTo(proportional, 9);
    else expect(link.width).toBe(MIN_VISIBLE_WIDTH);
    expect(link.width).toBeGreaterThan(0);
  }
  expect(MIN_VISIBLE_WIDTH).toBeLessThanOrEqual(2);
  const columns = new Map<number, typeof layout.nodes>();
  for (const node of layout.nodes) {
    const height = node.y1 - node.y0;
    expect(height).toBeGreaterThanOrEqual(MIN_VISIBLE_WIDTH - 1e-9);
    expect(height).toBeLessThanOrEqual(MAX_NODE_HEIGHT + 1e-6);
    expect(node.y0).toBeGreaterThanOrEqual(-1e-6);
    expect(node.y1).toBeLessThanOrEqual(layout.height + 1e-6);
    columns.set(node.column, [...(columns.get(node.column) ?? []), node]);
  }
  for (const column of columns.values()) {
    const sorted = [...column].sort((a, b) => a.y0 - b.y0);
    for (let i = 1; i < sorted.length; i += 1) {
      expect(sorted[i]!.y0 - sorted[i - 1]!.y1).toBeGreaterThanOrEqual(NODE_GAP - 1e-6);
    }
  }
  // Links start and end inside their nodes.
  for (const link of layout.links) {
    const source = layout.nodes.find((n) => n.id === link.source)!;
    const target = layout.nodes.find((n) => n.id === link.target)!;
    expect(link.y0 - link.width / 2).toBeGreaterThanOrEqual(source.y0 - 1e-6);
    expect(link.y0 + link.width / 2).toBeLessThanOrEqual(source.y1 + 1e-6);
    expect(link.y1 - link.width / 2).toBeGreaterThanOrEqual(target.y0 - 1e-6);
    expect(link.y1 + link.width / 2).toBeLessThanOrEqual(target.y1 + 1e-6);
  }
}

describe('buildMoneyFlow', () => {
  it('flows Money In to Money Out, then to each expense, Savings and Bills, with the rest left over', () => {
    const flow = buildMoneyFlow(
      viewOf({
        moneyIn: 500_000,
        expenses: { Groceries: 60_000, Rent: 150_000 },
        savings: 50_000,
        debt: 30_000,
      }),
    )!;
    expect(flow.nodes.map((n) => [n.label, n.amount, n.column])).toEqual([
      ['Money In', 500_000, 0],
      ['Money Out', 290_000, 1],
      ['Rent', 150_000, 2],
      ['Groceries', 60_000, 2],
      ['Savings', 50_000, 2],
      ['Bills', 30_000, 2],
      ['Left Over', 210_000, 2],
    ]);
    expect(flow.links).toContainEqual({ source: 'money-in', target: 'money-out', value: 290_000 });
    expect(flow.links).toContainEqual({ source: 'money-in', target: 'left-over', value: 210_000 });
    // Categories take the palette in the order 'Where Your Money Goes' lists them.
    expect(flow.nodes.find((n) => n.label === 'Rent')!.color).toBe(CATEGORY_PALETTE[0]);
    expect(flow.nodes.find((n) => n.label === 'Groceries')!.color).toBe(CATEGORY_PALETTE[1]);
    expectBalanced(flow);
  });

  it('shows an overspent source when more went out than came in, and no left over', () => {
    const flow = buildMoneyFlow(viewOf({ moneyIn: 100_000, expenses: { Rent: 150_000 } }))!;
    expect(flow.nodes.map((n) => n.label)).toEqual(['Money In', 'Overspent', 'Money Out', 'Rent']);
    expect(flow.nodes.find((n) => n.kind === 'overspent')!.amount).toBe(50_000);
    expect(flow.links).toContainEqual({ source: 'money-in', target: 'money-out', value: 100_000 });
    expect(flow.links).toContainEqual({ source: 'overspent', target: 'money-out', value: 50_000 });
    expectBalanced(flow);
    expect(describeMoneyFlow(flow, money)).toBe(
      'Money flow: $1000.00 came in; $1500.00 went out (Rent $1500.00); $500.00 more went out than came in.',
    );
  });

  it('draws no Money In when nothing came in: the spending is all overspent', () => {
    const flow = buildMoneyFlow(viewOf({ moneyIn: 0, expenses: { Groceries: 4_000 } }))!;
    expect(flow.nodes.map((n) => [n.label, n.amount])).toEqual([
      ['Overspent', 4_000],
      ['Money Out', 4_000],
      ['Groceries', 4_000],
    ]);
    expect(flow.links.some((l) => l.source === 'money-in' || l.target === 'money-in')).toBe(false);
    expect(flow.links.every((l) => l.value > 0)).toBe(true);
    expectBalanced(flow);
    // The sentence still says so.
    expect(describeMoneyFlow(flow, money)).toMatch(
      /^Money flow: \$0\.00 came in; \$40\.00 went out/,
    );
    const drawing = arrangeFlow({
      nodes: flow.nodes.map((n) => ({ ...n, valueLabel: money(n.amount) })),
      links: flow.links,
      width: 343,
    });
    expect(drawing.layout.nodes.map((n) => n.id)).not.toContain('money-in');
    expect(drawing.labels.map((l) => l.fullName)).not.toContain('Money In');
  });

  it('has no node or link of 0 anywhere', () => {
    for (const view of [
      viewOf({ moneyIn: 0, expenses: { Rent: 1 }, savings: 0, debt: 0 }),
      viewOf({ moneyIn: 10_000, expenses: { Rent: 10_000 } }),
      viewOf({ moneyIn: 10_000, expenses: { Rent: 4_000, Gym: 0 }, savings: 0, debt: 300 }),
    ]) {
      const flow = buildMoneyFlow(view)!;
      expect(flow.nodes.every((n) => n.amount > 0)).toBe(true);
      expect(flow.links.every((l) => l.value > 0)).toBe(true);
    }
  });

  it('has no Money Out node when nothing went out, and nothing at all when nothing moved', () => {
    const flow = buildMoneyFlow(viewOf({ moneyIn: 20_000 }))!;
    expect(flow.nodes.map((n) => n.label)).toEqual(['Money In', 'Left Over']);
    expect(describeMoneyFlow(flow, money)).toBe(
      'Money flow: $200.00 came in; $200.00 is left over.',
    );
    expect(buildMoneyFlow(viewOf({ moneyIn: 0 }))).toBeNull();
    expect(describeMoneyFlow(null, money)).toMatch(/no money came in or went out/);
  });

  it('has neither Left Over nor Overspent when everything that came in went out', () => {
    const flow = buildMoneyFlow(viewOf({ moneyIn: 10_000, expenses: { Rent: 10_000 } }))!;
    expect(flow.nodes.map((n) => n.kind)).toEqual(['moneyIn', 'moneyOut', 'expense']);
    expect(describeMoneyFlow(flow, money)).toMatch(/\$0\.00 is left over\.$/);
  });

  it(`groups all but the largest ${MAX_EXPENSE_NODES - 1} expense categories into Other`, () => {
    const expenses = Object.fromEntries(
      Array.from({ length: 15 }, (_, i) => [
        `Category ${String(i + 1).padStart(2, '0')}`,
        (20 - i) * 1_000,
      ]),
    );
    const flow = buildMoneyFlow(viewOf({ moneyIn: 1_000_000, expenses, savings: 1, debt: 1 }))!;
    const targets = flow.nodes.filter((n) => n.column === 2 && n.kind !== 'leftOver');
    expect(targets).toHaveLength(MAX_EXPENSE_NODES + 2);
    const other = targets.find((n) => n.kind === 'other')!;
    expect(other.label).toBe('Other (10)');
    expect(other.groups).toHaveLength(10);
    expect(other.amount).toBe(
      Array.from({ length: 10 }, (_, i) => (15 - i) * 1_000).reduce((a, b) => a + b),
    );
    expectBalanced(flow);
  });

  it('leaves out expense categories with nothing spent', () => {
    const flow = buildMoneyFlow(viewOf({ moneyIn: 5_000, expenses: { Rent: 4_000, Gym: 0 } }))!;
    expect(flow.nodes.map((n) => n.label)).not.toContain('Gym');
  });
});

describe('the laid-out diagram keeps the spec constants', () => {
  const cases: Array<[string, Input]> = [
    [
      'a typical month',
      viewOf({
        moneyIn: 500_000,
        expenses: { Rent: 150_000, Food: 60_000, Fun: 5_000 },
        savings: 50_000,
        debt: 30_000,
      }),
    ],
    [
      'a tiny category beside a huge one',
      viewOf({ moneyIn: 10_000_000, expenses: { Rent: 9_000_000, Gum: 1 } }),
    ],
    [
      'negative left over',
      viewOf({ moneyIn: 100_000, expenses: { Rent: 150_000, Food: 90_000 }, debt: 20_000 }),
    ],
    ['zero money in', viewOf({ moneyIn: 0, expenses: { Food: 4_000 }, savings: 1_000 })],
    ['only money in', viewOf({ moneyIn: 20_000 })],
    [
      'many categories',
      viewOf({
        moneyIn: 300_000,
        expenses: Object.fromEntries(
          Array.from({ length: 30 }, (_, i) => [`C${i}`, 1_000 + i * 37]),
        ),
        savings: 10,
        debt: 50_000,
      }),
    ],
  ];

  for (const [name, view] of cases) {
    for (const width of [300, 720]) {
      it(`${name} at ${width} px`, () => {
        const flow = buildMoneyFlow(view)!;
        const layout = layoutFlow({ nodes: flow.nodes, links: flow.links, width });
        expect(layout.nodes).toHaveLength(flow.nodes.length);
        expect(layout.links).toHaveLength(flow.links.length);
        expectHonestSizes(layout);
        for (const node of layout.nodes) expect(node.x1).toBeLessThanOrEqual(width + 1e-6);
      });
    }
    for (const width of [300, 343, 900]) {
      it(`${name}: no label lies on a link or another label at ${width} px`, () => {
        const flow = buildMoneyFlow(view)!;
        const drawing = arrangeFlow({
          nodes: flow.nodes.map((n) => ({ ...n, valueLabel: money(n.amount) })),
          links: flow.links,
          width,
        });
        expect(drawing.labels).toHaveLength(flow.nodes.length);
        for (const label of drawing.labels) {
          expect(label.overLinks, label.fullName).toBe(false);
          for (const link of drawing.layout.links) {
            expect(linkCrossesBox(link, label.box), `${label.fullName} on ${link.target}`).toBe(
              false,
            );
          }
          for (const other of drawing.labels) {
            if (other !== label) expect(boxesOverlap(label.box, other.box)).toBe(false);
          }
          expect(label.box.x).toBeGreaterThanOrEqual(0);
          expect(label.box.x + label.box.width).toBeLessThanOrEqual(width);
          // Not cut: wrapped onto two lines at most, every line within the label's width.
          expect(label.lines.length).toBeLessThanOrEqual(2);
          for (const line of label.lines) {
            expect(line.length * drawing.fontSize * 0.6, line).toBeLessThanOrEqual(label.maxWidth);
          }
          expect(label.isAbbreviated, label.fullName).toBe(false);
        }
      });
    }
  }

  it('draws a $3.99 overspend as a hairline beside $386.43 of Transportation, not as thick', () => {
    const spending = {
      'Rent/Mortgage': 185_000,
      Groceries: 114_608,
      Transportation: 38_643,
      Utilities: 22_000,
      'Dining Out': 21_390,
      Insurance: 18_000,
      Entertainment: 9_887,
    };
    const spent = Object.values(spending).reduce((a, b) => a + b) + 50_000 + 32_000;
    const flow = buildMoneyFlow(
      viewOf({ moneyIn: spent - 399, expenses: spending, savings: 50_000, debt: 32_000 }),
    )!;
    expect(flow.nodes.find((n) => n.kind === 'overspent')!.amount).toBe(399);
    for (const width of [343, 1100]) {
      const drawing = arrangeFlow({
        nodes: flow.nodes.map((n) => ({ ...n, valueLabel: money(n.amount) })),
        links: flow.links,
        width,
      });
      const band = (id: string) =>
        drawing.layout.links.find((l) => l.source === id || l.target === id)!;
      const overspent = band('overspent');
      const transportation = band('expense:Transportation');
      expect(transportation.width).toBeCloseTo(38_643 * drawing.layout.scale, 9);
      // In the ratio of the amounts (1 to 97), or a hairline: never the 12 px it was.
      expect(overspent.width).toBeLessThanOrEqual(
        Math.max(MIN_VISIBLE_WIDTH, transportation.width * (399 / 38_643)) + 1e-9,
      );
      expect(overspent.width).toBeLessThanOrEqual(2);
      const node = drawing.layout.nodes.find((n) => n.id === 'overspent')!;
      expect(node.y1 - node.y0).toBeLessThanOrEqual(2);
      // Its label still gives the amount.
      expect(drawing.labels.find((l) => l.id === 'overspent')!.value).toBe('$3.99');
    }
  });

  it('keeps wider links for larger amounts', () => {
    const flow = buildMoneyFlow(
      viewOf({ moneyIn: 500_000, expenses: { Rent: 300_000, Food: 100_000 } }),
    )!;
    const layout = layoutFlow({ nodes: flow.nodes, links: flow.links, width: 600 });
    const widthTo = (id: string) => layout.links.find((l) => l.target === id)!.width;
    expect(widthTo('expense:Rent')).toBeCloseTo(widthTo('expense:Food') * 3, 5);
    expect(
      layout.nodes.find((n) => n.id === 'money-in')!.y1 -
        layout.nodes.find((n) => n.id === 'money-in')!.y0,
    ).toBeCloseTo(MAX_NODE_HEIGHT, 5);
  });
});
