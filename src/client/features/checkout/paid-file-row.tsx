import { Download, FileSpreadsheet } from 'lucide-react';
import { DUE_STATUSES, type DueStatus } from '@shared/due-status';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DueSummary } from '@/components/ui/due-summary';
import type { PaidFile } from './paid-file';

function isDueStatus(value: string | null): value is DueStatus {
  return value !== null && (DUE_STATUSES as readonly string[]).includes(value);
}

export function PaidFileRow({
  file,
  onDownload,
  downloading,
}: {
  file: PaidFile;
  onDownload(): void;
  downloading: boolean;
}) {
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <FileSpreadsheet aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" />
        <div className="min-w-0">
          <p className="break-all font-medium text-slate-900">{file.filename}</p>
          {file.equipment && <p className="text-sm text-slate-600">{file.equipment}</p>}
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
            Status:
            <Badge variant="current">{file.fileStatus ?? 'Ready'}</Badge>
          </p>
          <p className="mt-1">
            <DueSummary
              dueDate={file.dueDate}
              dueDateOrigin={file.dueDateOrigin}
              dueDateIntervalMonths={file.dueDateIntervalMonths}
              status={isDueStatus(file.complianceStatus) ? file.complianceStatus : null}
            />
          </p>
        </div>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={onDownload}
        disabled={downloading}
        aria-label={`Download ${file.filename}`}
        className="shrink-0"
      >
        <Download aria-hidden="true" className="h-4 w-4" />
        Download
      </Button>
    </li>
  );
}
