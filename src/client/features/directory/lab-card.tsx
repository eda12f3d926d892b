import { CalendarClock, ExternalLink, Globe, MapPin, Phone, ShieldCheck } from 'lucide-react';
import {
  ACCREDITATION_BODY_NAMES,
  ACCREDITATION_DIRECTORY_URLS,
  type LabRecord,
} from '@shared/directory';
import { Badge } from '@/components/ui/badge';

function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

function websiteLabel(website: string): string {
  return website.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}

/** One lab in the directory, with the date of the document it comes from and a way to verify it. */
export function LabCard({ lab }: { lab: LabRecord }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-base font-semibold leading-snug text-slate-900">
          {lab.organizationName}
        </h2>
        <Badge
          variant="default"
          className="shrink-0"
          title={ACCREDITATION_BODY_NAMES[lab.accreditationBody]}
        >
          {lab.accreditationBody}
        </Badge>
      </div>
      <dl className="mt-3 space-y-1.5 text-sm text-slate-700">
        <div className="flex gap-2">
          <dt className="sr-only">Location</dt>
          <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
          <dd>{lab.location}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="sr-only">Certificate number</dt>
          <ShieldCheck aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
          <dd>
            {lab.accreditationBody} certificate{' '}
            <span className="font-mono font-medium text-slate-900">{lab.certificateNumber}</span>
          </dd>
        </div>
        {lab.phone && (
          <div className="flex gap-2">
            <dt className="sr-only">Phone</dt>
            <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
            <dd>{lab.phone}</dd>
          </div>
        )}
        {lab.website && (
          <div className="flex gap-2">
            <dt className="sr-only">Website</dt>
            <Globe aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
            <dd className="min-w-0 break-words">
              <a
                href={websiteHref(lab.website)}
                className="text-brand-700 underline-offset-2 hover:underline"
                rel="noopener noreferrer nofollow"
              >
                {websiteLabel(lab.website)}
              </a>
            </dd>
          </div>
        )}
        <div className="flex gap-2">
          <dt className="sr-only">Source date</dt>
          <CalendarClock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
          <dd className="text-slate-600">
            Source: {lab.sourceDate ?? 'undated'} (
            <a
              href={lab.source}
              className="text-brand-700 underline underline-offset-2"
              rel="noopener noreferrer nofollow"
            >
              document<span className="sr-only"> for {lab.organizationName}</span>
            </a>
            )
          </dd>
        </div>
      </dl>
      <div className="mt-auto pt-4">
        <a
          href={ACCREDITATION_DIRECTORY_URLS[lab.accreditationBody]}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          rel="noopener noreferrer"
        >
          Verify current status
          <span className="sr-only">
            {' '}
            of {lab.organizationName} ({lab.location}) with {lab.accreditationBody}
          </span>
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
        </a>
      </div>
    </article>
  );
}
