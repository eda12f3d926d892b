import { ArrowRight, BadgeCheck, MapPinned } from 'lucide-react';
import { Link } from 'wouter';
import { ROUTES } from '@shared/routes';
import { Button } from '@/components/ui/button';
import summary from '../../../../content/directory/labs.json?summary';

const bodies =
  summary.bodies.length > 1
    ? `${summary.bodies.slice(0, -1).join(', ')} or ${summary.bodies.at(-1)}`
    : (summary.bodies[0] ?? '');

/** SPEC's calibration-centers promo, with its figures computed from the published directory. */
export function DirectoryPromoSection() {
  const facts = [
    `${summary.labCount} accredited lab sites`,
    `${summary.stateCount} US states`,
    `${bodies} accreditation`,
    'Free, no registration',
  ];
  return (
    <section aria-labelledby="directory-heading" className="py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="grid gap-8 overflow-hidden rounded-2xl bg-brand-900 p-8 text-white sm:p-12 lg:grid-cols-[1.3fr_1fr] lg:items-center">
          <div>
            <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-200">
              <MapPinned aria-hidden="true" className="h-4 w-4" />
              Calibration lab directory
            </p>
            <h2
              id="directory-heading"
              className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl"
            >
              Find an accredited calibration lab
            </h2>
            <p className="mt-4 text-lg text-brand-100">
              Search US calibration laboratories accredited to ISO/IEC 17025 by name, city or
              certificate number. Every listing shows the date of its public source and links to the
              accreditation body to verify current status.
            </p>
            <Button asChild size="lg" variant="secondary" className="mt-8">
              <Link href={ROUTES.directory}>
                Browse the directory
                <ArrowRight aria-hidden="true" className="h-5 w-5" />
              </Link>
            </Button>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2">
            {facts.map((fact) => (
              <li key={fact} className="flex items-center gap-3 rounded-xl bg-white/10 p-4">
                <BadgeCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-green-300" />
                <span className="font-medium">{fact}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
