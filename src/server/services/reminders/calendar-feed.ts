/**
 * The private calendar feed (RFC 5545): one all-day VEVENT per instrument on its due date, with a
 * reminder DUE_SOON_DAYS before. Written by hand — it is a few properties — with the format's
 * rules: CRLF line ends, lines folded at 75 octets (never inside a UTF-8 sequence), and TEXT
 * values escaped (backslash, semicolon, comma, newline).
 */
import { isoToUtcDay } from '../../../shared/due-status.js';
import { instrumentLabel, isAssumedDueDate, type ReminderInstrument } from './instruments.js';

export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';
export const CALENDAR_NAME = 'CertSheet calibration due dates';

export interface CalendarOptions {
  /** UIDs end in this host, so they are unique beyond this server. */
  host: string;
  /** When the feed is generated (DTSTAMP). */
  now: Date;
  /** The day statuses are computed for. */
  today: string;
  dueSoonDays: number;
  /** Where the user manages their register (shown in each event). */
  dashboardUrl: string;
}

/** Escapes a TEXT value (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // Other control characters are not allowed in TEXT.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ')
  );
}

/** Folds one content line: at most 75 octets per line, continuations start with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; a continuation holds 74 after its leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const basicDate = (iso: string) => iso.replace(/-/g, '');

/** 2026-11-26T14:05:09.123Z → 20261126T140509Z */
const basicDateTime = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');

function nextDay(iso: string): string {
  const day = isoToUtcDay(iso);
  if (day === null) return iso;
  return new Date((day + 1) * 86_400_000).toISOString().slice(0, 10);
}

function describe(instrument: ReminderInstrument, options: CalendarOptions): string {
  const lines: string[] = [];
  if (isAssumedDueDate(instrument)) {
    const interval =
      instrument.intervalMonths === null
        ? 'the stated interval'
        : `${instrument.intervalMonths} months`;
    lines.push(
      instrument.dueDateOrigin === 'default-interval'
        ? `Assumed due date: the certificate states no due date and no interval, so calibration date + ${interval}.`
        : `Assumed due date: calibration date + ${interval} (the certificate prints no due date).`,
    );
  }
  lines.push(`Calibration lab: ${instrument.calibrationLab ?? 'not stated'}`);
  lines.push(`Certificate number: ${instrument.certificateNumber ?? 'not stated'}`);
  const days = instrument.daysUntilDue;
  const when =
    days < 0
      ? `${-days} day${days === -1 ? '' : 's'} overdue`
      : days === 0
        ? 'due today'
        : `due in ${days} day${days === 1 ? '' : 's'}`;
  lines.push(`Status: ${instrument.status} (${when} as of ${options.today})`);
  if (instrument.calibrationDate) lines.push(`Last calibrated: ${instrument.calibrationDate}`);
  lines.push(`Source file: ${instrument.sourceFile}`);
  lines.push(`Register: ${options.dashboardUrl}`);
  return lines.join('\n');
}

function event(instrument: ReminderInstrument, options: CalendarOptions): string[] {
  const assumed = isAssumedDueDate(instrument);
  const summary = `Calibration due: ${instrumentLabel(instrument)}`;
  const trigger = options.dueSoonDays > 0 ? `-P${options.dueSoonDays}D` : 'PT0S';
  return [
    'BEGIN:VEVENT',
    `UID:${instrument.key.replace('.', '-')}@${options.host}`,
    `DTSTAMP:${basicDateTime(options.now)}`,
    `DTSTART;VALUE=DATE:${basicDate(instrument.dueDate)}`,
    `DTEND;VALUE=DATE:${basicDate(nextDay(instrument.dueDate))}`,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(describe(instrument, options))}`,
    `CATEGORIES:${assumed ? 'Calibration,Assumed due date' : 'Calibration'}`,
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(summary)}`,
    `TRIGGER:${trigger}`,
    'END:VALARM',
    'END:VEVENT',
  ];
}

/** The whole VCALENDAR as text, CRLF line ends. */
export function buildCalendar(instruments: ReminderInstrument[], options: CalendarOptions): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//CertSheet//Calibration due dates//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${escapeText(CALENDAR_NAME)}`,
    `X-WR-CALNAME:${escapeText(CALENDAR_NAME)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT12H',
    'X-PUBLISHED-TTL:PT12H',
    ...instruments.flatMap((instrument) => event(instrument, options)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
