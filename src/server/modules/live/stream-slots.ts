// How many live streams one address may hold open on this instance. Each open stream keeps a socket
// and a subscription; without a cap one address could open hundreds (issue 32: 400 from one).
// Counted per app (its hub), so test systems and instances never share counts.

/** Far past the tabs of one household behind one address. */
export const MAX_STREAMS_PER_ADDRESS = 20;

export const TOO_MANY_STREAMS =
  'Too many live connections from this address. Close a few tabs and try again.';

const openByApp = new WeakMap<object, Map<string, number>>();

/** A slot for one more stream from `address`, with its release (safe to call twice), or null when full. */
export function takeStreamSlot(
  app: object,
  address: string,
  max = MAX_STREAMS_PER_ADDRESS,
): (() => void) | null {
  let open = openByApp.get(app);
  if (!open) openByApp.set(app, (open = new Map()));
  const count = open.get(address) ?? 0;
  if (count >= max) return null;
  open.set(address, count + 1);
  let isReleased = false;
  return () => {
    if (isReleased) return;
    isReleased = true;
    const left = (open.get(address) ?? 1) - 1;
    if (left <= 0) open.delete(address);
    else open.set(address, left);
  };
}
