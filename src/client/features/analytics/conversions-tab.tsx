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
import { anyPositive, ChartCard } from './chart-card';
import { DonutChart } from './donut-chart';
import { useReducedMotion } from './use-reduced-motion';

export function ConversionsTab({
  monthly,
  stats,
}: {
  monthly: MonthlyStats | undefined;
  stats: UserStats | undefined;
}) {
  const animate = !useReducedMotion();
  const trend = monthly?.monthlyTrend ?? [];
  const days = monthly?.dayOfWeekStats ?? [];
  const sizes = stats?.fileSizeDistribution ?? [];
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartCard
        title="Monthly Conversion Trend"
        description="Certificates converted per month"
        hasData={anyPositive(trend.map((point) => point.conversions))}
        className="lg:col-span-2"
      >
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={trend} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="month" tick={{ fontSize: 12 }} minTickGap={12} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={44} />
            <Tooltip />
            <Line
              isAnimationActive={animate}
              type="monotone"
              dataKey="conversions"
              name="Conversions"
              stroke="#1d4ed8"
              strokeWidth={2}
            />
          </LineChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title="Activity by Day"
        description="Conversions per day of the week"
        hasData={anyPositive(days.map((point) => point.count))}
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="day" tick={{ fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={44} />
            <Tooltip />
            <Bar
              isAnimationActive={animate}
              dataKey="count"
              name="Conversions"
              fill="#1d4ed8"
              radius={[4, 4, 0, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title="File Size Distribution"
        description="Sizes of the PDFs you converted"
        hasData={anyPositive(sizes.map((slice) => slice.value))}
      >
        <DonutChart data={sizes} animate={animate} />
      </ChartCard>
    </div>
  );
}
