/**
 * The paid view at /orders/{token} (issue 23 item 1): the order's files with the register first,
 * reopened from this address by a reload, another browser or the receipt mail, until the link
 * expires. Downloads go one after another, each handed to the browser before the next, and the
 * page stays: it is the receipt.
 */
import { CheckCircle2, Clock, Copy, Download, FileSpreadsheet, FileX2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast/toast';
import type { OrderViewResponse } from '@shared/api';
import { ANNUAL_PLAN_DAYS, PLANS } from '@shared/constants';
import { ROUTES } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { takeConversionResults } from '@/lib/conversion-results-storage';
import { downloadFile } from '@/lib/save-file';
import { registerFileName } from '@shared/file-names';
import { useOrder } from './api/get-order';
import type { PaidFile } from './paid-file';
import { AnnualPlanNotice } from './annual-plan-notice';
import { PaidFileRow } from './paid-file-row';

const day = (iso: string) => iso.slice(0, 10);

function paidFiles(order: OrderViewResponse): PaidFile[] {
  return order.files.map((file) => ({
    conversionId: file.conversionId,
    filename: file.filename,
    downloadUrl: file.downloadUrl,
    fileStatus: file.status,
    equipment: file.equipment,
    dueDate: file.dueDate,
    dueDateOrigin: file.dueDateOrigin,
    dueDateIntervalMonths: file.dueDateIntervalMonths,
    complianceStatus: file.complianceStatus,
  }));
}

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-24">
      {children}
    </section>
  );
}

export function OrderView({ token }: { token: string }) {
  const answer = useOrder(token);
  const [busy, setBusy] = useState<Set<string>>(new Set());
  const [allDone, setAllDone] = useState<number | null>(null);
  const order = answer.data?.kind === 'paid' ? answer.data.order : null;

  // What the convert dialog saved for the old post-payment view: the server has it all now.
  useEffect(() => {
    takeConversionResults();
  }, []);
  useEffect(() => {
    if (order)
      toast.success('Payment Successful!', {
        id: `order-${token}`,
        description: 'Your files are ready for download.',
      });
  }, [order, token]);

  const hold = (id: string, on: boolean) =>
    setBusy((held) => {
      const next = new Set(held);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const download = async (id: string, url: string, name: string): Promise<boolean> => {
    hold(id, true);
    try {
      await downloadFile(url, name);
      return true;
    } catch {
      toast.error('Download Failed', { description: 'Please try again' });
      return false;
    } finally {
      hold(id, false);
    }
  };

  if (answer.isLoading || !answer.data) {
    return (
      <Centered>
        <Spinner className="h-8 w-8" label="Loading your files..." />
        <p className="mt-4 text-slate-600">Loading your files...</p>
      </Centered>
    );
  }
  if (answer.data.kind === 'pending') {
    return (
      <Centered>
        <Clock aria-hidden="true" className="h-12 w-12 text-amber-600" />
        <h1 className="mt-5 text-2xl font-bold text-slate-900 sm:text-3xl">
          Confirming your payment
        </h1>
        <p role="status" className="mt-3 text-slate-600">
          {answer.data.message} This page updates by itself once the payment is confirmed.
        </p>
      </Centered>
    );
  }
  if (answer.data.kind === 'closed') {
    return (
      <Centered>
        <FileX2 aria-hidden="true" className="h-12 w-12 text-slate-400" />
        <h1 className="mt-5 text-2xl font-bold text-slate-900 sm:text-3xl">Files Not Available</h1>
        <p role="status" className="mt-3 text-slate-600">
          {answer.data.message}
        </p>
        <Button asChild className="mt-8" size="lg">
          <a href={ROUTES.home}>Start New Conversion</a>
        </Button>
      </Centered>
    );
  }

  const paid = answer.data.order;
  const files = paidFiles(paid);
  const annual = paid.plan === 'annual';

  const downloadAll = async () => {
    let handed = 0;
    // One after another: each is in the browser's hands before the next starts.
    for (const file of files) {
      if (await download(file.conversionId, file.downloadUrl, file.filename)) handed += 1;
    }
    setAllDone(handed);
    if (handed === files.length) {
      toast.success('Downloads Complete', { description: `${handed} file(s) downloaded.` });
    }
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(paid.orderUrl);
      toast.success('Link Copied', { description: 'Keep it to download these files again.' });
    } catch {
      toast('Copy the link from the address bar', { description: paid.orderUrl });
    }
  };

  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto h-14 w-14 text-green-600" />
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Payment Successful!
        </h1>
        <p className="mt-3 text-lg text-slate-600">
          {files.length > 0
            ? `Your Excel ${files.length === 1 ? 'file is' : 'files are'} ready for download.`
            : `Your ${PLANS.yearly.name} plan is active: unlimited conversions for ${ANNUAL_PLAN_DAYS} days.`}
        </p>
      </div>

      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-4 text-sm text-slate-700 shadow-sm">
        <p className="font-medium text-slate-900">This page is your download link</p>
        <p className="mt-1">
          Open it again from any browser until{' '}
          <span className="font-semibold">{day(paid.validUntil)}</span>
          {paid.receiptEmail ? (
            <>
              {' '}
              — we also emailed it with your receipt to{' '}
              <span className="font-semibold">{paid.receiptEmail}</span>.
            </>
          ) : (
            '.'
          )}
        </p>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
          <code className="min-w-0 flex-1 break-all rounded-md bg-slate-100 px-2 py-1.5 text-xs text-slate-800">
            {paid.orderUrl}
          </code>
          <Button variant="secondary" size="sm" onClick={copyLink} className="shrink-0">
            <Copy aria-hidden="true" className="h-4 w-4" />
            Copy Link
          </Button>
        </div>
      </div>

      {annual && <AnnualPlanNotice accountEmail={paid.accountEmail} className="mt-6" />}

      {files.length > 0 && (
        <div className="mt-6 rounded-xl border border-slate-200 bg-white shadow-sm">
          <div className="flex flex-col gap-3 border-b border-slate-200 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 className="font-semibold text-slate-900">Your files ({files.length})</h2>
              <p className="text-sm text-slate-600">
                One register with every instrument, or each certificate’s workbook.
              </p>
            </div>
            <div className="flex flex-col gap-2 sm:flex-row">
              {paid.registerUrl && (
                <Button
                  onClick={() =>
                    void download(
                      'register',
                      paid.registerUrl!,
                      registerFileName(new Date().toISOString().slice(0, 10)),
                    )
                  }
                  disabled={busy.has('register')}
                >
                  <FileSpreadsheet aria-hidden="true" className="h-4 w-4" />
                  Download Register (.xlsx)
                </Button>
              )}
              <Button
                variant="secondary"
                onClick={() => void downloadAll()}
                disabled={busy.size > 0}
              >
                <Download aria-hidden="true" className="h-4 w-4" />
                Download All Files
              </Button>
            </div>
          </div>
          <ul className="divide-y divide-slate-200">
            {files.map((file) => (
              <PaidFileRow
                key={file.conversionId}
                file={file}
                downloading={busy.has(file.conversionId)}
                onDownload={() => void download(file.conversionId, file.downloadUrl, file.filename)}
              />
            ))}
          </ul>
          {allDone !== null && (
            <p role="status" className="border-t border-slate-200 px-4 py-3 text-sm text-slate-700">
              {allDone === files.length
                ? `All ${files.length} files were handed to your browser.`
                : `${allDone} of ${files.length} files downloaded: use the buttons above to retry the rest.`}
            </p>
          )}
        </div>
      )}
      <div className="mt-8 flex justify-center gap-3">
        <Button asChild variant="secondary">
          <a href={ROUTES.home}>Start New Conversion</a>
        </Button>
        {annual && (
          <Button asChild>
            <a href={ROUTES.dashboard}>Go to Dashboard</a>
          </Button>
        )}
      </div>
    </section>
  );
}
