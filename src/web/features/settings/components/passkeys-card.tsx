// Passkeys in Settings, Security: the account's passkeys by name, adding one (the browser's own
// prompt), renaming and removing. A passkey signs in alone, without email, password or code.
import { Fingerprint, Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { AUTH_MESSAGES, PASSKEY_NAME_MAX } from '#shared/contract/auth-rules';
import { QueryState } from '#web/components/query-state.tsx';
import { RowActions } from '#web/components/row-actions.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { Dialog, DialogClose, DialogContent } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import type { PasskeyRow } from '#web/lib/auth-client.ts';
import { canUsePasskeys } from '#web/lib/passkey-ceremony.ts';
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from '../passkeys-api.ts';

type Open = { kind: 'add' } | { kind: 'rename' | 'remove'; passkey: PasskeyRow } | null;

const addedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function nameOf(passkey: PasskeyRow): string {
  return passkey.name?.trim() || 'Passkey';
}

export function PasskeysCard() {
  const passkeys = usePasskeys();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <Card className="space-y-4">
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-text">
          <Fingerprint aria-hidden className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <CardTitle>Passkeys</CardTitle>
          <CardDescription>
            Sign in with your fingerprint, face or device PIN instead of a password and code. Your
            passkey stays on your device or in your password manager.
          </CardDescription>
        </div>
      </div>
      <QueryState
        query={passkeys}
        loadingLabel="Loading your passkeys"
        canRetry
        isEmpty={(rows) => rows.length === 0}
        empty={<p className="text-sm text-muted">You have no passkeys yet.</p>}
      >
        {(rows) => (
          <ul aria-label="Your passkeys" className="divide-y divide-border">
            {rows.map((passkey) => (
              <li key={passkey.id} className="flex items-center justify-between gap-3 py-2.5">
                <div className="min-w-0">
                  <p className="truncate font-medium">{nameOf(passkey)}</p>
                  <p className="text-xs text-muted">
                    Added {addedOn.format(new Date(passkey.createdAt))}
                    {passkey.backedUp ? ' · Synced across your devices' : ' · On one device'}
                  </p>
                </div>
                <RowActions
                  name={`passkey ${nameOf(passkey)}`}
                  onEdit={() => setOpen({ kind: 'rename', passkey })}
                  onDelete={() => setOpen({ kind: 'remove', passkey })}
                />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {canUsePasskeys() ? (
        <Button variant="secondary" onClick={() => setOpen({ kind: 'add' })}>
          <Plus aria-hidden className="h-4 w-4" />
          Add a passkey
        </Button>
      ) : (
        <Alert tone="info">{AUTH_MESSAGES.passkeyUnsupported}</Alert>
      )}
      <Dialog open={open !== null} onOpenChange={(isOpen) => (isOpen ? undefined : close())}>
        {open?.kind === 'add' ? <AddPasskey onDone={close} /> : null}
        {open?.kind === 'rename' ? <RenamePasskey passkey={open.passkey} onDone={close} /> : null}
        {open?.kind === 'remove' ? <RemovePasskey passkey={open.passkey} onDone={close} /> : null}
      </Dialog>
    </Card>
  );
}

function NameForm({
  initial,
  submitLabel,
  pendingLabel,
  isPending,
  error,
  onSubmit,
}: {
  initial: string;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  error: string | null;
  onSubmit: (name: string) => void;
}) {
  const [name, setName] = useState(initial);
  const [formError, setFormError] = useState<string | null>(null);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length > PASSKEY_NAME_MAX) {
      setFormError(AUTH_MESSAGES.passkeyNameTooLong);
      return;
    }
    setFormError(null);
    onSubmit(trimmed);
  }

  const shown = formError ?? error;
  return (
    <form noValidate onSubmit={handleSubmit} className="space-y-4">
      <Field
        id="passkey-name"
        label="Name"
        hint="So you can tell your passkeys apart, such as 'Work laptop' or 'My phone'."
      >
        <Input
          id="passkey-name"
          autoFocus
          autoComplete="off"
          value={name}
          aria-describedby="passkey-name-hint"
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      {shown ? <Alert tone="error">{shown}</Alert> : null}
      <Button type="submit" className="w-full" isPending={isPending} pendingLabel={pendingLabel}>
        {submitLabel}
      </Button>
    </form>
  );
}

function AddPasskey({ onDone }: { onDone: () => void }) {
  const add = useAddPasskey();
  return (
    <DialogContent
      title="Add a passkey"
      description="Name it if you like, then follow your browser's prompt (fingerprint, face, PIN or security key)."
    >
      <NameForm
        initial=""
        submitLabel="Create passkey"
        pendingLabel="Waiting for your device..."
        isPending={add.isPending}
        error={add.error?.message ?? null}
        onSubmit={(name) => add.mutate(name, { onSuccess: onDone })}
      />
    </DialogContent>
  );
}

function RenamePasskey({ passkey, onDone }: { passkey: PasskeyRow; onDone: () => void }) {
  const rename = useRenamePasskey();
  return (
    <DialogContent title="Rename passkey">
      <NameForm
        initial={nameOf(passkey)}
        submitLabel="Save name"
        pendingLabel="Saving..."
        isPending={rename.isPending}
        error={rename.error?.message ?? null}
        onSubmit={(name) =>
          rename.mutate({ id: passkey.id, name: name || 'Passkey' }, { onSuccess: onDone })
        }
      />
    </DialogContent>
  );
}

function RemovePasskey({ passkey, onDone }: { passkey: PasskeyRow; onDone: () => void }) {
  const remove = useRemovePasskey();
  return (
    <DialogContent
      title={`Remove ${nameOf(passkey)}?`}
      description="It will no longer sign you in. Your password and any other passkeys still do."
    >
      <div className="space-y-4">
        {remove.error ? <Alert tone="error">{remove.error.message}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            variant="danger"
            isPending={remove.isPending}
            pendingLabel="Removing..."
            onClick={() => remove.mutate(passkey.id, { onSuccess: onDone })}
          >
            Remove passkey
          </Button>
        </div>
      </div>
    </DialogContent>
  );
}
