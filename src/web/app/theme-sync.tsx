// Keeps the document's theme in step with the signed-in user's saved choice.
import { useEffect } from 'react';
import { useMe } from '#web/lib/session.ts';
import { applyTheme } from '#web/lib/theme.ts';

export function ThemeSync() {
  const theme = useMe().data?.profile.theme;
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
  return null;
}
