// Why a transaction is where it is, shown beside it on hover or focus. One floating label serves the
// whole report: a statement of hundreds of transactions must not mount a tooltip per row.
import { Info } from 'lucide-react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

interface Shown {
  text: string;
  rect: DOMRect;
}

interface ReasonControl {
  show: (shown: Shown | null) => void;
  /** The text shown now, if any. */
  current: string | null;
}

const ShowReason = createContext<ReasonControl>({ show: () => {}, current: null });

export function ReasonHintProvider({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState<Shown | null>(null);
  // Placed where the button was: a scroll moves the button, so the label goes.
  useEffect(() => {
    if (!shown) return;
    const hide = () => setShown(null);
    window.addEventListener('scroll', hide, { capture: true, once: true });
    return () => window.removeEventListener('scroll', hide, { capture: true });
  }, [shown]);
  return (
    <ShowReason.Provider value={{ show: setShown, current: shown?.text ?? null }}>
      {children}
      {shown
        ? createPortal(
            <div
              role="tooltip"
              className="pointer-events-none fixed z-50 w-max max-w-60 rounded-md border border-border bg-surface-2 px-2.5 py-1.5 text-xs font-medium text-text shadow-lg"
              // Below the icon, so it covers nothing of the row it explains, and kept on screen.
              style={{
                top: shown.rect.bottom + 8,
                left: Math.max(8, Math.min(shown.rect.left - 12, window.innerWidth - 248)),
              }}
            >
              {shown.text}
            </div>,
            document.body,
          )
        : null}
    </ShowReason.Provider>
  );
}

export function ReasonHint({ merchant, reason }: { merchant: string; reason: string }) {
  const { show, current } = useContext(ShowReason);
  const text = reason;
  const open = (event: { currentTarget: HTMLElement }) =>
    show({ text, rect: event.currentTarget.getBoundingClientRect() });
  const close = () => show(null);
  return (
    <button
      type="button"
      className="rounded p-0.5 text-muted hover:text-text focus-visible:outline-2 focus-visible:outline-ring cursor-help"
      aria-label={`Why ${merchant} is here: ${reason}`}
      onPointerEnter={open}
      onPointerLeave={close}
      onFocus={open}
      onBlur={close}
      // A tap on a touch screen shows it too, and a second tap hides it.
      onClick={(event) => (current === text ? close() : open(event))}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close();
      }}
    >
      <Info aria-hidden className="h-3.5 w-3.5" />
    </button>
  );
}
