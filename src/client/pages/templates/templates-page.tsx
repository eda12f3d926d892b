import { ArrowLeft, FileSpreadsheet, Lightbulb } from 'lucide-react';
import { Link } from 'wouter';
import { DUE_SOON_WINDOW_DAYS } from '@shared/constants';
import { TEMPLATE_COUNT } from '@shared/marketing';
import { ROUTES } from '@shared/routes';
import { PageShell } from '@/app/layout/page-shell';
import { Button } from '@/components/ui/button';
import { usePageMeta } from '@/features/marketing/page-meta';
import { TEMPLATE_CATALOG } from '@/features/templates/template-catalog';
import { TemplateCard } from '@/features/templates/template-card';
import { useTemplateDownload } from '@/features/templates/use-template-download';

const steps = [
  {
    title: 'Download the template you need',
    text: 'Each file is a standard .xlsx workbook. No account, no email address.',
  },
  {
    title: 'Open it in Excel or LibreOffice Calc',
    text: 'The due-date formulas recalculate when the file opens, so the status is right on the day you look.',
  },
  {
    title: 'Delete the sample rows',
    text: 'The sample entries show the expected format. Remove them once you have seen how they work.',
  },
  {
    title: 'Enter your instruments',
    text: 'Type one row per instrument with its ID, calibration date and due date. Enter dates as real dates, such as 2025-03-14, not as text.',
  },
  {
    title: 'Review and filter regularly',
    text: 'Filter on the Status column to see what is Overdue or Due Soon, and plan calibrations before they lapse.',
  },
];

const tips = [
  'Give every instrument one unique Equipment ID and put the same ID on the instrument label, so the register, the label and the certificate always match.',
  'Record the certificate number in the register. An auditor can then trace any row back to its certificate in seconds.',
  'Set calibration intervals yourself. Accredited labs usually leave the due date off the certificate unless you ask for one, so the interval is your decision to document.',
  `Check the Due Soon list at least monthly. The ${DUE_SOON_WINDOW_DAYS}-day window gives time to book the lab and arrange a replacement instrument.`,
  'When a certificate reports an as-found result out of tolerance, note it next to the instrument and assess what was measured with it since the last calibration.',
];

export default function TemplatesPage() {
  usePageMeta({
    title: 'Free Calibration Excel Templates | CertSheet',
    description: `Download ${TEMPLATE_COUNT} free Excel templates for calibration management: calibration record, equipment inventory, 12-month calibration schedule, certificate form and cost tracking.`,
    path: ROUTES.templates,
  });
  const { download, pending } = useTemplateDownload(
    (title) => `${title} has been downloaded successfully.`,
  );

  return (
    <PageShell>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
          <Link
            href={ROUTES.home}
            className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back to the converter
          </Link>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Free Calibration Templates
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-600">
            {TEMPLATE_COUNT} Excel templates for calibration management, with live due dates and
            Current, Due Soon and Overdue colouring built in. Free to download and use.
          </p>
        </div>
      </section>

      <section aria-label="Templates" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {TEMPLATE_CATALOG.map((template) => (
            <li key={template.id}>
              <TemplateCard
                template={template}
                headingLevel="h2"
                downloading={pending === template.id}
                onDownload={() => void download(template.id)}
              />
            </li>
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="how-to-heading"
        className="border-y border-slate-200 bg-slate-50 py-14"
      >
        <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 id="how-to-heading" className="text-2xl font-bold text-slate-900">
              How to use the templates
            </h2>
            <ol className="mt-6 space-y-5">
              {steps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-semibold text-slate-900">{step.title}</h3>
                    <p className="mt-1 text-slate-600">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <div>
            <h2 className="text-2xl font-bold text-slate-900">
              Tips for a register that passes audits
            </h2>
            <ul className="mt-6 space-y-4">
              {tips.map((tip) => (
                <li
                  key={tip}
                  className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4"
                >
                  <Lightbulb
                    aria-hidden="true"
                    className="mt-0.5 h-5 w-5 shrink-0 text-amber-600"
                  />
                  <p className="text-slate-700">{tip}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6">
        <FileSpreadsheet aria-hidden="true" className="mx-auto h-10 w-10 text-brand-700" />
        <h2 className="mt-4 text-2xl font-bold text-slate-900">
          Already have the certificates as PDFs?
        </h2>
        <p className="mt-3 text-lg text-slate-600">
          Skip the typing: CertSheet reads them and fills the register for you.
        </p>
        <Button asChild size="lg" className="mt-8">
          <Link href={ROUTES.home}>Back to the converter</Link>
        </Button>
      </section>
    </PageShell>
  );
}
