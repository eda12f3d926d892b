import { FileSpreadsheet } from 'lucide-react';
import { Link } from 'wouter';
import { ROUTES } from '@shared/routes';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-3">
        <div>
          <div className="flex items-center gap-2 font-bold text-slate-900">
            <FileSpreadsheet aria-hidden="true" className="h-5 w-5 text-brand-700" />
            CertSheet
          </div>
          <p className="mt-2 text-sm text-slate-600">
            Calibration certificates in, a live Excel equipment register out.
          </p>
        </div>
        <nav aria-label="Footer" className="flex flex-col gap-2 text-sm">
          <Link href={ROUTES.templates} className="text-slate-700 hover:text-brand-700">
            Free templates
          </Link>
          <Link href={ROUTES.directory} className="text-slate-700 hover:text-brand-700">
            Calibration lab directory
          </Link>
          <Link href={ROUTES.blog} className="text-slate-700 hover:text-brand-700">
            Blog
          </Link>
          <Link href={ROUTES.termsPrivacy} className="text-slate-700 hover:text-brand-700">
            Terms &amp; Privacy
          </Link>
        </nav>
        <p className="text-sm text-slate-600 md:text-right">
          © {new Date().getFullYear()} CertSheet. Uploaded PDFs are processed in memory and never
          stored.
        </p>
      </div>
    </footer>
  );
}
