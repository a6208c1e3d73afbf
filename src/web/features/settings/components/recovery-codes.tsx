// The recovery codes, shown once: a list to read, copy or download as a text file, in the dialog
// step that shows them after setting up two-factor or making new ones.
import { Check, Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { DialogContent } from '#web/components/ui/dialog.tsx';

export const RECOVERY_CODES_FILE = 'pennyflow-recovery-codes.txt';

function fileText(codes: string[]): string {
  return [
    'Pennyflow recovery codes',
    'Each code signs you in once when you cannot use your authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
}

export function RecoveryCodes({ codes }: { codes: string[] }) {
  const [isCopied, setIsCopied] = useState(false);

  async function copy() {
    await navigator.clipboard.writeText(codes.join('\n'));
    setIsCopied(true);
  }

  function download() {
    const url = URL.createObjectURL(new Blob([fileText(codes)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = RECOVERY_CODES_FILE;
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div className="space-y-3">
      <ol
        aria-label="Recovery codes"
        className="grid grid-cols-2 gap-x-6 gap-y-1.5 rounded-lg border border-border bg-surface-2 px-4 py-3 font-mono text-sm tabular-nums"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={download}>
          <Download aria-hidden className="h-4 w-4" />
          Download
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={copy}>
          {isCopied ? (
            <Check aria-hidden className="h-4 w-4" />
          ) : (
            <Copy aria-hidden className="h-4 w-4" />
          )}
          {isCopied ? 'Copied' : 'Copy'}
        </Button>
      </div>
    </div>
  );
}

/** The dialog step with the codes and 'I have saved my codes'. */
export function RecoveryCodesStep({
  title,
  description,
  codes,
  onDone,
}: {
  title: string;
  description: string;
  codes: string[];
  onDone: () => void;
}) {
  return (
    <DialogContent title={title} description={description}>
      <div className="space-y-4">
        <RecoveryCodes codes={codes} />
        <Button type="button" className="w-full" onClick={onDone}>
          I have saved my codes
        </Button>
      </div>
    </DialogContent>
  );
}
