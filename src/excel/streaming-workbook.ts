/**
 * A workbook written as it is built: exceljs's streaming WorkbookWriter, for the registers of
 * thousands of rows. A row's XML is produced when the row is committed (the register builders
 * commit each row once it is filled), never as one model and one string of the whole sheet, and
 * the zip is deflated by Node's zlib (archiver) rather than pako — together about half the CPU
 * time and garbage of `workbook.xlsx.writeBuffer` (docs/performance.md, section 3).
 *
 * The writer leaves out three things the in-memory workbook writes, which this adds back: the
 * recalculate-on-load flag (TODAY()-based days and status stay current), the Company property and
 * each sheet's print options (centred on the page).
 * A sheet's view, print setup and tab colour must be given to `addWorksheet` (the writer puts them
 * at the top of the sheet's XML as soon as the sheet is created); rows may be filled in any order
 * until the sheet is committed, and columns must have their widths before the first row is
 * committed.
 */
import { createRequire } from 'node:module';
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { createWorkbook, type WorkbookIdentity } from './workbook.js';

const require = createRequire(import.meta.url);

interface Xform {
  prepare?(model: unknown): void;
  toXml(model: unknown): string;
}
type XformClass = new () => Xform;
const WorkbookXform = require('exceljs/lib/xlsx/xform/book/workbook-xform.js') as XformClass;
const AppXform = require('exceljs/lib/xlsx/xform/core/app-xform.js') as XformClass;
const PrintOptionsXform =
  require('exceljs/lib/xlsx/xform/sheet/print-options-xform.js') as XformClass;

/** The parts of exceljs's WorkbookWriter this subclass writes itself (not in its typings). */
interface WriterInternals {
  zip: { append(data: string, options: { name: string }): void };
  _worksheets: Array<unknown>;
  _definedNames: { model: unknown };
  views: unknown[];
  company?: string;
  calcProperties?: object;
}

/** The parts of exceljs's WorksheetWriter used to add `<printOptions>` (not in its typings). */
interface SheetWriterInternals {
  pageSetup: Partial<ExcelJS.PageSetup>;
  stream: { write(xml: string): void };
  _writePageMargins(): void;
}

/**
 * exceljs's sheet writer drops `<printOptions>` (e.g. "center on page"), which the in-memory
 * writer derives from the page setup. It belongs right before `<pageMargins>` in the sheet XML.
 */
function writePrintOptions(sheet: ExcelJS.Worksheet): void {
  const writer = sheet as unknown as SheetWriterInternals;
  const writeMargins = writer._writePageMargins.bind(writer);
  writer._writePageMargins = () => {
    const { pageSetup } = writer;
    writer.stream.write(
      new PrintOptionsXform().toXml({
        showRowColHeaders: pageSetup.showRowColHeaders,
        showGridLines: pageSetup.showGridLines,
        horizontalCentered: pageSetup.horizontalCentered,
        verticalCentered: pageSetup.verticalCentered,
      }),
    );
    writeMargins();
  };
}

class RegisterWorkbookWriter extends ExcelJS.stream.xlsx.WorkbookWriter {
  override addWorksheet(
    name?: string,
    options?: Partial<ExcelJS.AddWorksheetOptions>,
  ): ExcelJS.Worksheet {
    const sheet = super.addWorksheet(name, options);
    writePrintOptions(sheet);
    return sheet;
  }

  /** As exceljs's own, plus the workbook's `calcProperties` (fullCalcOnLoad), which it drops. */
  override addWorkbook(): Promise<void> {
    const self = this as unknown as WriterInternals;
    const model = {
      worksheets: self._worksheets.filter(Boolean),
      definedNames: self._definedNames.model,
      views: self.views,
      properties: {},
      calcProperties: self.calcProperties ?? {},
    };
    const xform = new WorkbookXform();
    xform.prepare?.(model);
    self.zip.append(xform.toXml(model), { name: 'xl/workbook.xml' });
    return Promise.resolve();
  }

  /** As exceljs's own, plus the Company property. */
  override addApp(): Promise<void> {
    const self = this as unknown as WriterInternals;
    const model = { worksheets: self._worksheets.filter(Boolean), company: self.company };
    self.zip.append(new AppXform().toXml(model), { name: 'docProps/app.xml' });
    return Promise.resolve();
  }
}

/**
 * Builds a workbook with `addSheets` and returns its xlsx bytes. If building fails, the zip being
 * written is abandoned (archiver aborted) and the error is passed on.
 */
export async function writeStreamingWorkbook(
  identity: WorkbookIdentity,
  addSheets: (workbook: ExcelJS.Workbook) => void,
): Promise<Buffer> {
  // Checked before any stream is opened: a bad "today" is the caller's error.
  const workbook = createWorkbook(identity);
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const writer = new RegisterWorkbookWriter({
    stream: sink,
    useStyles: true,
    // Text as shared strings, as the in-memory writer does (and a smaller file).
    useSharedStrings: true,
    // Level 1: sheet XML is very repetitive; the file is slightly larger for far less CPU.
    zip: { zlib: { level: 1 } },
  });
  const streamed = writer as unknown as ExcelJS.Workbook;
  copyIdentity(workbook, streamed);
  try {
    addSheets(streamed);
  } catch (error) {
    (writer as unknown as { zip: { abort(): void } }).zip.abort();
    throw error;
  }
  await writer.commit();
  return Buffer.concat(chunks);
}

/** The document properties and calculation settings createWorkbook set, onto the writer. */
function copyIdentity(from: ExcelJS.Workbook, to: ExcelJS.Workbook): void {
  to.creator = from.creator;
  to.lastModifiedBy = from.lastModifiedBy;
  to.title = from.title;
  to.subject = from.subject;
  to.company = from.company;
  to.keywords = from.keywords;
  to.created = from.created;
  to.modified = from.modified;
  to.calcProperties = { ...from.calcProperties };
}
