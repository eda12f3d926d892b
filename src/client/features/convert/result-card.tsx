import { FileSpreadsheet, ListChecks, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import type { ExtractedData } from '@shared/api';
import type { FieldKey } from '@shared/extraction';
import { dueDateBasis } from '@shared/due-date';
import { DueSummary } from '@/components/ui/due-summary';
import { StatusBadge } from '@/components/ui/status-badge';
import { Button } from '@/components/ui/button';
import { ReviewDialog } from '@/components/ui/review-dialog';
import { getJson } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error';
import { useCorrectConversion } from './api/correct-conversion';
import { confidenceOf, PREVIEW_FIELDS, type ConvertedFile } from './converted-file';
import { EditableValue } from './editable-value';
import { describeDaysUntilDue } from './format-date';

/** Under the Due Date value: how it was arrived at when the certificate does not print one. */
function dueDateNote(data: ConvertedFile['extractedData']): string | null {
  const basis = dueDateBasis({
    dueDateOrigin: data.dueDateOrigin,
    intervalMonths: data.dueDateIntervalMonths,
  });
  return basis ? basis.charAt(0).toUpperCase() + basis.slice(1) : null;
}

export interface ResultCardProps {
  file: ConvertedFile;
  onUpdated(file: ConvertedFile): void;
}

/** One converted certificate: its key values (correctable) and its compliance status. */
export function ResultCard({ file, onUpdated }: ResultCardProps) {
  const correct = useCorrectConversion();
  const [adding, setAdding] = useState<FieldKey | null>(null);
  const [reviewing, setReviewing] = useState(false);
  const reviewButton = useRef<HTMLElement | null>(null);

  // Corrections made in the review reach this card (and the checkout's saved results).
  const closeReview = async () => {
    setReviewing(false);
    try {
      const detail = await getJson<{ extractedData: ExtractedData | null }>(
        `/api/conversions/${encodeURIComponent(file.conversionId)}`,
      );
      if (detail.extractedData) onUpdated({ ...file, extractedData: detail.extractedData });
    } catch {
      // The card keeps what it showed; the workbook uses the stored corrections either way.
    }
  };
  const data = file.extractedData;
  const instrument = data.equipment ?? file.filename;

  const save = async (key: FieldKey, value: string | null) => {
    try {
      const updated = await correct.mutateAsync({
        conversionId: file.conversionId,
        request: { fields: { [key]: value }, itemIndex: 0 },
      });
      if (updated.extractedData) onUpdated({ ...file, extractedData: updated.extractedData });
      setAdding(null);
    } catch (error) {
      throw new Error(apiErrorMessage(error, 'Could not save this value.'), { cause: error });
    }
  };

  const shown = PREVIEW_FIELDS.filter((field) => field.read(data) || adding === field.key);
  const missing = PREVIEW_FIELDS.filter((field) => !field.read(data) && adding !== field.key);

  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p className="flex min-w-0 items-center gap-2 text-sm font-semibold text-slate-900">
          <FileSpreadsheet aria-hidden="true" className="h-4 w-4 shrink-0 text-green-700" />
          <span className="truncate" title={file.filename}>
            {file.filename}
          </span>
        </p>
        {data.status && <StatusBadge status={data.status} />}
      </div>
      <p className="mt-1">
        <DueSummary
          dueDate={data.dueDate}
          dueDateOrigin={data.dueDateOrigin}
          dueDateIntervalMonths={data.dueDateIntervalMonths}
          status={data.status}
        />
        {data.daysUntilDue !== null && (
          <span className="ml-2 text-xs text-slate-600">
            {describeDaysUntilDue(data.daysUntilDue)}
          </span>
        )}
      </p>
      <dl className="mt-2">
        {shown.map((field) => (
          <EditableValue
            key={field.key}
            label={field.label}
            value={field.read(data)}
            kind={field.kind}
            lowConfidence={Boolean(field.read(data)) && confidenceOf(file, field) === 'low'}
            note={field.key === 'dueDate' ? dueDateNote(data) : null}
            editLabel={
              field.key === 'equipmentName'
                ? `Edit ${instrument}`
                : `Edit ${field.label} of ${instrument}`
            }
            startEditing={adding === field.key}
            onCancel={() => setAdding(null)}
            onSave={(value) => save(field.key, value)}
          />
        ))}
      </dl>
      {data.itemCount > 1 && (
        <p className="mt-2 text-xs text-slate-600">
          This certificate lists {data.itemCount} instruments; the workbook has a row for each.
        </p>
      )}
      {missing.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-x-3 gap-y-1">
          {missing.map((field) => (
            <button
              key={field.key}
              type="button"
              onClick={() => setAdding(field.key)}
              className="inline-flex cursor-pointer items-center gap-1 text-xs font-semibold text-brand-700 hover:underline"
            >
              <Plus aria-hidden="true" className="h-3.5 w-3.5" />
              Add {field.label}
            </button>
          ))}
        </div>
      )}
      <Button
        variant="secondary"
        size="sm"
        className="mt-3"
        onClick={(event) => {
          reviewButton.current = event.currentTarget;
          setReviewing(true);
        }}
        aria-label={`Review all values of ${instrument}`}
      >
        <ListChecks aria-hidden="true" className="h-4 w-4" />
        Review all values
      </Button>
      <ReviewDialog
        conversion={reviewing ? { id: file.conversionId, filename: file.sourceName } : null}
        pdf={file.source ?? null}
        onClose={() => void closeReview()}
        returnFocusTo={reviewButton.current}
      />
    </li>
  );
}
