import { describe, expect, it } from 'vitest';
import {
  accreditationCheckLabel,
  checkAccreditation,
} from '../../../src/shared/accreditation-check.js';
import type { LabRecord } from '../../../src/shared/directory.js';
import { buildReportWorkbook } from '../../../src/excel/report.js';
import { extraction, instrument } from '../../helpers/sample-extractions.js';
import { loadWorkbook, sheet } from '../excel/workbook-reader.js';

const lab = (overrides: Partial<LabRecord>): LabRecord => ({
  organizationName: 'Acme Metrology',
  city: 'Tempe',
  state: 'AZ',
  country: 'US',
  location: 'Tempe, AZ',
  accreditationBody: 'A2LA',
  certificateNumber: '4471.02',
  program: 'ISO/IEC 17025 Calibration',
  phone: null,
  website: null,
  source: 'https://example.test/scope.pdf',
  sourceDate: null,
  validTo: '2027-05-31',
  notes: null,
  ...overrides,
});

const LABS = [
  lab({}),
  lab({
    organizationName: 'Old Lab',
    accreditationBody: 'ANAB',
    certificateNumber: 'AC-1498.05',
    validTo: '2024-11-16',
  }),
  lab({
    organizationName: 'Undated Lab',
    accreditationBody: 'NVLAP',
    certificateNumber: '200420-0',
    validTo: null,
  }),
];
const TODAY = '2026-11-26';

describe('accreditation check against the lab directory', () => {
  it.each([
    [
      'A2LA 4471.02',
      'valid',
      'A2LA 4471.02: in the lab directory (Acme Metrology), valid until 2027-05-31',
    ],
    [
      'ANAB AC-1498.05',
      'expired',
      'ANAB AC-1498.05: in the lab directory (Old Lab), EXPIRED 2024-11-16',
    ],
    [
      'NVLAP 200420-0',
      'undated',
      'NVLAP 200420-0: in the lab directory (Undated Lab), validity not published',
    ],
    // The engine reads ANAB's number without the site suffix the scope adds.
    ['ANAB AC-1498', 'expired', 'ANAB AC-1498: in the lab directory (Old Lab), EXPIRED 2024-11-16'],
    ['A2LA 9999.01', 'not-in-directory', 'A2LA 9999.01: not in the lab directory'],
    [
      'DAkkS D-K-15070-01-00',
      'not-in-directory',
      'DAkkS D-K-15070-01-00: not in the lab directory',
    ],
    [null, 'none', 'No accreditation found on the certificate'],
  ])('%s → %s', (accreditation, status, label) => {
    const check = checkAccreditation(accreditation, LABS, TODAY);
    expect(check.status).toBe(status);
    expect(accreditationCheckLabel(check)).toBe(label);
  });

  it('the Details sheet shows the check when the directory is given, and nothing without it', async () => {
    const entries = [
      {
        sourceFile: 'a.pdf',
        extraction: extraction([instrument({ accreditation: 'ANAB AC-1498.05' })]),
      },
    ];
    const options = { today: TODAY, dueSoonDays: 30, defaultIntervalMonths: 12 };
    const withDirectory = sheet(
      await loadWorkbook(await buildReportWorkbook(entries, { ...options, labDirectory: LABS })),
      'Certificate Details',
    );
    const header = withDirectory.getRow(1).values as unknown[];
    const column = header.indexOf('Accreditation Check');
    expect(column).toBeGreaterThan(0);
    expect(withDirectory.getRow(2).getCell(column).value).toBe(
      'ANAB AC-1498.05: in the lab directory (Old Lab), EXPIRED 2024-11-16',
    );
    const without = sheet(
      await loadWorkbook(await buildReportWorkbook(entries, options)),
      'Certificate Details',
    );
    expect(without.getRow(2).getCell(column).value).toBeNull();
  });
});
