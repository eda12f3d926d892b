/**
 * One extracted value the visitor can correct before paying. Low-confidence values are
 * highlighted so the eye goes to them first; a saved correction goes into the workbook.
 */
import { AlertTriangle, Check, Pencil, X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';
import { formatIsoDate } from './format-date';

export interface EditableValueProps {
  label: string;
  value: string | null;
  kind: 'text' | 'date';
  lowConfidence: boolean;
  /** A note under the value (e.g. the due date was calculated from the interval). */
  note?: string | null;
  /** The edit button's accessible name, naming the instrument (default 'Edit {label}'). */
  editLabel?: string;
  /** Open in edit mode (adding a value that was not found). */
  startEditing?: boolean;
  onSave(value: string | null): Promise<void>;
  onCancel?(): void;
}

export function EditableValue({
  label,
  value,
  kind,
  lowConfidence,
  note,
  editLabel,
  startEditing = false,
  onSave,
  onCancel,
}: EditableValueProps) {
  const inputId = useId();
  const [editing, setEditing] = useState(startEditing);
  const [draft, setDraft] = useState(value ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const cancel = () => {
    setEditing(false);
    setDraft(value ?? '');
    setError(null);
    onCancel?.();
  };
  const save = async () => {
    const next = draft.trim();
    if (next === (value ?? '')) {
      cancel();
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await onSave(next === '' ? null : next);
      setEditing(false);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Could not save this value.');
    } finally {
      setSaving(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      // Escape leaves the field, not the whole dialog.
      event.stopPropagation();
      event.preventDefault();
      cancel();
    }
  };

  if (editing) {
    return (
      // On a phone the label goes above the field so a date input shows the whole date.
      <div className="grid grid-cols-1 items-start gap-1 py-1.5 text-sm sm:grid-cols-[6.5rem_1fr] sm:gap-2">
        <dt className="text-slate-600 sm:pt-2">
          <label htmlFor={inputId}>{label}</label>
        </dt>
        <dd className="min-w-0">
          <div className="flex gap-1.5">
            <input
              id={inputId}
              type={kind}
              value={draft}
              autoFocus
              disabled={saving}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
              className="h-9 min-w-[9.5rem] flex-1 rounded-md border border-slate-300 px-2 text-sm text-slate-900 focus-visible:border-brand-600"
            />
            <button
              type="button"
              onClick={() => void save()}
              disabled={saving}
              aria-label={`Save ${label}`}
              className="cursor-pointer rounded-md bg-brand-700 p-2 text-white hover:bg-brand-800 disabled:opacity-50"
            >
              <Check aria-hidden="true" className="h-4 w-4" />
            </button>
            <button
              type="button"
              onClick={cancel}
              disabled={saving}
              aria-label={`Cancel editing ${label}`}
              className="cursor-pointer rounded-md border border-slate-300 p-2 text-slate-700 hover:bg-slate-50"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
          {error && (
            <p id={`${inputId}-error`} role="alert" className="mt-1 text-xs text-red-700">
              {error}
            </p>
          )}
        </dd>
      </div>
    );
  }

  const shown = value ? (kind === 'date' ? formatIsoDate(value) : value) : '';
  return (
    <div className="grid grid-cols-[6.5rem_1fr] items-start gap-2 py-1.5 text-sm">
      <dt className="pt-1 text-slate-600">{label}</dt>
      <dd className="min-w-0">
        <div
          className={cn(
            'flex items-start justify-between gap-2 rounded-md px-2 py-1',
            lowConfidence && 'bg-amber-50 ring-1 ring-amber-300',
          )}
        >
          <span className="min-w-0 break-words font-medium text-slate-900">
            {shown}
            {lowConfidence && (
              <span className="mt-0.5 flex items-center gap-1 text-xs font-normal text-amber-900">
                <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5" />
                Low confidence: please check
              </span>
            )}
            {note && (
              <span className="mt-0.5 block text-xs font-normal text-slate-600">{note}</span>
            )}
          </span>
          <button
            type="button"
            onClick={() => {
              setDraft(value ?? '');
              setEditing(true);
            }}
            aria-label={editLabel ?? `Edit ${label}`}
            className="shrink-0 cursor-pointer rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-brand-700"
          >
            <Pencil aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      </dd>
    </div>
  );
}
