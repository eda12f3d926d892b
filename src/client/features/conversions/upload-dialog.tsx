/**
 * The dashboard's upload dialog (SPEC §2, §4, §5, §8): idle (choose files) → processing (four
 * steps, one per second) → complete (preview of the first 6 fields, Download Excel, Convert
 * Another), or back to idle on error. Only the first selected file is converted per run.
 */
import { CheckCircle2, Download, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { ConvertPdfResponse } from '@shared/api';
import { DASHBOARD_PROGRESS_STEP_MS, MAX_FILE_SIZE_LABEL } from '@shared/constants';
import { isUnauthorizedError, redirectToLogin } from '@/features/auth/use-login-redirect';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FileDropZone, isPdfFile } from '@/components/ui/file-drop-zone';
import { Progress } from '@/components/ui/progress';
import { newFileId, SelectedFileList, type SelectedFile } from '@/components/ui/selected-file-list';
import { StatusBadge } from '@/components/ui/status-badge';
import { serverMessage } from '@/lib/api-client';
import { useConvertPdf } from './api/convert-pdf';
import { useExcelDownload } from './api/download-excel';
import { countFilledFields, previewFields } from './preview-fields';

/** SPEC §4: the dashboard's processing steps. */
export const DASHBOARD_STEPS = [
  { message: 'Reading certificate...', progress: 25 },
  { message: 'Extracting equipment data...', progress: 50 },
  { message: 'Analyzing compliance dates...', progress: 75 },
  { message: 'Generating Excel report...', progress: 100 },
] as const;

type Phase = 'idle' | 'processing' | 'complete';

export interface UploadDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

export function UploadDialog({ open, onOpenChange }: UploadDialogProps) {
  const convert = useConvertPdf();
  const download = useExcelDownload();
  const [phase, setPhase] = useState<Phase>('idle');
  const [files, setFiles] = useState<SelectedFile[]>([]);
  const [stepIndex, setStepIndex] = useState(0);
  const [result, setResult] = useState<ConvertPdfResponse | null>(null);
  const runRef = useRef(0);

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
    setPhase('idle');
    setFiles([]);
    setStepIndex(0);
    setResult(null);
  };

  const handleOpenChange = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };

  const addFiles = (chosen: File[]) => {
    const pdfs = chosen.filter(isPdfFile);
    if (pdfs.length < chosen.length) {
      toast.error('Invalid File Type', { description: 'Only PDF files are allowed' });
    }
    if (pdfs.length > 0) {
      setFiles((held) => [...held, ...pdfs.map((file) => ({ id: newFileId(), file }))]);
    }
  };

  const start = () => {
    const first = files[0];
    if (!first) {
      toast.error('No Files Selected', { description: 'Please select a PDF file to convert' });
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
        } else if (error.message.includes('Monthly conversion limit reached')) {
          toast.error('Conversion Limit Reached', {
            description: 'Upgrade to Pro for unlimited conversions',
          });
        } else {
          toast.error('Conversion Failed', {
            description: serverMessage(error) ?? error.message,
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
        description="Upload a PDF calibration certificate to extract its equipment data into Excel."
        className="max-w-xl"
      >
        {phase === 'idle' && (
          <div className="space-y-4">
            <FileDropZone
              multiple
              onFiles={addFiles}
              label="Choose PDF certificates"
              title="Drop a PDF certificate here or click to browse"
              hint={`PDF only, max ${MAX_FILE_SIZE_LABEL}. Batch upload of several files is a Pro feature.`}
            />
            <SelectedFileList
              files={files}
              onRemove={(id) => setFiles((held) => held.filter((entry) => entry.id !== id))}
            />
            {files.length > 1 && (
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
