// Applies a theme to the whole document at once and remembers it for the next first paint.
import type { Theme } from '#shared/contract/profile';

const STORAGE_KEY = 'pennyflow.theme';

export function readStoredTheme(): Theme {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'light' ? 'light' : 'dark';
  } catch {
    return 'dark';
  }
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove('dark', 'light');
  root.classList.add(theme);
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', theme === 'dark' ? '#0b1020' : '#f5f7fb');
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // storage blocked: the theme still applies for this visit
  }
}
