import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface PlanCardProps {
  name: string;
  price: string;
  period: string;
  summary: string;
  features: string[];
  badge?: string;
  note?: string;
  action: ReactNode;
}

export function PlanCard({
  name,
  price,
  period,
  summary,
  features,
  badge,
  note,
  action,
}: PlanCardProps) {
  const highlighted = Boolean(badge);
  return (
    <article
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-7 shadow-sm',
        highlighted ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200',
      )}
    >
      {badge && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-700 px-3 py-1 text-xs font-bold tracking-wide text-white">
          {badge}
        </p>
      )}
      <h3 className="text-lg font-semibold text-slate-900">{name}</h3>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">{price}</span>
        <span className="text-slate-600">{period}</span>
      </p>
      <p className="mt-3 text-sm text-slate-600">{summary}</p>
      <ul className="mt-6 space-y-3 text-sm text-slate-700">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-8">
        {action}
        {note && <p className="mt-3 text-center text-xs text-slate-600">{note}</p>}
      </div>
    </article>
  );
}
