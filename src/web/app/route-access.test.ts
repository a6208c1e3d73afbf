import { describe, expect, it } from 'vitest';
import { resolveRedirect, type Visitor } from './route-access.ts';

const signedOut: Visitor = { isSignedIn: false, onboardingCompleted: false, isAdmin: false };
const newUser: Visitor = { isSignedIn: true, onboardingCompleted: false, isAdmin: false };
const member: Visitor = { isSignedIn: true, onboardingCompleted: true, isAdmin: false };
const admin: Visitor = { isSignedIn: true, onboardingCompleted: true, isAdmin: true };

describe('resolveRedirect', () => {
  it('sends a signed-out visitor of the shell to /start', () => {
    expect(resolveRedirect('shell', signedOut)).toBe('/start');
  });
  it('sends a user who has not finished onboarding to /onboarding', () => {
    expect(resolveRedirect('shell', newUser)).toBe('/onboarding');
  });
  it('lets a user who finished onboarding into the shell', () => {
    expect(resolveRedirect('shell', member)).toBeNull();
  });
  it('sends a non-admin away from /admin to /, and a signed-out visitor to /start', () => {
    expect(resolveRedirect('admin', member)).toBe('/');
    expect(resolveRedirect('admin', signedOut)).toBe('/start');
    expect(resolveRedirect('admin', admin)).toBeNull();
  });
  it('keeps onboarding for signed-in users who have not finished it', () => {
    expect(resolveRedirect('onboarding', newUser)).toBeNull();
    expect(resolveRedirect('onboarding', signedOut)).toBe('/start');
    expect(resolveRedirect('onboarding', member)).toBe('/');
  });
  it('sends signed-in users away from the sign-in pages', () => {
    expect(resolveRedirect('guest', signedOut)).toBeNull();
    expect(resolveRedirect('guest', member)).toBe('/');
  });
});
