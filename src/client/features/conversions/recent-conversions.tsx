import { Download, FileText, ListChecks } from 'lucide-react';
import { useRef, useState } from 'react';
import { RECENT_CONVERSIONS_DASHBOARD } from '@shared/constants';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { DueSummary } from '@/components/ui/due-summary';
import { useUserConversions } from './api/get-user-conversions';
import { useExcelDownload } from './api/download-excel';
import { formatDateTime } from './format';
import { ReviewDialog } from '@/components/ui/review-dialog';

/** SPEC §2: the latest 5 conversions, each with a download. */
export function RecentConversions() {
  const conversions = useUserConversions();
  const download = useExcelDownload();
  const recent = (conversions.data ?? []).slice(0, RECENT_CONVERSIONS_DASHBOARD);
  const [reviewing, setReviewing] = useState<{ id: string; filename: string } | null>(null);
  const reviewButton = useRef<HTMLElement | null>(null);

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Recent Conversions</h2>
      </CardHeader>
      <CardContent>
        {conversions.isLoading ? (
          <p className="py-6 text-center text-sm text-slate-600">Loading conversions...</p>
        ) : recent.length === 0 ? (
          <div className="py-8 text-center">
            <FileText aria-hidden="true" className="mx-auto h-10 w-10 text-slate-300" />
            <p className="mt-3 font-medium text-slate-900">No conversions yet</p>
            <p className="mt-1 text-sm text-slate-600">
              Your converted certificates will appear here.
            </p>
          </div>
        ) : (
          <ul className="divide-y divide-slate-200">
            {recent.map((conversion) => (
              <li
                key={conversion.id}
                className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 items-start gap-3">
                  <FileText aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-red-700" />
                  <div className="min-w-0">
                    <p className="break-all text-sm font-medium text-slate-900">
                      {conversion.filename}
                    </p>
                    <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
                      <span>{formatDateTime(conversion.createdAt)}</span>
                      {conversion.success ? (
                        <span>{conversion.dataPointsExtracted} data points</span>
                      ) : (
                        <Badge variant="overdue">Failed</Badge>
                      )}
                      <DueSummary
                        dueDate={conversion.dueDate}
                        dueDateOrigin={conversion.dueDateOrigin}
                        dueDateIntervalMonths={conversion.dueDateIntervalMonths}
                        status={conversion.status}
                      />
                    </p>
                  </div>
                </div>
                {conversion.success && (
                  <div className="flex shrink-0 gap-2 self-start sm:self-auto">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={(event) => {
                        reviewButton.current = event.currentTarget;
                        setReviewing({ id: conversion.id, filename: conversion.filename });
                      }}
                      aria-label={`Review values of ${conversion.filename}`}
                    >
                      <ListChecks aria-hidden="true" className="h-4 w-4" />
                      Review
                    </Button>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => void download(conversion.id)}
                      aria-label={`Download Excel for ${conversion.filename}`}
                    >
                      <Download aria-hidden="true" className="h-4 w-4" />
                      Download
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ReviewDialog
        conversion={reviewing}
        onClose={() => setReviewing(null)}
        returnFocusTo={reviewButton.current}
      />
    </Card>
  );
}
