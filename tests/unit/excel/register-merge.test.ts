import ExcelJS from 'exceljs';
import fc from 'fast-check';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { mergeIntoRegister } from '../../../src/excel/merge/merge-register.js';
import { RegisterMergeError } from '../../../src/excel/merge/merge-error.js';
import { buildAccountRegisterWorkbook, type ReportEntry } from '../../../src/excel/report.js';
import { extraction, instrument } from '../../helpers/sample-extractions.js';
import { readXlsxPart } from '../../helpers/xlsx-parts.js';
import { loadWorkbook, sheet, utcDate } from './workbook-reader.js';

const OPTIONS = { today: '2026-03-10', dueSoonDays: 30, defaultIntervalMonths: 12 };

function entry(sourceFile: string, fields: Parameters<typeof instrument>[0]): ReportEntry {
  return { sourceFile, extraction: extraction([instrument(fields)]) };
}

async function toBytes(workbook: ExcelJS.Workbook): Promise<Uint8Array> {
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A German-language register as a lab keeps it: a title, a header on row 3, a formula column. */
async function germanRegister(): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const register = workbook.addWorksheet('Prüfmittel');
  register.getCell('A1').value = 'Prüfmittelverwaltung Werk 2';
  register.getCell('A1').font = { bold: true, size: 16 };
  register.getRow(3).values = [
    'Inventar-Nr.',
    'Bezeichnung',
    'Hersteller',
    'Seriennummer',
    'Kalibrierdatum',
    'Fällig am',
    'Tage',
    'Standort',
  ];
  const rows: Array<[string, string, string, string, string, string, string]> = [
    ['PM-01', 'Thermometer', 'Fluke', 'SN-1001', '2024-01-15', '2025-01-15', 'Halle 1'],
    ['PM-02', 'Messschieber', 'Mitutoyo', 'M-77', '2025-11-01', '2026-11-01', 'Labor'],
  ];
  rows.forEach((values, index) => {
    const rowNumber = 4 + index;
    const row = register.getRow(rowNumber);
    row.getCell(1).value = values[0];
    row.getCell(2).value = values[1];
    row.getCell(3).value = values[2];
    row.getCell(4).value = values[3];
    row.getCell(5).value = utcDate(values[4]);
    row.getCell(5).numFmt = 'dd.mm.yyyy';
    row.getCell(6).value = utcDate(values[5]);
    row.getCell(6).numFmt = 'dd.mm.yyyy';
    row.getCell(6).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF2CC' } };
    row.getCell(7).value = { formula: `F${rowNumber}-TODAY()`, result: 0 };
    row.getCell(8).value = values[6];
  });
  register.getCell('J4').value = 'a note beside the table';
  const notes = workbook.addWorksheet('Notizen');
  notes.getCell('B2').value = 'Audit 2025: ok';
  notes.getCell('B3').value = { formula: 'COUNTA(Prüfmittel!A4:A100)', result: 2 };
  return toBytes(workbook);
}

describe('merge into the register the user already keeps', () => {
  it('updates the matched instrument, appends the new one, keeps everything else', async () => {
    const original = await germanRegister();
    const { buffer, summary } = await mergeIntoRegister(
      original,
      [
        entry('fluke-2026.pdf', {
          serialNumber: 'sn 1001',
          manufacturer: 'FLUKE Corporation',
          certificateNumber: 'C-2026',
          calibrationDate: '2026-01-20',
          dueDate: '2027-01-20',
        }),
        entry('new.pdf', {
          equipmentId: 'EQ-NEW',
          equipmentName: 'Druckmessgerät',
          manufacturer: 'WIKA',
          serialNumber: 'W-5',
          calibrationDate: '2026-02-01',
          dueDate: '2027-02-01',
        }),
      ],
      OPTIONS,
    );
    expect(summary).toEqual({ sheet: 'Prüfmittel', updated: 1, added: 1, upToDate: 0 });

    const merged = await loadWorkbook(buffer);
    const register = sheet(merged, 'Prüfmittel');
    // The matched row: new dates, in the column's own date format.
    expect(register.getCell('E4').value).toEqual(utcDate('2026-01-20'));
    expect(register.getCell('F4').value).toEqual(utcDate('2027-01-20'));
    expect(register.getCell('F4').numFmt).toBe('dd.mm.yyyy');
    expect(register.getCell('F4').fill).toMatchObject({ fgColor: { argb: 'FFFFF2CC' } });
    expect(register.getCell('H4').value).toBe('Halle 1');
    expect(register.getCell('B4').value).toBe('Thermometer');
    // The other instrument is untouched.
    expect(register.getCell('F5').value).toEqual(utcDate('2026-11-01'));
    // The new instrument: appended under the table, styled and with the formula carried down.
    expect(register.getCell('A6').value).toBe('EQ-NEW');
    expect(register.getCell('D6').value).toBe('W-5');
    expect(register.getCell('F6').value).toEqual(utcDate('2027-02-01'));
    expect(register.getCell('F6').numFmt).toBe('dd.mm.yyyy');
    expect(register.getCell('G6').formula).toBe('F6-TODAY()');
    expect(register.getCell('G4').formula).toBe('F4-TODAY()');
    expect(register.getCell('J4').value).toBe('a note beside the table');
    expect(register.getCell('A1').value).toBe('Prüfmittelverwaltung Werk 2');

    const notes = sheet(merged, 'Notizen');
    expect(notes.getCell('B2').value).toBe('Audit 2025: ok');
    expect(notes.getCell('B3').formula).toBe('COUNTA(Prüfmittel!A4:A100)');

    const history = sheet(merged, 'Calibration History');
    expect(history.getCell('B2').value).toBe(4);
    expect(history.getCell('D2').value).toBe('SN-1001');
    expect(history.getCell('F2').value).toBe('2024-01-15');
    expect(history.getCell('G2').value).toBe('2025-01-15');

    const changes = sheet(merged, 'Changes');
    const actions = changes.getColumn(1).values.slice(2);
    expect(actions).toContain('Updated');
    expect(actions).toContain('Added');
    // Appended formulas have no cached result: the spreadsheet recalculates on opening.
    expect(readXlsxPart(buffer, 'xl/workbook.xml')).toMatch(/<calcPr[^>]*fullCalcOnLoad="1"/);
  });

  it('merges into a register CertSheet made: new rows get the live formulas, colours and filter', async () => {
    const register = await buildAccountRegisterWorkbook(
      [entry('a.pdf', { serialNumber: 'A1' }), entry('b.pdf', { serialNumber: 'B1' })],
      OPTIONS,
    );
    const { buffer, summary } = await mergeIntoRegister(
      register,
      [
        entry('a-2026.pdf', {
          serialNumber: 'a-1',
          calibrationDate: '2026-01-01',
          dueDate: '2027-01-01',
        }),
        entry('c.pdf', { serialNumber: 'C1', equipmentId: 'EQ-3' }),
      ],
      OPTIONS,
    );
    expect(summary).toMatchObject({ sheet: 'Equipment Register', updated: 1, added: 1 });
    const merged = sheet(await loadWorkbook(buffer), 'Equipment Register');
    expect(merged.getCell('G2').value).toEqual(utcDate('2027-01-01'));
    expect(merged.getCell('E4').value).toBe('C1');
    expect(merged.getCell('H4').formula).toBe('IF(ISNUMBER(G4),G4-TODAY(),"")');
    const formats = (merged as unknown as { conditionalFormattings: Array<{ ref: string }> })
      .conditionalFormattings;
    expect(formats.map((format) => format.ref)).toContain('H2:I4');
    expect(merged.autoFilter).toBe('A1:M4');
  });

  it('leaves a row alone when the register already has that calibration or a newer one', async () => {
    const { buffer, summary } = await mergeIntoRegister(
      await germanRegister(),
      [
        entry('old.pdf', {
          serialNumber: 'M-77',
          manufacturer: 'Mitutoyo',
          calibrationDate: '2024-11-01',
        }),
      ],
      OPTIONS,
    );
    expect(summary).toMatchObject({ updated: 0, added: 0, upToDate: 1 });
    const register = sheet(await loadWorkbook(buffer), 'Prüfmittel');
    expect(register.getCell('E5').value).toEqual(utcDate('2025-11-01'));
  });

  it('refuses what it cannot use with a message naming the problem', async () => {
    const refuse = (bytes: Uint8Array) =>
      mergeIntoRegister(bytes, [entry('a.pdf', {})], OPTIONS).then(
        () => null,
        (error: unknown) => (error instanceof RegisterMergeError ? error.message : String(error)),
      );
    expect(await refuse(new TextEncoder().encode('Serial,Due\n1,2026-01-01\n'))).toMatch(
      /not an Excel workbook/,
    );
    const ole = new Uint8Array(4096);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(await refuse(ole)).toMatch(/\.xls\) workbook/);
    ole.set(new Uint8Array(Buffer.from('EncryptionInfo', 'utf16le')), 512);
    expect(await refuse(ole)).toMatch(/password-protected/);

    const noHeader = new ExcelJS.Workbook();
    noHeader.addWorksheet('Sheet1').getCell('A1').value = 'just some text';
    expect(await refuse(await toBytes(noHeader))).toMatch(/No header row found/);

    const noIdentity = new ExcelJS.Workbook();
    noIdentity.addWorksheet('Sheet1').getRow(1).values = ['Description', 'Next Due', 'Location'];
    expect(await refuse(await toBytes(noIdentity))).toMatch(
      /no column that identifies an instrument/,
    );

    const zip = await JSZip.loadAsync(await germanRegister());
    zip.file('xl/charts/chart1.xml', '<c:chartSpace/>');
    const withChart = await zip.generateAsync({ type: 'uint8array' });
    expect(await refuse(withChart)).toMatch(/contains charts/);
  });

  it('property: whatever the header layout and extra columns, no input cell is lost and identities match', async () => {
    const headerChoices = {
      serial: ['Serial No.', 'S/N', 'Seriennummer', 'N° de série', 'Matricola'],
      name: ['Description', 'Bezeichnung', 'Equipment Name', 'Désignation'],
      calibrated: ['Cal Date', 'Kalibrierdatum', 'Last Calibration', 'Data di taratura'],
      due: ['Next Due', 'Fällig am', 'Échéance', 'Due Date', 'Próxima calibración'],
    };
    const layout = fc.record({
      serial: fc.constantFrom(...headerChoices.serial),
      name: fc.constantFrom(...headerChoices.name),
      calibrated: fc.constantFrom(...headerChoices.calibrated),
      due: fc.constantFrom(...headerChoices.due),
      extras: fc.array(fc.constantFrom('Location', 'Owner', 'Notes', 'Kostenstelle', 'Remarks'), {
        maxLength: 3,
      }),
      order: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
      headerRow: fc.integer({ min: 1, max: 6 }),
      serials: fc.uniqueArray(fc.stringMatching(/^[A-Z]{1,2}-?\d{2,4}$/), {
        minLength: 1,
        maxLength: 6,
        selector: (serial) => serial.replace('-', ''),
      }),
      incomingPicks: fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
      newSerial: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(layout, async (spec) => {
        const headers = [spec.serial, spec.name, spec.calibrated, spec.due, ...spec.extras];
        const columns = headers
          .map((header, index) => ({ header, key: spec.order[index] ?? index }))
          .sort((a, b) => a.key - b.key)
          .map((column) => column.header);
        const workbook = new ExcelJS.Workbook();
        const ws = workbook.addWorksheet('Register');
        ws.getRow(spec.headerRow).values = columns;
        spec.serials.forEach((serial, index) => {
          const row = ws.getRow(spec.headerRow + 1 + index);
          columns.forEach((header, column) => {
            const cell = row.getCell(column + 1);
            if (header === spec.serial) cell.value = serial;
            else if (header === spec.name) cell.value = `Instrument ${index}`;
            else if (header === spec.calibrated) cell.value = utcDate('2025-01-01');
            else if (header === spec.due) cell.value = utcDate('2026-01-01');
            else cell.value = `${header} ${index}`;
          });
        });
        const before = await toBytes(workbook);
        const picked = [
          ...new Set(spec.incomingPicks.map((pick) => spec.serials[pick % spec.serials.length]!)),
        ];
        const incoming = picked.map((serial) =>
          // The certificate spells the serial differently (case, dashes, spaces).
          entry(`${serial}.pdf`, {
            serialNumber: ` ${serial.toLowerCase().replace('-', ' - ')} `,
            manufacturer: null,
            equipmentId: null,
            calibrationDate: '2026-02-01',
            dueDate: '2027-02-01',
          }),
        );
        if (spec.newSerial) {
          incoming.push(
            entry('brand-new.pdf', {
              serialNumber: 'ZZ-99999',
              manufacturer: null,
              equipmentId: null,
            }),
          );
        }
        const { buffer, summary } = await mergeIntoRegister(before, incoming, OPTIONS);
        expect(summary.updated).toBe(picked.length);
        expect(summary.added).toBe(spec.newSerial ? 1 : 0);

        const merged = sheet(await loadWorkbook(buffer), 'Register');
        const original = sheet(await loadWorkbook(Buffer.from(before)), 'Register');
        const dueColumn = columns.indexOf(spec.due) + 1;
        const serialColumn = columns.indexOf(spec.serial) + 1;
        original.eachRow((row, rowNumber) => {
          row.eachCell((cell, column) => {
            const now = merged.getCell(rowNumber, column).value;
            const serial = String(original.getCell(rowNumber, serialColumn).value);
            const updated = rowNumber > spec.headerRow && picked.includes(serial);
            if (updated && (column === dueColumn || columns[column - 1] === spec.calibrated)) {
              expect(now).not.toEqual(cell.value);
            } else {
              expect(now).toEqual(cell.value);
            }
          });
        });
        for (const serial of picked) {
          const rowNumber = spec.headerRow + 1 + spec.serials.indexOf(serial);
          expect(merged.getCell(rowNumber, dueColumn).value).toEqual(utcDate('2027-02-01'));
        }
      }),
      { numRuns: 40 },
    );
  });
});
