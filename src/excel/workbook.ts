/**
 * A new workbook with CertSheet's document properties, set to recalculate on load, and the step
 * that turns it into xlsx bytes. "Today" is given, never read from a clock here.
 */
import ExcelJS from 'exceljs';
import { isoToExcelDate } from './cell-values.js';

export interface WorkbookIdentity {
  title: string;
  subject: string;
  /** ISO date the workbook is generated (document created/modified). */
  today: string;
  /** Who the workbook was made for or by (e.g. a signed-in user's name); default 'CertSheet'. */
  generatedBy?: string;
}

export const CREATOR = 'CertSheet';

export function createWorkbook(identity: WorkbookIdentity): ExcelJS.Workbook {
  const workbook = new ExcelJS.Workbook();
  const created = isoToExcelDate(identity.today);
  if (!created)
    throw new RangeError(`today must be an ISO date (YYYY-MM-DD), got "${identity.today}"`);
  workbook.creator = CREATOR;
  workbook.lastModifiedBy = identity.generatedBy ?? CREATOR;
  workbook.title = identity.title;
  workbook.subject = identity.subject;
  workbook.company = CREATOR;
  workbook.keywords = 'calibration, equipment register, due dates';
  workbook.created = created;
  workbook.modified = created;
  // Excel recomputes every formula on open (TODAY()-based days and status stay current).
  workbook.calcProperties.fullCalcOnLoad = true;
  return workbook;
}

export async function workbookToBuffer(workbook: ExcelJS.Workbook): Promise<Buffer> {
  // exceljs deflates in pure JavaScript; level 1 roughly halves the time of a 5,000-row register
  // for a file only slightly larger (sheet XML is very repetitive).
  const data = await workbook.xlsx.writeBuffer({
    zip: { compression: 'DEFLATE', compressionOptions: { level: 1 } },
  } as ExcelJS.XlsxWriteOptions);
  return Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer);
}
