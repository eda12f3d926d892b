/**
 * The convert dialog opened by every upload button on the landing page (SPEC §2, §4, §5, §8):
 * select → processing → results → (annual) email → payment. Files convert one by one through
 * /api/convert-simple; failing files are skipped with their toast; the visitor can correct values
 * before choosing how to pay. Closing resets everything (and abandons a running batch).
 * Props are the public interface pages rely on: controlled `open` and `onOpenChange`.
 */
import { Loader2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { MAX_FILES_PER_BATCH, PROCESSING_STEP_MS } from '@shared/constants';
import { EMAIL_REQUIRED_MESSAGE } from '@shared/messages';
import { useAuthUser } from '@/lib/session/auth-user';
import { usePublicConfig } from '@/lib/session/public-config';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { isCertificateFile, type FileSource } from '@/components/ui/file-drop-zone';
import { newFileId, type SelectedFile } from '@/components/ui/selected-file-list';
import { ApiError, apiErrorMessage } from '@/lib/api-error';
import { downloadBatchRegister } from '@/lib/register-requests';
import { StopConfirmation } from '@/components/ui/stop-confirmation';
import { saveConversionResults } from '@/lib/conversion-results-storage';
import { downloadFile } from '@/lib/save-file';
import { convertSimple } from './api/convert-simple';
import { useCreateCheckoutSession } from './api/create-checkout-session';
import { showConvertErrorToast } from './convert-error-toast';
import { toConvertedFile, type ConvertedFile } from './converted-file';
import { EmailStep, INVALID_EMAIL, looksLikeEmail } from './email-step';
import { failedFile, type FailedFile } from './failed-file';
import { PROCESSING_MESSAGES, ProcessingStep } from './processing-step';
import { ResultsStep } from './results-step';
import { SelectStep } from './select-step';
import { useManualTemplate } from './use-manual-template';

export interface ConvertDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

type Step = 'select' | 'processing' | 'results' | 'email' | 'payment';

const TITLES: Record<Step, { title: string; description: string }> = {
  select: {
    title: 'Convert Calibration Certificates',
    description: `Upload up to ${MAX_FILES_PER_BATCH} PDF certificates. You see the extracted data before you pay.`,
  },
  processing: {
    title: 'Converting your certificates',
    description: 'This takes a few seconds per certificate.',
  },
  results: {
    title: 'Your Excel report is ready',
    description: 'Review the extracted data, then choose how to download.',
  },
  email: { title: 'Annual Unlimited', description: 'One more step before payment.' },
  payment: { title: 'Redirecting to payment', description: 'Taking you to secure checkout...' },
};

export function ConvertDialog({ open, onOpenChange }: ConvertDialogProps) {
  const { user } = useAuthUser();
  const { config } = usePublicConfig();
  const downloadTemplate = useManualTemplate();
  const checkout = useCreateCheckoutSession();

  const [step, setStep] = useState<Step>('select');
  const [files, setFiles] = useState<SelectedFile[]>([]);
  const [results, setResults] = useState<ConvertedFile[]>([]);
  const [progress, setProgress] = useState(0);
  const [messageIndex, setMessageIndex] = useState(0);
  const [current, setCurrent] = useState<{ index: number; count: number; name: string } | null>(
    null,
  );
  const [email, setEmail] = useState('');
  const [receiptEmail, setReceiptEmail] = useState('');
  const [failures, setFailures] = useState<FailedFile[]>([]);
  const [retrying, setRetrying] = useState<string | null>(null);
  const [receiptEmailError, setReceiptEmailError] = useState<string | null>(null);
  const [confirmStop, setConfirmStop] = useState(false);
  // Each batch gets an id; closing the dialog bumps it so a batch still running stops updating.
  const runRef = useRef(0);
  const abortRef = useRef<AbortController | null>(null);

  const reset = useCallback(() => {
    runRef.current += 1;
    abortRef.current?.abort();
    abortRef.current = null;
    setStep('select');
    setFiles([]);
    setResults([]);
    setFailures([]);
    setProgress(0);
    setMessageIndex(0);
    setCurrent(null);
    setEmail('');
    setConfirmStop(false);
    checkout.reset();
  }, [checkout]);

  const handleOpenChange = (next: boolean) => {
    // Closing mid-batch drops it: ask first.
    if (!next && step === 'processing') {
      setConfirmStop(true);
      return;
    }
    if (!next) reset();
    onOpenChange(next);
  };

  useEffect(() => () => abortRef.current?.abort(), []);

  useEffect(() => {
    if (step !== 'processing') return;
    const timer = window.setInterval(
      () => setMessageIndex((index) => (index + 1) % PROCESSING_MESSAGES.length),
      PROCESSING_STEP_MS,
    );
    return () => window.clearInterval(timer);
  }, [step]);

  const addFiles = (chosen: File[], source: FileSource) => {
    const pdfs = chosen.filter(isCertificateFile);
    if (pdfs.length === 0) {
      toast.error('Invalid file type', {
        description:
          source === 'drop' ? 'Please drop PDF files only' : 'Please select PDF files only',
      });
      return;
    }
    if (pdfs.length > MAX_FILES_PER_BATCH) {
      toast.error('Too many files', {
        description: `Maximum ${MAX_FILES_PER_BATCH} PDFs can be processed at once`,
      });
    }
    setFiles((held) =>
      [...held, ...pdfs.map((file) => ({ id: newFileId(), file }))].slice(0, MAX_FILES_PER_BATCH),
    );
  };

  const process = async () => {
    if (files.length === 0) return;
    const run = ++runRef.current;
    const controller = new AbortController();
    abortRef.current = controller;
    const batch = files;
    setStep('processing');
    setProgress(0);
    setMessageIndex(0);
    const converted: ConvertedFile[] = [];
    const failed: FailedFile[] = [];
    for (const [index, entry] of batch.entries()) {
      setCurrent({ index, count: batch.length, name: entry.file.name });
      try {
        const response = await convertSimple(entry.file, controller.signal);
        converted.push(toConvertedFile(response, entry.file.name, entry.file));
      } catch (error) {
        if (runRef.current !== run) return;
        failed.push(failedFile(entry.id, entry.file, error));
        showConvertErrorToast(error, entry.file.name, () => void downloadTemplate());
      }
      if (runRef.current !== run) return;
      setProgress(((index + 1) / batch.length) * 100);
    }
    setCurrent(null);
    setConfirmStop(false);
    if (converted.length === 0) {
      // Keep what may work on another try (network, busy server); drop what the server judged.
      const dropped = new Set(failed.filter((file) => !file.retryable).map((file) => file.id));
      setFiles((held) => held.filter((entry) => !dropped.has(entry.id)));
      setStep('select');
      return;
    }
    setResults(converted);
    setFailures(failed);
    setStep('results');
  };

  /** Converts one failed file again; on success it joins the results. */
  const retry = async (id: string) => {
    const failure = failures.find((entry) => entry.id === id);
    if (!failure) return;
    setRetrying(id);
    try {
      const response = await convertSimple(failure.file);
      setResults((held) => [...held, toConvertedFile(response, failure.file.name, failure.file)]);
      setFailures((held) => held.filter((entry) => entry.id !== id));
    } catch (error) {
      showConvertErrorToast(error, failure.file.name, () => void downloadTemplate());
      setFailures((held) =>
        held.map((entry) => (entry.id === id ? failedFile(id, failure.file, error) : entry)),
      );
    } finally {
      setRetrying(null);
    }
  };

  const updateResult = (file: ConvertedFile) =>
    setResults((held) =>
      held.map((entry) => (entry.conversionId === file.conversionId ? file : entry)),
    );

  const download = async (file: ConvertedFile) => {
    try {
      await downloadFile(file.downloadUrl, file.filename);
      toast.success('Download Started', { description: 'Your Excel file is being downloaded' });
    } catch (error) {
      toast.error('Download Failed', { description: apiErrorMessage(error, 'Please try again') });
    }
  };

  const startCheckout = async (type: 'one-time' | 'yearly') => {
    const trimmed = type === 'yearly' ? email.trim() : receiptEmail.trim();
    if (type === 'one-time' && trimmed !== '' && !looksLikeEmail(trimmed)) {
      setReceiptEmailError(INVALID_EMAIL);
      return;
    }
    if (type === 'yearly' && trimmed === '') {
      toast.error('Email Required', { description: EMAIL_REQUIRED_MESSAGE });
      return;
    }
    try {
      const { url } = await checkout.mutateAsync({
        type,
        conversionData: results.map((file) => ({
          conversionId: file.conversionId,
          filename: file.filename,
          downloadUrl: file.downloadUrl,
        })),
        ...(trimmed !== '' || type === 'yearly' ? { email: trimmed } : {}),
      });
      saveConversionResults(
        results.map((file) => ({
          conversionId: file.conversionId,
          filename: file.filename,
          downloadUrl: file.downloadUrl,
          equipment: file.extractedData.equipment,
          serialNumber: file.extractedData.serialNumber,
          calibrationDate: file.extractedData.calibrationDate,
          dueDate: file.extractedData.dueDate,
          dueDateOrigin: file.extractedData.dueDateOrigin,
          dueDateIntervalMonths: file.extractedData.dueDateIntervalMonths,
          status: file.extractedData.status,
        })),
      );
      setStep('payment');
      window.location.assign(url);
    } catch (error) {
      if (error instanceof ApiError && error.message === EMAIL_REQUIRED_MESSAGE) {
        // The server refuses a malformed address with the same message: say what is wrong.
        if (trimmed === '') {
          toast.error('Email Required', { description: EMAIL_REQUIRED_MESSAGE });
        } else {
          toast.error('Invalid Email', { description: INVALID_EMAIL });
        }
        return;
      }
      toast.error('Payment Error', {
        description: 'Failed to initiate payment. Please try again.',
      });
    }
  };

  const downloadRegister = async () => {
    try {
      await downloadBatchRegister(results.map((file) => file.conversionId));
      toast.success('Download Started', { description: 'Your register is being downloaded' });
    } catch (error) {
      toast.error('Download Failed', { description: (error as Error).message });
    }
  };

  const directDownload = config?.paymentProvider === 'off' || Boolean(user?.isPremium);
  const heading = TITLES[step];

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent title={heading.title} description={heading.description}>
        {step === 'select' && (
          <SelectStep
            files={files}
            onAdd={addFiles}
            onRemove={(id) => setFiles((held) => held.filter((entry) => entry.id !== id))}
            onProcess={() => void process()}
            onDownloadTemplate={() => void downloadTemplate()}
          />
        )}
        {step === 'processing' && (
          <ProcessingStep
            message={PROCESSING_MESSAGES[messageIndex] ?? PROCESSING_MESSAGES[0]}
            progress={progress}
            current={current}
          />
        )}
        {step === 'processing' && confirmStop && (
          <StopConfirmation
            consequence="The certificates in this batch will be dropped and you will need to upload them again."
            onKeepGoing={() => setConfirmStop(false)}
            onStop={() => {
              reset();
              onOpenChange(false);
            }}
          />
        )}
        {step === 'results' && (
          <ResultsStep
            results={results}
            onUpdated={updateResult}
            directDownload={directDownload}
            onDownload={(file) => void download(file)}
            onDownloadAll={() => results.forEach((file) => void download(file))}
            onDownloadRegister={() => void downloadRegister()}
            failures={failures}
            retrying={retrying}
            onRetry={(id) => void retry(id)}
            receipt={{
              receiptEmail,
              onReceiptEmailChange: (value) => {
                setReceiptEmail(value);
                setReceiptEmailError(null);
              },
              receiptEmailError,
            }}
            onPayPerDownload={() => void startCheckout('one-time')}
            onAnnual={() => {
              if (user && email === '') setEmail(user.email);
              setStep('email');
            }}
            busy={checkout.isPending}
          />
        )}
        {step === 'email' && (
          <EmailStep
            email={email}
            onEmailChange={setEmail}
            onBack={() => setStep('results')}
            onContinue={() => void startCheckout('yearly')}
            busy={checkout.isPending}
          />
        )}
        {step === 'payment' && (
          <div className="flex flex-col items-center py-8 text-center" role="status">
            <Loader2 aria-hidden="true" className="h-10 w-10 animate-spin text-brand-700" />
            <p className="mt-4 font-medium text-slate-900">Taking you to secure checkout...</p>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
