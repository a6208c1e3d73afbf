// /privacy: what this server keeps, where, for how long, what leaves it and how to take it away or
// delete it. Every statement here is what the code does (ADR 0022); change it when the code changes.
import { usePublicConfig } from '#web/lib/session.ts';
import { LegalSection, LegalText, SupportAddress, TextLink } from './legal-text.tsx';

export function PrivacyPage() {
  const supportEmail = usePublicConfig().data?.supportEmail;
  return (
    <LegalText
      title="Privacy Policy"
      updated="November 27, 2026"
      intro={
        <p>
          Pennyflow is a budgeting app run by whoever operates this server. It keeps what it needs
          to show you your budget, and nothing is sold or shared for advertising. This page says
          exactly what is stored, where, for how long, what leaves the server and how you can take
          your data with you or delete it.
        </p>
      }
    >
      <LegalSection title="What is stored">
        <ul>
          <li>
            <strong>Your account:</strong> your email address, whether you confirmed it, and your
            password as a one-way hash (never the password itself).
          </li>
          <li>
            <strong>Your sessions:</strong> a sign-in cookie and, on the server, the session with
            the address (IP) and browser name it was made from.
          </li>
          <li>
            <strong>Your profile:</strong> theme, currency and whether you finished the setup.
          </li>
          <li>
            <strong>Your budget:</strong> your categories with their planned amounts, each
            transaction you add or import (amount, date, category, note or merchant), the imports
            you made from the Spend Breakdown, and the merchant-to-category choices you teach it.
          </li>
          <li>
            <strong>Usage:</strong> how many characters you sent to the Spend Breakdown each month
            (the free allowance), the times you signed in, and which pages of the app were opened
            (the page, the exact time, a random id for the browser tab, and the page you came from).
            The operator sees these as totals and trends on an admin dashboard.
          </li>
          <li>
            <strong>Pro access:</strong> for a card payment, the payment provider’s customer and
            order references with the amount and status; for a license key, which account used it.
          </li>
        </ul>
        <p>
          Statements you paste or upload to the Spend Breakdown or the free breakdown are read and
          sorted in the server’s memory and answered; the text is not kept. A PDF or photo is turned
          into text in your browser, so the file itself never reaches the server. Only the
          transactions you add to your budget are stored.
        </p>
        <p>In your browser, Pennyflow keeps:</p>
        <ul>
          <li>your theme, until you change it; signing out keeps it;</li>
          <li>the random tab id above, for as long as the tab is open; signing out keeps it;</li>
          <li>
            a budget made in the budget maker, and a report made on the free breakdown page, waiting
            for a new account: until that account takes them up, and never more than 30 days;
            signing out keeps them;
          </li>
          <li>
            your last Spend Breakdown report (the sorted transactions and what you imported from
            it), for each account that made one: 7 days from when it was made, so an import can be
            undone; Analyze New Transactions forgets it, signing out does not;
          </li>
          <li>
            the date range you last chose on the dashboard, for each account: until you choose
            another; signing out keeps it;
          </li>
          <li>
            for the life of the tab only: your setup answers so far, and the free breakdown page’s
            last report (without the statement text), so a reload keeps them; closing the tab or
            signing out forgets them.
          </li>
        </ul>
        <p>
          Nothing else is kept in your browser. There are no advertising or third-party tracking
          cookies.
        </p>
      </LegalSection>

      <LegalSection title="Where it is kept">
        <p>
          Everything above, apart from what your browser keeps, is in this server’s database: a
          database in the server’s data folder, or a PostgreSQL database the operator runs. If the
          operator shares limits between several servers, sign-in and request counts (keyed by
          address or account) sit briefly in a Redis store. The server’s log holds errors and, when
          no mail server is set up, the mail it would have sent (password-reset and
          email-confirmation links, and help requests).
        </p>
      </LegalSection>

      <LegalSection title="How long it is kept">
        <ul>
          <li>Your account, budget and transactions: until you delete them or the account.</li>
          <li>
            A session: 30 days from the last day you used it, or until you sign out, which ends it
            at once. Changing or resetting your password ends your other sessions.
          </li>
          <li>Password reset links: one hour, and they work once.</li>
          <li>Request counts for rate limits: a minute or an hour, depending on the limit.</li>
          <li>
            Page views (the page, the exact time, the random tab id and the page you came from):
            without a time limit, unless the operator clears them. Deleting your account removes the
            link to it, not the page views.
          </li>
          <li>
            Payment records: kept after an account is deleted, no longer linked to you (see below).
          </li>
        </ul>
      </LegalSection>

      <LegalSection title="What leaves the server">
        <ul>
          <li>
            <strong>Card payments (Stripe):</strong> when you start a checkout, your email address
            and account id go to Stripe, and you enter your card on Stripe’s own page; Pennyflow
            never sees your card. Stripe keeps its payment records under its own privacy policy.
          </li>
          <li>
            <strong>Mail:</strong> password reset and email confirmation messages, and what you
            write with Write to us, go through the operator’s mail provider. Without one, nothing is
            sent and the message is written to the server log instead.
          </li>
          <li>
            <strong>The optional AI provider:</strong> the Spend Breakdown sorts transactions with a
            built-in engine on this server. Only if the operator turns on an AI provider (an
            OpenAI-compatible service) are the merchant names it could not place sent there, with
            anything that looks like a number, amount or date removed, together with your category
            names. Amounts, dates and your email are never sent.
          </li>
          <li>
            <strong>Sign-up notice:</strong> if the operator sets one up, a new account’s email,
            plan and sign-up time are posted to the operator’s own address.
          </li>
        </ul>
        <p>Nothing else is sent anywhere: no analytics service, no advertising network.</p>
      </LegalSection>

      <LegalSection title="Take your data with you">
        <p>
          In <TextLink to="/settings">Account Settings</TextLink>, Your Data downloads everything as
          JSON (your email, sign-up date, currency and theme, every category with its planned
          amount, every transaction and the merchant rules you taught), or your transactions or
          categories as CSV, whenever you like.
        </p>
      </LegalSection>

      <LegalSection title="Delete your account">
        <p>
          In <TextLink to="/settings">Account Settings</TextLink>, Delete Account removes your
          account and everything in it at once: profile, sessions, categories, transactions,
          imports, merchant rules, usage and sign-in history. It cannot be undone. The pages you
          opened stay recorded (each page, the exact time, the random tab id and the page you came
          from), no longer linked to your account, without a time limit unless the operator clears
          them; a used license key stays marked as used without your account, and payment records
          stay as the accounts of a sale, no longer linked to you.
        </p>
      </LegalSection>

      <LegalSection title="Questions">
        <p>
          Write to <SupportAddress email={supportEmail} />. See also the{' '}
          <TextLink to="/terms">Terms of Service</TextLink>.
        </p>
      </LegalSection>
    </LegalText>
  );
}
