/** What the report builder is given: one entry per certificate file, and the register settings. */
import type { Corrections } from '../../shared/corrections.js';
import type { LabRecord } from '../../shared/directory.js';
import type { Extraction } from '../../shared/extraction.js';

export interface ReportEntry {
  /** The uploaded file's name, shown in the Source File column. */
  sourceFile: string;
  /** Null for a rejected file. */
  extraction: Extraction | null;
  corrections?: Corrections;
  /** Why the file was rejected; such an entry has no register row, only a Details line. */
  error?: { errorType: string; message: string };
}

export interface ReportOptions {
  /** ISO date the report is generated; cached Days Until Due / Status are as of this day. */
  today: string;
  /** Width of the Due Soon window in days (DUE_SOON_DAYS). */
  dueSoonDays: number;
  /** Months added to the calibration date when a certificate states neither due date nor interval. */
  defaultIntervalMonths: number;
  /** Shown as the document's last-modified-by; default 'CertSheet'. */
  generatedBy?: string;
  /**
   * The published lab directory: with it the Details sheet checks each certificate's
   * accreditation against it (found and valid until / expired / not in the directory).
   */
  labDirectory?: readonly LabRecord[];
}
