/**
 * The instruments a user's reminders are about: one per instrument of the account register
 * (the identity rule of shared/instrument-identity.ts: a renewed certificate replaces the old
 * calibration rather than adding a second reminder), with the user's corrections applied and the due date the workbook uses — printed, or calculated
 * from the stated or the default interval (then "assumed") — and its status as of `today`.
 */
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { computeDueStatus, type DueStatus } from '../../../shared/due-status.js';
import { instrumentRecords } from '../../../excel/register/instruments.js';
import type { DueDateOrigin } from '../../../excel/report/register-rows.js';
import type { Db } from '../../db/database.js';
import { conversions } from '../../db/schema.js';

export interface ReminderInstrument {
  /** Stable across corrections and later conversions: the conversion id and item index. */
  key: string;
  conversionId: string;
  itemIndex: number;
  sourceFile: string;
  equipmentName: string | null;
  serialNumber: string | null;
  manufacturer: string | null;
  model: string | null;
  equipmentId: string | null;
  certificateNumber: string | null;
  calibrationLab: string | null;
  calibrationDate: string | null;
  dueDate: string;
  dueDateOrigin: DueDateOrigin;
  /** Months added to the calibration date when the due date was calculated. */
  intervalMonths: number | null;
  daysUntilDue: number;
  status: DueStatus;
}

export interface InstrumentOptions {
  today: string;
  dueSoonDays: number;
  defaultIntervalMonths: number;
}

/** A due date the certificate does not print is an assumption (calculated from an interval). */
export function isAssumedDueDate(instrument: Pick<ReminderInstrument, 'dueDateOrigin'>): boolean {
  return (
    instrument.dueDateOrigin === 'stated-interval' ||
    instrument.dueDateOrigin === 'default-interval'
  );
}

/** What to call an instrument: its name, else model, else equipment ID. */
export function instrumentLabel(instrument: ReminderInstrument): string {
  const name =
    instrument.equipmentName ?? instrument.model ?? instrument.equipmentId ?? 'Instrument';
  const serial = instrument.serialNumber ?? instrument.equipmentId;
  return serial && serial !== name ? `${name} (${serial})` : name;
}

/** Every instrument with a due date in the user's account, soonest due first. */
export async function accountInstruments(
  db: Db,
  userId: string,
  options: InstrumentOptions,
): Promise<ReminderInstrument[]> {
  const rows = await db
    .select({
      id: conversions.id,
      filename: conversions.filename,
      extraction: conversions.extraction,
      corrections: conversions.corrections,
    })
    .from(conversions)
    .where(
      and(
        eq(conversions.userId, userId),
        eq(conversions.success, true),
        isNotNull(conversions.extraction),
      ),
    )
    .orderBy(asc(conversions.createdAt), asc(conversions.id));

  // One reminder per instrument (shared/instrument-identity.ts): its newest calibration.
  const records = instrumentRecords(
    rows.map((row) => ({
      sourceFile: row.filename,
      extraction: row.extraction,
      corrections: row.corrections,
    })),
    options.defaultIntervalMonths,
  );
  const instruments: ReminderInstrument[] = [];
  for (const record of records) {
    const registerRow = record.current;
    const row = rows[record.currentEntry]!;
    const first = rows[record.firstSeen.entry]!;
    if (!registerRow.dueDate) continue;
    const due = computeDueStatus(registerRow.dueDate, options.today, options.dueSoonDays);
    if (due.daysUntilDue === null || due.status === null) continue;
    const fields = registerRow.fields;
    instruments.push({
      // The instrument's first certificate names it, so a renewal keeps the calendar event.
      key: `${first.id}.${record.firstSeen.instrumentIndex}`,
      conversionId: row.id,
      itemIndex: registerRow.instrumentIndex,
      sourceFile: row.filename,
      equipmentName: fields.equipmentName,
      serialNumber: fields.serialNumber,
      manufacturer: fields.manufacturer,
      model: fields.model,
      equipmentId: fields.equipmentId,
      certificateNumber: fields.certificateNumber,
      calibrationLab: fields.calibrationLab,
      calibrationDate: fields.calibrationDate,
      dueDate: registerRow.dueDate,
      dueDateOrigin: registerRow.dueDateOrigin,
      intervalMonths: registerRow.intervalMonths,
      daysUntilDue: due.daysUntilDue,
      status: due.status,
    });
  }
  return instruments.sort((a, b) => a.daysUntilDue - b.daysUntilDue || a.key.localeCompare(b.key));
}
