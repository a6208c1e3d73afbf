// The budget cards' one table: each category's row with its actions, and a total row whose 'Total'
// spans the columns before the first total and whose figures line up under their columns, on the
// wide table and the phone list alike.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BudgetCategory } from '#shared/budget/rules';
import { BudgetTable, type BudgetColumn } from './budget-table.tsx';

const bill = (id: string, name: string, goal: number, isPaid = false): BudgetCategory => ({
  id,
  name,
  type: 'debt',
  goal,
  actual: isPaid ? goal : 0,
  month: '2026-11',
  dueDate: '2026-11-05',
  isPaid,
});

const columns: BudgetColumn[] = [
  { label: 'Type', align: 'left', isTableOnly: true, cell: (c) => c.type },
  { label: 'Due Date', align: 'left', cell: (c) => c.dueDate },
  { label: 'Amount', align: 'right', cell: (c) => `A${c.goal}`, total: 'A-total' },
  { label: 'Paid so far', align: 'right', cell: (c) => `P${c.actual}`, total: 'P-total' },
  { label: 'Paid', align: 'center', cell: (c) => (c.isPaid ? 'yes' : 'no') },
];

function render() {
  return renderToStaticMarkup(
    <BudgetTable
      label="Bills"
      nameLabel="Bill"
      categories={[bill('1', 'Rent', 90000, true), bill('2', 'Car loan', 25000)]}
      columns={columns}
      rowClassName={(c) => (c.isPaid ? 'paid' : undefined)}
      onEdit={() => undefined}
      onDelete={() => undefined}
    />,
  );
}

const cells = (html: string) =>
  [...html.matchAll(/<(th|td)([^>]*)>(.*?)<\/\1>/g)].map(([, , attrs, inner]) => ({
    span: /colSpan="(\d+)"/i.exec(attrs!)?.[1] ?? '1',
    text: inner!.replace(/<[^>]+>/g, ''),
  }));

describe('BudgetTable', () => {
  const html = render();
  const table = html.slice(html.indexOf('<table'), html.indexOf('</table>'));
  const list = html.slice(html.indexOf('<ul'));

  it('heads the table with the name column, the given columns and Actions', () => {
    const head = table.slice(table.indexOf('<thead'), table.indexOf('</thead>'));
    expect(cells(head).map((cell) => cell.text)).toEqual([
      'Bill',
      'Type',
      'Due Date',
      'Amount',
      'Paid so far',
      'Paid',
      'Actions',
    ]);
  });

  it('gives each category a row named by it, with its figures and its own edit and delete', () => {
    const body = table.slice(table.indexOf('<tbody'), table.indexOf('</tbody>'));
    expect(body.match(/<tr/g)).toHaveLength(2);
    expect(body).toContain('<tr class="paid">');
    expect(
      cells(body)
        .slice(0, 6)
        .map((cell) => cell.text),
    ).toEqual(['Rent', 'debt', '2026-11-05', 'A90000', 'P90000', 'yes']);
    expect(body).toContain('aria-label="Edit Rent"');
    expect(body).toContain('aria-label="Delete Car loan"');
  });

  it("spans 'Total' over the columns before the first total and one empty cell over the rest", () => {
    const foot = table.slice(table.indexOf('<tfoot'), table.indexOf('</tfoot>'));
    expect(cells(foot)).toEqual([
      { span: '3', text: 'Total' },
      { span: '1', text: 'A-total' },
      { span: '1', text: 'P-total' },
      { span: '2', text: '' },
    ]);
  });

  it('lists each category on phones with the figures that are not table-only, and the totals under theirs', () => {
    const labels = [...list.matchAll(/<dt[^>]*>(.*?)<\/dt>/g)].map(([, text]) => text);
    expect(labels).toEqual([
      ...['Due Date', 'Amount', 'Paid so far', 'Paid'],
      ...['Due Date', 'Amount', 'Paid so far', 'Paid'],
      ...['Amount', 'Paid so far'],
    ]);
    // The total row keeps Due Date's place empty, so its figures sit under their columns.
    const total = list.slice(list.lastIndexOf('<li'));
    expect(total).toMatch(/<dl[^>]*grid-cols-4[^>]*><span aria-hidden="true"><\/span>/);
  });
});
