import { AlertCircle, CheckCircle2, Clock, Download, Loader2, RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DueSummary } from '@/components/ui/due-summary';
import type { ConvertPdfResponse } from '@shared/api';
import { cn } from '@/lib/utils';
import { BATCH_STATE_LABELS, type BatchItem as AnyBatchItem } from './batch-queue';

type BatchItem = AnyBatchItem<ConvertPdfResponse>;

export interface BatchFileRowProps {
  item: BatchItem;
  onRetry(id: string): void;
  onDownload(conversionId: string): void;
}

const stateTones: Record<BatchItem['state'], string> = {
  queued: 'text-slate-600',
  converting: 'text-brand-700',
  waiting: 'text-amber-900',
  done: 'text-green-800',
  failed: 'text-red-800',
};

function StateIcon({ state }: { state: BatchItem['state'] }) {
  const common = 'h-5 w-5 shrink-0';
  if (state === 'converting') {
    return <Loader2 aria-hidden="true" className={cn(common, 'animate-spin text-brand-700')} />;
  }
  if (state === 'done') {
    return <CheckCircle2 aria-hidden="true" className={cn(common, 'text-green-700')} />;
  }
  if (state === 'failed') {
    return <AlertCircle aria-hidden="true" className={cn(common, 'text-red-700')} />;
  }
  return <Clock aria-hidden="true" className={cn(common, 'text-slate-500')} />;
}

/**
 * One file of a batch: its state; when done the instrument and its due summary with the file's
 * own workbook; when failed the reason and Retry (the file is kept, nothing to pick again).
 */
export function BatchFileRow({ item, onRetry, onDownload }: BatchFileRowProps) {
  const { file, state, result } = item;
  const data = result?.extractedData;
  return (
    <li className="px-3 py-3" data-testid="batch-file" data-state={state}>
      <div className="flex items-start gap-3">
        <StateIcon state={state} />
        <div className="min-w-0 flex-1">
          <p className="break-all text-sm font-medium text-slate-900">{file.name}</p>
          <p className={cn('text-xs font-semibold', stateTones[state])}>
            {BATCH_STATE_LABELS[state]}
            {state === 'waiting' && item.waitSeconds !== undefined && (
              <span className="font-normal">
                {' '}
                The server is busy; trying again in {item.waitSeconds} s.
              </span>
            )}
          </p>
        </div>
        {state === 'done' && result && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Download Excel for ${file.name}`}
            onClick={() => onDownload(result.conversionId)}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            <span className="hidden sm:inline">Download Excel</span>
          </Button>
        )}
        {state === 'failed' && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Retry ${file.name}`}
            onClick={() => onRetry(item.id)}
          >
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            Retry
          </Button>
        )}
      </div>
      {state === 'done' && data && (
        <div className="mt-1 pl-8">
          <p className="break-words text-sm text-slate-800">
            {data.equipmentName ?? data.equipment ?? 'Equipment name not found'}
          </p>
          <p className="leading-tight">
            <DueSummary
              dueDate={data.dueDate}
              dueDateOrigin={data.dueDateOrigin}
              dueDateIntervalMonths={data.dueDateIntervalMonths}
              status={data.status}
            />
          </p>
        </div>
      )}
      {state === 'failed' && item.error && (
        <p className="mt-1 break-words pl-8 text-sm text-red-800">{item.error}</p>
      )}
    </li>
  );
}
