import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card';

export interface StatCardProps {
  title: string;
  value: ReactNode;
  description?: ReactNode;
  icon: LucideIcon;
  /** Extra content under the description (e.g. a usage bar). */
  children?: ReactNode;
}

/** A headline number with its label, as on the dashboard and analytics screens. */
export function StatCard({ title, value, description, icon: Icon, children }: StatCardProps) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-sm font-medium text-slate-600">{title}</h3>
        <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-brand-700" />
      </div>
      <p className="mt-2 text-xl font-bold tabular-nums text-slate-900 sm:text-3xl">{value}</p>
      {description && <p className="mt-1 text-xs text-slate-600">{description}</p>}
      {children}
    </Card>
  );
}
