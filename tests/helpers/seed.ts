/**
 * Seeding stored conversions directly, for tests about payments, access and analytics that do
 * not need a PDF parsed (conversion itself is covered with real PDFs elsewhere).
 */
import { randomBytes } from 'node:crypto';
import {
  emptyInstrumentFields,
  type Extraction,
  type InstrumentFields,
} from '../../src/shared/extraction.js';
import type { Db } from '../../src/server/db/database.js';
import { conversions } from '../../src/server/db/schema.js';

export function sampleExtraction(fields: Partial<InstrumentFields> = {}): Extraction {
  const instrument = {
    ...emptyInstrumentFields(),
    equipmentName: 'Digital Multimeter',
    manufacturer: 'Fluke',
    model: '87V',
    serialNumber: 'SN-1001',
    calibrationDate: '2026-01-10',
    dueDate: '2027-01-10',
    certificateNumber: 'C-1',
    ...fields,
  };
  return {
    fields: instrument,
    items: [instrument],
    confidence: { serialNumber: 'high', calibrationDate: 'high' },
    sources: {},
    method: 'pattern',
    text: 'Certificate of Calibration',
    pageCount: 1,
    language: 'en',
    warnings: [],
  };
}

export interface SeedConversion {
  userId?: string | null;
  visitorId?: string | null;
  success?: boolean;
  createdAt?: Date;
  fields?: Partial<InstrumentFields>;
  processingTimeMs?: number;
  fileSizeBytes?: number;
  extractionMethod?: 'pattern' | 'ocr' | 'ai';
  dataPointsExtracted?: number;
  expiresAt?: Date | null;
  filename?: string;
}

export async function seedConversion(db: Db, seed: SeedConversion = {}) {
  const extraction = sampleExtraction(seed.fields);
  const success = seed.success ?? true;
  const [row] = await db
    .insert(conversions)
    .values({
      id: randomBytes(12).toString('base64url'),
      userId: seed.userId ?? null,
      visitorId: seed.visitorId ?? null,
      filename: seed.filename ?? 'certificate.pdf',
      createdAt: seed.createdAt ?? new Date(),
      success,
      errorType: success ? null : 'EXTRACTION_FAILED',
      extraction: success ? extraction : null,
      dataPointsExtracted: seed.dataPointsExtracted ?? (success ? 7 : 0),
      processingTimeMs: seed.processingTimeMs ?? 1000,
      extractionMethod: seed.extractionMethod ?? 'pattern',
      fileSizeBytes: seed.fileSizeBytes ?? 50_000,
      equipmentName: success ? extraction.fields.equipmentName : null,
      manufacturer: success ? extraction.fields.manufacturer : null,
      dueDate: success ? extraction.fields.dueDate : null,
      expiresAt: seed.expiresAt ?? null,
    })
    .returning();
  if (!row) throw new Error('seed insert failed');
  return row;
}
