/**
 * The account's register on the dashboard: download it (one row per instrument, earlier
 * calibrations on a history sheet), or upload the register you already keep and get it back
 * with your certificates merged in — your own columns, sheets and formulas untouched.
 */
import { FileSpreadsheet, Merge } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { toast } from '@/lib/toast/toast';
import { MAX_FILE_SIZE_BYTES } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import {
  downloadAccountRegister,
  mergeIntoOwnRegister,
  type MergeOutcome,
} from '@/lib/register-requests';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function mergeSummary(outcome: MergeOutcome): string {
  return (
    `Sheet “${outcome.sheet}”: ${plural(outcome.updated, 'instrument')} updated, ` +
    `${outcome.added} added, ${outcome.upToDate} already up to date. ` +
    'The Changes sheet lists every change.'
  );
}

export function RegisterCard() {
  const fileInputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'download' | 'merge' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [merged, setMerged] = useState<string | null>(null);

  const onDownload = async () => {
    setBusy('download');
    try {
      const { unpaidLeftOut } = await downloadAccountRegister();
      toast.success('Download Started', {
        description:
          unpaidLeftOut > 0
            ? `${plural(unpaidLeftOut, 'conversion')} not paid for ${unpaidLeftOut === 1 ? 'is' : 'are'} left out.`
            : 'Your register is being downloaded',
      });
    } catch (error) {
      toast.error('Download Failed', { description: (error as Error).message });
    } finally {
      setBusy(null);
    }
  };

  const onPick = (picked: File | null) => {
    setMerged(null);
    setProblem(null);
    if (picked && picked.size > MAX_FILE_SIZE_BYTES) {
      setProblem('The register is larger than 10 MB: upload a copy with only the register sheet.');
      setFile(null);
      return;
    }
    setFile(picked);
  };

  const onMerge = async () => {
    if (!file) return;
    setBusy('merge');
    setProblem(null);
    try {
      const outcome = await mergeIntoOwnRegister(file);
      setMerged(mergeSummary(outcome));
      toast.success('Register Merged', { description: 'Your updated register is downloading.' });
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card data-testid="register-card">
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <FileSpreadsheet aria-hidden="true" className="h-5 w-5 text-brand-700" />
          Your Equipment Register
        </h2>
        <CardDescription>
          Every instrument you have converted, one row each with its newest calibration; earlier
          calibrations are on a history sheet.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <Button onClick={onDownload} disabled={busy !== null} className="w-full sm:w-auto">
          <FileSpreadsheet aria-hidden="true" className="mr-2 h-4 w-4" />
          {busy === 'download' ? 'Preparing…' : 'Download my register'}
        </Button>
        <div className="space-y-3 border-t border-slate-200 pt-5">
          <h3 className="font-medium text-slate-900">Update the register you already keep</h3>
          <p className="text-sm text-slate-600">
            Upload your own .xlsx register: matched instruments get their new calibration and due
            dates (the old ones move to a history sheet), new instruments are added at the end, and
            every other row, column, sheet and formula stays as it is.
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
            <label htmlFor={fileInputId} className="sr-only">
              Your register (.xlsx)
            </label>
            <input
              id={fileInputId}
              ref={fileInput}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(event) => onPick(event.target.files?.[0] ?? null)}
              className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-900 hover:file:bg-slate-200"
            />
            <Button
              variant="secondary"
              onClick={onMerge}
              disabled={!file || busy !== null}
              className="shrink-0"
            >
              <Merge aria-hidden="true" className="mr-2 h-4 w-4" />
              {busy === 'merge' ? 'Merging…' : 'Merge and Download'}
            </Button>
          </div>
          {problem && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800">
              {problem}
            </p>
          )}
          {merged && (
            <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
              {merged}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
