import { describe, expect, it } from 'vitest';
import { writeStreamingWorkbook } from '../../../src/excel/streaming-workbook.js';
import { readXlsxPart } from '../../helpers/xlsx-parts.js';
import { loadWorkbook } from './workbook-reader.js';

const IDENTITY = { title: 'Register', subject: 'Test', today: '2026-03-10' };

describe('writeStreamingWorkbook', () => {
  it('writes the sheets built and the settings the streaming writer leaves out', async () => {
    const buffer = await writeStreamingWorkbook(IDENTITY, (workbook) => {
      const sheet = workbook.addWorksheet('Data', {
        pageSetup: { horizontalCentered: true },
      });
      sheet.getCell('A1').value = 'hello';
      sheet.getRow(1).commit();
    });
    const workbook = await loadWorkbook(buffer);
    expect(workbook.getWorksheet('Data')?.getCell('A1').value).toBe('hello');
    expect(workbook.company).toBe('CertSheet');
    expect(readXlsxPart(buffer, 'xl/workbook.xml')).toContain(
      '<calcPr calcId="171027" fullCalcOnLoad="1"/>',
    );
    expect(readXlsxPart(buffer, 'xl/worksheets/sheet1.xml')).toContain(
      '<printOptions horizontalCentered="1"/><pageMargins',
    );
  });

  it('passes on an error from building the sheets (the zip is abandoned)', async () => {
    await expect(
      writeStreamingWorkbook(IDENTITY, (workbook) => {
        workbook.addWorksheet('Data').getCell('A1').value = 'half-built';
        throw new Error('builder failed');
      }),
    ).rejects.toThrow('builder failed');
  });

  it('refuses a "today" that is not an ISO date before writing anything', async () => {
    await expect(
      writeStreamingWorkbook({ ...IDENTITY, today: '10/03/2026' }, () => undefined),
    ).rejects.toThrow(RangeError);
  });
});
