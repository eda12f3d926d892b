/**
 * Real certificates (tests/fixtures/real, sources in its README), checked against what a person
 * reads on them with `pdftotext -layout`.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { extractCertificate } from '../../../src/extraction/index.js';
import { createOcrRuntime } from '../../../src/runtime/ocr/ocr-runtime.js';
import type { Extraction } from '../../../src/shared/extraction.js';

// Scanned pages are read as the parser worker reads them: with the OCR runtime.
const ocr = createOcrRuntime();
afterAll(() => ocr.close());

async function read(name: string) {
  const bytes = new Uint8Array(
    readFileSync(new URL(`../../fixtures/real/${name}`, import.meta.url)),
  );
  return extractCertificate(bytes, { today: '2025-06-01', filename: name }, { ocr });
}

async function extraction(name: string): Promise<Extraction> {
  const outcome = await read(name);
  if (!outcome.ok) throw new Error(`${name}: ${outcome.errorType}`);
  return outcome.extraction;
}

describe('NML Philippines force certificates', () => {
  it.each([
    [
      'en_nml-ph_axle-scale_02-2025-FORC-0042.pdf',
      '02-2025-FORC-0042',
      'Intercomp',
      null,
      '1122YL23001',
      'SAVVICE CORPORATION',
    ],
    [
      'en_nml-ph_axle-scale_02-2025-FORC-0040.pdf',
      '02-2025-FORC-0040',
      'Intercomp',
      null,
      '1122YL23003',
      'SAVVICE CORPORATION',
    ],
    [
      'en_nml-ph_axle-scale_01-2025-FORC-0013.pdf',
      '01-2025-FORC-0013',
      'APOLLO',
      'AW565',
      'A386855',
      'TOTAL INNOVATIVE SECURITY SOLUTIONS INC.',
    ],
    [
      'en_nml-ph_axle-scale_01-2025-FORC-0013_print-to-pdf.pdf',
      '01-2025-FORC-0013',
      'APOLLO',
      'AW565',
      'A386856',
      'TOTAL INNOVATIVE SECURITY SOLUTIONS INC.',
    ],
  ])('%s', async (file, certificateNumber, manufacturer, model, serialNumber, customer) => {
    const { fields, confidence } = await extraction(file);
    expect(fields).toMatchObject({
      certificateNumber,
      equipmentName: 'Axle Weighing Scale',
      manufacturer,
      model,
      serialNumber,
      calibrationDate: '2025-02-24',
      dueDate: null,
      customer,
      procedure: 'TP-S3-FORC-02',
    });
    expect(confidence).toMatchObject({ serialNumber: 'high', calibrationDate: 'high' });
  });

  it('reads the tensile testing machines, ignoring the standards table', async () => {
    const older = await extraction('en_nml-ph_tensile-machine_02-2019-FORC-0028.pdf');
    expect(older.fields).toMatchObject({
      certificateNumber: '02-2019-FORC-0028',
      equipmentName: 'Tensile Testing Machine',
      manufacturer: 'Gotech',
      model: 'AI-7000-M',
      serialNumber: 'TC150801739',
      calibrationDate: '2019-03-13',
      customer: 'SYCWIN COATING & WIRES, INC.',
      procedure: 'ISO 7500-1:2018',
      temperature: '(25 ± 2) °C',
      humidity: '(54.5 ± 5) %',
    });
    const newer = await extraction('en_nml-ph_tensile-machine_05-2024-FORC-0173.pdf');
    expect(newer.fields).toMatchObject({
      certificateNumber: '05-2024-FORC-0173',
      manufacturer: 'Go Tester',
      model: 'WTP-301S',
      serialNumber: 'C23080037',
      calibrationDate: '2024-10-01',
    });
    // "HBM/Z4A", "SN 161430192": the lab's load cell, listed under STANDARD USED.
    expect(Object.values(newer.fields)).not.toContain('161430192');
  });
});

describe('PTB bilingual Kalibrierscheine', () => {
  it('reads the 10 g weight', async () => {
    const { fields } = await extraction('de-en_ptb_weight-10g_annotated_PTB-11044-17.pdf');
    expect(fields).toMatchObject({
      certificateNumber: 'PTB - 11044 17',
      equipmentName: '1 Gewichtstück zu 10 g',
      manufacturer: 'Häfner Gewichte GmbH',
      model: null,
      serialNumber: '1040917',
      calibrationDate: '2017-09-20',
      dueDate: null,
      customer: 'Physikalisch-Technische Bundesanstalt',
      calibrationLab: 'Physikalisch-Technische Bundesanstalt',
    });
  });

  it('reads the vacuum gauges, taking the end of a calibration date range', async () => {
    const cdg = await extraction('de-en_ptb_vacuum_capacitance-diaphragm-gauge.pdf');
    expect(cdg.fields).toMatchObject({
      certificateNumber: '75999PTB20',
      equipmentName: 'Capacitance Diaphragm Gauge',
      model: 'A999',
      serialNumber: '99999-999',
      calibrationDate: '2020-08-08',
    });
    const srg = await extraction('de-en_ptb_vacuum_spinning-rotor-gauge.pdf');
    expect(srg.fields).toMatchObject({
      equipmentName: 'Spinning Rotor Gauge (SRG)',
      serialNumber: '99999-998',
      calibrationDate: '2020-06-17',
    });
    expect(srg.pageCount).toBe(4);
  });
});

describe('commercial and template certificates', () => {
  it('reads the backflow test kit, ignoring the test equipment standards', async () => {
    const { fields } = await extraction(
      'en_hardie-industrial_backflow-test-kit_as-found-as-left.pdf',
    );
    expect(fields).toMatchObject({
      equipmentName: 'Backflow Test Kit',
      equipmentId: '14944',
      manufacturer: 'Zurn Wilkens',
      model: 'TG-5',
      serialNumber: '04250384',
      calibrationDate: '2026-03-31',
      dueDate: '2027-03-31',
      technician: 'Jason Reid',
      customer: 'City of London',
      calibrationLab: 'Hardie Industrial Services, Inc.',
      result: null,
    });
  });

  it('refuses the METAS template: its date is a dd.mm.yyyy placeholder', async () => {
    expect(await read('en_metas_ecertificate_template-example.pdf')).toMatchObject({
      ok: false,
      errorType: 'EXTRACTION_FAILED',
    });
  });

  it('reads the outlined-glyph certificate (no text layer) through OCR, one item per instrument', async () => {
    const outcome = await read('en_accusure-india_multi-item_no-text-layer.pdf');
    if (!outcome.ok) throw new Error(outcome.errorType);
    expect(outcome.extraction.method).toBe('ocr');
    expect(outcome.extraction.fields).toMatchObject({
      certificateNumber: 'ACCS-2024-0245786',
      model: 'AccuSure Basic Model',
      calibrationDate: '2024-12-28',
      dueDate: '2025-06-02',
    });
    expect(outcome.extraction.items).toHaveLength(10);
  }, 120_000);
});
