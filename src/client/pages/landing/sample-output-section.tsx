import { DUE_SOON_WINDOW_DAYS } from '@shared/constants';
import { StatusBadge } from '@/components/ui/status-badge';
import { SectionHeading } from '@/components/ui/section-heading';
import { SAMPLE_AS_OF, SAMPLE_ROWS } from './sample-register';

const columns = [
  'Equipment ID',
  'Equipment Name',
  'Calibration Date',
  'Due Date',
  'Days Until Due',
  'Status',
];

export function SampleOutputSection() {
  return (
    <section id="sample-output" aria-labelledby="sample-heading" className="scroll-mt-20 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="sample-heading"
          eyebrow="Sample output"
          title="The register you download"
          description="One row per instrument. Days Until Due and Status are Excel formulas against today's date, so the workbook is still right next month."
        />
        <div
          className="mt-10 overflow-x-auto rounded-xl border border-slate-200 shadow-sm"
          role="region"
          aria-labelledby="sample-caption"
          tabIndex={0}
        >
          <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
            <caption id="sample-caption" className="sr-only">
              Sample Equipment Register sheet, values as of {SAMPLE_AS_OF}
            </caption>
            <thead className="bg-green-800 text-white">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 bg-white">
              {SAMPLE_ROWS.map((row) => (
                <tr key={row.equipmentId}>
                  <td className="px-4 py-3 font-mono text-slate-900">{row.equipmentId}</td>
                  <td className="px-4 py-3 text-slate-900">{row.equipmentName}</td>
                  <td className="px-4 py-3 tabular-nums text-slate-700">{row.calibrationDate}</td>
                  <td className="px-4 py-3 tabular-nums text-slate-700">{row.dueDate}</td>
                  <td className="px-4 py-3 text-right tabular-nums text-slate-900">
                    {row.daysUntilDue}
                  </td>
                  <td className="px-4 py-3">
                    <StatusBadge status={row.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-4 text-center text-sm text-slate-600">
          Example rows, shown as of {SAMPLE_AS_OF}. Due Soon means due within {DUE_SOON_WINDOW_DAYS}{' '}
          days.
        </p>
      </div>
    </section>
  );
}
