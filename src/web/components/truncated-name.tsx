// A category name on one line, cut with an ellipsis when it does not fit and shown whole on hover, so a
// long name never widens a table or a phone screen.
import { cn } from '#web/lib/cn.ts';

export function TruncatedName({ name, className }: { name: string; className?: string }) {
  return (
    <span title={name} className={cn('block min-w-0 truncate', className)}>
      {name}
    </span>
  );
}
