/**
 * One field of one instrument in a review: its label and value, a mark when the engine was not
 * sure (low red, medium amber), a button that shows where it was read, and an inline editor with
 * the input the value needs (date, whole months, result, text).
 */
import { Crosshair, Pencil } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CorrectionValue } from '@shared/corrections';
import {
  CALIBRATION_RESULTS,
  FIELD_LABELS,
  type Confidence,
  type FieldKey,
  type InstrumentFields,
} from '@shared/extraction';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  confidenceMark,
  displayValue,
  fieldInputKind,
  inputValue,
  toCorrection,
} from '@/lib/review-fields';
import { cn } from '@/lib/utils';

export interface ReviewFieldRowProps {
  fieldKey: FieldKey;
  value: InstrumentFields[FieldKey];
  instrumentName: string;
  confidence: Confidence | undefined;
  corrected: boolean;
  selected: boolean;
  onShow: () => void;
  /** Saves the correction; rejects with a message the user can act on. */
  onSave: (value: CorrectionValue) => Promise<void>;
}

export function ReviewFieldRow({
  fieldKey,
  value,
  instrumentName,
  confidence,
  corrected,
  selected,
  onShow,
  onSave,
}: ReviewFieldRowProps) {
  const label = FIELD_LABELS[fieldKey];
  const mark = confidenceMark(confidence);
  const kind = fieldInputKind(fieldKey);
  const inputId = useId();
  const errorId = useId();
  const actions = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const startEditing = () => {
    setDraft(inputValue(value));
    setError(null);
    setEditing(true);
  };
  const stopEditing = () => {
    refocus.current = true;
    setEditing(false);
  };
  // The editor is gone: focus goes back to the button that opened it, once it is there again.
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    actions.current?.querySelector('button')?.focus();
  }, [editing]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      await onSave(toCorrection(fieldKey, draft));
      stopEditing();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The value could not be saved.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <li
      data-field={fieldKey}
      data-confidence={mark ?? undefined}
      className={cn(
        'rounded-lg border px-3 py-2',
        mark === 'low' && 'border-red-300 bg-red-50',
        mark === 'medium' && 'border-amber-300 bg-amber-50',
        !mark && 'border-slate-200 bg-white',
        selected && 'ring-2 ring-brand-600',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <button
          type="button"
          onClick={onShow}
          aria-pressed={selected}
          aria-label={`Show ${label} of ${instrumentName} on the page`}
          className="min-w-0 flex-1 cursor-pointer rounded text-left"
        >
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-medium text-slate-600">
            {label}
            {mark === 'low' && <Badge variant="overdue">Low confidence</Badge>}
            {mark === 'medium' && <Badge variant="dueSoon">Medium confidence</Badge>}
            {corrected && <Badge variant="neutral">Corrected</Badge>}
          </span>
          <span
            className={cn(
              'mt-0.5 block break-words text-sm',
              value === null ? 'italic text-slate-500' : 'font-medium text-slate-900',
            )}
          >
            {displayValue(value)}
          </span>
        </button>
        <div ref={actions} className="flex shrink-0 items-center gap-1">
          <Crosshair aria-hidden="true" className="hidden h-4 w-4 text-slate-400 sm:block" />
          {!editing && (
            <Button
              variant="ghost"
              size="sm"
              onClick={startEditing}
              aria-label={`Edit ${label} of ${instrumentName}`}
            >
              <Pencil aria-hidden="true" className="h-4 w-4" />
              <span className="hidden sm:inline">Edit</span>
            </Button>
          )}
        </div>
      </div>
      {editing && (
        <form onSubmit={(event) => void submit(event)} className="mt-2 space-y-2">
          <Label htmlFor={inputId}>
            {label} <span className="sr-only">of {instrumentName}</span>
          </Label>
          {kind === 'select' ? (
            <select
              id={inputId}
              value={draft}
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="flex h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900"
            >
              <option value="">Not stated</option>
              {CALIBRATION_RESULTS.map((result) => (
                <option key={result} value={result}>
                  {result}
                </option>
              ))}
            </select>
          ) : (
            <Input
              id={inputId}
              type={kind}
              value={draft}
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
              {...(kind === 'number' ? { min: 1, max: 120, step: 1, inputMode: 'numeric' } : {})}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
          )}
          {error && (
            <p id={errorId} role="alert" className="text-sm text-red-800">
              {error}
            </p>
          )}
          <div className="flex gap-2">
            <Button
              type="submit"
              size="sm"
              disabled={saving}
              aria-label={`Save ${label} of ${instrumentName}`}
            >
              {saving ? 'Saving...' : 'Save'}
            </Button>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={stopEditing}
              aria-label={`Cancel editing ${label} of ${instrumentName}`}
            >
              Cancel
            </Button>
          </div>
        </form>
      )}
    </li>
  );
}
