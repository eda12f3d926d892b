/**
 * /dashboard (SPEC §2, §4, §6): the signed-in user's home. Signed out → 'Unauthorized' toast and
 * /api/login after 500 ms.
 */
import { CalendarDays, Clock, Crown, FileCheck2 } from 'lucide-react';
import { useState } from 'react';
import { MINUTES_SAVED_PER_CONVERSION } from '@shared/constants';
import { AppFooter } from '@/components/ui/app-bar';
import { Spinner } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { AccountSection } from '@/features/auth/account-section';
import { useAuthUser } from '@/lib/session/auth-user';
import { useLoginRedirect } from '@/lib/session/login-redirect';
import { RecentConversions } from '@/features/conversions/recent-conversions';
import { UploadDialog } from '@/features/conversions/upload-dialog';
import { RegisterCard } from '@/features/register/register-card';
import { RemindersCard } from '@/features/reminders/reminders-card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ConvertCard } from './convert-card';
import { DashboardHeader } from './dashboard-header';
import { PlanSummaryCard } from './plan-summary-card';
import { QuickLinks } from './quick-links';

export default function DashboardPage() {
  useDocumentTitle('Dashboard — CertSheet');
  const { user, isLoading } = useAuthUser();
  const [uploadOpen, setUploadOpen] = useState(false);
  useLoginRedirect(!isLoading && !user);

  if (!user) {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner className="h-8 w-8" label="Loading..." />
      </div>
    );
  }

  // SPEC §3: on the dashboard, subscriptionStatus 'active' means Pro.
  const isPro = user.subscriptionStatus === 'active';
  const minutesSaved = user.totalConversions * MINUTES_SAVED_PER_CONVERSION;

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <DashboardHeader user={user} isPro={isPro} />
      <main id="main" className="flex-1">
        <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:px-6 sm:py-10">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {/* A brand-new account has nothing to come back to yet. */}
              {user.totalConversions === 0 ? 'Welcome' : 'Welcome back'},{' '}
              {user.firstName ?? user.email}!
            </h1>
            <p className="mt-1 text-slate-600">
              Convert calibration certificates and keep your equipment register current.
            </p>
          </div>
          <section
            aria-label="Your statistics"
            className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
          >
            <StatCard
              title="This Month"
              value={user.monthlyConversions}
              description="Certificates converted this month"
              icon={CalendarDays}
            />
            <StatCard
              title="Total Processed"
              value={user.totalConversions}
              description="Certificates converted in total"
              icon={FileCheck2}
            />
            <StatCard
              title="Time Saved"
              value={`${minutesSaved} min`}
              description={`${MINUTES_SAVED_PER_CONVERSION} minutes per certificate`}
              icon={Clock}
            />
            <StatCard
              title="Plan"
              value={isPro ? 'Pro' : 'Free'}
              description={isPro ? 'Unlimited conversions' : '3 conversions per month'}
              icon={Crown}
            />
          </section>
          <div className="grid gap-6 lg:grid-cols-2">
            <ConvertCard
              isPro={isPro}
              freeConversionsUsed={user.freeConversionsUsed}
              onUpload={() => setUploadOpen(true)}
            />
            <PlanSummaryCard user={user} isPro={isPro} />
          </div>
          <div className="grid items-start gap-6 lg:grid-cols-[2fr_1fr]">
            <RecentConversions />
            <div className="space-y-6">
              <QuickLinks />
              <AccountSection email={user.email} />
            </div>
          </div>
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <RegisterCard />
            <RemindersCard />
          </div>
        </div>
      </main>
      <AppFooter />
      <UploadDialog open={uploadOpen} onOpenChange={setUploadOpen} />
    </div>
  );
}
