/**
 * Analytics dashboard at /analytics (SPEC §2). Signed in only: a spinner while loading or signed
 * out, with the 'Unauthorized' toast and /api/login after 500 ms.
 */
import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { AppFooter } from '@/components/ui/app-bar';
import { Badge } from '@/components/ui/badge';
import { Spinner } from '@/components/ui/spinner';
import { AnalyticsView } from '@/features/analytics/analytics-view';
import { useAuthUser } from '@/lib/session/auth-user';
import { useLoginRedirect } from '@/lib/session/login-redirect';
import { useDocumentTitle } from '@/lib/use-document-title';

export default function AnalyticsPage() {
  useDocumentTitle('Analytics Dashboard — CertSheet');
  const { user, isLoading } = useAuthUser();
  useLoginRedirect(!isLoading && !user);

  if (!user) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner className="h-8 w-8" label="Loading..." />
      </div>
    );
  }

  // SPEC §3: the analytics screen tests for 'premium'; 'active' (the dashboard's reading) counts too.
  const isPremium =
    user.isPremium || user.subscriptionStatus === 'premium' || user.subscriptionStatus === 'active';

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 sm:h-16 sm:px-6 sm:py-0">
          <Link
            href="/"
            className="-ml-2 flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100"
          >
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back to Home
          </Link>
          <div className="flex items-center gap-2">
            <h1 className="text-base font-semibold text-slate-900 sm:text-lg">
              Analytics Dashboard
            </h1>
            <Badge variant={isPremium ? 'dark' : 'neutral'}>{isPremium ? 'Premium' : 'Free'}</Badge>
          </div>
        </div>
      </header>
      <main id="main" className="flex-1">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
          <AnalyticsView user={user} isPremium={isPremium} />
        </div>
      </main>
      <AppFooter />
    </div>
  );
}
