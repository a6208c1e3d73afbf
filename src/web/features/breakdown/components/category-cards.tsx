// One card per category with its transactions (scrolling past a fixed height, spec section 9); each
// transaction can be dragged to another card (with a pointer, or from the keyboard: space, arrows,
// space), edited, or deleted, and says why it is where it is.
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { GripVertical } from 'lucide-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useId, useRef, useState, type ReactNode } from 'react';
import { RowActions } from '#web/components/row-actions.tsx';
import { cn } from '#web/lib/cn.ts';
import type { CategoryGroup, ReportTransaction } from '../report.ts';
import { categoryColors } from './category-colors.ts';
import { cardKeyboardCoordinates } from './drag-keyboard.ts';
import { describeReason, formatReportDate, formatReportMoney } from './format.ts';
import { ReasonHint } from './reason-hint.tsx';

interface CardsProps {
  groups: CategoryGroup[];
  currency: string;
  onEditRequest: (tx: ReportTransaction) => void;
  onDelete: (tx: ReportTransaction) => void;
  onMove: (tx: ReportTransaction, category: string) => void;
  /** Shown at the foot of each card (the Spend Breakdown's 'Add to budget'). */
  renderAction?: ((group: CategoryGroup) => ReactNode) | undefined;
}

const SCREEN_READER_INSTRUCTIONS =
  'To move a transaction to another category, press space to pick it up, the arrow keys to go from card to card, space to drop it there, or escape to put it back.';

export function CategoryCards({
  groups,
  currency,
  onEditRequest,
  onDelete,
  onMove,
  renderAction,
}: CardsProps) {
  const colors = categoryColors(groups);
  const [dragged, setDragged] = useState<ReportTransaction | null>(null);
  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the row's buttons stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: cardKeyboardCoordinates }),
  );
  const find = (id: string | number) =>
    groups.flatMap((g) => g.transactions).find((tx) => tx.id === id) ?? null;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${find(active.id)?.merchant ?? 'a transaction'}.`,
    onDragOver: ({ over }) => (over ? `Over ${String(over.id)}.` : 'Over no category.'),
    onDragEnd: ({ active, over }) =>
      over
        ? `Moved ${find(active.id)?.merchant ?? 'the transaction'} to ${String(over.id)}.`
        : 'Put back where it was.',
    onDragCancel: () => 'Put back where it was.',
  };
  const onDragStart = ({ active }: DragStartEvent) => setDragged(find(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const tx = find(active.id);
    if (tx && over && over.id !== tx.category) onMove(tx, String(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={rectIntersection}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS },
      }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
    >
      <ul
        className="grid grid-cols-1 items-start gap-4 md:grid-cols-2 xl:grid-cols-3"
        aria-label="Categories"
      >
        {groups.map((group) => (
          <li key={group.category}>
            <CategoryCard
              group={group}
              currency={currency}
              color={colors.get(group.category)!}
              onEditRequest={onEditRequest}
              onDelete={onDelete}
              action={renderAction?.(group)}
            />
          </li>
        ))}
      </ul>
      <DragOverlay dropAnimation={null}>
        {dragged ? (
          <div className="rounded-xl border border-accent bg-surface shadow-xl">
            <RowContent tx={dragged} currency={currency} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}

function CategoryCard({
  group,
  currency,
  color,
  onEditRequest,
  onDelete,
  action,
}: {
  group: CategoryGroup;
  currency: string;
  color: string;
  onEditRequest: (tx: ReportTransaction) => void;
  onDelete: (tx: ReportTransaction) => void;
  action?: ReactNode;
}) {
  const { setNodeRef, isOver, active } = useDroppable({ id: group.category });
  const isTarget = isOver && active?.data.current?.category !== group.category;
  const headingId = useId();
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-category={group.category}
      className={cn(
        'flex flex-col rounded-2xl border border-border bg-surface shadow-sm transition-colors',
        isTarget && 'border-accent ring-2 ring-accent/40',
      )}
    >
      <header className="flex items-center justify-between gap-3 border-b border-border px-4 py-3">
        <div className="flex min-w-0 items-center gap-2">
          <span
            aria-hidden
            className="h-3 w-3 shrink-0 rounded-full"
            style={{ backgroundColor: color }}
          />
          <h3 id={headingId} className="truncate font-semibold text-text">
            {group.category}
          </h3>
          <span className="shrink-0 rounded-full bg-surface-2 px-2 py-0.5 text-xs font-medium text-text">
            {group.transactions.length}
          </span>
        </div>
        <p className="shrink-0 font-semibold tabular-nums text-text" data-testid="category-total">
          {formatReportMoney(group.totalCents, currency)}
        </p>
      </header>
      {group.transactions.length === 0 ? (
        <p className="px-4 py-6 text-center text-sm text-muted">
          No transactions yet. Drag one here, or edit one to move it.
        </p>
      ) : (
        <TransactionList
          group={group}
          currency={currency}
          onEditRequest={onEditRequest}
          onDelete={onDelete}
        />
      )}
      {action ? <footer className="mt-auto border-t border-border p-3">{action}</footer> : null}
    </section>
  );
}

/** More transactions than this in a card and only those in view are drawn. */
const VIRTUAL_AFTER = 40;
/** A row's height: merchant and date on two lines. */
const ROW_HEIGHT = 57;
/** Rows a card shows before its list scrolls. */
const VISIBLE_ROWS = 6;

/**
 * A card's transactions, scrolling past a fixed height (spec section 9). A long list draws only the
 * rows in view and a few around them: a statement of hundreds of transactions renders at once.
 */
function TransactionList({
  group,
  currency,
  onEditRequest,
  onDelete,
}: {
  group: CategoryGroup;
  currency: string;
  onEditRequest: (tx: ReportTransaction) => void;
  onDelete: (tx: ReportTransaction) => void;
}) {
  const scroller = useRef<HTMLUListElement>(null);
  const rows = group.transactions;
  const isVirtual = rows.length > VIRTUAL_AFTER;
  // (No React Compiler here: the virtualizer re-renders this list itself as it scrolls.)
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: isVirtual ? rows.length : 0,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  });
  const items = isVirtual
    ? virtualizer.getVirtualItems()
    : rows.map((_, index) => ({ index, start: 0, end: 0 }));
  const padTop = isVirtual ? (items[0]?.start ?? 0) : 0;
  const padBottom = isVirtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const isScrolling = rows.length > VISIBLE_ROWS;
  return (
    <div className="relative">
      <ul
        ref={scroller}
        // Six whole rows, then the list scrolls (spec section 9); a fade says there is more.
        className="max-h-[342px] divide-y divide-border overflow-y-auto"
        tabIndex={isScrolling ? 0 : undefined}
        aria-label={`${group.category} transactions`}
      >
        {padTop > 0 ? <li aria-hidden style={{ height: padTop }} /> : null}
        {items.map(({ index }) => (
          <DraggableRow
            key={rows[index]!.id}
            tx={rows[index]!}
            currency={currency}
            onEditRequest={onEditRequest}
            onDelete={onDelete}
          />
        ))}
        {padBottom > 0 ? <li aria-hidden style={{ height: padBottom }} /> : null}
      </ul>
      {isScrolling ? (
        <>
          <div
            aria-hidden
            className="pointer-events-none absolute inset-x-0 bottom-0 h-8 rounded-b-2xl bg-gradient-to-t from-surface to-transparent"
          />
          <p className="border-t border-border px-4 py-1.5 text-center text-xs text-muted">
            {rows.length} transactions · scroll for more
          </p>
        </>
      ) : null}
    </div>
  );
}

function DraggableRow(props: {
  tx: ReportTransaction;
  currency: string;
  onEditRequest: (tx: ReportTransaction) => void;
  onDelete: (tx: ReportTransaction) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: props.tx.id,
    data: { category: props.tx.category },
  });
  return (
    <li
      ref={setNodeRef}
      className={cn(isDragging && 'opacity-40')}
      data-testid="report-transaction"
    >
      <RowContent
        {...props}
        handle={
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={`Drag ${props.tx.merchant} to another category`}
            className="-ml-1.5 shrink-0 touch-none rounded p-1 text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-ring cursor-grab active:cursor-grabbing"
          >
            <GripVertical aria-hidden className="h-4 w-4" />
          </button>
        }
      />
    </li>
  );
}

/** A transaction of the report: merchant, date, why it is here, amount, and its buttons. */
export function RowContent({
  tx,
  currency,
  onEditRequest,
  onDelete,
  handle,
  className,
}: {
  tx: ReportTransaction;
  currency: string;
  onEditRequest?: (tx: ReportTransaction) => void;
  onDelete?: (tx: ReportTransaction) => void;
  handle?: ReactNode;
  className?: string;
}) {
  const reason = describeReason(tx);
  return (
    <div className={cn('flex items-center gap-2 px-4 py-2.5', className)}>
      {handle}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-text" title={tx.description ?? tx.merchant}>
          {tx.merchant}
        </p>
        <p className="flex items-center gap-1 text-xs text-muted">
          <span>{formatReportDate(tx.date)}</span>
          {onEditRequest ? <ReasonHint merchant={tx.merchant} reason={reason} /> : null}
        </p>
      </div>
      <p className="shrink-0 text-sm font-semibold tabular-nums text-text">
        {formatReportMoney(tx.amountCents, currency)}
      </p>
      {onEditRequest && onDelete ? (
        <div className="shrink-0">
          <RowActions
            name={tx.merchant}
            onEdit={() => onEditRequest(tx)}
            onDelete={() => onDelete(tx)}
          />
        </div>
      ) : null}
    </div>
  );
}

/** A money-in transaction: the same row, without dragging (money in is no category's). */
export function TransactionRow(props: {
  tx: ReportTransaction;
  currency: string;
  onEditRequest: (tx: ReportTransaction) => void;
  onDelete: (tx: ReportTransaction) => void;
  className?: string;
}) {
  return (
    <li data-testid="money-in-transaction">
      <RowContent {...props} />
    </li>
  );
}
