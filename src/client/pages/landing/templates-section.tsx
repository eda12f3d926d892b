import { ArrowRight, LayoutGrid } from 'lucide-react';
import { Link } from 'wouter';
import { ROUTES } from '@shared/routes';
import { TEMPLATE_COUNT } from '@shared/marketing';
import { SectionHeading } from '@/components/ui/section-heading';
import { templateEntry } from '@/features/templates/template-catalog';
import { TemplateCard } from '@/features/templates/template-card';
import { useTemplateDownload } from '@/features/templates/use-template-download';

const landingTemplates = [
  templateEntry('calibration-record'),
  templateEntry('equipment-inventory'),
];

export function TemplatesSection() {
  const { download, pending } = useTemplateDownload(
    () => 'Fill in your calibration data and save the file.',
  );
  return (
    <section id="templates" aria-labelledby="templates-heading" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="templates-heading"
          eyebrow="Free templates"
          title="Prefer to start from a blank register?"
          description="Download a ready-made Excel template with the same live due-date formulas and colours. Free, no account needed."
        />
        <div className="mt-12 grid gap-6 lg:grid-cols-3">
          {landingTemplates.map((template) => (
            <TemplateCard
              key={template.id}
              template={template}
              downloading={pending === template.id}
              onDownload={() => void download(template.id)}
            />
          ))}
          <Link
            href={ROUTES.templates}
            className="group flex flex-col justify-center rounded-xl border-2 border-dashed border-brand-200 bg-brand-50 p-6 text-center transition-colors hover:border-brand-600"
          >
            <LayoutGrid aria-hidden="true" className="mx-auto h-8 w-8 text-brand-700" />
            <span className="mt-4 text-lg font-semibold text-slate-900">
              All {TEMPLATE_COUNT} templates
            </span>
            <span className="mt-2 text-sm text-slate-600">
              Calibration schedule with a 12-month calendar, certificate form and cost tracking,
              plus how-to steps and tips.
            </span>
            <span className="mt-4 inline-flex items-center justify-center gap-1.5 text-sm font-semibold text-brand-700 group-hover:underline">
              Browse {TEMPLATE_COUNT} free templates
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </span>
          </Link>
        </div>
      </div>
    </section>
  );
}
