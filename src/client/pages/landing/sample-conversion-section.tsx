import { ArrowRight, FileText, Sparkles, Table2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

const extracted = [
  ['Equipment', 'Digital Thermometer'],
  ['Serial #', 'SN 48213-07'],
  ['Cal Date', '2026-02-20'],
  ['Due Date', '2027-02-20'],
] as const;

export function SampleConversionSection({
  onUpload,
  onIntent,
}: {
  onUpload(): void;
  onIntent(): void;
}) {
  return (
    <section aria-labelledby="try-heading" className="border-y border-slate-200 bg-slate-50 py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Try it now</p>
          <h2
            id="try-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            See what CertSheet finds on your certificate
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Run a sample conversion with one of your own PDFs. The preview of the extracted data is
            free; you only pay if you want the Excel file.
          </p>
          <Button
            size="lg"
            className="mt-8"
            onClick={onUpload}
            onPointerEnter={onIntent}
            onFocus={onIntent}
          >
            <Sparkles aria-hidden="true" className="h-5 w-5" />
            Try a sample conversion
          </Button>
        </div>
        <div aria-hidden="true" className="grid items-center gap-4 sm:grid-cols-[1fr_auto_1fr]">
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <FileText className="h-4 w-4 text-red-700" />
              certificate.pdf
            </div>
            <div className="mt-4 space-y-2">
              <div className="h-2 w-3/4 rounded bg-slate-200" />
              <div className="h-2 w-full rounded bg-slate-100" />
              <div className="h-2 w-5/6 rounded bg-slate-100" />
              <div className="h-2 w-2/3 rounded bg-slate-200" />
              <div className="h-2 w-full rounded bg-slate-100" />
              <div className="h-2 w-1/2 rounded bg-slate-100" />
            </div>
          </div>
          <ArrowRight className="mx-auto h-6 w-6 rotate-90 text-brand-700 sm:rotate-0" />
          <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-center gap-2 text-sm font-semibold text-slate-900">
              <Table2 className="h-4 w-4 text-green-700" />
              Extracted
            </div>
            <dl className="mt-3 space-y-1.5 text-sm">
              {extracted.map(([label, value]) => (
                <div key={label} className="flex justify-between gap-3">
                  <dt className="text-slate-500">{label}</dt>
                  <dd className="font-medium text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </section>
  );
}
