// /share: where a statement shared from another app lands (the installed app's share target; the
// service worker keeps the file). It goes on to the Spend Breakdown for a signed-in member and to
// the free breakdown for everyone else, which read it as an upload and ask for the report.
import { FileQuestion, FileText, ImageIcon, Receipt } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingScreen } from '#web/components/ui/spinner.tsx';
import { takeShared, type SharedItem } from '#web/lib/offline/shared-item.ts';
import { useMe } from '#web/lib/session.ts';

type Outcome = 'reading' | 'photo' | 'nothing' | 'failed';

export function SharePage() {
  const me = useMe();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>(params.has('failed') ? 'failed' : 'reading');
  const [photo, setPhoto] = useState<SharedItem | null>(null);
  const isKnown = !me.isPending;
  const profile = me.data?.profile;

  useEffect(() => {
    if (outcome !== 'reading' || !isKnown) return;
    let isActive = true;
    void takeShared()
      .catch(() => null)
      .then((shared) => {
        if (!isActive) return;
        if (!shared || (!shared.file && shared.text.trim() === '')) {
          setOutcome('nothing');
          return;
        }
        // A photo may be a receipt or a statement: a member is asked which.
        if (profile?.onboardingCompleted && shared.file?.type.startsWith('image/')) {
          setPhoto(shared);
          setOutcome('photo');
          return;
        }
        const target = profile?.onboardingCompleted ? '/ai-chat' : '/breakdown';
        void navigate(target, { replace: true, state: { shared } });
      });
    return () => {
      isActive = false;
    };
  }, [outcome, isKnown, profile, navigate]);

  if (outcome === 'reading') return <LoadingScreen label="Opening what was shared" />;
  if (outcome === 'photo' && photo?.file) {
    const file = photo.file;
    return (
      <main className="mx-auto flex min-h-[70vh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
        <ImageIcon aria-hidden className="h-9 w-9 text-muted" />
        <h1 className="text-xl font-semibold text-text">What is this photo?</h1>
        <p className="break-all text-sm text-muted">{file.name}</p>
        <div className="flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
          <Button
            onClick={() =>
              void navigate('/transactions', { replace: true, state: { receipt: file } })
            }
          >
            <Receipt aria-hidden className="h-4 w-4" />A receipt: add it
          </Button>
          <Button
            variant="secondary"
            onClick={() => void navigate('/ai-chat', { replace: true, state: { shared: photo } })}
          >
            <FileText aria-hidden className="h-4 w-4" />A statement: break it down
          </Button>
        </div>
      </main>
    );
  }
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-md flex-col items-center justify-center gap-4 px-6 text-center">
      <FileQuestion aria-hidden className="h-9 w-9 text-muted" />
      <h1 className="text-xl font-semibold text-text">
        {outcome === 'failed' ? 'The shared file did not arrive' : 'Nothing was shared'}
      </h1>
      <p className="text-sm text-muted">
        {outcome === 'failed'
          ? 'Open Pennyflow once, then share the statement to it again, or upload the file on the breakdown page.'
          : 'Share a statement (a PDF, a photo, a CSV or its text) to Pennyflow from another app, or upload it on the breakdown page.'}
      </p>
      <Link
        to={profile?.onboardingCompleted ? '/ai-chat' : '/breakdown'}
        className="inline-flex h-10 items-center rounded-lg bg-accent px-4 text-sm font-medium text-on-accent hover:bg-accent/90"
      >
        {profile?.onboardingCompleted ? 'Open Spend Breakdown' : 'Open the free breakdown'}
      </Link>
    </main>
  );
}
