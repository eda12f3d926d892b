import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_COLUMNS } from '../../../src/excel/register-columns.js';
import {
  buildTemplateWorkbook,
  templateFileName,
  type TemplateKind,
} from '../../../src/excel/templates/build-template.js';
import { TEMPLATE_IDS } from '../../../src/shared/templates.js';
import { readXlsxPart } from '../../helpers/xlsx-parts.js';
import {
  conditionalFormats,
  formulaOf,
  loadWorkbook,
  noteText,
  sheet,
  utcDate,
} from './workbook-reader.js';

const TODAY = '2026-03-10';
const KINDS: TemplateKind[] = [...TEMPLATE_IDS, 'manual'];
const SAMPLE_FILL = 'FFFFF4CC';

const buffers = new Map<TemplateKind, Buffer>();
const workbooks = new Map<TemplateKind, ExcelJS.Workbook>();

beforeAll(async () => {
  for (const kind of KINDS) {
    const buffer = await buildTemplateWorkbook(kind, { today: TODAY });
    buffers.set(kind, buffer);
    workbooks.set(kind, await loadWorkbook(buffer));
  }
});

function workbookOf(kind: TemplateKind): ExcelJS.Workbook {
  const workbook = workbooks.get(kind);
  if (!workbook) throw new Error(`not built: ${kind}`);
  return workbook;
}

function headers(worksheet: ExcelJS.Worksheet, row = 1): string[] {
  return (worksheet.getRow(row).values as unknown[]).filter(
    (value): value is string => typeof value === 'string',
  );
}

function columnOf(worksheet: ExcelJS.Worksheet, header: string, row = 1): string {
  const values = worksheet.getRow(row).values as unknown[];
  const index = values.indexOf(header);
  if (index < 1) throw new Error(`no column ${header}`);
  return worksheet.getColumn(index).letter;
}

function isSample(cell: ExcelJS.Cell): boolean {
  return (cell.fill as ExcelJS.FillPattern | undefined)?.fgColor?.argb === SAMPLE_FILL;
}

describe.each(KINDS)('template %s', (kind) => {
  it('is a workbook with instructions, document properties and live recalculation', () => {
    const workbook = workbookOf(kind);
    const instructions = sheet(workbook, 'Instructions');
    expect(String(instructions.getCell('A1').value)).toMatch(/Template/);
    expect(workbook.creator).toBe('CertSheet');
    expect(workbook.created).toEqual(utcDate(TODAY));
    expect(readXlsxPart(buffers.get(kind) as Buffer, 'xl/workbook.xml')).toContain(
      'fullCalcOnLoad="1"',
    );
  });

  it('has a print setup on its main sheet', () => {
    const main = workbookOf(kind).worksheets[0] as ExcelJS.Worksheet;
    expect(main.pageSetup.fitToPage).toBe(true);
    expect(main.headerFooter.oddFooter).toContain('Page &P of &N');
  });

  it('colours due status with rules that follow TODAY()', () => {
    const main = workbookOf(kind).worksheets[0] as ExcelJS.Worksheet;
    const formulas = conditionalFormats(main).flatMap((format) =>
      format.rules.map((rule) => (rule as ExcelJS.ExpressionRuleType).formulae?.[0] ?? ''),
    );
    expect(formulas.some((formula) => /<TODAY\(\)/.test(formula))).toBe(true);
  });

  it('is offered under its SPEC file name', () => {
    expect(templateFileName(kind)).toMatch(/^[A-Z][A-Za-z_]+\.xlsx$/);
  });
});

describe('table templates: prepared rows, samples, dropdowns', () => {
  const TABLES: Array<{
    kind: TemplateKind;
    headerRow: number;
    dropdowns: Record<string, string>;
    days: string;
    status: string;
  }> = [
    {
      kind: 'calibration-record',
      headerRow: 1,
      dropdowns: {
        Result: '"Pass,Fail,Limited,Indeterminate"',
        'Frequency (months)': '"1,3,6,12,24,36"',
      },
      days: 'Days Until Due',
      status: 'Status',
    },
    {
      kind: 'equipment-inventory',
      headerRow: 1,
      dropdowns: {
        'Equipment Status': '"Active,In Repair,Out of Service,Retired"',
        'Calibration Frequency (months)': '"1,3,6,12,24,36"',
      },
      days: 'Days Until Due',
      status: 'Calibration Status',
    },
    {
      kind: 'calibration-schedule',
      headerRow: 4,
      dropdowns: { 'Frequency (months)': '"1,3,6,12,24,36"' },
      days: 'Days Until Due',
      status: 'Status',
    },
    {
      kind: 'cost-tracking',
      headerRow: 2,
      dropdowns: { 'Service Type': '"Calibration,Repair,Adjustment,Verification,Other"' },
      days: 'Days Until Due',
      status: 'Status',
    },
    {
      kind: 'manual',
      headerRow: 1,
      dropdowns: { Result: '"Pass,Fail,Limited,Indeterminate"' },
      days: 'Days Until Due',
      status: 'Status',
    },
  ];

  it.each(TABLES)('$kind: 200 prepared rows carry formulas and dropdowns', (table) => {
    const main = workbookOf(table.kind).worksheets[0] as ExcelJS.Worksheet;
    const lastRow = table.headerRow + 200;
    const days = main.getCell(`${columnOf(main, table.days, table.headerRow)}${lastRow}`);
    expect(formulaOf(days).formula).toMatch(/-TODAY\(\),""\)$/);
    const status = main.getCell(`${columnOf(main, table.status, table.headerRow)}${lastRow}`);
    expect(formulaOf(status).formula).toContain('"Due Soon"');
    for (const [header, list] of Object.entries(table.dropdowns)) {
      const column = columnOf(main, header, table.headerRow);
      for (const row of [table.headerRow + 1, lastRow]) {
        expect(main.getCell(`${column}${row}`).dataValidation).toMatchObject({
          type: 'list',
          formulae: [list],
          showErrorMessage: true,
        });
      }
    }
    expect(main.views[0]).toMatchObject({ state: 'frozen' });
    expect(main.autoFilter).toMatch(new RegExp(`^A${table.headerRow}:[A-Z]+${lastRow}$`));
  });

  it.each(TABLES)('$kind: sample rows are marked and compute like real rows', (table) => {
    const main = workbookOf(table.kind).worksheets[0] as ExcelJS.Worksheet;
    const firstData = main.getRow(table.headerRow + 1);
    expect(String(firstData.getCell(1).value)).toMatch(/^SAMPLE-/);
    expect(isSample(firstData.getCell(1))).toBe(true);
    expect(noteText(firstData.getCell(1))).toMatch(/Sample row/);
    const status = formulaOf(firstData.getCell(columnOf(main, table.status, table.headerRow)));
    expect(['Current', 'Due Soon', 'Overdue']).toContain(status.result);
    const emptyRow = main.getRow(table.headerRow + 150);
    expect(emptyRow.getCell(1).value).toBeNull();
    expect(isSample(emptyRow.getCell(1))).toBe(false);
  });

  it('samples show every status on the day of download', () => {
    const record = sheet(workbookOf('calibration-record'), 'Calibration Record');
    const statuses = new Set<unknown>();
    for (let row = 2; row <= 7; row += 1) statuses.add(formulaOf(record.getCell(`I${row}`)).result);
    expect(statuses).toEqual(new Set(['Current', 'Due Soon', 'Overdue']));
  });

  it('writes date inputs as dates with a date validation', () => {
    const inventory = sheet(workbookOf('equipment-inventory'), 'Equipment Inventory');
    const last = inventory.getCell('I2');
    expect(last.type).toBe(ExcelJS.ValueType.Date);
    expect(last.numFmt).toBe('yyyy-mm-dd');
    expect(inventory.getCell('I200').dataValidation).toMatchObject({ type: 'date' });
    expect(formulaOf(inventory.getCell('J2')).formula).toBe(
      'IF(AND(ISNUMBER(I2),ISNUMBER(H2)),EDATE(I2,H2),"")',
    );
  });

  it('keeps identifiers text: a serial -0042 is not a number', () => {
    const inventory = sheet(workbookOf('equipment-inventory'), 'Equipment Inventory');
    const serial = inventory.getCell('E4');
    expect(serial.value).toBe('-0042');
    expect(serial.numFmt).toBe('@');
    expect(inventory.getCell('E100').numFmt).toBe('@');
  });
});

describe('equipment-inventory', () => {
  it('has exactly 12 tracking fields', () => {
    const inventory = sheet(workbookOf('equipment-inventory'), 'Equipment Inventory');
    expect(headers(inventory)).toEqual([
      'Equipment ID',
      'Equipment Name',
      'Manufacturer',
      'Model',
      'Serial #',
      'Location',
      'Equipment Status',
      'Calibration Frequency (months)',
      'Last Calibration Date',
      'Next Due Date',
      'Days Until Due',
      'Calibration Status',
    ]);
  });
});

describe('calibration-record', () => {
  it('records thermometer readings with a calculated error', () => {
    const record = sheet(workbookOf('calibration-record'), 'Calibration Record');
    expect(record.getCell('B2').value).toBe('Digital Thermometer');
    expect(String(record.getCell('K1').value)).toContain('°C');
    const error = formulaOf(record.getCell('N2'));
    expect(error.formula).toBe('IF(AND(ISNUMBER(M2),ISNUMBER(L2)),M2-L2,"")');
    expect(error.result).toBeCloseTo(0.08, 6);
  });
});

describe('calibration-schedule', () => {
  const schedule = () => sheet(workbookOf('calibration-schedule'), 'Calibration Schedule');

  it('draws 12 months from a start month the user can change', () => {
    const start = schedule().getCell('B2');
    expect(start.value).toEqual(utcDate('2026-03-01'));
    const first = formulaOf(schedule().getCell('I4'));
    expect(first.formula).toBe('DATE(YEAR($B$2),MONTH($B$2)+0,1)');
    expect(first.result).toEqual(utcDate('2026-03-01'));
    const last = formulaOf(schedule().getCell('T4'));
    expect(last.formula).toBe('DATE(YEAR($B$2),MONTH($B$2)+11,1)');
    expect(last.result).toEqual(utcDate('2027-02-01'));
  });

  it('marks DUE in every month a calibration falls, by formula', () => {
    // SAMPLE-BAL-01: quarterly, next due 20 days after 2026-03-10 → 2026-03-30: Mar, Jun, Sep, Dec.
    const row = schedule().getRow(5);
    expect(row.getCell('A').value).toBe('SAMPLE-BAL-01');
    const marks = ['I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T'].map(
      (column) => formulaOf(row.getCell(column)).result ?? '',
    );
    expect(marks).toEqual(['DUE', '', '', 'DUE', '', '', 'DUE', '', '', 'DUE', '', '']);
    expect(formulaOf(row.getCell('I')).formula).toBe(
      'IF(ISNUMBER($F5),IF(ISNUMBER($D5),IF(AND(((YEAR(I$4)-YEAR($F5))*12+MONTH(I$4)-MONTH($F5))>=0,' +
        'MOD(((YEAR(I$4)-YEAR($F5))*12+MONTH(I$4)-MONTH($F5)),MAX(1,$D5))=0),"DUE",""),' +
        'IF(((YEAR(I$4)-YEAR($F5))*12+MONTH(I$4)-MONTH($F5))=0,"DUE","")),"")',
    );
    expect(formulaOf(schedule().getCell('I3'))).toEqual({
      formula: 'COUNTIF(I5:I204,"DUE")',
      result: 1,
    });
  });
});

describe('cost-tracking', () => {
  it('totals per row, per instrument and over the filtered rows', () => {
    const costs = sheet(workbookOf('cost-tracking'), 'Cost Tracking');
    expect(formulaOf(costs.getCell('N3'))).toEqual({
      formula: 'IF(COUNT(K3:M3)=0,"",SUM(K3:M3))',
      result: 97.5,
    });
    expect(formulaOf(costs.getCell('O3'))).toEqual({
      formula: 'IF(A3="","",SUMIF($A$3:$A$202,A3,$N$3:$N$202))',
      result: 174,
    });
    expect(formulaOf(costs.getCell('N1'))).toEqual({
      formula: 'SUBTOTAL(109,N3:N202)',
      result: 314,
    });
    expect(costs.getCell('K3').numFmt).toBe('"$"#,##0.00');
  });

  it('summarises costs by service type', () => {
    const summary = sheet(workbookOf('cost-tracking'), 'Cost Summary');
    expect(summary.getCell('A5').value).toBe('Calibration');
    expect(formulaOf(summary.getCell('C5'))).toEqual({
      formula: `SUMIF('Cost Tracking'!$E$3:$E$202,"Calibration",'Cost Tracking'!$N$3:$N$202)`,
      result: 237.5,
    });
    expect(formulaOf(summary.getCell('C10')).result).toBe(314);
    expect(formulaOf(summary.getCell('C12')).result).toBe(157);
  });
});

describe('calibration-certificate', () => {
  it('is a form with live due date, status and point results', () => {
    const form = sheet(workbookOf('calibration-certificate'), 'Certificate');
    expect(form.getCell('A1').value).toBe('CALIBRATION CERTIFICATE');
    expect(form.getCell('A21').value).toBe('Calibration Date');
    expect(formulaOf(form.getCell('B23'))).toEqual({
      formula: 'IF(AND(ISNUMBER(B21),ISNUMBER(B22)),EDATE(B21,B22),"")',
      result: utcDate('2027-03-03'),
    });
    expect(formulaOf(form.getCell('B25')).result).toBe('Current');
    expect(form.getCell('B29').dataValidation).toMatchObject({
      type: 'list',
      formulae: ['"Pass,Fail,Limited,Indeterminate"'],
    });
    expect(formulaOf(form.getCell('G38'))).toEqual({
      formula: 'IF(AND(ISNUMBER(E38),ISNUMBER(F38)),IF(ABS(E38)<=F38,"Pass","Fail"),"")',
      result: 'Pass',
    });
    expect(form.pageSetup).toMatchObject({ orientation: 'portrait', fitToHeight: 1 });
  });
});

describe('manual template', () => {
  it('has exactly the report register columns', () => {
    const register = sheet(workbookOf('manual'), 'Equipment Register');
    expect(headers(register)).toEqual(REGISTER_COLUMNS.map((column) => column.header));
  });
});
