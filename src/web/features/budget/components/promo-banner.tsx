// Shown to users without Pro: what Spend Breakdown does for a budget, and the way there.
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';

export function PromoBanner() {
  return (
    <section
      aria-labelledby="budget-promo-title"
      className="flex flex-col gap-4 rounded-2xl border border-accent/30 bg-accent-soft p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent text-on-accent">
          <Sparkles aria-hidden className="h-5 w-5" />
        </span>
        <div>
          <h2 id="budget-promo-title" className="font-semibold">
            Organize Your Transactions
          </h2>
          <p className="mt-1 max-w-xl text-sm text-muted">
            Paste a bank or card statement into Spend Breakdown: it sorts every transaction into
            your expense categories and adds them to this budget in one go.
          </p>
        </div>
      </div>
      <Button asChild className="shrink-0">
        <Link to="/ai-chat">Try Spend Breakdown</Link>
      </Button>
    </section>
  );
}
