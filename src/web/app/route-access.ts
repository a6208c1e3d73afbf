// Where a visitor may go: the spec's guards as one pure decision (tested in route-access.test.ts).

export type RouteAccess = 'guest' | 'onboarding' | 'shell' | 'admin';

export interface Visitor {
  isSignedIn: boolean;
  onboardingCompleted: boolean;
  isAdmin: boolean;
}

/** The path to redirect to, or null when the visitor may stay. */
export function resolveRedirect(access: RouteAccess, visitor: Visitor): string | null {
  switch (access) {
    case 'guest':
      return visitor.isSignedIn ? '/' : null;
    case 'onboarding':
      if (!visitor.isSignedIn) return '/start';
      return visitor.onboardingCompleted ? '/' : null;
    case 'shell':
      if (!visitor.isSignedIn) return '/start';
      return visitor.onboardingCompleted ? null : '/onboarding';
    case 'admin':
      if (!visitor.isSignedIn) return '/start';
      return visitor.isAdmin ? null : '/';
  }
}
