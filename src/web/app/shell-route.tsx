// The signed-in shell: the layout plus the navigation entries whose pages exist.
import {
  ArrowLeftRight,
  BarChart3,
  LayoutDashboard,
  MessageCircleQuestion,
  PieChart,
  Plus,
  Repeat,
  Settings,
  ShieldCheck,
  Wallet,
} from 'lucide-react';
import { AppShell, type NavItem } from '#web/components/layout/app-shell.tsx';
import { useTransactionDialog } from '#web/components/transaction-dialog/context.ts';
import { TransactionDialogProvider } from '#web/components/transaction-dialog/transaction-dialog-provider.tsx';
import { OutboxNotices } from '#web/components/outbox-notices.tsx';
import { VerifyEmailNotice } from '#web/components/verify-email-notice.tsx';
import { useMe, usePublicConfig } from '#web/lib/session.ts';

// Spec order: Dashboard, Your Budget, Transactions, Spending Report, Admin Dashboard, Account Settings;
// Recurring (issue 33) and Reports (issue 34) sit after Transactions, whose money they read; the
// Assistant (issue 35) after the Spending Report.
// Entries join this list as their pages land (no links to pages that do not exist yet).
const NAV: Array<NavItem & { isAdminOnly?: boolean }> = [
  { to: '/', label: 'Dashboard', Icon: LayoutDashboard },
  { to: '/budget', label: 'Your Budget', Icon: Wallet },
  { to: '/transactions', label: 'Transactions', Icon: ArrowLeftRight },
  { to: '/recurring', label: 'Recurring', Icon: Repeat },
  { to: '/reports', label: 'Reports', Icon: BarChart3 },
  { to: '/ai-chat', label: 'Spending Report', Icon: PieChart },
  { to: '/assistant', label: 'Assistant', Icon: MessageCircleQuestion },
  { to: '/admin', label: 'Admin Dashboard', Icon: ShieldCheck, isAdminOnly: true },
  { to: '/settings', label: 'Account Settings', Icon: Settings },
];

export function ShellRoute({ availablePaths }: { availablePaths: ReadonlySet<string> }) {
  return (
    <TransactionDialogProvider>
      <ShellFrame availablePaths={availablePaths} />
    </TransactionDialogProvider>
  );
}

function ShellFrame({ availablePaths }: { availablePaths: ReadonlySet<string> }) {
  const me = useMe();
  const config = usePublicConfig();
  const transactionDialog = useTransactionDialog();
  const isAdmin = me.data?.profile.isAdmin ?? false;
  const profile = me.data?.profile;
  const needsVerifying = config.data?.isEmailVerificationOn && profile && !profile.emailVerified;
  const nav = NAV.filter((item) => availablePaths.has(item.to) && (!item.isAdminOnly || isAdmin));
  return (
    <AppShell
      nav={nav}
      actions={[
        { label: 'Add Transaction', Icon: Plus, onSelect: () => transactionDialog.openAdd() },
      ]}
      supportEmail={config.data?.supportEmail ?? 'support@pennyflow.app'}
      tutorialUrl={config.data?.tutorialUrl ?? '/help'}
      notice={
        <>
          {needsVerifying ? <VerifyEmailNotice email={profile.email} /> : null}
          <OutboxNotices currency={profile?.currency ?? 'USD'} />
        </>
      }
    />
  );
}
