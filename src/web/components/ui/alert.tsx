import { AlertTriangle, CheckCircle2, Info, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

const tones = {
  error: { box: 'bg-negative-soft text-negative border-negative/30', Icon: XCircle },
  success: { box: 'bg-positive-soft text-positive border-positive/30', Icon: CheckCircle2 },
  warning: { box: 'bg-warning-soft text-warning border-warning/30', Icon: AlertTriangle },
  info: { box: 'bg-accent-soft text-accent-text border-accent/30', Icon: Info },
} as const;

/** A message box; errors are announced to screen readers as alerts, the rest politely. */
export function Alert({
  tone,
  children,
  className,
}: {
  tone: keyof typeof tones;
  children: ReactNode;
  className?: string;
}) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex items-start gap-2 rounded-lg border px-3 py-2.5 text-sm', box, className)}
    >
      <Icon aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
