// /terms: the terms for using Pennyflow, plain and short, true to what the app does (ADR 0022).
import { usePublicConfig } from '#web/lib/session.ts';
import { LegalSection, LegalText, SupportAddress, TextLink } from './legal-text.tsx';

export function TermsPage() {
  const supportEmail = usePublicConfig().data?.supportEmail;
  return (
    <LegalText
      title="Terms of Service"
      updated="November 27, 2026"
      intro={
        <p>
          These terms cover your use of Pennyflow on this server: the free account, the free Spend
          Breakdown and Budget Maker, and Pro access. By creating an account you agree to them and
          to the <TextLink to="/privacy">Privacy Policy</TextLink>, which says what is stored and
          where.
        </p>
      }
    >
      <LegalSection title="Your account">
        <ul>
          <li>
            One account per email address. Keep your password to yourself; you are responsible for
            what is done with your account.
          </li>
          <li>
            Your budget, transactions and categories are yours. You can download them or delete the
            account at any time in Account Settings.
          </li>
          <li>
            Use Pennyflow for your own budgeting, lawfully, and do not try to get at other people’s
            data, overload the service or get round its limits.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Free and Pro">
        <p>
          A free account can plan budgets, log transactions and use the Spend Breakdown with an
          allowance of 250 characters a calendar month, 100 at a time. Pro access is a one-time
          payment of $29 (or a license key) and lasts for the life of the account: the Spending
          Report without a monthly limit, statements of up to 30,000 characters at once and
          statement uploads in the Spend Breakdown (the free breakdown page takes both from anyone),
          and priority for your help requests. Payments are taken by Stripe on its own checkout
          page. If something went wrong with a payment, write to us.
        </p>
      </LegalSection>

      <LegalSection title="What Pennyflow is and is not">
        <ul>
          <li>
            Pennyflow sorts and adds up the figures you give it. Categories it suggests for a
            statement can be wrong: check them before adding them to your budget.
          </li>
          <li>
            It is not financial, tax or legal advice, and it does not move money or connect to your
            bank.
          </li>
          <li>
            The service is provided as it is. We work to keep it running and your data safe, but we
            cannot promise it will never be unavailable or free of errors; keep your own copies with
            the exports in Account Settings.
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="Ending">
        <p>
          You can delete your account whenever you like, which removes your data as the Privacy
          Policy describes. An account used to break these terms (for example to attack the service
          or other people’s data) may be closed.
        </p>
      </LegalSection>

      <LegalSection title="Changes and contact">
        <p>
          If these terms change, the date above changes with them. Questions: write to{' '}
          <SupportAddress email={supportEmail} /> or see the{' '}
          <TextLink to="/help">getting-started guide</TextLink>.
        </p>
      </LegalSection>
    </LegalText>
  );
}
