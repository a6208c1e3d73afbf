// Where Stripe sends the buyer back. Built from PUBLIC_URL; a client's URL is honoured only when it
// names one of our own pages that may receive the buyer, so a checkout can never return to another site.

/** Pages a Pro checkout may return to when cancelled: where it was started (spec section 7). */
export const CHECKOUT_CANCEL_PATHS = ['/settings', '/ai-chat'] as const;

export function ownPageUrl(publicUrl: string, path: string): string {
  return new URL(path, publicUrl).toString();
}

/**
 * The client's URL when it is on our origin and its path is one of `allowedPaths` (its query and
 * fragment dropped), else the fallback path.
 */
export function chooseReturnUrl(options: {
  publicUrl: string;
  requested: string | undefined;
  allowedPaths: readonly string[];
  fallbackPath: string;
}): string {
  const { publicUrl, requested, allowedPaths, fallbackPath } = options;
  if (requested) {
    try {
      const url = new URL(requested, publicUrl);
      const isOurs = url.origin === new URL(publicUrl).origin;
      if (isOurs && allowedPaths.includes(url.pathname)) return ownPageUrl(publicUrl, url.pathname);
    } catch {
      // Not a URL: fall back.
    }
  }
  return ownPageUrl(publicUrl, fallbackPath);
}
