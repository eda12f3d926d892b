import { FileSpreadsheet } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { ConvertPdfResponse } from '@shared/api';
import { Progress } from '@/components/ui/progress';
import { BatchFileRow } from './batch-file-row';
import { batchProgress, convertedIds, type BatchItem as AnyBatchItem } from './batch-queue';

type BatchItem = AnyBatchItem<ConvertPdfResponse>;

export interface BatchViewProps {
  items: readonly BatchItem[];
  onRetry(id: string): void;
  onDownload(conversionId: string): void;
  onDownloadRegister(ids: string[]): void;
  registerBusy: boolean;
  onConvertAnother(): void;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * A paid run of several PDFs: "File N of M" with a bar while it runs, and every file with its
 * state. When nothing is left to do: one register for every converted file (the primary action),
 * each file's own workbook, and Retry for each failed file.
 */
export function BatchView({
  items,
  onRetry,
  onDownload,
  onDownloadRegister,
  registerBusy,
  onConvertAnother,
}: BatchViewProps) {
  const progress = batchProgress(items);
  const ids = convertedIds(items);
  return (
    <div className="space-y-4">
      <div aria-busy={progress.running}>
        <div className="flex items-baseline justify-between gap-3">
          <p className="font-semibold text-slate-900" aria-live="polite">
            {progress.running
              ? `File ${progress.current} of ${progress.total}`
              : `${plural(progress.done, 'file')} converted, ${progress.failed} failed`}
          </p>
          <p className="text-sm tabular-nums text-slate-600">{progress.percent}%</p>
        </div>
        <Progress value={progress.percent} label="Batch progress" className="mt-2" />
      </div>
      <ul
        aria-label="Files in this batch"
        className="divide-y divide-slate-200 rounded-lg border border-slate-200"
      >
        {items.map((item) => (
          <BatchFileRow key={item.id} item={item} onRetry={onRetry} onDownload={onDownload} />
        ))}
      </ul>
      {!progress.running && (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onConvertAnother}>
            Convert Another
          </Button>
          <Button
            onClick={() => onDownloadRegister(ids)}
            disabled={ids.length === 0 || registerBusy}
          >
            <FileSpreadsheet aria-hidden="true" className="h-4 w-4" />
            Download Register (.xlsx)
          </Button>
        </div>
      )}
    </div>
  );
}
