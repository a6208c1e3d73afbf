// Your data: take everything away (JSON, or CSV files a spreadsheet opens), or delete the account and
// every row of it, after typing the account's email.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ACCOUNT_MESSAGES, EXPORT_FORMATS } from '#shared/contract/account';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { Dialog, DialogClose, DialogContent } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { api, ApiError, unwrap } from '#web/lib/api-client.ts';
import { clearUserData, sessionKeys } from '#web/lib/session.ts';

export function YourDataCard({ email }: { email: string }) {
  const [isDeleting, setIsDeleting] = useState(false);
  return (
    <Card>
      <CardTitle>Your Data</CardTitle>
      <CardDescription>
        Download everything you have entered, or delete your account and all of it.
      </CardDescription>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label="Export my data">
        {EXPORT_FORMATS.map((format) => (
          <li key={format.file}>
            <Button asChild variant="secondary" size="sm">
              <a href={`/api/account/export/${format.file}`} download>
                <Download aria-hidden className="h-4 w-4" />
                {format.label}
              </a>
            </Button>
          </li>
        ))}
      </ul>
      <div className="mt-6 border-t border-border pt-4">
        <Button variant="danger" size="sm" onClick={() => setIsDeleting(true)}>
          <Trash2 aria-hidden className="h-4 w-4" />
          Delete Account
        </Button>
      </div>
      <Dialog open={isDeleting} onOpenChange={setIsDeleting}>
        {isDeleting ? <DeleteAccountDialog email={email} /> : null}
      </Dialog>
    </Card>
  );
}

function DeleteAccountDialog({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const remove = useMutation({
    mutationFn: () => unwrap(api.account.$delete({ json: { email: typed.trim() } })),
    onSuccess: () => {
      void clearUserData(queryClient);
      queryClient.setQueryData(sessionKeys.me, null);
      navigate('/start', { replace: true });
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (matches) remove.mutate();
  }

  const failure = remove.error
    ? remove.error instanceof ApiError
      ? remove.error.message
      : ACCOUNT_MESSAGES.deleteFailed
    : null;
  return (
    <DialogContent
      title="Delete your account?"
      description="This removes your account, budgets, transactions and learned merchants for good. Download your data first if you want to keep it."
    >
      <form noValidate onSubmit={handleSubmit} className="space-y-4">
        <Field id="confirm-email" label={`Type ${email} to confirm`}>
          <Input
            id="confirm-email"
            type="email"
            autoComplete="off"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </Field>
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button
            type="submit"
            variant="danger"
            disabled={!matches}
            isPending={remove.isPending}
            pendingLabel="Deleting..."
          >
            Delete My Account
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
