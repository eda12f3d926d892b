import { useId } from 'react';
import { Button } from '@/components/ui/button';

export interface StopBatchConfirmationProps {
  onKeepGoing(): void;
  onStop(): void;
}

/**
 * Escape, the close button or a click outside while a batch is converting asks first (issue 23):
 * stopping drops the files not yet converted. Same question and buttons as the landing dialog.
 */
export function StopBatchConfirmation({ onKeepGoing, onStop }: StopBatchConfirmationProps) {
  const id = useId();
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-left"
    >
      <p id={`${id}-title`} className="font-semibold text-slate-900">
        Stop converting?
      </p>
      <p id={`${id}-text`} className="mt-1 text-sm text-slate-700">
        The files not converted yet will be dropped and you will need to upload them again; those
        already converted stay in your Recent Conversions.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Button autoFocus onClick={onKeepGoing}>
          Keep Converting
        </Button>
        <Button variant="secondary" onClick={onStop}>
          Stop and Close
        </Button>
      </div>
    </div>
  );
}
