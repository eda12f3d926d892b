import { FileText } from 'lucide-react';
import { Link } from 'wouter';
import type { ConversionRecord } from '@shared/api';
import { RECENT_CONVERSIONS_ANALYTICS } from '@shared/constants';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { DueSummary } from '@/components/ui/due-summary';

const METHOD_LABELS: Record<string, string> = { pattern: 'Pattern', ocr: 'OCR', ai: 'AI' };

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

/** SPEC §2: the first 10 conversions with their outcome and timing. */
export function ConversionsTable({
  conversions,
  isLoading,
}: {
  conversions: readonly ConversionRecord[] | undefined;
  isLoading: boolean;
}) {
  const rows = (conversions ?? []).slice(0, RECENT_CONVERSIONS_ANALYTICS);
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold text-slate-900">Recent Conversions</h2>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <p className="py-8 text-center text-sm text-slate-600">Loading conversions...</p>
        ) : rows.length === 0 ? (
          <div className="py-10 text-center">
            <FileText aria-hidden="true" className="mx-auto h-10 w-10 text-slate-300" />
            <p className="mt-3 font-medium text-slate-900">No conversions yet</p>
            <p className="mt-1 text-sm text-slate-600">
              Start converting PDFs to see your analytics
            </p>
            <Button asChild className="mt-5">
              <Link href="/">Start Converting</Link>
            </Button>
          </div>
        ) : (
          <div
            className="-mx-6 overflow-x-auto px-6"
            tabIndex={0}
            role="region"
            aria-label="Recent conversions table"
          >
            <table className="w-full min-w-[52rem] text-left text-sm">
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    File Name
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Date
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Status
                  </th>
                  <th scope="col" className="py-2 pr-4 font-medium">
                    Due Date
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    Data Points
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    Processing Time
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Method
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td
                      className="max-w-56 truncate py-2.5 pr-4 font-medium text-slate-900"
                      title={row.filename}
                    >
                      {row.filename}
                    </td>
                    <td className="whitespace-nowrap py-2.5 pr-4 text-slate-700">
                      {formatDate(row.createdAt)}
                    </td>
                    <td className="py-2.5 pr-4">
                      {row.success ? (
                        <Badge variant="current">Success</Badge>
                      ) : (
                        <Badge variant="overdue">Failed</Badge>
                      )}
                    </td>
                    <td className="min-w-48 py-2.5 pr-4">
                      <DueSummary
                        dueDate={row.dueDate}
                        dueDateOrigin={row.dueDateOrigin}
                        dueDateIntervalMonths={row.dueDateIntervalMonths}
                        status={row.status}
                      />
                    </td>
                    <td className="py-2.5 pr-4 text-right tabular-nums text-slate-700">
                      {row.dataPointsExtracted}
                    </td>
                    <td className="py-2.5 pr-4 text-right tabular-nums text-slate-700">
                      {(row.processingTimeMs / 1000).toFixed(1)}s
                    </td>
                    <td className="py-2.5 text-slate-700">
                      {METHOD_LABELS[row.extractionMethod] ?? row.extractionMethod ?? 'pattern'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
