import {
  BarChart3,
  CalendarClock,
  FileSpreadsheet,
  Files,
  Languages,
  ScanText,
  ShieldCheck,
  Smartphone,
} from 'lucide-react';
import { MAX_FILES_PER_BATCH } from '@shared/constants';
import {
  ANONYMOUS_RESULT_RETENTION_HOURS,
  MEASURED_AVG_PROCESSING_SECONDS,
  MEASURED_FIELD_ACCURACY_PERCENT,
  PAID_RESULT_RETENTION_DAYS,
  SUPPORTED_CERTIFICATE_LANGUAGES,
} from '@shared/marketing';
import { SectionHeading } from '@/components/ui/section-heading';
import { SavingsBox } from './savings-box';

const languages = `${SUPPORTED_CERTIFICATE_LANGUAGES.slice(0, -1).join(', ')} and ${SUPPORTED_CERTIFICATE_LANGUAGES.at(-1)}`;

const features = [
  {
    icon: ScanText,
    title: 'Automatic data extraction',
    text: 'Equipment ID and name, manufacturer, model, serial number, certificate number, lab, calibration date and due date, read from the certificate.',
  },
  {
    icon: CalendarClock,
    title: 'Due dates that stay correct',
    text: 'Days Until Due and Status are formulas against TODAY(), with green, amber and red colouring that follows the calendar.',
  },
  {
    icon: FileSpreadsheet,
    title: 'Compliance-ready Excel',
    text: 'Real date cells, frozen headers, filters, print layout, a summary sheet with counts by status and a details sheet for every certificate.',
  },
  {
    icon: Files,
    title: 'Batch processing',
    text: `Convert up to ${MAX_FILES_PER_BATCH} certificates in one go and get them in one register, one row per instrument.`,
  },
  {
    icon: Languages,
    title: 'Many certificate formats',
    text: `Certificate layouts from many labs, in ${languages}. Scanned certificates are read with OCR.`,
  },
  {
    icon: ShieldCheck,
    title: 'Data deleted after processing',
    text: `PDFs are processed in memory and never stored. Without an account, results are deleted ${ANONYMOUS_RESULT_RETENTION_HOURS} hours after conversion, or ${PAID_RESULT_RETENTION_DAYS} days after you pay.`,
  },
  {
    icon: Smartphone,
    title: 'Works on any device',
    text: 'Convert from a desktop, tablet or phone: upload straight from the files app or your email attachments.',
  },
  {
    icon: BarChart3,
    title: 'Time and ROI tracking',
    text: 'With a free account, your dashboard shows certificates processed this month and in total, and the time you saved.',
  },
];

/** Benchmark figures appear only once measured (src/shared/marketing.ts). */
const measured = [
  MEASURED_FIELD_ACCURACY_PERCENT !== null && {
    value: `${MEASURED_FIELD_ACCURACY_PERCENT}%`,
    label: 'of certificate fields read correctly on our accuracy benchmark (text PDFs)',
  },
  MEASURED_AVG_PROCESSING_SECONDS !== null && {
    value: `${MEASURED_AVG_PROCESSING_SECONDS} s`,
    label: 'typical processing time for a text-PDF certificate on our benchmark',
  },
].filter((item): item is { value: string; label: string } => Boolean(item));

export function FeaturesSection() {
  return (
    <section id="features" aria-labelledby="features-heading" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="features-heading"
          eyebrow="Features"
          title="Everything your calibration register needs"
          description="Built for quality managers, calibration technicians and lab staff who answer to auditors."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <h3 className="mt-4 font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
        {measured.length > 0 && (
          <dl className="mt-10 grid gap-6 sm:grid-cols-2">
            {measured.map((item) => (
              <div key={item.label} className="rounded-xl bg-brand-50 p-6 text-center">
                <dt className="sr-only">{item.label}</dt>
                <dd className="text-3xl font-bold text-brand-800">{item.value}</dd>
                <dd className="mt-1 text-sm text-slate-700">{item.label}</dd>
              </div>
            ))}
          </dl>
        )}
        <SavingsBox className="mt-10" />
      </div>
    </section>
  );
}
