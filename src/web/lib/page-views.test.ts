import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPageViewTracking, type LocationSource } from './page-views.ts';

type Listener = (state: { location: { pathname: string } }) => void;

function fakeRouter(pathname: string) {
  const listeners: Listener[] = [];
  const router: LocationSource & { go(path: string): void } = {
    state: { location: { pathname } },
    subscribe(listener) {
      listeners.push(listener);
      return () => {};
    },
    go(path) {
      router.state.location.pathname = path;
      for (const listener of listeners) listener({ location: { pathname: path } });
    },
  };
  return router;
}

let fetchCalls: Array<{
  views: Array<{ path: string; referrer: string | null; sessionId: string }>;
}>;
let beacons: string[];
let isBeaconQueued: boolean;
let onVisibilityChange: (() => void) | undefined;
let onPageHide: (() => void) | undefined;
const page = { visibilityState: 'visible', referrer: 'https://search.example/q?pennyflow' };

beforeEach(() => {
  vi.useFakeTimers();
  fetchCalls = [];
  beacons = [];
  isBeaconQueued = true;
  page.visibilityState = 'visible';
  onPageHide = undefined;
  const store = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
  });
  vi.stubGlobal('document', {
    get visibilityState() {
      return page.visibilityState;
    },
    get referrer() {
      return page.referrer;
    },
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'visibilitychange') onVisibilityChange = listener;
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      fetchCalls.push(JSON.parse(init.body as string));
      throw new TypeError('Failed to fetch'); // the endpoint is down: nobody must notice
    }),
  );
  vi.stubGlobal('window', {
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'pagehide') onPageHide = listener;
    },
  });
  vi.stubGlobal('navigator', {
    sendBeacon: (_url: string, body: string) => {
      beacons.push(body);
      return isBeaconQueued;
    },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('page-view tracking', () => {
  it('counts a page once it has been shown for a second, and sends views in one batch later', async () => {
    const router = fakeRouter('/budget-maker');
    startPageViewTracking(router);
    await vi.advanceTimersByTimeAsync(1000);
    router.go('/start');
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetchCalls).toEqual([]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchCalls).toHaveLength(1);
    const [first, second] = fetchCalls[0]!.views;
    expect(first).toMatchObject({
      path: '/budget-maker',
      referrer: 'https://search.example/q?pennyflow',
    });
    expect(second).toMatchObject({ path: '/start', referrer: '/budget-maker' });
    expect(first!.sessionId).toBe(second!.sessionId);
  });

  it('does not count a page a guard redirected away from at once, nor unknown paths', async () => {
    const router = fakeRouter('/');
    startPageViewTracking(router);
    router.go('/start');
    router.go('/no-such-page');
    router.go('/login');
    await vi.advanceTimersByTimeAsync(7000);
    expect(fetchCalls.flatMap((call) => call.views.map((v) => v.path))).toEqual(['/login']);
  });

  it('sends what is queued, and the page on screen, with a beacon when the tab hides', async () => {
    const router = fakeRouter('/budget');
    startPageViewTracking(router);
    await vi.advanceTimersByTimeAsync(1000);
    router.go('/transactions');
    page.visibilityState = 'hidden';
    onVisibilityChange!();
    expect(beacons).toHaveLength(1);
    const sent = JSON.parse(beacons[0]!) as { views: Array<{ path: string }> };
    expect(sent.views.map((v) => v.path)).toEqual(['/budget', '/transactions']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchCalls).toEqual([]);
  });

  it('sends the page left at once by a full page load, as text a beacon may carry', async () => {
    const router = fakeRouter('/budget-maker');
    startPageViewTracking(router);
    await vi.advanceTimersByTimeAsync(300);
    // The page goes while still visible (a link to another document): no visibilitychange first.
    onPageHide!();
    expect(beacons).toHaveLength(1);
    // A string: the browser sends it as text/plain, which it never refuses for a beacon.
    expect(typeof beacons[0]).toBe('string');
    const sent = JSON.parse(beacons[0]!) as { views: Array<{ path: string }> };
    expect(sent.views.map((v) => v.path)).toEqual(['/budget-maker']);
    // Hidden afterwards, and the timers run out: nothing is sent twice.
    page.visibilityState = 'hidden';
    onVisibilityChange!();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(beacons).toHaveLength(1);
    expect(fetchCalls).toEqual([]);
  });

  it('falls back to a keepalive fetch when the beacon is not queued', async () => {
    isBeaconQueued = false;
    const router = fakeRouter('/start');
    startPageViewTracking(router);
    onPageHide!();
    expect(beacons).toHaveLength(1);
    expect(fetchCalls.flatMap((call) => call.views.map((v) => v.path))).toEqual(['/start']);
  });
});
