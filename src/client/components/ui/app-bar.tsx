import { FileSpreadsheet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

/**
 * The top bar of the app screens (dashboard, analytics, subscribe, checkout): the CertSheet mark
 * linking home on the left, the screen's own controls on the right.
 */
export function AppBar({ children, leading }: { children?: ReactNode; leading?: ReactNode }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          {leading ?? (
            <Link href="/" className="flex items-center gap-2 font-bold text-slate-900">
              <FileSpreadsheet aria-hidden="true" className="h-6 w-6 text-brand-700" />
              <span className="text-lg">CertSheet</span>
            </Link>
          )}
        </div>
        <div className="flex min-w-0 items-center gap-2 sm:gap-3">{children}</div>
      </div>
    </header>
  );
}

/** The slim footer of the app screens (SPEC §2: the dashboard links /terms-privacy). */
export function AppFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p>© CertSheet. Uploaded PDFs are processed in memory and never stored.</p>
        <nav aria-label="Legal" className="flex gap-4">
          <Link href="/terms-privacy" className="hover:text-brand-700 hover:underline">
            Terms &amp; Privacy
          </Link>
          <Link href="/blog" className="hover:text-brand-700 hover:underline">
            Blog
          </Link>
        </nav>
      </div>
    </footer>
  );
}
