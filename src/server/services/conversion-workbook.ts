/**
 * Workbooks are generated on demand from stored extraction JSON (no files on disk), with the
 * user's corrections applied and the operator's register settings.
 */
import { buildReportWorkbook } from '../../excel/report.js';
import { today, type AppContext } from '../app-context.js';
import type { ConversionRow } from './conversions.js';
import { labDirectory } from './lab-directory.js';

export async function buildConversionWorkbook(
  ctx: AppContext,
  rows: ConversionRow[],
): Promise<Buffer> {
  return buildReportWorkbook(
    rows.map((row) => ({
      sourceFile: row.filename,
      extraction: row.extraction,
      corrections: row.corrections,
      ...(row.success
        ? {}
        : {
            error: {
              errorType: row.errorType ?? 'EXTRACTION_FAILED',
              message: row.errorMessage ?? '',
            },
          }),
    })),
    {
      today: today(ctx),
      dueSoonDays: ctx.config.DUE_SOON_DAYS,
      defaultIntervalMonths: ctx.config.DEFAULT_CALIBRATION_INTERVAL_MONTHS,
      labDirectory: labDirectory(),
    },
  );
}
