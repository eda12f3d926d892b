import { BarChart3 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

export interface ChartCardProps {
  title: string;
  description?: string;
  /** False shows the SPEC's empty state instead of the chart. */
  hasData: boolean;
  children: ReactNode;
  className?: string;
}

export function ChartCard({ title, description, hasData, children, className }: ChartCardProps) {
  return (
    <Card className={className}>
      <CardHeader>
        <h3 className="text-base font-semibold text-slate-900">{title}</h3>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>
        {hasData ? (
          <div className="h-64 w-full">{children}</div>
        ) : (
          <div className="flex h-64 flex-col items-center justify-center rounded-lg bg-slate-50 text-center">
            <BarChart3 aria-hidden="true" className="h-8 w-8 text-slate-300" />
            <p className="mt-2 text-sm text-slate-600">No data available yet</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

export function anyPositive(values: readonly number[]): boolean {
  return values.some((value) => value > 0);
}
