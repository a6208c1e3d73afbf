// The signed-in frame: an icon rail with tooltips on large screens, a top bar and slide-in drawer on small ones.
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { HelpCircle, Menu, X, type LucideIcon } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Logo, LogoMark } from '#web/components/ui/logo.tsx';
import { Tooltip, TooltipProvider } from '#web/components/ui/tooltip.tsx';
import { cn } from '#web/lib/cn.ts';
import { HelpDialogContent } from './help-dialog.tsx';
import { TutorialLink } from './tutorial-link.tsx';

export interface NavItem {
  to: string;
  label: string;
  Icon: LucideIcon;
}

/** A primary action at the top of the sidebar (Add Transaction): an icon with a tooltip on the rail. */
export interface ShellAction {
  label: string;
  Icon: LucideIcon;
  onSelect: () => void;
}

interface ShellProps {
  nav: NavItem[];
  supportEmail: string;
  tutorialUrl: string;
  actions?: ShellAction[];
  /** A notice above every page (confirming the email, say). */
  notice?: ReactNode;
}

// A static class (NavLink marks the active entry with aria-current) so tooltip triggers can merge it.
function navLinkClass(compact: boolean) {
  return cn(
    'flex items-center gap-3 rounded-lg text-sm font-medium transition-colors text-muted hover:bg-surface-2 hover:text-text',
    'aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent-text',
    compact ? 'h-11 w-11 justify-center' : 'px-3 py-2.5',
  );
}

function SidebarContent({
  nav,
  compact,
  onNavigate,
  onHelp,
  tutorialUrl,
  actions = [],
}: {
  nav: NavItem[];
  compact: boolean;
  onNavigate?: () => void;
  onHelp: () => void;
  tutorialUrl: string;
  actions?: ShellAction[];
}) {
  const withTip = (label: string, node: ReactNode) =>
    compact ? <Tooltip content={label}>{node}</Tooltip> : node;
  const footerItem = cn(navLinkClass(compact), !compact && 'w-full', 'cursor-pointer');
  return (
    <div className={cn('flex h-full flex-col gap-2', compact ? 'items-center py-4' : 'p-4')}>
      <div className={cn('mb-4', compact ? '' : 'px-1')}>
        {compact ? (
          withTip(
            'Pennyflow',
            <NavLink to="/" aria-label="Pennyflow dashboard" className="block rounded-lg">
              <LogoMark className="h-9 w-9" />
            </NavLink>,
          )
        ) : (
          <Logo />
        )}
      </div>
      {actions.length > 0 ? (
        <div className={cn('mb-3 space-y-1', compact ? 'flex flex-col items-center' : 'w-full')}>
          {actions.map(({ label, Icon, onSelect }) => (
            <Fragment key={label}>
              {withTip(
                label,
                <button
                  type="button"
                  onClick={() => {
                    // Leave the drawer first so the action's own dialog is the only one open.
                    onNavigate?.();
                    onSelect();
                  }}
                  aria-label={compact ? label : undefined}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-lg bg-accent text-sm font-medium text-on-accent shadow-sm transition-colors hover:bg-accent-hover',
                    compact ? 'h-11 w-11 justify-center' : 'h-11 w-full justify-center px-3',
                  )}
                >
                  <Icon aria-hidden className="h-5 w-5 shrink-0" />
                  {compact ? null : label}
                </button>,
              )}
            </Fragment>
          ))}
        </div>
      ) : null}
      <nav aria-label="Main" className="flex-1">
        <ul className={cn('space-y-1', compact && 'flex flex-col items-center')}>
          {nav.map(({ to, label, Icon }) => (
            <li key={to}>
              {withTip(
                label,
                <NavLink
                  to={to}
                  end={to === '/'}
                  onClick={onNavigate}
                  aria-label={compact ? label : undefined}
                  className={navLinkClass(compact)}
                >
                  <Icon aria-hidden className="h-5 w-5 shrink-0" />
                  {compact ? null : label}
                </NavLink>,
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div
        className={cn(
          'space-y-1 border-t border-border pt-3',
          compact ? 'flex flex-col items-center' : 'w-full',
        )}
      >
        {withTip(
          'Watch Tutorial',
          <TutorialLink
            url={tutorialUrl}
            compact={compact}
            onNavigate={onNavigate}
            className={footerItem}
          />,
        )}
        {withTip(
          'Help & Support',
          <button
            type="button"
            onClick={onHelp}
            aria-label={compact ? 'Help & Support' : undefined}
            className={footerItem}
          >
            <HelpCircle aria-hidden className="h-5 w-5 shrink-0" />
            {compact ? null : 'Help & Support'}
          </button>,
        )}
      </div>
    </div>
  );
}

export function AppShell({ nav, supportEmail, tutorialUrl, actions, notice }: ShellProps) {
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const [isHelpOpen, setIsHelpOpen] = useState(false);
  const location = useLocation();
  const current = nav.find((item) =>
    item.to === '/' ? location.pathname === '/' : location.pathname.startsWith(item.to),
  );

  const openHelp = () => {
    setIsDrawerOpen(false);
    setIsHelpOpen(true);
  };

  return (
    <TooltipProvider delayDuration={150}>
      <div className="relative min-h-screen lg:pl-20">
        {/* Large screens: a narrow icon rail with tooltips. Its background runs the page's whole
            height (a fixed rail's stopped at the first screen in a full-page view), while its
            content stays in view as the page scrolls. */}
        <aside
          className="absolute inset-y-0 left-0 z-30 hidden w-20 border-r border-border bg-surface lg:block"
          aria-label="Sidebar"
        >
          <div className="sticky top-0 h-screen overflow-y-auto">
            <SidebarContent
              nav={nav}
              compact
              onHelp={openHelp}
              tutorialUrl={tutorialUrl}
              actions={actions}
            />
          </div>
        </aside>

        {/* Small screens: a top bar with a menu toggle that slides the sidebar in. */}
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-border bg-surface/95 px-3 backdrop-blur lg:hidden">
          <DialogPrimitive.Root open={isDrawerOpen} onOpenChange={setIsDrawerOpen}>
            <DialogPrimitive.Trigger
              aria-label="Open menu"
              className="flex h-10 w-10 items-center justify-center rounded-lg text-text hover:bg-surface-2 cursor-pointer"
            >
              <Menu aria-hidden className="h-5 w-5" />
            </DialogPrimitive.Trigger>
            <DialogPrimitive.Portal>
              <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/60 lg:hidden" />
              <DialogPrimitive.Content className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r border-border bg-surface shadow-xl focus:outline-none lg:hidden">
                <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
                <DialogPrimitive.Description className="sr-only">
                  Pennyflow navigation
                </DialogPrimitive.Description>
                <SidebarContent
                  nav={nav}
                  compact={false}
                  onNavigate={() => setIsDrawerOpen(false)}
                  onHelp={openHelp}
                  tutorialUrl={tutorialUrl}
                  actions={actions}
                />
                <DialogPrimitive.Close
                  aria-label="Close menu"
                  className="absolute right-3 top-4 rounded-md p-1.5 text-muted hover:bg-surface-2 hover:text-text cursor-pointer"
                >
                  <X aria-hidden className="h-5 w-5" />
                </DialogPrimitive.Close>
              </DialogPrimitive.Content>
            </DialogPrimitive.Portal>
          </DialogPrimitive.Root>
          <Logo className="text-base" />
          {current ? (
            <span className="ml-auto truncate text-sm text-muted">{current.label}</span>
          ) : null}
        </header>

        <main className="px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
          {notice}
          <Outlet />
        </main>

        <Dialog open={isHelpOpen} onOpenChange={setIsHelpOpen}>
          <HelpDialogContent supportEmail={supportEmail} />
        </Dialog>
      </div>
    </TooltipProvider>
  );
}
