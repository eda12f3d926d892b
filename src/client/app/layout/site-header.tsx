import { FileSpreadsheet, Menu, X } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ROUTES } from '@shared/routes';
import { lazyWithQueries } from '@/lib/lazy-with-queries';
import { SignInLink } from './sign-in-link';

// Its own chunk with the data cache: the pre-rendered "Sign In" stays until it has loaded.
const SessionLink = lazyWithQueries(() => import('./session-link'));

const sectionLinks = [
  { href: '#features', label: 'Features' },
  { href: '#pricing', label: 'Pricing' },
  { href: '#templates', label: 'Templates' },
];

/** Top navigation (SPEC §2): section anchors, directory, blog, sign in or dashboard. */
export function SiteHeader() {
  const [location] = useLocation();
  const [open, setOpen] = useState(false);
  const onHome = location === ROUTES.home;
  const anchor = (hash: string) => (onHome ? hash : `/${hash}`);

  const links = (
    <>
      {sectionLinks.map((link) => (
        <a
          key={link.href}
          href={anchor(link.href)}
          className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
          onClick={() => setOpen(false)}
        >
          {link.label}
        </a>
      ))}
      <Link
        href={ROUTES.directory}
        className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        onClick={() => setOpen(false)}
      >
        Directory
      </Link>
      <Link
        href={ROUTES.blog}
        className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        onClick={() => setOpen(false)}
      >
        Blog
      </Link>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4 sm:px-6">
        <Link href={ROUTES.home} className="flex items-center gap-2 font-bold text-slate-900">
          <FileSpreadsheet aria-hidden="true" className="h-6 w-6 text-brand-700" />
          <span className="text-lg">CertSheet</span>
        </Link>
        <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
          {links}
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <Suspense fallback={<SignInLink />}>
            <SessionLink />
          </Suspense>
        </div>
        <button
          type="button"
          className="rounded-md p-2 text-slate-700 hover:bg-slate-100 md:hidden"
          aria-label={open ? 'Close menu' : 'Open menu'}
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <X aria-hidden="true" className="h-6 w-6" />
          ) : (
            <Menu aria-hidden="true" className="h-6 w-6" />
          )}
        </button>
      </div>
      {open && (
        <nav aria-label="Mobile" className="border-t border-slate-200 px-4 pb-4 md:hidden">
          <div className="flex flex-col pt-2">{links}</div>
          <div className="mt-2">
            <Suspense fallback={<SignInLink className="w-full" />}>
              <SessionLink className="w-full" />
            </Suspense>
          </div>
        </nav>
      )}
    </header>
  );
}
