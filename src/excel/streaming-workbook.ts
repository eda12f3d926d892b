/**
 * A workbook written as it is built: exceljs's streaming WorkbookWriter, for the registers of
 * thousands of rows. Each sheet's XML is produced row by row when the sheet is committed, never as
 * one model and one string of the whole sheet, and the zip is deflated by Node's zlib (archiver)
 * rather than pako — together about half the time and garbage of `workbook.xlsx.writeBuffer`.
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
import { applyIdentity, type WorkbookIdentity } from './workbook.js';

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

export interface StreamingWorkbook {
  workbook: ExcelJS.Workbook;
  /** Commits every sheet not yet committed and returns the xlsx bytes. */
  finish(): Promise<Buffer>;
}

export function createStreamingWorkbook(identity: WorkbookIdentity): StreamingWorkbook {
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
  const workbook = writer as unknown as ExcelJS.Workbook;
  applyIdentity(workbook, identity);
  return {
    workbook,
    async finish() {
      await writer.commit();
      return Buffer.concat(chunks);
    },
  };
}
