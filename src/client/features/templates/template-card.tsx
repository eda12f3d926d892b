import { Check, Download, FileSpreadsheet, Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { TemplateEntry } from './template-catalog';

export interface TemplateCardProps {
  template: TemplateEntry;
  downloading: boolean;
  onDownload(): void;
  /** Headings inside a page section are h3; on the templates page they are h2. */
  headingLevel?: 'h2' | 'h3';
}

/** One downloadable template: title, description, features, sample-data note and download. */
export function TemplateCard({
  template,
  downloading,
  onDownload,
  headingLevel: Heading = 'h3',
}: TemplateCardProps) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-green-50 text-green-700">
          <FileSpreadsheet aria-hidden="true" className="h-5 w-5" />
        </span>
        <Heading className="text-lg font-semibold leading-snug text-slate-900">
          {template.title}
        </Heading>
      </div>
      <p className="mt-3 text-sm text-slate-600">{template.description}</p>
      <ul className="mt-5 space-y-2 text-sm text-slate-700">
        {template.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <p className="mt-4 rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600">
        {template.sampleData}
      </p>
      <div className="mt-auto pt-5">
        <Button variant="secondary" className="w-full" onClick={onDownload} disabled={downloading}>
          {downloading ? (
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
          ) : (
            <Download aria-hidden="true" className="h-4 w-4" />
          )}
          <span aria-hidden="true">Download template</span>
          <span className="sr-only">Download {template.title}</span>
        </Button>
      </div>
    </article>
  );
}
