import { FileSpreadsheet } from 'lucide-react';
import { Link } from 'wouter';
import { ROUTES } from '@shared/routes';

const linkClass = 'text-slate-600 hover:text-brand-700';

/** Footer of every public page (SPEC §2: links to /blog and /terms-privacy). */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.5fr_1fr_1fr_1fr]">
        <div className="col-span-2 md:col-span-1">
          <Link
            href={ROUTES.home}
            className="inline-flex items-center gap-2 font-bold text-slate-900"
          >
            <FileSpreadsheet aria-hidden="true" className="h-5 w-5 text-brand-700" />
            CertSheet
          </Link>
          <p className="mt-3 max-w-xs text-sm text-slate-600">
            Calibration certificates in, a live Excel equipment register out. Uploaded PDFs are
            processed in memory and never stored.
          </p>
        </div>
        <nav aria-labelledby="footer-product" className="text-sm">
          <h2 id="footer-product" className="font-semibold text-slate-900">
            Product
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <a href="/#features" className={linkClass}>
                Features
              </a>
            </li>
            <li>
              <a href="/#pricing" className={linkClass}>
                Pricing
              </a>
            </li>
            <li>
              <Link href={ROUTES.templates} className={linkClass}>
                Free templates
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-resources" className="text-sm">
          <h2 id="footer-resources" className="font-semibold text-slate-900">
            Resources
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link href={ROUTES.blog} className={linkClass}>
                Blog
              </Link>
            </li>
            <li>
              <Link href={ROUTES.directory} className={linkClass}>
                Calibration lab directory
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal" className="text-sm">
          <h2 id="footer-legal" className="font-semibold text-slate-900">
            Legal
          </h2>
          <ul className="mt-3 space-y-2">
            <li>
              <Link href={ROUTES.termsPrivacy} className={linkClass}>
                Terms &amp; Privacy
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-5 text-xs text-slate-600 sm:px-6">
          © CertSheet. Excel is a trademark of Microsoft Corporation; CertSheet is not affiliated
          with Microsoft.
        </p>
      </div>
    </footer>
  );
}
