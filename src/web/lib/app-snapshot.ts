// A picture of the page, so that a second start shows it at once. The app keeps the markup of a page
// it has drawn (the budget's pages as last seen, the public pages as first shown); on the next
// start `public/app-start.js` paints it before the app's code has loaded, and the app takes over
// (revealApp) as soon as it has drawn the page itself. On a phone that is the difference between a
// blank screen for a second or two and the page straight away. The picture cannot be used: it is
// inert, and the live page replaces it when ready. Signing out forgets every picture.
import { hasSavedAnswers } from './offline/saved-queries.ts';

const PREFIX = 'pennyflow.snapshot:';
/** A picture larger than this (a very long transaction list) is not worth the storage. */
const MAX_HTML_CHARS = 150_000;
/** However the start goes, the live page is shown after this long. */
const REVEAL_DEADLINE_MS = 10_000;

/**
 * Pages worth a picture, and when it is taken: pages drawn from the saved answers as the person
 * last saw them; pages whose state lives only in memory (a form, the budget maker's steps) as first
 * shown, since that is what the next start draws.
 */
const PICTURED_PAGES: Record<string, 'last-seen' | 'first-shown'> = {
  '/': 'last-seen',
  '/budget': 'last-seen',
  '/transactions': 'last-seen',
  '/recurring': 'last-seen',
  '/reports': 'last-seen',
  '/help': 'last-seen',
  '/terms': 'last-seen',
  '/privacy': 'last-seen',
  '/start': 'first-shown',
  '/login': 'first-shown',
  '/signup': 'first-shown',
  '/budget-maker': 'first-shown',
};

export interface Snapshot {
  html: string;
  at: number;
  /** The app's stylesheet: a picture from another version of the app is not shown. */
  css: string;
  search: string;
  theme: 'light' | 'dark';
  /** Taken signed in (member pages) or signed out; shown only in the same state. */
  isMember: boolean;
}

const appRoot = () => document.getElementById('root');

/**
 * The markup of the page on screen, or null when it is not ready to be pictured (still loading, or
 * the picture of the last start still showing). Parts marked data-snapshot-skip (notices about
 * this moment) and test ids are left out.
 */
function pictureOfPage(root: HTMLElement): string | null {
  if (root.hidden || root.querySelector('[data-loading-screen]')) return null;
  const copy = root.cloneNode(true) as HTMLElement;
  for (const part of copy.querySelectorAll('[data-snapshot-skip]')) part.remove();
  for (const element of copy.querySelectorAll('[data-testid]'))
    element.removeAttribute('data-testid');
  return copy.innerHTML || null;
}

function takeSnapshot(): void {
  const isMember = hasSavedAnswers();
  // Signed out (or the session ended): no picture of a member's pages stays.
  if (!isMember) forgetSnapshots((snapshot) => snapshot.isMember);
  const root = appRoot();
  const css = document.querySelector('link[rel="stylesheet"]')?.getAttribute('href');
  if (!root || !css || !(location.pathname in PICTURED_PAGES)) return;
  const html = pictureOfPage(root);
  if (html === null) return;
  const key = PREFIX + location.pathname;
  if (html.length > MAX_HTML_CHARS) {
    // Too large to keep: an older, smaller picture of the page would show what is gone.
    forgetPicture(key);
    return;
  }
  const snapshot: Snapshot = {
    html,
    at: Date.now(),
    css,
    search: location.search,
    theme: document.documentElement.classList.contains('light') ? 'light' : 'dark',
    // The same mark public/app-start.js reads: a member's answers are kept on this device.
    isMember,
  };
  try {
    localStorage.setItem(key, JSON.stringify(snapshot));
  } catch {
    // storage full or blocked: the next start draws the page itself, not an older picture
    forgetPicture(key);
  }
}

/** Keeps the pictures of last-seen pages as the app is left (hidden, or closed). */
export function keepSnapshots(): void {
  const onLeave = () => {
    if (PICTURED_PAGES[location.pathname] === 'last-seen') takeSnapshot();
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') onLeave();
  });
  window.addEventListener('pagehide', onLeave);
}

/** How long after a page is drawn its first-shown picture waits (for its parts loaded late). */
const FIRST_SHOWN_DELAY_MS = 1_500;

/** Called when a page has been drawn: shows the live app, and pictures a first-shown page. */
export function pageShown(): void {
  revealApp();
  const path = location.pathname;
  if (PICTURED_PAGES[path] !== 'first-shown') return;
  setTimeout(() => {
    if (location.pathname === path) takeSnapshot();
  }, FIRST_SHOWN_DELAY_MS);
}

/** Replaces the picture with the live app (idempotent). */
export function revealApp(): void {
  const picture = document.getElementById('app-snapshot');
  if (!picture) return;
  picture.remove();
  const root = appRoot();
  if (root) root.hidden = false;
  performance.mark('app-revealed');
}

/** Whatever happens on the way (a page that never draws, an error), the app is shown in the end. */
export function revealAppByDeadline(): void {
  setTimeout(revealApp, REVEAL_DEADLINE_MS);
}

function forgetPicture(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // storage blocked: nothing was kept
  }
}

/** Forgets the pictures (signing out: all of them). */
export function forgetSnapshots(which: (snapshot: Snapshot) => boolean = () => true): void {
  try {
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith(PREFIX)) continue;
      let snapshot: Snapshot | null = null;
      try {
        snapshot = JSON.parse(localStorage.getItem(key) ?? 'null') as Snapshot | null;
      } catch {
        // unreadable: forgotten below
      }
      if (!snapshot || which(snapshot)) localStorage.removeItem(key);
    }
  } catch {
    // storage blocked: nothing was kept
  }
}
