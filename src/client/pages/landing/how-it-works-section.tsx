import { Download, FileSearch, Upload } from 'lucide-react';
import { MAX_FILE_SIZE_LABEL, MAX_FILES_PER_BATCH } from '@shared/constants';
import { SectionHeading } from '@/components/ui/section-heading';

const steps = [
  {
    icon: Upload,
    title: 'Upload your certificates',
    text: `Drop up to ${MAX_FILES_PER_BATCH} PDF certificates at once (${MAX_FILE_SIZE_LABEL} each). No account needed.`,
  },
  {
    icon: FileSearch,
    title: 'Review the extracted data',
    text: 'See the equipment, serial number, calibration date and due date found on each certificate, and correct anything before you pay.',
  },
  {
    icon: Download,
    title: 'Download your Excel register',
    text: 'One workbook with a row per instrument, live Days Until Due and Status, a summary sheet and every extracted detail.',
  },
];

export function HowItWorksSection() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-heading"
      className="scroll-mt-20 border-y border-slate-200 bg-slate-50 py-20"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="how-heading"
          eyebrow="How it works"
          title="Three steps from PDF to register"
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative rounded-xl border border-slate-200 bg-white p-6">
              <div className="flex items-center gap-3">
                <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                  {index + 1}
                </span>
                <Icon aria-hidden="true" className="h-5 w-5 text-brand-700" />
              </div>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
