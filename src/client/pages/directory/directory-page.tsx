import { Info, ShieldCheck } from 'lucide-react';
import { ACCREDITATION_BODIES, ACCREDITATION_DIRECTORY_URLS } from '@shared/directory';
import { ROUTES } from '@shared/routes';
import { PageShell } from '@/app/layout/page-shell';
import { DirectoryBrowser } from '@/features/directory/directory-browser';
import { LABS } from '@/features/directory/labs-data';
import { usePageMeta } from '@/features/marketing/page-meta';

export default function DirectoryPage() {
  usePageMeta({
    title: 'Accredited Calibration Lab Directory (US) | CertSheet',
    description:
      'Search US calibration laboratories accredited to ISO/IEC 17025 by A2LA, ANAB or NVLAP by name, city, state or certificate number, with the source of every listing.',
    path: ROUTES.directory,
  });
  return (
    <PageShell>
      <section className="border-b border-slate-200 bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-200 bg-white px-3 py-1 text-sm font-semibold text-brand-800">
            <ShieldCheck aria-hidden="true" className="h-4 w-4" />
            {LABS.length} Accredited Centers
          </p>
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Calibration Lab Directory
          </h1>
          <p className="mt-4 max-w-3xl text-lg text-slate-600">
            US calibration laboratories holding ISO/IEC 17025 calibration accreditation, compiled
            from public accreditation documents. Search by lab name, city or certificate number, or
            filter by state. Free, no registration.
          </p>
          <div className="mt-6 flex max-w-3xl gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
            <Info aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-amber-700" />
            <p>
              Each listing is as current as the document it was copied from, whose date is shown on
              the card; some of those documents have since passed their printed validity date.
              Accreditations change, so we say <strong>accredited</strong>, not verified: before you
              rely on a lab, check its status and scope with{' '}
              {ACCREDITATION_BODIES.map((body, index) => (
                <span key={body}>
                  {index > 0 && (index === ACCREDITATION_BODIES.length - 1 ? ' or ' : ', ')}
                  <a
                    href={ACCREDITATION_DIRECTORY_URLS[body]}
                    className="font-semibold underline underline-offset-2"
                    rel="noopener noreferrer"
                  >
                    {body}
                  </a>
                </span>
              ))}
              .
            </p>
          </div>
        </div>
      </section>
      <section aria-label="Directory" className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <DirectoryBrowser labs={LABS} />
      </section>
    </PageShell>
  );
}
