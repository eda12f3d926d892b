import { useId } from 'react';
import { Button } from '@/components/ui/button';

export interface StopConfirmationProps {
  /** What stopping loses, in the words of the dialog that asks. */
  consequence: string;
  onKeepGoing(): void;
  onStop(): void;
}

/**
 * Escape, the close button or a click outside while certificates are converting asks first
 * (the landing page's convert dialog and the dashboard's upload dialog ask the same question).
 */
export function StopConfirmation({ consequence, onKeepGoing, onStop }: StopConfirmationProps) {
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
        {consequence}
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
