// A report's card: its title and what it shows, a CSV download of its figures, and the report.
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx';
import { downloadText } from '#web/lib/download.ts';

/** A wide table's first column stays in view while its months scroll sideways. */
export const stickyFirst = 'sticky left-0 z-10 bg-surface';

export function ReportCard({
  id,
  title,
  description,
  csv,
  actions,
  children,
}: {
  id: string;
  title: string;
  description: string;
  /** The report as a file, once its figures are in. */
  csv: { text: string; fileName: string } | null;
  /** Controls beside the download (a chart's 'Show as table'). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={`${id}-title`} role="region">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle id={`${id}-title`}>{title}</CardTitle>
          <CardDescription className="mt-1">{description}</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          {actions}
          <Button
            variant="secondary"
            size="sm"
            disabled={!csv}
            aria-label={`Download ${title} as CSV`}
            onClick={() => csv && downloadText(csv.text, csv.fileName, 'text/csv;charset=utf-8')}
          >
            <Download aria-hidden className="h-4 w-4" />
            CSV
          </Button>
        </div>
      </div>
      <div className="mt-5">{children}</div>
    </Card>
  );
}
