// Moving a transaction between category cards from the keyboard: space picks it up, an arrow key
// jumps to the next or previous card (in reading order), space drops it, escape puts it back.
import { KeyboardCode, type KeyboardCoordinateGetter, type UniqueIdentifier } from '@dnd-kit/core';

interface Box {
  id: UniqueIdentifier;
  top: number;
  left: number;
}

/** The card an arrow key leads to from `current`, in reading order (rows, then left to right). */
export function nextCard(
  boxes: readonly Box[],
  current: UniqueIdentifier | undefined,
  step: 1 | -1,
): Box | undefined {
  const ordered = [...boxes].sort((a, b) => Math.round(a.top - b.top) || a.left - b.left);
  const index = ordered.findIndex((box) => box.id === current);
  if (index === -1) return ordered[step === 1 ? 0 : ordered.length - 1];
  return ordered[index + step];
}

/** Whose card the dragged transaction is over now, or the card it came from. */
export const cardKeyboardCoordinates: KeyboardCoordinateGetter = (event, { active, context }) => {
  const step =
    event.code === KeyboardCode.Right || event.code === KeyboardCode.Down
      ? 1
      : event.code === KeyboardCode.Left || event.code === KeyboardCode.Up
        ? -1
        : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const { droppableRects, over, active: dragging } = context;
  const boxes = [...droppableRects].map(([id, rect]) => ({ id, top: rect.top, left: rect.left }));
  const from = over?.id ?? (dragging?.data.current?.category as string | undefined);
  const target = nextCard(boxes, from ?? active, step);
  if (!target) return undefined;
  // Inside the card's top-left corner, so the card is what the dragged row overlaps most.
  return { x: target.left + 12, y: target.top + 12 };
};
