// Settings, Security: how this account signs in and who is signed in, one card each, in order.
import type { Profile } from '#shared/contract/profile';
import { PasskeysCard } from './passkeys-card.tsx';
import { SecurityLogCard } from './security-log-card.tsx';
import { SessionsCard } from './sessions-card.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';

export function SecurityTab({ profile }: { profile: Profile }) {
  return (
    <div className="space-y-4">
      <TwoFactorCard isOn={profile.twoFactorEnabled} />
      <PasskeysCard />
      <SessionsCard />
      <SecurityLogCard />
    </div>
  );
}
