import { ClipboardCheck } from 'lucide-react';
import {
  MAX_FILES_PER_BATCH,
  MINUTES_SAVED_PER_CONVERSION,
  PLANS,
  TECHNICIAN_HOURLY_RATE_CENTS,
  formatCents,
} from '@shared/constants';

/**
 * In place of SPEC's testimonial: we publish no quotes we cannot attribute, so this is a worked
 * example, labelled as one, with every figure computed from the plan constants.
 */
const CERTIFICATES = 40;
const batches = Math.ceil(CERTIFICATES / MAX_FILES_PER_BATCH);
const manualMinutes = CERTIFICATES * MINUTES_SAVED_PER_CONVERSION;
const manualHours = Math.floor(manualMinutes / 60);
const manualRest = manualMinutes % 60;
const manualCostCents = Math.round((manualMinutes / 60) * TECHNICIAN_HOURLY_RATE_CENTS);

export function UseCaseSection() {
  return (
    <section aria-labelledby="use-case-heading" className="bg-white pb-20">
      <div className="mx-auto max-w-4xl px-4 sm:px-6">
        <figure className="rounded-2xl border border-slate-200 bg-slate-50 p-8 sm:p-10">
          <div className="flex items-center gap-3">
            <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-brand-700 text-white">
              <ClipboardCheck aria-hidden="true" className="h-5 w-5" />
            </span>
            <div>
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                Illustrative example, not a customer quote
              </p>
              <h2 id="use-case-heading" className="text-xl font-bold text-slate-900">
                Getting ready for an audit
              </h2>
            </div>
          </div>
          <p className="mt-6 text-lg leading-relaxed text-slate-800">
            A quality manager has {CERTIFICATES} calibration certificates from three different labs
            to bring into the equipment register before an ISO 9001 surveillance audit. Typed by
            hand at about {MINUTES_SAVED_PER_CONVERSION} minutes each, that is roughly {manualHours}{' '}
            hours {manualRest > 0 ? `${manualRest} minutes ` : ''}of work, worth about{' '}
            {formatCents(manualCostCents)} of technician time. With CertSheet the certificates go up
            in {batches} batches of {MAX_FILES_PER_BATCH}, each extracted value is checked on
            screen, and the register comes back with every due date and status live. Paying per
            download, that is {batches} × {formatCents(PLANS.oneTime.priceCents)} ={' '}
            {formatCents(batches * PLANS.oneTime.priceCents)}; the annual plan covers it and every
            batch after it for {formatCents(PLANS.yearly.priceCents)}.
          </p>
          <figcaption className="mt-4 text-sm text-slate-600">
            Time figures use our estimate of {MINUTES_SAVED_PER_CONVERSION} minutes of manual entry
            per certificate.
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
