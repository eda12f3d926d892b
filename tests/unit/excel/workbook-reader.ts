/** Test helpers: open a generated workbook with exceljs, find rows and read formula cells. */
import ExcelJS from 'exceljs';

export async function loadWorkbook(buffer: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
}

export function sheet(workbook: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const found = workbook.getWorksheet(name);
  if (!found) throw new Error(`no sheet named ${name}`);
  return found;
}

export function formulaOf(cell: ExcelJS.Cell): { formula: string; result: unknown } {
  const value = cell.value as ExcelJS.CellFormulaValue | null;
  if (!value || typeof value !== 'object' || !('formula' in value)) {
    throw new Error(`${cell.address} holds no formula: ${JSON.stringify(cell.value)}`);
  }
  return { formula: value.formula, result: value.result };
}

/** Row numbers whose column `column` holds `text`. */
export function rowsWhere(worksheet: ExcelJS.Worksheet, column: string, text: string): number[] {
  const rows: number[] = [];
  worksheet.getColumn(column).eachCell((cell, rowNumber) => {
    if (cell.value === text) rows.push(rowNumber);
  });
  return rows;
}

export function noteText(cell: ExcelJS.Cell): string | undefined {
  const note = cell.note as string | { texts?: Array<{ text: string }> } | undefined;
  if (note === undefined || typeof note === 'string') return note;
  return note.texts?.map((part) => part.text).join('');
}

export function utcDate(iso: string): Date {
  return new Date(`${iso}T00:00:00.000Z`);
}

/** The sheet's conditional formats as exceljs reads them (not in its type definitions). */
export function conditionalFormats(
  worksheet: ExcelJS.Worksheet,
): ExcelJS.ConditionalFormattingOptions[] {
  return (
    worksheet as unknown as { conditionalFormattings: ExcelJS.ConditionalFormattingOptions[] }
  ).conditionalFormattings;
}
