import { describeDueDate, type DueDateOrigin } from '@shared/due-date';
import type { DueStatus } from '@shared/due-status';
import { cn } from '@/lib/utils';

const tones: Record<DueStatus, string> = {
  Current: 'text-green-800',
  'Due Soon': 'text-amber-900',
  Overdue: 'text-red-800',
};

export interface DueSummaryProps {
  dueDate: string | null;
  dueDateOrigin: DueDateOrigin;
  dueDateIntervalMonths: number | null;
  status: DueStatus | null;
  className?: string;
}

/**
 * "Due 2018-09-20 (assumed: calibration + 12 months) · Overdue": the due date the register uses,
 * how it was arrived at and its status, in the same words on every screen. Nothing without one.
 */
export function DueSummary({
  dueDate,
  dueDateOrigin,
  dueDateIntervalMonths,
  status,
  className,
}: DueSummaryProps) {
  const text = describeDueDate(
    { dueDate, dueDateOrigin, intervalMonths: dueDateIntervalMonths },
    status,
  );
  if (!text) return null;
  return (
    <span
      data-testid="due-summary"
      className={cn('text-xs font-medium', status ? tones[status] : 'text-slate-700', className)}
    >
      {text}
    </span>
  );
}
