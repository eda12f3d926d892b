import { Loader2 } from 'lucide-react';
import { Progress } from '@/components/ui/progress';

/** SPEC §4: four messages, 500 ms each, cycling while files convert. */
export const PROCESSING_MESSAGES = [
  'Reading certificates...',
  'Extracting equipment data...',
  'Analyzing compliance dates...',
  'Generating Excel reports...',
] as const;

export interface ProcessingStepProps {
  message: string;
  /** 0–100: (index + 1) / count after each file. */
  progress: number;
  current: { index: number; count: number; name: string } | null;
}

export function ProcessingStep({ message, progress, current }: ProcessingStepProps) {
  return (
    <div className="flex flex-col items-center py-6 text-center" aria-busy="true">
      <Loader2 aria-hidden="true" className="h-12 w-12 animate-spin text-brand-700" />
      <p className="mt-5 text-lg font-semibold text-slate-900" aria-live="polite">
        {message}
      </p>
      {current && (
        <p className="mt-1 max-w-full truncate text-sm text-slate-600">
          File {current.index + 1} of {current.count}: {current.name}
        </p>
      )}
      <Progress value={progress} label="Conversion progress" className="mt-6 max-w-md" />
      <p className="mt-2 text-sm tabular-nums text-slate-600">{Math.round(progress)}%</p>
    </div>
  );
}
