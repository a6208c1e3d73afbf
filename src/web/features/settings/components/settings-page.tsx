import { useSearchParams } from 'react-router';
import { LoadingScreen } from '#web/components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#web/components/ui/tabs.tsx';
import { PageHeader } from '#web/components/layout/page-header.tsx';
import { useMe } from '#web/lib/session.ts';
import { AccessTab } from './access-tab.tsx';
import { ApiTab } from './api-tab.tsx';
import { MerchantRulesTab } from './merchant-rules-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { RemindersCard } from './reminders-card.tsx';
import { SecurityTab } from './security-tab.tsx';
import { SignOutCard } from './sign-out-card.tsx';
import { YourDataCard } from './your-data-card.tsx';

const TABS = ['profile', 'access', 'security', 'rules', 'api'] as const;

export function SettingsPage() {
  const me = useMe();
  // '?tab=access' opens the Access tab (the upgrade buttons elsewhere lead there).
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = TABS.find((t) => t === asked) ?? 'profile';
  if (!me.data) return <LoadingScreen label="Loading your settings" />;
  const { profile, subscription } = me.data;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader
        title="Account Settings"
        description="Manage your profile, appearance, access, security, the merchants Pennyflow has learned and the tokens your own tools use."
      />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(value === 'profile' ? {} : { tab: value }, { replace: true })
        }
        className="space-y-4"
      >
        {/* Five tabs are wider than a phone: they wrap rather than hide one. */}
        <TabsList aria-label="Settings sections" className="flex-wrap">
          <TabsTrigger value="profile">Profile</TabsTrigger>
          <TabsTrigger value="access">Access</TabsTrigger>
          <TabsTrigger value="security">Security</TabsTrigger>
          <TabsTrigger value="rules">Merchant rules</TabsTrigger>
          <TabsTrigger value="api">API</TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="space-y-4">
          <ProfileTab profile={profile} />
          <RemindersCard />
        </TabsContent>
        <TabsContent value="access">
          <AccessTab subscription={subscription} />
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab profile={profile} />
        </TabsContent>
        <TabsContent value="rules">
          <MerchantRulesTab />
        </TabsContent>
        <TabsContent value="api" className="space-y-4">
          <ApiTab />
        </TabsContent>
      </Tabs>
      <YourDataCard email={profile.email} />
      <SignOutCard />
    </div>
  );
}
