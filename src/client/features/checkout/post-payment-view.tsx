/**
 * The landing page's post-payment view (SPEC §2 Landing, §4 Payment success page), shown when the
 * provider returns to /?payment=success&session=…. The landing page decides when to show it and
 * has already rewritten the address to /; this view owns loading and downloading the paid files.
 *
 * Files come from the results the convert dialog saved in sessionStorage (read once, then
 * cleared) or, failing that, from /api/session-data. The server's answer is read in both cases:
 * it confirms each file and, for a yearly purchase, says where the set-password link went. It
 * is awaited even with saved results: an order whose files were deleted before the payment
 * completed was refunded or cancelled, and the view says so instead of offering dead downloads.
 */
import { CheckCircle2, Download, FileX2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { DOWNLOAD_ALL_REDIRECT_MS } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  takeConversionResults,
  type StoredConversionResult,
} from '@/lib/conversion-results-storage';
import { downloadFile } from '@/lib/save-file';
import { useSessionData } from './api/get-session-data';
import { fromSession, fromStored, mergeFiles, type PaidFile } from './paid-file';
import { AnnualPlanNotice } from './annual-plan-notice';
import { PaidFileRow } from './paid-file-row';

export interface PostPaymentViewProps {
  /** The checkout session id from the provider's return URL. */
  sessionId: string;
  /** Leave the view and show the landing page again. */
  onDone(): void;
}

const FILES_DELETED_TITLE = 'Files No Longer Available';

// sessionStorage is read once per session id, even when React renders the view twice.
const storedBySession = new Map<string, StoredConversionResult[] | null>();
function storedResultsFor(sessionId: string) {
  if (!storedBySession.has(sessionId)) storedBySession.set(sessionId, takeConversionResults());
  return storedBySession.get(sessionId) ?? null;
}

export function PostPaymentView({ sessionId, onDone }: PostPaymentViewProps) {
  const [stored] = useState(() => storedResultsFor(sessionId));
  const session = useSessionData(sessionId);
  const [downloading, setDownloading] = useState<Set<string>>(new Set());

  const sessionFiles = session.data?.success ? session.data.files : null;
  const filesDeleted =
    session.data && !session.data.success && session.data.reason === 'files-deleted'
      ? session.data.message
      : null;
  const files: PaidFile[] | null = useMemo(() => {
    if (session.isLoading) return null;
    if (filesDeleted) return [];
    if (stored) return mergeFiles(stored.map(fromStored), sessionFiles);
    return sessionFiles && sessionFiles.length > 0 ? fromSession(sessionFiles) : [];
  }, [stored, sessionFiles, session.isLoading, filesDeleted]);
  const fromStorage = Boolean(stored);
  const found = files !== null && files.length > 0;
  const accountEmail = session.data?.success ? session.data.accountEmail : null;
  const annual = session.data?.success ? session.data.plan === 'annual' : false;

  const loaded = files !== null;
  useEffect(() => {
    if (!loaded) return;
    if (found) {
      toast.success('Payment Successful!', {
        id: `payment-${sessionId}`,
        description: fromStorage
          ? 'Your files are ready for download.'
          : 'Please check your downloads folder for your files.',
      });
    } else if (filesDeleted) {
      toast.error(FILES_DELETED_TITLE, { id: `payment-${sessionId}`, description: filesDeleted });
    } else {
      toast.error('No Files Found', {
        id: `payment-${sessionId}`,
        description: 'No conversion results found. Please try again.',
      });
    }
  }, [loaded, found, fromStorage, sessionId, filesDeleted]);

  const download = async (file: PaidFile) => {
    setDownloading((held) => new Set(held).add(file.conversionId));
    try {
      await downloadFile(file.downloadUrl, file.filename);
    } catch {
      toast.error('Download Failed', { description: 'Please try again' });
    } finally {
      setDownloading((held) => {
        const next = new Set(held);
        next.delete(file.conversionId);
        return next;
      });
    }
  };

  const downloadAll = () => {
    if (!files) return;
    toast.success('Downloads Started', { description: `${files.length} file(s) downloading...` });
    files.forEach((file) => void download(file));
    window.setTimeout(onDone, DOWNLOAD_ALL_REDIRECT_MS);
  };

  if (files === null) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <Spinner className="h-8 w-8" label="Loading your files..." />
        <p className="mt-4 text-slate-600">Loading your files...</p>
      </section>
    );
  }

  if (filesDeleted) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-24">
        <FileX2 aria-hidden="true" className="h-12 w-12 text-slate-400" />
        <h1 className="mt-5 text-2xl font-bold text-slate-900 sm:text-3xl">
          {FILES_DELETED_TITLE}
        </h1>
        <p role="status" className="mt-3 text-slate-600">
          {filesDeleted}
        </p>
        <Button className="mt-8" size="lg" onClick={onDone}>
          Start New Conversion
        </Button>
      </section>
    );
  }

  if (!found) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-24">
        <FileX2 aria-hidden="true" className="h-12 w-12 text-slate-400" />
        <h1 className="mt-5 text-2xl font-bold text-slate-900 sm:text-3xl">No Files Found</h1>
        <p className="mt-3 text-slate-600">No conversion results found. Please try again.</p>
        {session.data && !session.data.success && (
          <p className="mt-2 text-sm text-slate-600">{session.data.message}</p>
        )}
        <Button className="mt-8" size="lg" onClick={onDone}>
          Start New Conversion
        </Button>
      </section>
    );
  }

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto h-14 w-14 text-green-600" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Payment Successful!
        </h1>
        <p className="mt-3 text-lg text-slate-600">
          Your Excel {files.length === 1 ? 'file is' : 'files are'} ready for download.
        </p>
      </div>
      {session.data && !session.data.success && (
        <p
          role="status"
          className="mt-8 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
        >
          {session.data.message} Downloads open once the payment is complete.
        </p>
      )}
      {annual && <AnnualPlanNotice accountEmail={accountEmail} className="mt-8" />}
      <div className="mt-8 rounded-xl border border-slate-200 bg-white shadow-sm">
        <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
          <h2 className="font-semibold text-slate-900">Your files ({files.length})</h2>
          <Button onClick={downloadAll}>
            <Download aria-hidden="true" className="h-4 w-4" />
            Download All Files
          </Button>
        </div>
        <ul className="divide-y divide-slate-200">
          {files.map((file) => (
            <PaidFileRow
              key={file.conversionId}
              file={file}
              downloading={downloading.has(file.conversionId)}
              onDownload={() => void download(file)}
            />
          ))}
        </ul>
      </div>
      <div className="mt-8 text-center">
        <Button variant="secondary" onClick={onDone}>
          Start New Conversion
        </Button>
      </div>
    </section>
  );
}
