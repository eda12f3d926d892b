import type { ReactNode } from 'react';
import { Label } from './label';

export interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** Shown under the control and linked to it with aria-describedby (`${id}-hint`). */
  hint?: ReactNode;
  /** Shown in red and linked to the control (`${id}-error`); pass aria-invalid on the control. */
  error?: string | null;
  children: ReactNode;
  className?: string;
}

/** A label, its control and the hint or error that describes it. */
export function FormField({ id, label, hint, error, children, className }: FormFieldProps) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1.5">{children}</div>
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
