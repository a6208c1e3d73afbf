import { useEffect, useRef, useState, type FormEvent } from 'react';
import { THEMES, type Profile, type Theme } from '#shared/contract/profile';
import { CURRENCIES, currencySymbol, type CurrencyCode } from '#shared/money';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { applyTheme } from '#web/lib/theme.ts';
import { SETTINGS_MESSAGES, useUpdateProfile } from '../api.ts';

const SAVED_MESSAGE_MS = 3000;

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });

export function ProfileTab({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const [theme, setTheme] = useState<Theme>(profile.theme);
  const [currency, setCurrency] = useState<CurrencyCode>(profile.currency);
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');

  // The theme previews at once; leaving without saving goes back to the saved one.
  useEffect(() => {
    applyTheme(theme);
  }, [theme]);
  const savedTheme = useRef(profile.theme);
  useEffect(() => {
    savedTheme.current = profile.theme;
  }, [profile.theme]);
  useEffect(() => () => applyTheme(savedTheme.current), []);

  useEffect(() => {
    if (status !== 'saved') return;
    const timer = setTimeout(() => setStatus('idle'), SAVED_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setStatus('idle');
    update.mutate(
      { theme, currency },
      { onSuccess: () => setStatus('saved'), onError: () => setStatus('failed') },
    );
  }

  return (
    <Card>
      <CardTitle>Profile</CardTitle>
      <CardDescription>
        Your sign-in email, how Pennyflow looks, and the currency amounts are shown in.
      </CardDescription>
      <form onSubmit={onSubmit} className="mt-6 space-y-5">
        <Field id="settings-email" label="Email" hint="Your email can't be changed.">
          <Input
            id="settings-email"
            type="email"
            value={profile.email}
            readOnly
            aria-describedby="settings-email-hint"
          />
        </Field>
        <Field id="settings-theme" label="Theme">
          <Select
            id="settings-theme"
            value={theme}
            onChange={(e) => setTheme(e.target.value as Theme)}
          >
            {THEMES.map((t) => (
              <option key={t} value={t}>
                {t === 'dark' ? 'Dark' : 'Light'}
              </option>
            ))}
          </Select>
        </Field>
        <Field id="settings-currency" label="Currency">
          <Select
            id="settings-currency"
            value={currency}
            onChange={(e) => setCurrency(e.target.value as CurrencyCode)}
          >
            {CURRENCIES.map((code) => (
              <option key={code} value={code}>
                {code} ({currencySymbol(code)}) · {currencyNames.of(code)}
              </option>
            ))}
          </Select>
        </Field>
        {status === 'saved' ? <Alert tone="success">{SETTINGS_MESSAGES.saved}</Alert> : null}
        {status === 'failed' ? <Alert tone="error">{SETTINGS_MESSAGES.saveFailed}</Alert> : null}
        <Button type="submit" isPending={update.isPending} pendingLabel="Saving...">
          Save Changes
        </Button>
      </form>
    </Card>
  );
}
