// The merchant rules the person taught the Spend Breakdown (issue 12): every merchant with the
// category it goes to, which can be changed or forgotten. A filter finds one among hundreds.
import { Store, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { categoryNamesOfType } from '#shared/categories';
import type { MerchantRuleView } from '#shared/contract/breakdown';
import { QueryState } from '#web/components/query-state.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { SearchInput } from '#web/components/ui/search-input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useCategoryRows } from '#web/lib/budget-queries.ts';
import {
  useChangeMerchantRule,
  useDeleteMerchantRule,
  useMerchantRules,
} from '#web/lib/merchant-rules.ts';

/** Rows shown before 'Show more': a long list stays quick to render and to scan. */
const PAGE = 50;

const UPDATED = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

type Message = { tone: 'success' | 'error'; text: string };

export function MerchantRulesTab() {
  const rules = useMerchantRules();
  const categoryRows = useCategoryRows();
  const [filter, setFilter] = useState('');
  const [shown, setShown] = useState(PAGE);
  const [message, setMessage] = useState<Message | null>(null);
  const filterId = useId();

  // Where a merchant can be sent: the person's expense categories, whatever the month; a payer's
  // money in, their income categories.
  const { categoryNames, incomeNames } = useMemo(() => {
    const rows = categoryRows.data ?? [];
    return {
      categoryNames: categoryNamesOfType(rows, 'expense'),
      incomeNames: categoryNamesOfType(rows, 'income'),
    };
  }, [categoryRows.data]);
  const all = rules.data ?? [];
  const needle = filter.trim().toLowerCase();
  const matching = needle
    ? all.filter(
        (rule) =>
          rule.merchantName.toLowerCase().includes(needle) ||
          rule.category.toLowerCase().includes(needle),
      )
    : all;

  return (
    <Card>
      <CardTitle>Merchant rules</CardTitle>
      <CardDescription>
        When you move a transaction to a category on the Spend Breakdown, or add it to your budget,
        Pennyflow remembers where that merchant goes and puts it there first next time.
      </CardDescription>
      {message ? (
        <Alert tone={message.tone} className="mt-4">
          {message.text}
        </Alert>
      ) : null}
      <QueryState
        query={rules}
        loadingLabel="Loading your merchant rules"
        isEmpty={(data) => data.length === 0}
        className="mt-4"
        empty={
          <div className="mt-6 flex flex-col items-center gap-2 rounded-xl border border-dashed border-border px-4 py-8 text-center">
            <Store aria-hidden className="h-6 w-6 text-muted" />
            <p className="text-sm font-medium text-text">No merchant rules yet</p>
            <p className="max-w-sm text-sm text-muted">
              They appear here when you move a transaction to another category or add a category of
              transactions to your budget.
            </p>
          </div>
        }
      >
        {() => (
          <>
            <SearchInput
              id={filterId}
              label="Find a merchant or category"
              className="mt-5"
              value={filter}
              onChange={(event) => {
                setFilter(event.target.value);
                setShown(PAGE);
              }}
              placeholder="Find a merchant or category"
            />
            <p className="mt-2 text-xs text-muted" aria-live="polite">
              {needle
                ? `${matching.length} of ${all.length} rules match`
                : `${all.length} ${all.length === 1 ? 'rule' : 'rules'}`}
            </p>
            <ul className="mt-2 divide-y divide-border" aria-label="Merchant rules">
              {matching.slice(0, shown).map((rule) => (
                <RuleRow
                  key={rule.id}
                  rule={rule}
                  categoryNames={rule.direction === 'in' ? incomeNames : categoryNames}
                  onMessage={setMessage}
                />
              ))}
            </ul>
            {matching.length > shown ? (
              <Button
                variant="secondary"
                className="mt-3 w-full"
                onClick={() => setShown(shown + PAGE)}
              >
                Show more ({matching.length - shown} left)
              </Button>
            ) : null}
          </>
        )}
      </QueryState>
    </Card>
  );
}

function RuleRow({
  rule,
  categoryNames,
  onMessage,
}: {
  rule: MerchantRuleView;
  categoryNames: string[];
  onMessage: (message: Message | null) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(rule.category);
  const change = useChangeMerchantRule();
  const remove = useDeleteMerchantRule();
  const options = categoryNames.includes(rule.category)
    ? categoryNames
    : [rule.category, ...categoryNames];
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex min-w-0 items-center gap-2 text-sm font-medium text-text">
          <span className="truncate">{rule.merchantName}</span>
          {rule.direction === 'in' ? (
            <span className="shrink-0 rounded-full bg-positive-soft px-2 py-0.5 text-xs font-medium text-positive">
              Money in
            </span>
          ) : null}
        </p>
        <p className="text-xs text-muted">
          Taught {rule.timesUsed === 1 ? 'once' : `${rule.timesUsed} times`}, last on{' '}
          {UPDATED.format(new Date(rule.updatedAt))}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-category`} className="sr-only">
          Category for {rule.merchantName}
        </label>
        <div className="min-w-0 flex-1 sm:w-44 sm:flex-none">
          <Select
            id={`${id}-category`}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          >
            {options.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
        </div>
        {draft !== rule.category ? (
          <Button
            size="sm"
            className="h-10"
            isPending={change.isPending}
            pendingLabel="Saving…"
            onClick={() => {
              onMessage(null);
              change.mutate(
                { id: rule.id, category: draft },
                {
                  onSuccess: () =>
                    onMessage({
                      tone: 'success',
                      text: `${rule.merchantName} now goes to ${draft}.`,
                    }),
                  onError: (error) => onMessage({ tone: 'error', text: error.message }),
                },
              );
            }}
          >
            Save
          </Button>
        ) : null}
        <Button
          variant="ghost"
          size="icon"
          className="h-10 w-10 shrink-0 text-muted hover:text-negative"
          aria-label={`Forget the rule for ${rule.merchantName}`}
          title={`Forget the rule for ${rule.merchantName}`}
          isPending={remove.isPending}
          onClick={() => {
            onMessage(null);
            remove.mutate(rule.id, {
              onSuccess: () =>
                onMessage({
                  tone: 'success',
                  text: `Forgot ${rule.merchantName}: it is sorted as if never taught.`,
                }),
              onError: (error) => onMessage({ tone: 'error', text: error.message }),
            });
          }}
        >
          <Trash2 aria-hidden className="h-4 w-4" />
        </Button>
      </div>
    </li>
  );
}
