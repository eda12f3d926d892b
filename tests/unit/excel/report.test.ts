import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildReportWorkbook, type ReportEntry } from '../../../src/excel/report.js';
import { extraction, instrument } from '../../helpers/sample-extractions.js';
import { readXlsxPart } from '../../helpers/xlsx-parts.js';
import {
  conditionalFormats,
  formulaOf,
  loadWorkbook,
  noteText,
  rowsWhere,
  sheet,
  utcDate,
} from './workbook-reader.js';

const TODAY = '2026-03-10';
const OPTIONS = { today: TODAY, dueSoonDays: 30, defaultIntervalMonths: 12 };

const ENTRIES: ReportEntry[] = [
  {
    sourceFile: 'overdue.pdf',
    extraction: extraction([
      instrument({ equipmentId: 'EQ-OVER', calibrationDate: '2025-02-28', dueDate: '2026-02-28' }),
    ]),
  },
  {
    sourceFile: 'soon.pdf',
    extraction: extraction([
      instrument({ equipmentId: 'EQ-SOON', calibrationDate: '2025-03-22', dueDate: '2026-03-22' }),
    ]),
  },
  {
    sourceFile: 'current.pdf',
    extraction: extraction([
      instrument({
        equipmentId: 'EQ-CURR',
        serialNumber: 'A8C-1',
        calibrationDate: '2025-09-26',
        dueDate: '2026-09-26',
      }),
    ]),
    corrections: { '0': { serialNumber: 'ABC-1' } },
  },
  {
    sourceFile: 'no-dates.pdf',
    extraction: extraction([
      instrument({ equipmentId: 'EQ-NONE', calibrationDate: null, dueDate: null }),
    ]),
  },
  {
    sourceFile: 'default.pdf',
    extraction: extraction([
      instrument({ equipmentId: 'EQ-DEF', calibrationDate: '2025-06-15', dueDate: null }),
    ]),
  },
  {
    sourceFile: 'stated.pdf',
    extraction: extraction([
      instrument({
        equipmentId: 'EQ-STATED',
        calibrationDate: '2025-04-01',
        dueDate: '2025-10-01',
        dueDateCalculated: true,
        calibrationInterval: 6,
      }),
    ]),
  },
  {
    sourceFile: 'multi.pdf',
    extraction: extraction(
      [1, 2, 3].map((n) =>
        instrument({
          equipmentId: `EQ-M${n}`,
          equipmentName: `Weight ${n}`,
          calibrationDate: '2025-12-01',
          dueDate: '2026-12-01',
        }),
      ),
      {
        warnings: ['Page 2 was scanned; its text came from OCR.'],
        // The third instrument's confidence is missing, as in an extraction stored before
        // each instrument had its own.
        itemConfidence: [{ equipmentId: 'high' }, { equipmentId: 'high', equipmentName: 'low' }],
      },
    ),
  },
  {
    sourceFile: 'locked.pdf',
    extraction: null,
    error: { errorType: 'PDF_ENCRYPTED', message: 'This PDF is password protected.' },
  },
];

let buffer: Buffer;
let workbook: ExcelJS.Workbook;
let register: ExcelJS.Worksheet;

function registerRow(equipmentId: string): ExcelJS.Row {
  const [rowNumber] = rowsWhere(register, 'A', equipmentId);
  if (rowNumber === undefined) throw new Error(`no register row for ${equipmentId}`);
  return register.getRow(rowNumber);
}

beforeAll(async () => {
  buffer = await buildReportWorkbook(ENTRIES, OPTIONS);
  workbook = await loadWorkbook(buffer);
  register = sheet(workbook, 'Equipment Register');
});

describe('buildReportWorkbook: workbook', () => {
  it('has the three sheets in order', () => {
    expect(workbook.worksheets.map((worksheet) => worksheet.name)).toEqual([
      'Equipment Register',
      'Certificate Details',
      'Summary',
    ]);
  });

  it('sets document properties from the given day, never the clock', () => {
    expect(workbook.title).toBe('Calibration Equipment Register');
    expect(workbook.creator).toBe('CertSheet');
    expect(workbook.created).toEqual(utcDate(TODAY));
    expect(workbook.modified).toEqual(utcDate(TODAY));
  });

  it('asks the spreadsheet application to recalculate everything on load', () => {
    expect(readXlsxPart(buffer, 'xl/workbook.xml')).toMatch(/<calcPr [^>]*fullCalcOnLoad="1"/);
  });

  it('rejects a today that is not an ISO date', async () => {
    await expect(buildReportWorkbook([], { ...OPTIONS, today: '10/03/2026' })).rejects.toThrow(
      RangeError,
    );
  });
});

describe('buildReportWorkbook: Equipment Register', () => {
  it('has the register columns in order with a styled, frozen, filtered header', () => {
    expect(register.getRow(1).values).toEqual([
      undefined,
      'Equipment ID',
      'Equipment Name',
      'Manufacturer',
      'Model',
      'Serial #',
      'Calibration Date',
      'Due Date',
      'Days Until Due',
      'Status',
      'Certificate #',
      'Calibration Lab',
      'Result',
      'Source File',
    ]);
    const header = register.getCell('A1');
    expect(header.font.bold).toBe(true);
    expect(header.fill).toMatchObject({ type: 'pattern', pattern: 'solid' });
    expect(register.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(register.autoFilter).toBe('A1:M10');
  });

  it('gives one row per instrument and none for a rejected file', () => {
    expect(register.rowCount).toBe(1 + 9);
    expect(rowsWhere(register, 'M', 'multi.pdf')).toHaveLength(3);
    expect(rowsWhere(register, 'M', 'locked.pdf')).toHaveLength(0);
  });

  it('writes dates as real date cells with a date format', () => {
    const row = registerRow('EQ-OVER');
    for (const column of ['F', 'G']) {
      const cell = row.getCell(column);
      expect(cell.type).toBe(ExcelJS.ValueType.Date);
      expect(cell.numFmt).toBe('yyyy-mm-dd');
    }
    expect(row.getCell('F').value).toEqual(utcDate('2025-02-28'));
    expect(row.getCell('G').value).toEqual(utcDate('2026-02-28'));
  });

  it.each([
    ['EQ-OVER', -10, 'Overdue'],
    ['EQ-SOON', 12, 'Due Soon'],
    ['EQ-CURR', 200, 'Current'],
    ['EQ-DEF', 97, 'Current'],
  ])('%s: live formulas against TODAY() with results cached as of today', (id, days, status) => {
    const row = registerRow(id);
    const daysCell = formulaOf(row.getCell('H'));
    expect(daysCell.formula).toBe(`IF(ISNUMBER(G${row.number}),G${row.number}-TODAY(),"")`);
    expect(daysCell.result).toBe(days);
    expect(row.getCell('H').numFmt).toBe('0');
    const statusCell = formulaOf(row.getCell('I'));
    expect(statusCell.formula).toBe(
      `IF(ISNUMBER(H${row.number}),IF(H${row.number}<0,"Overdue",IF(H${row.number}<=30,"Due Soon","Current")),"")`,
    );
    expect(statusCell.result).toBe(status);
  });

  it('uses the Due Soon window it is given', async () => {
    const wide = await loadWorkbook(
      await buildReportWorkbook(ENTRIES, { ...OPTIONS, dueSoonDays: 250 }),
    );
    const row = sheet(wide, 'Equipment Register').getRow(4);
    expect(row.getCell('A').value).toBe('EQ-CURR');
    expect(formulaOf(row.getCell('I')).formula).toContain('<=250,"Due Soon"');
    expect(formulaOf(row.getCell('I')).result).toBe('Due Soon');
  });

  it('leaves Days Until Due and Status empty (not errors) without a due date', () => {
    const row = registerRow('EQ-NONE');
    expect(row.getCell('G').value).toBeNull();
    expect(formulaOf(row.getCell('H')).result ?? '').toBe('');
    expect(formulaOf(row.getCell('I')).result ?? '').toBe('');
  });

  it('calculates a missing due date from the default interval, styled and noted', () => {
    const cell = registerRow('EQ-DEF').getCell('G');
    expect(cell.value).toEqual(utcDate('2026-06-15'));
    expect(cell.font.italic).toBe(true);
    expect(cell.fill).toMatchObject({ pattern: 'solid', fgColor: { argb: 'FFEDEFF2' } });
    expect(noteText(cell)).toMatch(/^calculated: calibration date \+ 12 months\n/);
  });

  it('notes the interval actually configured', async () => {
    const other = await loadWorkbook(
      await buildReportWorkbook(ENTRIES.slice(4, 5), { ...OPTIONS, defaultIntervalMonths: 24 }),
    );
    const cell = sheet(other, 'Equipment Register').getCell('G2');
    expect(cell.value).toEqual(utcDate('2027-06-15'));
    expect(noteText(cell)).toMatch(/^calculated: calibration date \+ 24 months/);
  });

  it('notes a due date the engine calculated from the stated interval', () => {
    const cell = registerRow('EQ-STATED').getCell('G');
    expect(cell.value).toEqual(utcDate('2025-10-01'));
    expect(cell.font.italic).toBe(true);
    expect(noteText(cell)).toBe(
      'calculated: calibration date + 6 months (interval stated on certificate)',
    );
  });

  it('shows corrected values, marked, with the extracted value in a note', () => {
    const cell = registerRow('EQ-CURR').getCell('E');
    expect(cell.value).toBe('ABC-1');
    expect(cell.font.bold).toBe(true);
    expect(noteText(cell)).toBe('Corrected by the user. Extracted value: A8C-1');
  });

  it('colours Days Until Due and Status by due date against TODAY()', () => {
    const rules = conditionalFormats(register).find((format) => format.ref === 'H2:I10');
    expect(rules?.rules.map((rule) => (rule as ExcelJS.ExpressionRuleType).formulae?.[0])).toEqual([
      'AND(ISNUMBER($G2),$G2<TODAY())',
      'AND(ISNUMBER($G2),$G2>=TODAY(),$G2-TODAY()<=30)',
      'AND(ISNUMBER($G2),$G2-TODAY()>30)',
    ]);
    const fills = rules?.rules.map(
      (rule) => (rule.style?.fill as ExcelJS.FillPattern | undefined)?.bgColor?.argb,
    );
    expect(fills).toEqual(['FFFFC7CE', 'FFFFEB9C', 'FFC6EFCE']);
  });

  it('prints landscape, one page wide, with a titled header and page numbers', () => {
    expect(register.pageSetup).toMatchObject({
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:1',
    });
    expect(register.headerFooter.oddHeader).toContain('Calibration Equipment Register');
    expect(register.headerFooter.oddFooter).toContain('Page &P of &N');
  });

  it('sizes columns to their content', () => {
    expect(register.getColumn('K').width).toBeGreaterThanOrEqual(
      'Acme Calibration Services'.length,
    );
    expect(register.getColumn('A').width).toBeLessThanOrEqual(48);
  });
});

describe('buildReportWorkbook: Certificate Details', () => {
  let details: ExcelJS.Worksheet;
  beforeAll(() => {
    details = sheet(workbook, 'Certificate Details');
  });

  function detailsRow(sourceFile: string, instrument = 1): ExcelJS.Row {
    const rows = rowsWhere(details, 'A', sourceFile);
    const rowNumber = rows[instrument - 1];
    if (rowNumber === undefined) throw new Error(`no details row for ${sourceFile}`);
    return details.getRow(rowNumber);
  }

  function columnOf(header: string): number {
    const values = details.getRow(1).values as unknown[];
    const index = values.indexOf(header);
    if (index < 1) throw new Error(`no column ${header}`);
    return index;
  }

  it('lists every field of every instrument, and the rejected file', () => {
    expect(details.rowCount).toBe(1 + 9 + 1);
    for (const header of ['Certificate #', 'Technician', 'Humidity', 'Confidence', 'Notes']) {
      expect(columnOf(header)).toBeGreaterThan(0);
    }
    expect(detailsRow('multi.pdf', 3).getCell(2).value).toBe('3 of 3');
    expect(detailsRow('multi.pdf', 3).getCell(columnOf('Equipment Name')).value).toBe('Weight 3');
  });

  it('gives each field its confidence', () => {
    const row = detailsRow('overdue.pdf');
    expect(row.getCell(columnOf('Confidence')).value).toBe(
      'high: Certificate #, Equipment ID, Equipment Name, Serial #, Calibration Date, Due Date\n' +
        'medium: Manufacturer, Model, Calibration Lab\nlow: Result, Technician',
    );
    const manufacturer = row.getCell(columnOf('Manufacturer'));
    expect((manufacturer.fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFFFF2CC');
  });

  it('gives a later instrument its own confidence, and none where it has none recorded', () => {
    const second = detailsRow('multi.pdf', 2);
    expect(second.getCell(columnOf('Confidence')).value).toBe(
      'high: Equipment ID\nlow: Equipment Name',
    );
    const name = second.getCell(columnOf('Equipment Name'));
    expect((name.fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FFF8CBAD');
    // Not the first instrument's colours: nothing recorded, nothing claimed.
    const third = detailsRow('multi.pdf', 3);
    expect(third.getCell(columnOf('Confidence')).value ?? '').toBe('');
    expect(third.getCell(columnOf('Equipment Name')).fill).toMatchObject({ pattern: 'none' });
  });

  it('marks corrected values and shows what was extracted', () => {
    const row = detailsRow('current.pdf');
    const serial = row.getCell(columnOf('Serial #'));
    expect(serial.value).toBe('ABC-1');
    expect(serial.font.bold).toBe(true);
    expect(row.getCell(columnOf('Corrections')).value).toBe(
      'Serial #: "ABC-1" (extracted: "A8C-1")',
    );
  });

  it('explains calculated due dates and passes on engine warnings', () => {
    expect(detailsRow('default.pdf').getCell(columnOf('Notes')).value).toMatch(
      /^calculated: calibration date \+ 12 months/,
    );
    expect(detailsRow('default.pdf').getCell(columnOf('Due Date')).type).toBe(
      ExcelJS.ValueType.Date,
    );
    expect(detailsRow('multi.pdf').getCell(columnOf('Notes')).value).toBe(
      'Page 2 was scanned; its text came from OCR.',
    );
  });

  it('lists a rejected file with its reason', () => {
    const row = detailsRow('locked.pdf');
    expect(row.getCell(columnOf('Outcome')).value).toBe('Rejected');
    expect(row.getCell(columnOf('Notes')).value).toBe(
      'Rejected (PDF_ENCRYPTED): This PDF is password protected.',
    );
  });
});

describe('buildReportWorkbook: Summary', () => {
  let summary: ExcelJS.Worksheet;
  beforeAll(() => {
    summary = sheet(workbook, 'Summary');
  });

  it('counts by status with live COUNTIF formulas over the register', () => {
    const counts = ['B8', 'B9', 'B10'].map((address) => formulaOf(summary.getCell(address)));
    expect(counts.map((count) => count.formula)).toEqual([
      `COUNTIF('Equipment Register'!$I:$I,"Current")`,
      `COUNTIF('Equipment Register'!$I:$I,"Due Soon")`,
      `COUNTIF('Equipment Register'!$I:$I,"Overdue")`,
    ]);
    // Current: EQ-CURR, EQ-DEF, EQ-M1..3; Due Soon: EQ-SOON; Overdue: EQ-OVER, EQ-STATED.
    expect(counts.map((count) => count.result)).toEqual([5, 1, 2]);
    expect(formulaOf(summary.getCell('B11')).result).toBe(1);
    expect(formulaOf(summary.getCell('B12'))).toEqual({
      formula: `COUNTA('Equipment Register'!$M:$M)-1`,
      result: 9,
    });
  });

  it('names the next instrument due, by formula', () => {
    const next = formulaOf(summary.getCell('B15'));
    expect(next.formula).toBe(
      `IFERROR(SMALL('Equipment Register'!$G:$G,COUNTIF('Equipment Register'!$G:$G,"<"&TODAY())+1),"")`,
    );
    expect(next.result).toEqual(utcDate('2026-03-22'));
    expect(formulaOf(summary.getCell('B17')).result).toBe('EQ-SOON');
    expect(formulaOf(summary.getCell('B19')).result).toBe(12);
    expect(formulaOf(summary.getCell('B20')).result).toEqual(utcDate('2025-10-01'));
  });

  it('states when the report was generated', () => {
    expect(summary.getCell('A2').value).toBe('Generated on');
    expect(summary.getCell('B2').value).toEqual(utcDate(TODAY));
    expect(summary.getCell('B2').type).toBe(ExcelJS.ValueType.Date);
  });
});

describe('buildReportWorkbook: edge cases', () => {
  it('builds a valid empty register', async () => {
    const emptyBuffer = await buildReportWorkbook([], OPTIONS);
    const empty = await loadWorkbook(emptyBuffer);
    const emptyRegister = sheet(empty, 'Equipment Register');
    expect(emptyRegister.rowCount).toBe(1);
    expect(emptyRegister.autoFilter).toBe('A1:M1');
    // exceljs reads a cached 0 back as no result, so check the stored cell itself.
    expect(readXlsxPart(emptyBuffer, 'xl/worksheets/sheet3.xml')).toMatch(
      /<c r="B12"[^>]*><f>COUNTA\(&apos;Equipment Register&apos;!\$M:\$M\)-1<\/f><v>0<\/v><\/c>/,
    );
  });

  it('escapes characters XML cannot carry instead of corrupting the file', async () => {
    const broken = await buildReportWorkbook(
      [
        {
          sourceFile: 'weird.pdf',
          extraction: extraction([instrument({ equipmentName: 'Gauge\u0000\u0007 \ud800X' })]),
        },
      ],
      OPTIONS,
    );
    const reread = await loadWorkbook(broken);
    expect(sheet(reread, 'Equipment Register').getCell('B2').value).toBe(
      'Gauge\ufffd\ufffd \ufffdX',
    );
  });
});
