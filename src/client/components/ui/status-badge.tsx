import type { DueStatus } from '@shared/due-status';
import { Badge } from './badge';

const variants = { Current: 'current', 'Due Soon': 'dueSoon', Overdue: 'overdue' } as const;

/** A compliance status in its register colour: green Current, amber Due Soon, red Overdue. */
export function StatusBadge({ status }: { status: DueStatus }) {
  return <Badge variant={variants[status]}>{status}</Badge>;
}
