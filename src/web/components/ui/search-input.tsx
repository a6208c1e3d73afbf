// A search box: a magnifier inside the field and a label screen readers hear (the placeholder says
// what to type). History, a report's transactions and the merchant rules search with it.
import { Search } from 'lucide-react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { Input } from './input.tsx';

export function SearchInput({
  id,
  label,
  className,
  adornment,
  ...inputProps
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  id: string;
  /** The field's name for screen readers ('Search transactions'). */
  label: string;
  /** Classes of the wrapper, which places the box in its row. */
  className?: string;
  /** Shown at the field's right end (a 'Searching' spinner). */
  adornment?: ReactNode;
}) {
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
      />
      <Input id={id} type="search" className="pl-9" {...inputProps} />
      {adornment ? (
        <span className="absolute right-3 top-1/2 -translate-y-1/2">{adornment}</span>
      ) : null}
    </div>
  );
}
