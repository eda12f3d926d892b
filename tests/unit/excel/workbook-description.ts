/**
 * Everything a user can see in a generated workbook, as plain JSON: per sheet its settings
 * (tab colour, frozen panes, print setup, header/footer, filter), columns, conditional formats,
 * data validation, merges and every cell's value, formula, cached result, style and note; per
 * workbook the sheet order, recalculation flag, defined names (print titles) and document
 * properties. Read back with exceljs and from the xlsx parts, so it compares what a spreadsheet
 * shows, not how the XML happens to be laid out (shared vs inline strings, style ids, attribute
 * order, the optional <dimension> element).
 */
import type ExcelJS from 'exceljs';
import { readXlsxPart, xlsxPartNames } from '../../helpers/xlsx-parts.js';
import { conditionalFormats, loadWorkbook, noteText } from './workbook-reader.js';

/** Drops undefined members and sorts keys, so two descriptions compare by content only. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, member]) => member !== undefined)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, member]) => [key, plain(member)]),
    );
  }
  return value;
}

/** One compact line per cell, so a change shows as a one-line diff. */
function describeCell(cell: ExcelJS.Cell): string {
  const value = cell.value as unknown;
  const formula =
    value && typeof value === 'object' && 'formula' in value
      ? (value as ExcelJS.CellFormulaValue)
      : null;
  return JSON.stringify(
    plain({
      address: cell.address,
      type: cell.type,
      value: formula ? undefined : value,
      formula: formula?.formula,
      result: formula ? (formula.result ?? null) : undefined,
      numFmt: cell.numFmt,
      font: cell.font,
      fill: cell.fill,
      alignment: cell.alignment,
      border: cell.border,
      protection: cell.protection,
      note: noteText(cell),
    }),
  );
}

function describeSheet(worksheet: ExcelJS.Worksheet) {
  const rows: unknown[] = [];
  worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: unknown[] = [];
    row.eachCell({ includeEmpty: true }, (cell) => cells.push(describeCell(cell)));
    rows.push({ rowNumber, height: row.height, hidden: row.hidden, cells });
  });
  const columns = (worksheet.columns ?? []).map((column) =>
    JSON.stringify(
      plain({
        number: column.number,
        width: column.width,
        hidden: column.hidden,
        style: column.style,
      }),
    ),
  );
  const model = worksheet.model as unknown as { merges?: string[] };
  return {
    name: worksheet.name,
    state: worksheet.state,
    properties: worksheet.properties,
    views: worksheet.views,
    pageSetup: worksheet.pageSetup,
    headerFooter: worksheet.headerFooter,
    autoFilter: worksheet.autoFilter,
    columns,
    merges: model.merges ?? [],
    conditionalFormats: conditionalFormats(worksheet),
    dataValidations: (worksheet as unknown as { dataValidations: { model: unknown } })
      .dataValidations.model,
    rows,
  };
}

/** Text of each `<tag>` in `xml` (document properties). */
function elementTexts(xml: string, tags: string[]): Record<string, string | null> {
  return Object.fromEntries(
    tags.map((tag) => [tag, new RegExp(`<${tag}[^>]*>([^<]*)</${tag}>`).exec(xml)?.[1] ?? null]),
  );
}

/** Attributes of an element, sorted, e.g. calcPr. */
function attributes(xml: string, tag: string): Record<string, string> | null {
  const element = new RegExp(`<${tag}\\s([^>]*?)/?>`).exec(xml)?.[1];
  if (element === undefined) return null;
  return Object.fromEntries(
    [...element.matchAll(/([\w:]+)="([^"]*)"/g)]
      .map((match) => [match[1]!, match[2]!] as const)
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

export async function describeWorkbook(buffer: Buffer): Promise<unknown> {
  const workbookXml = readXlsxPart(buffer, 'xl/workbook.xml');
  const definedNames = [...workbookXml.matchAll(/<definedName\s([^>]*)>([^<]*)<\/definedName>/g)]
    .map((match) => `${match[1]} => ${match[2]}`)
    .sort();
  const workbook = await loadWorkbook(buffer);
  return plain({
    // Leading '/' is how some zip writers spell a root path; the part is the same.
    // Folder entries ('xl/') are optional in a zip and not parts.
    parts: xlsxPartNames(buffer)
      .map((name) => name.replace(/^\//, ''))
      .filter((name) => !name.endsWith('/'))
      .sort(),
    calcPr: attributes(workbookXml, 'calcPr'),
    definedNames,
    core: elementTexts(readXlsxPart(buffer, 'docProps/core.xml'), [
      'dc:title',
      'dc:subject',
      'dc:creator',
      'cp:keywords',
      'cp:lastModifiedBy',
      'dcterms:created',
      'dcterms:modified',
    ]),
    app: elementTexts(readXlsxPart(buffer, 'docProps/app.xml'), ['Company', 'Application']),
    sheets: workbook.worksheets.map(describeSheet),
  });
}
