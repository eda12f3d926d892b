import type { ConvertSimpleResponse } from '@shared/api';
import { dueDateBasis } from '@shared/due-date';
import { FIELD_LABELS, type FieldKey } from '@shared/extraction';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';

const EXTRA_LABELS: Record<string, string> = {
  equipment: 'Equipment',
  daysUntilDue: 'Days Until Due',
  status: 'Status',
  itemCount: 'Instruments on Certificate',
};

/**
 * SPEC §2: dueDateCalculated is not shown as a row; how a due date was arrived at is said in the
 * Due Date row itself instead.
 */
const HIDDEN = new Set(['dueDateCalculated', 'dueDateOrigin', 'dueDateIntervalMonths']);

function shown(result: ConvertSimpleResponse, key: string, value: unknown): string {
  const data = result.extractedData;
  if (key === 'dueDate' && data.dueDate) {
    const basis = dueDateBasis({
      dueDateOrigin: data.dueDateOrigin,
      intervalMonths: data.dueDateIntervalMonths,
    });
    return basis ? `${data.dueDate} (${basis})` : data.dueDate;
  }
  return String(value);
}

function confidenceVariant(level: string) {
  if (level === 'high') return 'current' as const;
  if (level === 'medium') return 'dueSoon' as const;
  return 'overdue' as const;
}

/** Label/value rows of everything extracted, each with its confidence when the engine gave one. */
export function ExtractedFields({ result }: { result: ConvertSimpleResponse }) {
  const entries = Object.entries(result.extractedData).filter(([key]) => !HIDDEN.has(key));
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {entries.map(([key, value]) => {
        const label = FIELD_LABELS[key as FieldKey] ?? EXTRA_LABELS[key] ?? key;
        const confidence = result.confidence[key as FieldKey];
        const empty = value === null || value === '';
        return (
          <div
            key={key}
            className="grid grid-cols-1 gap-1 px-4 py-2.5 text-sm sm:grid-cols-[12rem_1fr_auto] sm:items-center sm:gap-3"
          >
            <dt className="text-slate-600">{label}</dt>
            <dd
              className={cn('break-words font-medium', empty ? 'text-slate-500' : 'text-slate-900')}
            >
              {empty ? 'N/A' : shown(result, key, value)}
            </dd>
            <dd>
              {confidence && (
                <Badge
                  variant={confidenceVariant(confidence)}
                  aria-label={`Confidence: ${confidence}`}
                >
                  {confidence}
                </Badge>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
