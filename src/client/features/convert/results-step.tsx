import { Download, FileSpreadsheet, FileWarning, RotateCw } from 'lucide-react';
import type { ConvertedFile } from './converted-file';
import type { FailedFile } from './failed-file';
import { PlanChoice } from './plan-choice';
import { ResultCard } from './result-card';
import { Button } from '@/components/ui/button';
import type { PlanChoiceProps } from './plan-choice';

export interface ResultsStepProps {
  results: readonly ConvertedFile[];
  onUpdated(file: ConvertedFile): void;
  /** Downloads are free here (payments off, or the visitor's plan covers them). */
  directDownload: boolean;
  onDownload(file: ConvertedFile): void;
  onDownloadAll(): void;
  /** One register workbook for every file of the batch. */
  onDownloadRegister(): void;
  /** Files of the batch that did not convert, with their reason. */
  failures: readonly FailedFile[];
  retrying: string | null;
  onRetry(id: string): void;
  receipt: Pick<PlanChoiceProps, 'receiptEmail' | 'onReceiptEmailChange' | 'receiptEmailError'>;
  onPayPerDownload(): void;
  onAnnual(): void;
  busy: boolean;
}

export function ResultsStep({
  results,
  onUpdated,
  directDownload,
  onDownload,
  onDownloadAll,
  onDownloadRegister,
  failures,
  retrying,
  onRetry,
  receipt,
  onPayPerDownload,
  onAnnual,
  busy,
}: ResultsStepProps) {
  return (
    <div className="space-y-5">
      <div>
        <h3 className="text-sm font-semibold text-slate-900">Extracted data</h3>
        <p className="mt-0.5 text-xs text-slate-600">
          Check the values: highlighted ones were hard to read. Corrections go into your Excel file.
        </p>
        <ul
          aria-label="Converted certificates"
          tabIndex={0}
          className="mt-3 max-h-[60dvh] space-y-3 overflow-y-auto rounded-lg bg-slate-50 p-2 sm:max-h-96"
        >
          {results.map((file) => (
            <ResultCard key={file.conversionId} file={file} onUpdated={onUpdated} />
          ))}
        </ul>
      </div>
      {failures.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">
            Not converted ({failures.length})
          </h3>
          <ul aria-label="Files not converted" className="mt-2 space-y-2">
            {failures.map((failure) => (
              <li
                key={failure.id}
                className="flex flex-col gap-2 rounded-lg border border-red-200 bg-red-50 p-3 sm:flex-row sm:items-start sm:justify-between"
              >
                <div className="flex min-w-0 gap-2">
                  <FileWarning
                    aria-hidden="true"
                    className="mt-0.5 h-4 w-4 shrink-0 text-red-700"
                  />
                  <div className="min-w-0">
                    <p className="break-all text-sm font-medium text-slate-900">
                      {failure.file.name}
                    </p>
                    <p className="text-sm text-red-800">{failure.reason}</p>
                  </div>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  className="shrink-0"
                  disabled={retrying !== null}
                  onClick={() => onRetry(failure.id)}
                  aria-label={`Retry ${failure.file.name}`}
                >
                  <RotateCw aria-hidden="true" className="h-4 w-4" />
                  {retrying === failure.id ? 'Retrying…' : 'Retry'}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {directDownload ? (
        <div className="flex flex-col gap-2">
          <Button onClick={onDownloadRegister}>
            <FileSpreadsheet aria-hidden="true" className="h-4 w-4" />
            Download Register (.xlsx)
          </Button>
          <div className="flex flex-wrap gap-2">
            {results.map((file) => (
              <Button
                key={file.conversionId}
                variant="secondary"
                size="sm"
                onClick={() => onDownload(file)}
                aria-label={`Download ${file.filename}`}
                className="max-w-full"
              >
                <Download aria-hidden="true" className="h-4 w-4" />
                <span className="truncate">{file.filename}</span>
              </Button>
            ))}
          </div>
          {results.length > 1 && (
            <Button variant="secondary" onClick={onDownloadAll}>
              <Download aria-hidden="true" className="h-4 w-4" />
              Download All Files
            </Button>
          )}
        </div>
      ) : (
        <div>
          <h3 className="mb-3 text-sm font-semibold text-slate-900">Choose how to download</h3>
          <PlanChoice
            {...receipt}
            onPayPerDownload={onPayPerDownload}
            onAnnual={onAnnual}
            busy={busy}
          />
        </div>
      )}
    </div>
  );
}
