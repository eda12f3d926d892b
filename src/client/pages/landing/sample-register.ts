/**
 * Example register rows for the landing page. Days Until Due and Status are computed with the
 * same rules as the workbook, as of a fixed example date, so the example is internally
 * consistent and renders identically on the server and in the browser.
 */
import { daysUntilDue, dueStatus, type DueStatus } from '@shared/due-status';

export const SAMPLE_AS_OF = '2026-11-25';

export interface SampleRow {
  equipmentId: string;
  equipmentName: string;
  calibrationDate: string;
  dueDate: string;
  daysUntilDue: number;
  status: DueStatus;
}

const rows: Omit<SampleRow, 'daysUntilDue' | 'status'>[] = [
  {
    equipmentId: 'EQ-1001',
    equipmentName: 'Digital Multimeter',
    calibrationDate: '2026-06-15',
    dueDate: '2027-06-15',
  },
  {
    equipmentId: 'EQ-1002',
    equipmentName: 'Pressure Gauge 0–300 psi',
    calibrationDate: '2025-12-10',
    dueDate: '2026-12-10',
  },
  {
    equipmentId: 'EQ-1003',
    equipmentName: 'Torque Wrench 20–100 N·m',
    calibrationDate: '2025-11-03',
    dueDate: '2026-11-03',
  },
  {
    equipmentId: 'EQ-1004',
    equipmentName: 'Digital Thermometer',
    calibrationDate: '2026-02-20',
    dueDate: '2027-02-20',
  },
  {
    equipmentId: 'EQ-1005',
    equipmentName: 'Analytical Balance',
    calibrationDate: '2025-12-20',
    dueDate: '2026-12-20',
  },
];

export const SAMPLE_ROWS: SampleRow[] = rows.map((row) => {
  const days = daysUntilDue(row.dueDate, SAMPLE_AS_OF) ?? 0;
  return { ...row, daysUntilDue: days, status: dueStatus(days) };
});

export function describeDays(days: number): string {
  if (days < 0) return `${-days} days overdue`;
  if (days === 0) return 'Due today';
  return `Due in ${days} days`;
}
