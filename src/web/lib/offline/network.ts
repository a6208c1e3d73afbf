// Whether the browser says it has a connection, as React state. The browser can be wrong the other
// way (a connection that reaches nothing), which the outbox learns from a failed send.
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

export function useIsOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** Whether a failed fetch means no connection (fetch rejects with a TypeError) rather than a refusal. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || !isOnline();
}
