import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { MonthlyStats, UserStats } from '@shared/api';
import { SPEED_TREND_DAYS } from '@shared/constants';
import { anyPositive, ChartCard } from './chart-card';
import { DonutChart } from './donut-chart';
import { useReducedMotion } from './use-reduced-motion';

/** "2025-03-04" → "Mar 4" for axis ticks. */
function shortDate(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

export function PerformanceTab({
  stats,
  monthly,
}: {
  stats: UserStats | undefined;
  monthly: MonthlyStats | undefined;
}) {
  const animate = !useReducedMotion();
  const speed = (stats?.processingSpeedTrend ?? []).slice(-SPEED_TREND_DAYS);
  const methods = stats?.extractionMethods ?? [];
  const points = monthly?.dataPointsTrend ?? [];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartCard
        title="Processing Speed Trend"
        description={`Average seconds per document, last ${SPEED_TREND_DAYS} days`}
        hasData={anyPositive(speed.map((point) => point.avgTime))}
        className="lg:col-span-2"
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={speed} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="date" tick={{ fontSize: 12 }} tickFormatter={shortDate} />
            <YAxis tick={{ fontSize: 12 }} unit="s" width={52} />
            <Tooltip />
            <Line
              isAnimationActive={animate}
              type="monotone"
              dataKey="avgTime"
              name="Seconds"
              stroke="#1d4ed8"
              strokeWidth={2}
            />
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title="Extraction Methods"
        description="AI-assisted vs pattern-based extraction"
        hasData={anyPositive(methods.map((slice) => slice.value))}
      >
        <DonutChart data={methods} animate={animate} />
      </ChartCard>
      <ChartCard
        title="Data Points Extracted"
        description="Average fields filled per document"
        hasData={anyPositive(points.map((point) => point.avgDataPoints))}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="date" tick={{ fontSize: 12 }} tickFormatter={shortDate} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={44} />
            <Tooltip />
            <Bar
              isAnimationActive={animate}
              dataKey="avgDataPoints"
              name="Data points"
              fill="#15803d"
              radius={[4, 4, 0, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
    </div>
  );
}
