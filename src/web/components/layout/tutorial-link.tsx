// The sidebar's Watch Tutorial: a path of ours (the default /help) opens in the app; a full URL (a
// video elsewhere) opens in a new tab, without giving that page a handle on this one.
import { PlayCircle } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Link } from 'react-router';

/** `rest` carries what a compact sidebar's tooltip trigger adds (its ref and pointer handlers). */
export function TutorialLink({
  url,
  compact,
  onNavigate,
  ...rest
}: Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'> & {
  url: string;
  compact: boolean;
  onNavigate?: () => void;
}) {
  if (url.startsWith('/')) {
    return (
      <Link
        {...rest}
        to={url}
        onClick={(event) => {
          rest.onClick?.(event);
          onNavigate?.();
        }}
        aria-label={compact ? 'Watch Tutorial' : undefined}
      >
        <PlayCircle aria-hidden className="h-5 w-5 shrink-0" />
        {compact ? null : 'Watch Tutorial'}
      </Link>
    );
  }
  return (
    <a
      {...rest}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={compact ? 'Watch Tutorial (opens in a new tab)' : undefined}
    >
      <PlayCircle aria-hidden className="h-5 w-5 shrink-0" />
      {compact ? null : (
        <span>
          Watch Tutorial<span className="sr-only"> (opens in a new tab)</span>
        </span>
      )}
    </a>
  );
}
