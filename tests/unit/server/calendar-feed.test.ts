/** The feed's text rules (RFC 5545 §3.1, §3.3.11): folding at 75 octets and TEXT escaping. */
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine } from '../../../src/server/services/reminders/calendar-feed.js';

describe('calendar feed text', () => {
  it('escapes backslash, semicolon, comma and newlines, keeps tabs, drops other control characters', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\tg\u0000h')).toBe('a\\\\b\\;c\\,d\\ne\\nf\tg h');
  });

  it('folds long lines at 75 octets without splitting a UTF-8 character', () => {
    const value = `SUMMARY:${'Schlüssel ✓ '.repeat(20)}`;
    const folded = foldLine(value);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(3);
    for (const [index, line] of lines.entries()) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      if (index > 0) expect(line.startsWith(' ')).toBe(true);
      expect(line).not.toContain('\uFFFD');
    }
    expect(lines.map((line, index) => (index > 0 ? line.slice(1) : line)).join('')).toBe(value);
    expect(foldLine('SHORT:value')).toBe('SHORT:value');
  });

  it('round-trips escaped, folded text through a real parser', () => {
    const text = 'Lab: Acme, Inc.; Bay 2\\North\nCertificate: C-1 — Prüfschein №7 ✓'.repeat(3);
    const ics = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//test//EN',
      'BEGIN:VEVENT',
      'UID:x@test',
      'DTSTAMP:20261126T000000Z',
      'DTSTART;VALUE=DATE:20261126',
      foldLine(`DESCRIPTION:${escapeText(text)}`),
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n');
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!,
    );
    expect(event.description).toBe(text);
  });
});
