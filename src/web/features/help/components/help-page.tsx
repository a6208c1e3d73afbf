// /help: the getting-started guide that Watch Tutorial opens by default (TUTORIAL_URL, ADR 0022): the
// five things to do first, each with a picture of the real screen, then how to reach us.
import { Mail } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { SupportForm } from '#web/components/support-form.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { useMe, usePublicConfig } from '#web/lib/session.ts';
import addTransactionImage from '../images/add-transaction.webp';
import budgetImage from '../images/budget.webp';
import dashboardImage from '../images/dashboard.webp';
import spendBreakdownImage from '../images/spend-breakdown.webp';
import transactionsImage from '../images/transactions.webp';

interface Step {
  title: string;
  text: string;
  link: { to: string; label: string };
  image: { src: string; alt: string; width: number; height: number };
}

const STEPS: Step[] = [
  {
    title: 'Plan your month',
    text: 'On Your Budget, give each income source the amount you expect this month and each expense category the amount you mean to spend. The summary beside it shows what is left over once bills, savings and debt payments are counted. Pick another month with the month and year selectors.',
    link: { to: '/budget', label: 'Open Your Budget' },
    image: {
      src: budgetImage,
      alt: 'Your Budget for November 2026: income categories Salary and Side Gig with planned and received amounts, and a summary with $317.67 left over.',
      width: 960,
      height: 608,
    },
  },
  {
    title: 'Log money in and out',
    text: 'The plus button at the top of the sidebar (in the menu on a phone) opens the transaction dialog from any page. Choose Money In or Money Out, pick a category, enter the amount and the date, and add a note if you like. Enter Multiple logs several at once.',
    link: { to: '/transactions', label: 'Open Transactions' },
    image: {
      src: addTransactionImage,
      alt: 'The Add Transaction dialog with Money Out chosen, the Groceries category picked, an amount of 42.80 and the note Weekly shop.',
      width: 496,
      height: 675,
    },
  },
  {
    title: 'Turn a statement into categories',
    text: 'On the Spend Breakdown, paste transactions from your bank or card statement (or upload a file) and run it: every transaction is sorted into your own expense categories. Move or edit any that landed in the wrong place, then Add to Budget puts a category’s transactions into your budget in one go.',
    link: { to: '/ai-chat', label: 'Open the Spend Breakdown' },
    image: {
      src: spendBreakdownImage,
      alt: 'A spending report of three transactions: Tesco under Groceries, Netflix under Subscriptions and Starbucks under Dining Out, each category with an Add to Budget button.',
      width: 960,
      height: 608,
    },
  },
  {
    title: 'Find and fix transactions',
    text: 'Transactions shows the month as a calendar, green on days more came in than went out and red on days more went out. Pick a day to see its transactions, or search for one; the pencil edits a transaction and the bin deletes it.',
    link: { to: '/transactions', label: 'Open Transactions' },
    image: {
      src: transactionsImage,
      alt: 'Transaction History: a November 2026 calendar with coloured days beside the month’s list of transactions, each with edit and delete buttons.',
      width: 960,
      height: 608,
    },
  },
  {
    title: 'See where it all went',
    text: 'The Dashboard adds up money in, money out and what is left over for the last 30, 90 or 365 days, this month, last month or any dates you pick, and draws how the money flowed from income to each category.',
    link: { to: '/', label: 'Open the Dashboard' },
    image: {
      src: dashboardImage,
      alt: 'The Dashboard for the last 30 days: $5,200.00 in, $5,203.99 out, and a money flow chart from income to Rent/Mortgage, Groceries and other categories.',
      width: 960,
      height: 608,
    },
  },
];

export function HelpPage() {
  const { hash } = useLocation();
  // The router does not follow #write-to-us (the Access tab's 'Priority support' link) by itself.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  const me = useMe();
  const config = usePublicConfig();
  const email = me.data?.profile.email;
  const supportEmail = config.data?.supportEmail;
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-semibold tracking-tight text-text">Getting started</h1>
      <p className="mt-2 text-muted">
        The five things to do first in Pennyflow, in the order most people do them.
      </p>
      <ol className="mt-8 space-y-10">
        {STEPS.map((step, index) => (
          <li key={step.title} aria-labelledby={`step-${index + 1}`}>
            <h2
              id={`step-${index + 1}`}
              className="flex items-baseline gap-3 text-xl font-semibold text-text"
            >
              <span
                aria-hidden
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-accent-soft text-base text-accent-text"
              >
                {index + 1}
              </span>
              {step.title}
            </h2>
            <p className="mt-3 leading-relaxed text-text">{step.text}</p>
            <Link
              to={step.link.to}
              className="mt-2 inline-block text-sm font-medium text-accent-text hover:underline"
            >
              {step.link.label}
            </Link>
            <img
              src={step.image.src}
              alt={step.image.alt}
              width={step.image.width}
              height={step.image.height}
              loading={index === 0 ? 'eager' : 'lazy'}
              className="mt-4 h-auto max-w-full rounded-xl border border-border shadow-sm"
            />
          </li>
        ))}
      </ol>
      <section id="write-to-us" aria-labelledby="write-to-us-title" className="mt-12 scroll-mt-6">
        <Card>
          <h2 id="write-to-us-title" className="text-xl font-semibold text-text">
            Still stuck? Write to us
          </h2>
          <p className="mt-2 text-sm text-muted">
            {supportEmail ? (
              <>
                Email{' '}
                <a
                  href={`mailto:${supportEmail}`}
                  className="inline-flex items-center gap-1 font-medium text-accent-text hover:underline"
                >
                  <Mail aria-hidden className="h-4 w-4" />
                  {supportEmail}
                </a>
                {email ? ' or use the form below. ' : '. '}
              </>
            ) : null}
            We typically reply within 24 hours; Pro users’ messages are marked priority.
          </p>
          {email ? (
            <div className="mt-5">
              <SupportForm replyTo={email} />
            </div>
          ) : (
            <p className="mt-3 text-sm text-muted">
              <Link to="/login" className="font-medium text-accent-text hover:underline">
                Sign in
              </Link>{' '}
              to write to us from here, with replies going to your account’s email.
            </p>
          )}
        </Card>
      </section>
    </article>
  );
}
