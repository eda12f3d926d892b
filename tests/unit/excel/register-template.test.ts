/**
 * registerTemplate, the recipe every template follows: what a recipe produces in the saved
 * workbook, read back with exceljs. (templates.test.ts checks each real template's content.)
 */
import { describe, expect, it } from 'vitest';
import { registerTemplate } from '../../../src/excel/templates/register-template.js';
import type { TemplateColumn } from '../../../src/excel/templates/template-table.js';
import { createWorkbook, workbookToBuffer } from '../../../src/excel/workbook.js';
import { conditionalFormats, loadWorkbook, sheet } from './workbook-reader.js';

const OPTIONS = { today: '2026-03-10', dueSoonDays: 30 };

type Key = 'name' | 'due' | 'days' | 'status';
const COLUMNS: Array<TemplateColumn<Key>> = [
  { key: 'name', header: 'Name', kind: 'text' },
  { key: 'due', header: 'Due', kind: 'date' },
  { key: 'days', header: 'Days', kind: 'days', formula: (row, col) => `${col('due')}${row}` },
  { key: 'status', header: 'Status', kind: 'formula-text', formula: () => '""' },
];

async function saved(build: (workbook: ReturnType<typeof createWorkbook>) => void) {
  const workbook = createWorkbook({ title: 'T', subject: 'S', today: OPTIONS.today });
  build(workbook);
  return loadWorkbook(await workbookToBuffer(workbook));
}

describe('registerTemplate', () => {
  it('writes a table sheet, its extra sheets, then the Instructions, printed landscape', async () => {
    const workbook = await saved((book) =>
      registerTemplate(book, OPTIONS, {
        sheetName: 'Data',
        tabColor: 'FF123456',
        printTitle: 'Data Print',
        table: { columns: COLUMNS, samples: [{ name: 'x' }], headerRow: 3, dataRows: 10 },
        dueColumns: { dueDate: 'due', days: 'days', status: 'status' },
        extend: (data) => {
          data.getCell('A1').value = 'Above the table';
        },
        addSheets: (book, layout) => {
          book.addWorksheet('Summary').getCell('A1').value = layout.lastDataRow;
        },
        instructions: {
          title: 'How',
          purpose: 'Why',
          steps: ['One'],
          columns: (column) => `About ${column.header}`,
        },
      }),
    );
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Data', 'Summary', 'Instructions']);
    const data = sheet(workbook, 'Data');
    expect(data.properties.tabColor).toEqual({ argb: 'FF123456' });
    expect(data.getCell('A1').value).toBe('Above the table');
    expect(data.getCell('A3').value).toBe('Name');
    expect(sheet(workbook, 'Summary').getCell('A1').value).toBe(13);
    expect(data.pageSetup.orientation).toBe('landscape');
    expect(data.pageSetup.printTitlesRow).toBe('3:3');
    expect(data.headerFooter.oddHeader).toContain('Data Print');
    expect(conditionalFormats(data).map((format) => format.ref)).toEqual(['C4:D13']);
    expect(
      conditionalFormats(data)[0]!.rules.map((rule) => ('formulae' in rule ? rule.formulae : [])),
    ).toContainEqual(['AND(ISNUMBER($B4),$B4<TODAY())']);
    const instructions = sheet(workbook, 'Instructions');
    const described = instructions
      .getSheetValues()
      .flatMap((row) => (Array.isArray(row) ? [row[2]] : []))
      .filter((value) => typeof value === 'string' && value.startsWith('About '));
    expect(described).toEqual(['About Name', 'About Due', 'About Days', 'About Status']);
  });

  it('writes a form sheet printed portrait on one page, with the Instructions rows given', async () => {
    const workbook = await saved((book) =>
      registerTemplate(book, OPTIONS, {
        sheetName: 'Form',
        printTitle: 'Form Print',
        form: (form) => {
          form.getCell('A1').value = 'FORM';
        },
        instructions: {
          title: 'How',
          purpose: 'Why',
          steps: ['One'],
          columns: [['Section', 'What goes there']],
        },
      }),
    );
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Form', 'Instructions']);
    const form = sheet(workbook, 'Form');
    expect(form.getCell('A1').value).toBe('FORM');
    expect(form.pageSetup.orientation).toBe('portrait');
    expect(form.pageSetup.fitToHeight).toBe(1);
    expect(form.pageSetup.printTitlesRow).toBeUndefined();
    const rows = sheet(workbook, 'Instructions').getSheetValues();
    expect(rows.some((row) => Array.isArray(row) && row[2] === 'What goes there')).toBe(true);
  });
});
