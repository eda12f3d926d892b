import type { SessionDataResponse } from '@shared/api';
import type { DueDateOrigin } from '@shared/due-date';
import type { StoredConversionResult } from '@/lib/conversion-results-storage';

/** A file the visitor has paid for, as the post-payment view lists it. */
export interface PaidFile {
  conversionId: string;
  filename: string;
  downloadUrl: string;
  /** The file's state from the server ('Ready'), when known. */
  fileStatus: string | null;
  equipment: string | null;
  dueDate: string | null;
  dueDateOrigin: DueDateOrigin;
  dueDateIntervalMonths: number | null;
  /** Compliance status (Current / Due Soon / Overdue), when the dialog saved it. */
  complianceStatus: string | null;
}

export function fromStored(result: StoredConversionResult): PaidFile {
  return {
    conversionId: result.conversionId,
    filename: result.filename,
    downloadUrl: result.downloadUrl,
    fileStatus: null,
    equipment: result.equipment,
    dueDate: result.dueDate,
    dueDateOrigin: result.dueDateOrigin ?? (result.dueDate ? 'certificate' : 'none'),
    dueDateIntervalMonths: result.dueDateIntervalMonths ?? null,
    complianceStatus: result.status,
  };
}

type SessionFiles = Extract<SessionDataResponse, { success: true }>['files'];

export function fromSession(files: SessionFiles): PaidFile[] {
  return files.map((file) => ({
    conversionId: file.conversionId,
    filename: file.filename,
    downloadUrl: file.downloadUrl,
    fileStatus: file.status,
    equipment: null,
    dueDate: null,
    dueDateOrigin: 'none',
    dueDateIntervalMonths: null,
    complianceStatus: null,
  }));
}

/** Stored results enriched with the server's file status where the server knows the file. */
export function mergeFiles(stored: PaidFile[], session: SessionFiles | null): PaidFile[] {
  if (!session) return stored;
  const byId = new Map(session.map((file) => [file.conversionId, file]));
  return stored.map((file) => {
    const known = byId.get(file.conversionId);
    return known ? { ...file, fileStatus: known.status, filename: known.filename } : file;
  });
}
