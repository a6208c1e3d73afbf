// Settings, API: personal access tokens for the person's own scripts and assistants. Made with a
// name, a scope (read only unless they choose) and an expiry; the token is shown once; each is listed
// with its last use and revoked in one click.
import { Check, Copy, KeyRound, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  DEFAULT_TOKEN_EXPIRY,
  MAX_TOKENS,
  TOKEN_EXPIRIES,
  TOKEN_MESSAGES,
  TOKEN_NAME_MAX,
  TOKEN_SCOPE_LABELS,
  TOKEN_SCOPES,
  type CreatedToken,
  type TokenExpiry,
  type TokenScope,
  type TokenView,
} from '#shared/contract/tokens';
import { QueryState } from '#web/components/query-state.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { Dialog, DialogClose, DialogContent } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { useCreateToken, useRevokeToken, useTokens } from '../tokens-api.ts';

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function expiryLabel(days: TokenExpiry): string {
  return days === null ? 'Never' : `In ${days} days`;
}

function describeToken(token: TokenView): string {
  const expiry = token.expired
    ? `Expired ${DAY.format(new Date(token.expiresAt!))}`
    : token.expiresAt
      ? `Expires ${DAY.format(new Date(token.expiresAt))}`
      : 'Never expires';
  const used = token.lastUsedAt
    ? `Last used ${WHEN.format(new Date(token.lastUsedAt))}`
    : 'Never used';
  return `${TOKEN_SCOPE_LABELS[token.scope]} · ${expiry} · ${used}`;
}

export function ApiTokensCard() {
  const tokens = useTokens();
  const [isMaking, setIsMaking] = useState(false);
  const held = tokens.data?.length ?? 0;
  return (
    <Card className="space-y-4">
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-text">
          <KeyRound aria-hidden className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <CardTitle>API tokens</CardTitle>
          <CardDescription>
            Let your own scripts and assistants read your budget, or change it if you allow. A token
            reaches your budget only: never your sign-in, settings, tokens or data export. Every use
            is in your security log.
          </CardDescription>
        </div>
      </div>
      <QueryState
        query={tokens}
        loadingLabel="Loading your API tokens"
        canRetry
        isEmpty={(rows) => rows.length === 0}
        empty={<p className="text-sm text-muted">You have no API tokens.</p>}
      >
        {(rows) => (
          <ul aria-label="Your API tokens" className="divide-y divide-border">
            {rows.map((token) => (
              <TokenRow key={token.id} token={token} />
            ))}
          </ul>
        )}
      </QueryState>
      {held >= MAX_TOKENS ? <Alert tone="info">{TOKEN_MESSAGES.tooMany}</Alert> : null}
      <Button variant="secondary" onClick={() => setIsMaking(true)} disabled={held >= MAX_TOKENS}>
        <Plus aria-hidden className="h-4 w-4" />
        Make a token
      </Button>
      <Dialog open={isMaking} onOpenChange={setIsMaking}>
        {isMaking ? <MakeToken /> : null}
      </Dialog>
    </Card>
  );
}

function TokenRow({ token }: { token: TokenView }) {
  const revoke = useRevokeToken();
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-2.5">
      <div className="min-w-0">
        <p className="truncate font-medium">
          {token.name} <span className="font-mono text-xs text-muted">{token.hint}…</span>
        </p>
        <p className={`text-xs ${token.expired ? 'text-warning' : 'text-muted'}`}>
          {describeToken(token)}
        </p>
        {revoke.error ? <p className="text-xs text-negative">{revoke.error.message}</p> : null}
      </div>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Revoke ${token.name}`}
        isPending={revoke.isPending}
        pendingLabel="Revoking..."
        onClick={() => revoke.mutate(token.id)}
      >
        Revoke
      </Button>
    </li>
  );
}

function MakeToken() {
  const create = useCreateToken();
  const [created, setCreated] = useState<CreatedToken | null>(null);
  if (created) return <ShowToken created={created} />;
  return (
    <DialogContent
      title="Make an API token"
      description="You will see the token once, when it is made. Keep it like a password."
    >
      <TokenForm
        isPending={create.isPending}
        error={create.error?.message ?? null}
        onSubmit={(input) => create.mutate(input, { onSuccess: setCreated })}
      />
    </DialogContent>
  );
}

function TokenForm({
  isPending,
  error,
  onSubmit,
}: {
  isPending: boolean;
  error: string | null;
  onSubmit: (input: { name: string; scope: TokenScope; expiresInDays: TokenExpiry }) => void;
}) {
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TokenScope>('read');
  const [expiry, setExpiry] = useState<TokenExpiry>(DEFAULT_TOKEN_EXPIRY);
  const [nameError, setNameError] = useState<string | undefined>();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError(TOKEN_MESSAGES.nameEmpty);
    if (trimmed.length > TOKEN_NAME_MAX)
      return setNameError(`Names can be at most ${TOKEN_NAME_MAX} characters`);
    setNameError(undefined);
    onSubmit({ name: trimmed, scope, expiresInDays: expiry });
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <Field
        id="token-name"
        label="Name"
        hint="What will use it, such as 'Claude on my laptop' or 'Import script'."
        error={nameError}
      >
        <Input
          id="token-name"
          autoFocus
          autoComplete="off"
          value={name}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? 'token-name-error' : 'token-name-hint'}
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <Field
        id="token-scope"
        label="Access"
        hint="Read only lets it see your budget. Read and write also lets it add and change transactions, categories and bills."
      >
        <Select
          id="token-scope"
          value={scope}
          aria-describedby="token-scope-hint"
          onChange={(e) => setScope(e.target.value as TokenScope)}
        >
          {TOKEN_SCOPES.map((value) => (
            <option key={value} value={value}>
              {TOKEN_SCOPE_LABELS[value]}
            </option>
          ))}
        </Select>
      </Field>
      <Field id="token-expiry" label="Expires">
        <Select
          id="token-expiry"
          value={String(expiry)}
          onChange={(e) =>
            setExpiry(e.target.value === 'null' ? null : (Number(e.target.value) as TokenExpiry))
          }
        >
          {TOKEN_EXPIRIES.map((days) => (
            <option key={String(days)} value={String(days)}>
              {expiryLabel(days)}
            </option>
          ))}
        </Select>
      </Field>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <Button type="submit" className="w-full" isPending={isPending} pendingLabel="Making...">
        Make token
      </Button>
    </form>
  );
}

function ShowToken({ created }: { created: CreatedToken }) {
  const [isCopied, setIsCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(created.token);
    setIsCopied(true);
  }
  return (
    <DialogContent
      title={`Your token '${created.view.name}'`}
      description="Copy it now: it is not shown again. If you lose it, revoke it and make another."
    >
      <div className="space-y-4">
        <p
          aria-label="Your new API token"
          className="break-all rounded-lg border border-border bg-surface-2 px-3 py-2.5 font-mono text-sm"
        >
          {created.token}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Done</Button>
          </DialogClose>
          <Button onClick={copy}>
            {isCopied ? (
              <Check aria-hidden className="h-4 w-4" />
            ) : (
              <Copy aria-hidden className="h-4 w-4" />
            )}
            {isCopied ? 'Copied' : 'Copy token'}
          </Button>
        </div>
      </div>
    </DialogContent>
  );
}
