import { cn } from '#web/lib/cn.ts';

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('h-8 w-8', className)}>
      <rect width="32" height="32" rx="8" fill="#5b5ff0" />
      <path
        d="M9 22V10h7.5a4.5 4.5 0 0 1 0 9H13"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="22.5" cy="22.5" r="2.5" fill="#34d399" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 text-lg font-semibold tracking-tight text-text',
        className,
      )}
    >
      <LogoMark />
      Pennyflow
    </span>
  );
}
