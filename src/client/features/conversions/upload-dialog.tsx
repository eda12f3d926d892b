/**
 * The dashboard's upload dialog (SPEC §2, §4, §5, §8): idle (choose files) → processing (four
 * steps, one per second) → complete (preview of the first 6 fields, Download Excel, Convert
 * Another), or back to idle on error. A free run converts only the first selected file.
 *
 * Pro and annual users convert up to 50 files in one run (issue 23): each file's state, "File N
 * of M", failed files kept with their reason and Retry, and one register for the run.
 */
import { CheckCircle2, Download, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast/toast';
import type { ConvertPdfResponse } from '@shared/api';
import { DASHBOARD_PROGRESS_STEP_MS, MAX_FILE_SIZE_LABEL } from '@shared/constants';
import { MONTHLY_LIMIT_REACHED } from '@shared/messages';
import { redirectToLogin } from '@/lib/session/login-redirect';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FileDropZone, isCertificateFile } from '@/components/ui/file-drop-zone';
import { Progress } from '@/components/ui/progress';
import { newFileId, SelectedFileList, type SelectedFile } from '@/components/ui/selected-file-list';
import { StatusBadge } from '@/components/ui/status-badge';
import { StopConfirmation } from '@/components/ui/stop-confirmation';
import { isUnauthorizedError } from '@/lib/api-error';
import { useAuthUser } from '@/lib/session/auth-user';
import { downloadBatchRegister } from '@/lib/register-requests';
import { useConvertPdf } from './api/convert-pdf';
import { useExcelDownload } from './api/download-excel';
import { addToSelection, batchProgress, PAID_MAX_FILES_PER_RUN } from './batch-queue';
import { BatchView } from './batch-view';
import { countFilledFields, previewFields } from './preview-fields';
import { useBatchConversion } from './use-batch-conversion';

/** SPEC §4: the dashboard's processing steps. */
export const DASHBOARD_STEPS = [
  { message: 'Reading certificate...', progress: 25 },
  { message: 'Extracting equipment data...', progress: 50 },
  { message: 'Analyzing compliance dates...', progress: 75 },
  { message: 'Generating Excel report...', progress: 100 },
] as const;

type Phase = 'idle' | 'processing' | 'complete' | 'batch';

export interface UploadDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function UploadDialog({ open, onOpenChange }: UploadDialogProps) {
  const convert = useConvertPdf();
  const download = useExcelDownload();
  const batch = useBatchConversion();
  const { user } = useAuthUser();
  const paid = user ? user.plan !== 'free' || user.isPremium : false;
  const [phase, setPhase] = useState<Phase>('idle');
  const [files, setFiles] = useState<SelectedFile[]>([]);
  const [stepIndex, setStepIndex] = useState(0);
  const [result, setResult] = useState<ConvertPdfResponse | null>(null);
  const [confirmStop, setConfirmStop] = useState(false);
  const [registerBusy, setRegisterBusy] = useState(false);
  const runRef = useRef(0);
  const batchRunning = phase === 'batch' && batchProgress(batch.items).running;

  useEffect(() => {
    if (phase !== 'processing') return;
    const timer = window.setInterval(
      () => setStepIndex((index) => Math.min(index + 1, DASHBOARD_STEPS.length - 1)),
      DASHBOARD_PROGRESS_STEP_MS,
    );
    return () => window.clearInterval(timer);
  }, [phase]);

  const reset = () => {
    runRef.current += 1;
    batch.clear();
    setPhase('idle');
    setFiles([]);
    setStepIndex(0);
    setResult(null);
    setConfirmStop(false);
  };

  const handleOpenChange = (next: boolean) => {
    // Closing while certificates are converting drops them: ask first.
    if (!next && (phase === 'processing' || batchRunning)) {
      setConfirmStop(true);
      return;
    }
    if (!next) reset();
    onOpenChange(next);
  };

  const addFiles = (chosen: File[]) => {
    const pdfs = chosen.filter(isCertificateFile);
    if (pdfs.length < chosen.length) {
      toast.error('Invalid File Type', { description: 'Only PDF files are allowed' });
    }
    if (pdfs.length === 0) return;
    const entries = pdfs.map((file) => ({ id: newFileId(), file }));
    if (!paid) {
      setFiles((held) => [...held, ...entries]);
      return;
    }
    const change = addToSelection(files, entries, PAID_MAX_FILES_PER_RUN);
    if (change.dropped > 0) {
      toast.error('Too many files', {
        description: `Maximum ${PAID_MAX_FILES_PER_RUN} PDFs can be processed at once`,
      });
    }
    setFiles(change.held);
  };

  const downloadRegister = async (ids: string[]) => {
    setRegisterBusy(true);
    try {
      await downloadBatchRegister(ids);
      toast.success('Download Started', { description: 'Your register is being downloaded' });
    } catch (error) {
      toast.error('Download Failed', { description: (error as Error).message });
    } finally {
      setRegisterBusy(false);
    }
  };

  const start = () => {
    const first = files[0];
    if (!first) {
      toast.error('No Files Selected', { description: 'Please select a PDF file to convert' });
      return;
    }
    setConfirmStop(false);
    if (paid && files.length > 1) {
      runRef.current += 1;
      setPhase('batch');
      batch.start(files);
      return;
    }
    const run = ++runRef.current;
    setStepIndex(0);
    setPhase('processing');
    convert.mutate(first.file, {
      onSuccess: (response) => {
        if (runRef.current !== run) return;
        setResult(response);
        setPhase('complete');
        toast.success('Conversion Complete!', {
          description: `Successfully extracted ${countFilledFields(response.extractedData)} data points`,
        });
      },
      onError: (error) => {
        if (runRef.current !== run) return;
        setPhase('idle');
        if (isUnauthorizedError(error)) {
          redirectToLogin();
        } else if (error.message.includes(MONTHLY_LIMIT_REACHED)) {
          toast.error('Conversion Limit Reached', {
            description: 'Upgrade to Pro for unlimited conversions',
          });
        } else {
          toast.error('Conversion Failed', {
            description: error.message || 'Please try again',
          });
        }
      },
    });
  };

  const step = DASHBOARD_STEPS[stepIndex] ?? DASHBOARD_STEPS[0];

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent
        title="Convert New Certificate"
        description={
          paid
            ? `Upload up to ${PAID_MAX_FILES_PER_RUN} PDF calibration certificates to extract their equipment data into Excel.`
            : 'Upload a PDF calibration certificate to extract its equipment data into Excel.'
        }
        className="max-w-xl"
      >
        {phase === 'idle' && (
          <div className="space-y-4">
            <FileDropZone
              multiple
              onFiles={addFiles}
              label="Choose PDF certificates"
              title={
                paid
                  ? 'Drop PDF certificates here or click to browse'
                  : 'Drop a PDF certificate here or click to browse'
              }
              hint={
                paid
                  ? `PDF only, max ${MAX_FILE_SIZE_LABEL} each, up to ${PAID_MAX_FILES_PER_RUN} files per run.`
                  : `PDF only, max ${MAX_FILE_SIZE_LABEL}. Batch upload of several files is a Pro feature.`
              }
            />
            <SelectedFileList
              files={files}
              onRemove={(id) => setFiles((held) => held.filter((entry) => entry.id !== id))}
            />
            {!paid && files.length > 1 && (
              <p className="text-xs text-slate-600">
                This run converts the first file; convert the others one after another.
              </p>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => handleOpenChange(false)}>
                Cancel
              </Button>
              <Button onClick={start}>Start Conversion</Button>
            </div>
          </div>
        )}
        {phase === 'processing' && (
          <div className="flex flex-col items-center py-6 text-center" aria-busy="true">
            <Loader2 aria-hidden="true" className="h-12 w-12 animate-spin text-brand-700" />
            <p className="mt-5 text-lg font-semibold text-slate-900" aria-live="polite">
              {step.message}
            </p>
            <Progress value={step.progress} label="Conversion progress" className="mt-6 max-w-md" />
            <p className="mt-2 text-sm tabular-nums text-slate-600">{step.progress}%</p>
          </div>
        )}
        {phase === 'batch' && (
          <BatchView
            items={batch.items}
            onRetry={(id) => {
              setConfirmStop(false);
              batch.retry(id);
            }}
            onDownload={(id) => void download(id)}
            onDownloadRegister={(ids) => void downloadRegister(ids)}
            registerBusy={registerBusy}
            onConvertAnother={reset}
          />
        )}
        {confirmStop && (phase === 'processing' || batchRunning) && (
          <StopConfirmation
            consequence="The files not converted yet will be dropped and you will need to upload them again; those already converted stay in your Recent Conversions."
            onKeepGoing={() => setConfirmStop(false)}
            onStop={() => {
              reset();
              onOpenChange(false);
            }}
          />
        )}
        {phase === 'complete' && result && (
          <div className="space-y-5">
            <div className="flex items-center gap-3 rounded-lg bg-green-50 px-4 py-3 text-green-900">
              <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0 text-green-700" />
              <p className="text-sm font-medium">
                Extracted {countFilledFields(result.extractedData)} data points
                {result.extractionMethod === 'ocr' ? ' (scanned page, read with OCR)' : ''}.
              </p>
            </div>
            <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200">
              {previewFields(result.extractedData).map((field) => (
                <div
                  key={field.label}
                  className="grid grid-cols-[8.5rem_1fr] gap-3 px-4 py-2.5 text-sm"
                >
                  <dt className="text-slate-600">{field.label}</dt>
                  <dd className="break-words font-medium text-slate-900">{field.value}</dd>
                </div>
              ))}
              {result.extractedData.status && (
                <div className="grid grid-cols-[8.5rem_1fr] gap-3 px-4 py-2.5 text-sm">
                  <dt className="text-slate-600">Status</dt>
                  <dd>
                    <StatusBadge status={result.extractedData.status} />
                  </dd>
                </div>
              )}
            </dl>
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={reset}>
                Convert Another
              </Button>
              <Button onClick={() => void download(result.conversionId)}>
                <Download aria-hidden="true" className="h-4 w-4" />
                Download Excel
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
