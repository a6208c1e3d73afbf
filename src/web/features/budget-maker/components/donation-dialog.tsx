// The donation pop-up (spec sections 2 and 9): a second after a budget is made, an invitation to
// support the free tool. Donate opens Stripe's checkout in a new tab, so the budget stays here.
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent } from '#web/components/ui/dialog.tsx';
import { startDonation } from '../api.ts';

export function DonationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  async function donate() {
    setError(null);
    setIsPending(true);
    // Opened now, while the click still counts as the person's, so no pop-up blocker stops it;
    // it is sent to Stripe once the session exists.
    const tab = window.open('', '_blank');
    try {
      const url = await startDonation();
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
      onClose();
    } catch (failure) {
      tab?.close();
      setError((failure as Error).message);
    } finally {
      setIsPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) {
          setError(null);
          onClose();
        }
      }}
    >
      {open ? (
        <DialogContent
          title="Did this help?"
          description="The budget maker is free for everyone. A small donation keeps it that way."
        >
          <div className="flex justify-center py-2">
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-accent-soft text-accent-text">
              <Heart aria-hidden className="h-6 w-6" />
            </span>
          </div>
          {error ? (
            <Alert tone="error" className="mt-3">
              {error}
            </Alert>
          ) : null}
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="secondary">Maybe Later</Button>
            </DialogClose>
            <Button onClick={() => void donate()} isPending={isPending} pendingLabel="Opening...">
              <Heart aria-hidden className="h-4 w-4" />
              Donate
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
