import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { EquipmentStats } from '@shared/api';
import { TOP_MANUFACTURERS } from '@shared/constants';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { anyPositive, ChartCard } from './chart-card';
import { DonutChart } from './donut-chart';
import { useReducedMotion } from './use-reduced-motion';
import { STATUS_COLORS } from './chart-colors';

function shorten(label: string): string {
  return label.length > 18 ? `${label.slice(0, 17)}…` : label;
}

export function EquipmentTab({ equipment }: { equipment: EquipmentStats | undefined }) {
  const animate = !useReducedMotion();
  const types = (equipment?.equipmentTypes ?? []).slice(0, 8);
  const statuses = equipment?.statusDistribution ?? [];
  const makers = (equipment?.topManufacturers ?? []).slice(0, TOP_MANUFACTURERS);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartCard
        title="Equipment Types Processed"
        description="Instruments by name"
        hasData={anyPositive(types.map((entry) => entry.count))}
        className="lg:col-span-2"
      >
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={types}
            layout="vertical"
            margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
            <YAxis
              type="category"
              dataKey="type"
              width={130}
              tick={{ fontSize: 12 }}
              tickFormatter={shorten}
            />
            <Tooltip />
            <Bar
              isAnimationActive={animate}
              dataKey="count"
              name="Certificates"
              fill="#1d4ed8"
              radius={[0, 4, 4, 0]}
            />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
      <ChartCard
        title="Calibration Status"
        description="Current, Due Soon and Overdue as of today"
        hasData={anyPositive(statuses.map((slice) => slice.value))}
      >
        <DonutChart data={statuses} animate={animate} colorOf={(name) => STATUS_COLORS[name]} />
      </ChartCard>
      <Card>
        <CardHeader>
          <h3 className="text-base font-semibold text-slate-900">Top Manufacturers</h3>
        </CardHeader>
        <CardContent>
          {makers.length === 0 ? (
            <div className="flex h-64 items-center justify-center rounded-lg bg-slate-50">
              <p className="text-sm text-slate-600">No data available yet</p>
            </div>
          ) : (
            <ol className="divide-y divide-slate-200">
              {makers.map((maker) => (
                <li key={maker.name} className="flex items-center justify-between gap-3 py-3">
                  <span className="min-w-0 truncate text-sm font-medium text-slate-900">
                    {maker.name}
                  </span>
                  <Badge variant="neutral">{maker.count}</Badge>
                </li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
