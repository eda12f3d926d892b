import { CalendarX2, CheckCircle2, Clock, FileWarning } from 'lucide-react';
import { MINUTES_SAVED_PER_CONVERSION } from '@shared/constants';
import { SectionHeading } from '@/components/ui/section-heading';

const problems = [
  {
    icon: Clock,
    title: `About ${MINUTES_SAVED_PER_CONVERSION} minutes per certificate`,
    text: 'Finding the instrument, serial number and dates on every certificate layout and typing them into a register takes time away from the work that matters.',
  },
  {
    icon: FileWarning,
    title: 'Typing errors reach the audit',
    text: 'A transposed serial number or a wrong due date is easy to make and hard to spot, until an auditor compares the register with the certificate.',
  },
  {
    icon: CalendarX2,
    title: 'Static dates go stale',
    text: 'A "days remaining" number typed today is wrong tomorrow. Registers drift, and overdue instruments stay in use.',
  },
];

const solutions = [
  'Reads certificates in many layouts and six languages, text or scanned',
  'Shows every extracted value for review before you pay',
  'Writes due dates and status as formulas that follow the calendar',
  'Colours each instrument Current, Due Soon or Overdue',
];

export function ProblemSolutionSection() {
  return (
    <section aria-labelledby="problem-heading" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="problem-heading"
          eyebrow="The problem"
          title="Certificate data entry is slow, and registers go out of date"
          description="Calibration certificates arrive as PDFs in dozens of layouts. Someone has to turn each one into a row in the equipment register, and keep the due dates honest."
        />
        <div className="mt-12 grid gap-6 md:grid-cols-3">
          {problems.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-xl border border-slate-200 bg-white p-6">
              <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-red-50 text-red-700">
                <Icon aria-hidden="true" className="h-5 w-5" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-600">{text}</p>
            </div>
          ))}
        </div>
        <div className="mt-10 rounded-2xl bg-slate-900 p-8 text-white sm:p-10">
          <div className="grid gap-8 lg:grid-cols-[1fr_1.2fr] lg:items-center">
            <div>
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-200">
                The solution
              </p>
              <h3 className="mt-2 text-2xl font-bold sm:text-3xl">
                CertSheet reads the certificate for you
              </h3>
              <p className="mt-3 text-slate-300">
                Upload the PDFs, check the extracted values, download a register that keeps itself
                current.
              </p>
            </div>
            <ul className="grid gap-3 sm:grid-cols-2">
              {solutions.map((solution) => (
                <li key={solution} className="flex gap-3 rounded-lg bg-white/5 p-4">
                  <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0 text-green-400" />
                  <span className="text-slate-100">{solution}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}
