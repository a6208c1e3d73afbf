// Settings, Security: how this account signs in, one card each.
import type { Profile } from '#shared/contract/profile';
import { PasskeysCard } from './passkeys-card.tsx';
import { TwoFactorCard } from './two-factor-card.tsx';

export function SecurityTab({ profile }: { profile: Profile }) {
  return (
    <div className="space-y-4">
      <TwoFactorCard isOn={profile.twoFactorEnabled} />
      <PasskeysCard />
    </div>
  );
}
