/**
 * Guards the generated registers against any change a user could see: the report and the account
 * register are described cell by cell (values, formulas, cached results, number formats, fonts,
 * fills, borders, notes) with every sheet setting (frozen panes, print setup, filters, conditional
 * formats, data validation) and the workbook's recalculation flag, print titles and properties,
 * and compared with the description committed beside this test. A faster writer must produce the
 * same description; a deliberate change of the workbook updates the file (`vitest -u`) in the
 * same commit.
 */
import { describe, expect, it } from 'vitest';
import type { LabRecord } from '../../../src/shared/directory.js';
import {
  buildAccountRegisterWorkbook,
  buildReportWorkbook,
  type ReportEntry,
} from '../../../src/excel/report.js';
import { extraction, instrument, isoPlusDays } from '../../helpers/sample-extractions.js';
import { describeWorkbook } from './workbook-description.js';

const TODAY = '2026-03-10';
const OPTIONS = { today: TODAY, dueSoonDays: 30, defaultIntervalMonths: 12 };

const LAB: LabRecord = {
  organizationName: 'Acme Calibration Services',
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
};

/** Every kind of row: each status, no dates, default and stated intervals, corrections, a
 * multi-instrument certificate with warnings, hostile text, a DCC signature and a rejected file. */
function reportEntries(): ReportEntry[] {
  const entries: ReportEntry[] = Array.from({ length: 12 }, (_, index) => {
    const dueDate = index % 5 === 0 ? null : isoPlusDays(TODAY, index * 17 - 60);
    return {
      sourceFile: `certificate-${index}.pdf`,
      extraction: extraction([
        instrument({
          certificateNumber: `CAL-${index}`,
          equipmentId: `EQ-${index}`,
          serialNumber: `SN-${index}`,
          manufacturer: index % 2 ? 'Fluke' : 'Mitutoyo',
          calibrationDate: dueDate ? isoPlusDays(dueDate, -365) : isoPlusDays(TODAY, -index * 30),
          dueDate,
          result: index % 4 === 3 ? 'Fail' : 'Pass',
          accreditation: index % 3 === 0 ? 'A2LA 4471.02' : null,
        }),
      ]),
      corrections:
        index === 2
          ? { '0': { model: 'Corrected model', dueDate: isoPlusDays(TODAY, 10) } }
          : undefined,
    };
  });
  entries.push(
    {
      sourceFile: 'stated.pdf',
      extraction: extraction([
        instrument({
          equipmentId: 'EQ-STATED',
          calibrationDate: '2025-04-01',
          dueDate: '2025-10-01',
          dueDateCalculated: true,
          calibrationInterval: 6,
        }),
      ]),
    },
    {
      sourceFile: 'multi.pdf',
      extraction: extraction(
        [1, 2, 3].map((n) =>
          instrument({
            equipmentId: `EQ-M${n}`,
            equipmentName: `Weight ${n}`,
            calibrationDate: '2025-12-01',
            dueDate: '2026-12-01',
          }),
        ),
        {
          warnings: ['Page 2 was scanned; its text came from OCR.'],
          signature: { status: 'valid', signer: 'PTB' } as never,
        },
      ),
    },
    {
      sourceFile: '=HYPERLINK("http://evil.test","click").pdf',
      extraction: extraction([
        instrument({ equipmentId: '-0042', equipmentName: '@SUM(A1)\r\nline two\u0007' }),
      ]),
    },
    {
      sourceFile: 'locked.pdf',
      extraction: null,
      error: { errorType: 'PDF_ENCRYPTED', message: 'This PDF is password protected.' },
    },
  );
  return entries;
}

/** Three instruments calibrated yearly, uploaded oldest first, so History has rows. */
function accountEntries(): ReportEntry[] {
  const entries: ReportEntry[] = [];
  for (let year = 0; year < 3; year += 1) {
    for (let index = 0; index < 3; index += 1) {
      const calibrationDate = isoPlusDays(TODAY, -365 * (3 - year) + index * 40);
      entries.push({
        sourceFile: `cert-${index}-${year}.pdf`,
        extraction: extraction([
          instrument({
            certificateNumber: `CAL-${year}-${index}`,
            equipmentId: `EQ-${index}`,
            serialNumber: `SN-${index}`,
            calibrationDate,
            dueDate: isoPlusDays(calibrationDate, 365),
          }),
        ]),
      });
    }
  }
  return entries;
}

describe('generated register workbooks stay exactly as a user sees them', () => {
  it('the report: register, details (with the lab directory) and summary', async () => {
    const buffer = await buildReportWorkbook(reportEntries(), {
      ...OPTIONS,
      generatedBy: 'Jane Doe',
      labDirectory: [LAB],
    });
    await expect(JSON.stringify(await describeWorkbook(buffer), null, 1)).toMatchFileSnapshot(
      './__snapshots__/report-workbook.snap',
    );
  });

  it('an empty report', async () => {
    const buffer = await buildReportWorkbook([], OPTIONS);
    await expect(JSON.stringify(await describeWorkbook(buffer), null, 1)).toMatchFileSnapshot(
      './__snapshots__/empty-report-workbook.snap',
    );
  });

  it('the account register: register, calibration history, details and summary', async () => {
    const buffer = await buildAccountRegisterWorkbook(accountEntries(), OPTIONS);
    await expect(JSON.stringify(await describeWorkbook(buffer), null, 1)).toMatchFileSnapshot(
      './__snapshots__/account-register-workbook.snap',
    );
  });
});
