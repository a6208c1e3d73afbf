// The Security tab of /settings: one card per part of how the account is kept safe, in order.
import { SecurityLogCard } from './security-log-card.tsx';
import { SessionsCard } from './sessions-card.tsx';

export function SecurityTab() {
  return (
    <div className="space-y-4">
      <SessionsCard />
      <SecurityLogCard />
    </div>
  );
}
