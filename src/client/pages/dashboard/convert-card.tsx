import { Upload } from 'lucide-react';
import { Link } from 'wouter';
import { FREE_MONTHLY_CONVERSIONS } from '@shared/constants';
import { ROUTES } from '@shared/routes';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';

export interface ConvertCardProps {
  isPro: boolean;
  /** Free-plan slots used this month (SPEC §5: remaining = max(0, 3 minus used)). */
  freeConversionsUsed: number;
  onUpload(): void;
}

/** SPEC §2/§5: upload, with the free plan's usage bar; at zero remaining, upgrade instead. */
export function ConvertCard({ isPro, freeConversionsUsed, onUpload }: ConvertCardProps) {
  const remaining = Math.max(0, FREE_MONTHLY_CONVERSIONS - freeConversionsUsed);
  const usedPercent = isPro ? 0 : (freeConversionsUsed / FREE_MONTHLY_CONVERSIONS) * 100;
  const blocked = !isPro && remaining === 0;

  return (
    <Card className="flex flex-col p-6">
      <div className="flex items-start gap-4">
        <div className="rounded-lg bg-brand-100 p-3">
          <Upload aria-hidden="true" className="h-6 w-6 text-brand-700" />
        </div>
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Convert New Certificate</h2>
          <p className="mt-1 text-sm text-slate-600">
            Upload a PDF calibration certificate and get an Excel register row in seconds.
          </p>
        </div>
      </div>
      {!isPro && (
        <div className="mt-5">
          <div className="flex justify-between text-sm">
            <span className="text-slate-700">Free conversions this month</span>
            <span className="font-medium tabular-nums text-slate-900">
              {Math.min(freeConversionsUsed, FREE_MONTHLY_CONVERSIONS)} / {FREE_MONTHLY_CONVERSIONS}
            </span>
          </div>
          <Progress
            value={usedPercent}
            label="Free conversions used this month"
            className="mt-2"
            indicatorClassName={blocked ? 'bg-amber-500' : undefined}
          />
          <p className="mt-2 text-xs text-slate-600">
            {remaining} conversion{remaining === 1 ? '' : 's'} remaining this month
          </p>
        </div>
      )}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button onClick={onUpload} disabled={blocked} className="sm:flex-1">
          <Upload aria-hidden="true" className="h-4 w-4" />
          Upload Certificate
        </Button>
        {blocked && (
          <Button asChild variant="secondary" className="sm:flex-1">
            <Link href={ROUTES.subscribe}>Upgrade to Continue</Link>
          </Button>
        )}
      </div>
    </Card>
  );
}
