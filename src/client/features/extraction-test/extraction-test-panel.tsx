/**
 * The test page's tool (SPEC §2 Test page, §4, §8): one PDF, 'Extract Text' or 'Convert to
 * Excel'. Converting shows every extracted field with its confidence and then downloads the
 * workbook; when the download needs payment (anonymous visitors), that is said plainly.
 */
import { CheckCircle2, FileSpreadsheet, FileText, Info, Type } from 'lucide-react';
import { useState } from 'react';
import type { ConvertSimpleResponse } from '@shared/api';
import { MAX_FILE_SIZE_LABEL } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { FileDropZone, isCertificateFile } from '@/components/ui/file-drop-zone';
import { ApiError } from '@/lib/api-error';
import { downloadFile } from '@/lib/save-file';
import { useConvertForTest, useExtractText } from './api/test-requests';
import { ExtractedFields } from './extracted-fields';

type DownloadOutcome =
  { kind: 'done' } | { kind: 'payment-required' } | { kind: 'failed'; message: string };

/** SPEC §8: 'HTTP error! status: {code}', with the server's explanation beside it. */
function errorText(error: unknown, fallback: string): { title: string; detail: string | null } {
  if (error instanceof ApiError) {
    return { title: `HTTP error! status: ${error.status}`, detail: error.message || null };
  }
  return { title: fallback, detail: null };
}

export function ExtractionTestPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const extract = useExtractText();
  const convert = useConvertForTest();
  const [download, setDownload] = useState<DownloadOutcome | null>(null);
  const [downloading, setDownloading] = useState(false);
  const busy = extract.isPending || convert.isPending || downloading;

  const choose = (files: File[]) => {
    const chosen = files[0];
    if (!chosen || !isCertificateFile(chosen)) {
      setFileError('Please select a PDF file');
      return;
    }
    setFileError(null);
    setFile(chosen);
    extract.reset();
    convert.reset();
    setDownload(null);
  };

  const runExtract = () => {
    if (!file) return;
    convert.reset();
    setDownload(null);
    extract.mutate(file);
  };

  const runConvert = () => {
    if (!file) return;
    extract.reset();
    setDownload(null);
    convert.mutate(file, {
      onSuccess: (result: ConvertSimpleResponse) => {
        setDownloading(true);
        downloadFile(result.downloadUrl, result.filename)
          .then(() => setDownload({ kind: 'done' }))
          .catch((error: unknown) => {
            setDownload(
              error instanceof ApiError && error.status === 402
                ? { kind: 'payment-required' }
                : { kind: 'failed', message: 'Failed to convert to Excel' },
            );
          })
          .finally(() => setDownloading(false));
      },
    });
  };

  const extractError = extract.isError ? errorText(extract.error, 'Failed to extract text') : null;
  const convertError = convert.isError
    ? errorText(convert.error, 'Failed to convert to Excel')
    : null;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold text-slate-900">Choose a PDF</h2>
        </CardHeader>
        <CardContent className="space-y-4">
          <FileDropZone
            onFiles={(files) => choose(files)}
            label="Choose a PDF certificate"
            title="Drop a PDF here or click to browse"
            hint={`One PDF certificate, max ${MAX_FILE_SIZE_LABEL}`}
            disabled={busy}
          />
          {fileError && (
            <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
              {fileError}
            </p>
          )}
          {file && (
            <div className="flex items-center gap-3 rounded-lg border border-slate-200 px-4 py-3">
              <FileText aria-hidden="true" className="h-5 w-5 shrink-0 text-red-700" />
              <div className="min-w-0">
                <p className="break-all text-sm font-medium text-slate-900">{file.name}</p>
                <p className="text-xs text-slate-600">{(file.size / 1024 / 1024).toFixed(2)} MB</p>
              </div>
            </div>
          )}
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button variant="secondary" onClick={runExtract} disabled={!file || busy}>
              <Type aria-hidden="true" className="h-4 w-4" />
              {extract.isPending ? 'Extracting...' : 'Extract Text'}
            </Button>
            <Button onClick={runConvert} disabled={!file || busy}>
              <FileSpreadsheet aria-hidden="true" className="h-4 w-4" />
              {convert.isPending || downloading ? 'Converting...' : 'Convert to Excel'}
            </Button>
          </div>
        </CardContent>
      </Card>

      {(extract.data || extractError) && (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold text-slate-900">Extracted text</h2>
          </CardHeader>
          <CardContent>
            {extractError ? (
              <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
                <p className="font-semibold">{extractError.title}</p>
                {extractError.detail && <p className="mt-1">{extractError.detail}</p>}
              </div>
            ) : extract.data && extract.data.text.trim() !== '' ? (
              <pre
                tabIndex={0}
                aria-label="Extracted text"
                className="max-h-96 overflow-auto whitespace-pre-wrap rounded-lg bg-slate-50 p-4 font-mono text-xs leading-relaxed text-slate-800"
              >
                {extract.data.text}
              </pre>
            ) : (
              <p className="text-sm text-slate-600">No text extracted</p>
            )}
          </CardContent>
        </Card>
      )}

      {(convert.data || convertError) && (
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold text-slate-900">Extracted data</h2>
          </CardHeader>
          <CardContent className="space-y-4">
            {convertError && (
              <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
                <p className="font-semibold">{convertError.title}</p>
                {convertError.detail && <p className="mt-1">{convertError.detail}</p>}
              </div>
            )}
            {download?.kind === 'done' && (
              <p
                role="status"
                className="flex items-center gap-2 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-900"
              >
                <CheckCircle2 aria-hidden="true" className="h-4 w-4 shrink-0" />
                Excel file generated and downloaded successfully!
              </p>
            )}
            {download?.kind === 'payment-required' && (
              <div
                role="status"
                className="flex gap-2 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-950"
              >
                <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-700" />
                <p>
                  The Excel file was generated, but downloading it needs payment. Convert this
                  certificate from the home page and choose a plan, or sign in with an account whose
                  plan covers it.
                </p>
              </div>
            )}
            {download?.kind === 'failed' && (
              <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
                {download.message}
              </p>
            )}
            {convert.data && <ExtractedFields result={convert.data} />}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
