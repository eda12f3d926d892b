/**
 * "Where it was read": the user picks their own copy of the certificate (it stays in the
 * browser), and the page of the selected value is drawn with the value's box outlined.
 */
import { FileSearch } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { FieldSource } from '@shared/extraction';
import { PdfPageView } from '@/components/ui/pdf-page-view';
import { Spinner } from '@/components/ui/spinner';
import { openPdf, type OpenedPdf } from '@/lib/load-pdf';
import { hasRecordedBox } from '@/lib/pdf-page-box';

export interface SourcePagePanelProps {
  /** What is selected, e.g. "Serial # of Axle Weighing Scale"; null when nothing is. */
  selection: { name: string; value: string; source: FieldSource | null } | null;
  /** Pages of the certificate as converted, to notice a different file. */
  pageCount: number | null;
  /** The certificate itself, when the browser still holds it: opened at once. */
  initialFile?: File | null;
}

export function SourcePagePanel({ selection, pageCount, initialFile }: SourcePagePanelProps) {
  const inputId = useId();
  const [pdf, setPdf] = useState<OpenedPdf | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(
    () => () => {
      void pdf?.close();
    },
    [pdf],
  );

  const open = async (file: File) => {
    setOpening(true);
    setError(null);
    try {
      setPdf(await openPdf(file));
      setFileName(file.name);
    } catch {
      setPdf(null);
      setError('This file could not be opened as a PDF.');
    } finally {
      setOpening(false);
    }
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) void open(file);
  };

  // A PDF (not a DCC XML) the browser still holds is shown without asking for it again.
  const openedInitial = useRef<File | null>(null);
  useEffect(() => {
    if (!initialFile || openedInitial.current === initialFile) return;
    if (!/\.pdf$/i.test(initialFile.name)) return;
    openedInitial.current = initialFile;
    void open(initialFile);
  }, [initialFile]);

  const source = selection?.source ?? null;
  const pages = pdf?.document.numPages ?? null;
  const beyondFile = source !== null && pages !== null && source.page > pages;

  return (
    <section aria-labelledby={`${inputId}-heading`} className="space-y-3">
      <h3 id={`${inputId}-heading`} className="text-sm font-semibold text-slate-900">
        Where it was read
      </h3>
      <div className="rounded-lg border border-dashed border-slate-300 p-3">
        <label htmlFor={inputId} className="flex items-center gap-2 text-sm text-slate-800">
          <FileSearch aria-hidden="true" className="h-4 w-4 shrink-0 text-slate-500" />
          Show where values were read: choose the PDF
        </label>
        <input
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          onChange={(event) => void choose(event)}
          className="mt-2 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-900"
        />
        <p className="mt-1 text-xs text-slate-600">
          {pdf && fileName ? `Showing ${fileName}. ` : ''}
          The file is opened in your browser only; it is not uploaded again.
        </p>
      </div>
      {opening && <Spinner label="Opening the PDF..." />}
      {error && (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      )}
      {pdf && pageCount !== null && pdf.document.numPages !== pageCount && (
        <p className="text-sm text-amber-900">
          This PDF has {pdf.document.numPages} pages; the converted certificate had {pageCount}. Is
          it the same file?
        </p>
      )}
      <div aria-live="polite" className="text-sm text-slate-700">
        {!selection ? (
          <p>Select a field to see where its value was read.</p>
        ) : !source ? (
          <p>No position was recorded for {selection.name}.</p>
        ) : (
          <p>
            {selection.name}: page {source.page}
            {!hasRecordedBox(source) && ' (only where the value starts was recorded)'}.
          </p>
        )}
      </div>
      {pdf && source && !beyondFile && (
        <PdfPageView
          document={pdf.document}
          pageNumber={source.page}
          box={source}
          highlightLabel={`${selection!.name}: ${selection!.value}`}
        />
      )}
      {beyondFile && <p className="text-sm text-red-800">This PDF has no page {source.page}.</p>}
    </section>
  );
}
