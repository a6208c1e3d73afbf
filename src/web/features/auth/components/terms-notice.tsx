// The sign-up forms' agreement line, linking the real terms and privacy pages. They open in a new tab
// so that what was typed (and a report waiting on /breakdown) stays where it is.
function NewTabLink({ to, children }: { to: string; children: string }) {
  return (
    <a
      href={to}
      target="_blank"
      rel="noopener"
      className="font-medium text-accent-text underline underline-offset-2"
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export function TermsNotice() {
  return (
    <p className="w-full text-xs text-muted">
      By creating an account you agree to Pennyflow&apos;s{' '}
      <NewTabLink to="/terms">Terms of Service</NewTabLink> and{' '}
      <NewTabLink to="/privacy">Privacy Policy</NewTabLink>.
    </p>
  );
}
