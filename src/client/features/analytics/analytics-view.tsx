/**
 * The analytics screen's body (SPEC §2 Analytics dashboard): stat cards, the three chart tabs,
 * the recent conversions table and, for non-premium users, the upgrade card. recharts is imported
 * only from this feature, which only the lazily loaded analytics route uses.
 */
import { Activity, CheckCircle2, FileCheck2, Timer, Zap } from 'lucide-react';
import { Link } from 'wouter';
import type { AuthUser } from '@shared/api';
import {
  DEFAULT_AVG_PROCESSING_SECONDS,
  DEFAULT_SUCCESS_RATE,
  FREE_MONTHLY_CONVERSIONS,
  PLAN_PRICE_LABELS,
  PLANS,
} from '@shared/constants';
import { PLAN_HREFS } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import { StatCard } from '@/components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useEquipmentStats } from './api/get-equipment-stats';
import { useMonthlyStats } from './api/get-monthly-stats';
import { useRecentConversions } from './api/get-recent-conversions';
import { useUserStats } from './api/get-user-stats';
import { ConversionsTab } from './conversions-tab';
import { ConversionsTable } from './conversions-table';
import { EquipmentTab } from './equipment-tab';
import { PerformanceTab } from './performance-tab';

export function AnalyticsView({ user, isPremium }: { user: AuthUser; isPremium: boolean }) {
  const stats = useUserStats(true);
  const monthly = useMonthlyStats(true);
  const equipment = useEquipmentStats(true);
  const conversions = useRecentConversions(true);

  const total = stats.data?.totalConversions ?? user.totalConversions;
  const thisMonth = stats.data?.monthlyConversions ?? user.monthlyConversions;
  const successRate = stats.data?.successRate ?? DEFAULT_SUCCESS_RATE;
  const avgSeconds = stats.data?.avgProcessingTime ?? DEFAULT_AVG_PROCESSING_SECONDS;

  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Your Conversion Analytics
        </h2>
        <p className="mt-1 text-slate-600">
          Track your calibration certificate conversion statistics and trends
        </p>
      </div>
      <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <StatCard
          title="Total Conversions"
          value={total}
          description="All time"
          icon={FileCheck2}
        />
        <StatCard
          title="Monthly Conversions"
          value={thisMonth}
          description={
            isPremium
              ? 'This month'
              : `This month; ${user.freeConversionsUsed} of ${FREE_MONTHLY_CONVERSIONS} free used`
          }
          icon={Activity}
        >
          {!isPremium && (
            <Progress
              value={(user.freeConversionsUsed / FREE_MONTHLY_CONVERSIONS) * 100}
              label="Free conversions used this month"
              className="mt-3"
            />
          )}
        </StatCard>
        <StatCard
          title="Success Rate"
          value={`${Math.round(successRate * 10) / 10}%`}
          description="Processing accuracy"
          icon={CheckCircle2}
        />
        <StatCard
          title="Avg. Processing Time"
          value={`${avgSeconds.toFixed(1)}s`}
          description="Per document"
          icon={Timer}
        />
      </section>
      <Tabs defaultValue="conversions">
        <TabsList aria-label="Charts">
          <TabsTrigger value="conversions">Conversions</TabsTrigger>
          <TabsTrigger value="equipment">Equipment</TabsTrigger>
          <TabsTrigger value="performance">Performance</TabsTrigger>
        </TabsList>
        <TabsContent value="conversions">
          <ConversionsTab monthly={monthly.data} stats={stats.data} />
        </TabsContent>
        <TabsContent value="equipment">
          <EquipmentTab equipment={equipment.data} />
        </TabsContent>
        <TabsContent value="performance">
          <PerformanceTab stats={stats.data} monthly={monthly.data} />
        </TabsContent>
      </Tabs>
      <ConversionsTable conversions={conversions.data} isLoading={conversions.isLoading} />
      {!isPremium && (
        <Card className="flex flex-col items-start gap-4 border-brand-200 bg-gradient-to-r from-brand-50 to-white p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-4">
            <div className="rounded-lg bg-brand-100 p-3">
              <Zap aria-hidden="true" className="h-6 w-6 text-brand-700" />
            </div>
            <div>
              <h2 className="text-lg font-semibold text-slate-900">Unlock Unlimited Conversions</h2>
              <p className="mt-1 text-sm text-slate-600">
                No monthly limit, batch processing and priority support.
              </p>
            </div>
          </div>
          <Button
            asChild
            size="lg"
            className="h-auto min-h-12 w-full whitespace-normal py-2.5 text-center sm:w-auto"
          >
            <Link href={PLAN_HREFS.yearly}>
              Upgrade to {PLANS.yearly.name} - {PLAN_PRICE_LABELS.yearly}
            </Link>
          </Button>
        </Card>
      )}
    </div>
  );
}
