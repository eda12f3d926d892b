import { ArrowRight, CheckCircle2, Upload } from 'lucide-react';
import { Suspense } from 'react';
import { MAX_FILES_PER_BATCH } from '@shared/constants';
import { Button } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { lazyWithQueries } from '@/lib/lazy-with-queries';
import { describeDays, SAMPLE_ROWS } from './sample-register';

const promises = [
  'No sign-up needed to convert',
  'Data deleted after processing',
  `Up to ${MAX_FILES_PER_BATCH} PDFs per batch`,
];

const previewRows = SAMPLE_ROWS.slice(0, 3);

// Fetches the total, so it loads apart with the data cache; it renders nothing until then anyway.
const ConversionCounter = lazyWithQueries(() =>
  import('@/features/marketing/conversion-counter').then((module) => ({
    default: module.ConversionCounter,
  })),
);

export function HeroSection({ onUpload, onIntent }: { onUpload(): void; onIntent(): void }) {
  return (
    <section className="relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="inline-flex items-center rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-medium text-brand-800">
            For quality managers, calibration technicians and lab staff
          </p>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Calibration certificates in. A live Excel register out.
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-600">
            Upload PDF calibration certificates from your labs, text or scanned. CertSheet extracts
            the equipment data, calibration and due dates and hands back an Excel workbook whose
            Days Until Due and Current, Due Soon or Overdue status stay correct every time you open
            it. You pay only when you download.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={onUpload} onPointerEnter={onIntent} onFocus={onIntent}>
              <Upload aria-hidden="true" className="h-5 w-5" />
              Upload certificates
            </Button>
            <Button asChild size="lg" variant="secondary">
              <a href="#sample-output">
                See sample output
                <ArrowRight aria-hidden="true" className="h-5 w-5" />
              </a>
            </Button>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-sm text-slate-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {promises.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <CheckCircle2 aria-hidden="true" className="h-4 w-4 text-green-700" />
                {promise}
              </li>
            ))}
          </ul>
          <p className="mt-6 min-h-6 text-sm text-slate-600">
            <Suspense>
              <ConversionCounter className="text-base font-bold tabular-nums text-slate-900" />
            </Suspense>
          </p>
        </div>
        <div aria-hidden="true" className="hidden lg:block">
          <div className="rounded-2xl border border-slate-200 bg-white shadow-xl">
            <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
              <span className="h-3 w-3 rounded-full bg-red-300" />
              <span className="h-3 w-3 rounded-full bg-amber-300" />
              <span className="h-3 w-3 rounded-full bg-green-300" />
              <span className="ml-3 text-xs font-medium text-slate-500">
                Equipment Register.xlsx
              </span>
            </div>
            <ul className="divide-y divide-slate-100">
              {previewRows.map((row) => (
                <li
                  key={row.equipmentId}
                  className="flex items-center justify-between gap-4 px-5 py-4"
                >
                  <div>
                    <p className="font-medium text-slate-900">{row.equipmentName}</p>
                    <p className="text-sm text-slate-500">{describeDays(row.daysUntilDue)}</p>
                  </div>
                  <StatusBadge status={row.status} />
                </li>
              ))}
            </ul>
            <div className="border-t border-slate-200 bg-slate-50 px-5 py-3 text-xs text-slate-500">
              Days Until Due = Due Date − TODAY(), recalculated on open
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
