/**
 * A standards table set first on the page with no heading, its captions broken at hyphens by its
 * narrow columns, over the certificate's own instrument data (session 60, fresh block 55, seed
 * 55211, as text and as a scan): the table's first standard had become the instrument, all nine
 * of its fields wrong, its dates high. And a date whose year a scan set apart (seed 55181).
 */
import { describe, expect, it } from 'vitest';
import { matchLabel } from '../../../src/extraction/fields/label-match.js';
import { analyseScannedPage, extractionOf, scannedRow as row } from './helpers/scanned-page.js';

describe('a caption word a narrow column broke at its hyphen on one line', () => {
  it('is the caption made whole', () => {
    expect(matchLabel('Mod- el')?.target).toBe('model');
    expect(matchLabel('Seri- al Number')?.target).toBe('serialNumber');
    expect(matchLabel('Ass- et No.')?.target).toBe('equipmentId');
  });

  it('is no caption where the words joined make none', () => {
    expect(matchLabel('Ein- und Ausgang')).toBeNull();
  });
});

describe('a standards table first on the page, without a heading', () => {
  const page = () =>
    analyseScannedPage([
      ...row([['Informe de calibración', 196]], 120, 15.5),
      ...row(
        [
          ['Descripció-', 52],
          ['Fabricante-', 114],
          ['Modelo', 176],
          ['N° de serie', 238],
          ['Código', 300],
          ['Certificad-', 362],
          ['Calibrado', 423],
          ['Próxima cal.', 485],
        ],
        157.6,
        8,
      ),
      ...row(
        [
          ['n', 52],
          ['Manufactu-', 114],
          ['Mod- el', 176],
          ['Seri- al', 238],
          ['Ass- et No.', 300],
          ['o', 362],
          ['Cal Date', 423],
          ['Due Date', 485],
        ],
        167.1,
        8,
      ),
      ...row(
        [
          ['Descript-', 52],
          ['rer', 114],
          ['Number', 238],
          ['Certific-', 362],
        ],
        176.8,
        8,
      ),
      ...row(
        [
          ['ion', 52],
          ['ate No.', 362],
        ],
        186.4,
        8,
      ),
      ...row(
        [
          ['Juego de', 52],
          ['Mitutoyo', 114],
          ['516-940-26', 176],
          ['05328T', 238],
          ['STD-659', 300],
          ['LMI-23/737', 362],
          ['2023-09-30', 423],
          ['2025-09-30', 485],
        ],
        200,
        8,
      ),
      ...row([['bloques', 52]], 209.6, 8),
      ...row([['patrón', 52]], 219.1, 8),
      ...row(
        [
          ['Anillo', 52],
          ['Mahr', 114],
          ['4475100', 176],
          ['7117-0059', 238],
          ['STD-823', 300],
          ['CC000558', 362],
          ['2023-04-03', 423],
          ['2024-04-03', 485],
        ],
        232.8,
        8,
      ),
      ...row([['patrón', 52]], 242.4, 8),
      ...row([['Identificación del instrumento / Instrument Data', 51]], 401.5, 12),
      ...row(
        [
          ['Descripción', 54],
          ['Fabricante', 164],
          ['Modelo', 280],
          ['N° de serie', 362],
          ['Código', 461],
        ],
        420.1,
      ),
      ...row(
        [
          ['Description', 54],
          ['Manufacturer', 164],
          ['Model', 280],
          ['Serial Number', 362],
          ['Asset No.', 461],
        ],
        431.4,
      ),
      ...row(
        [
          ['Reloj comparador', 53],
          ['Käfer', 164],
          ['FM 1000', 281],
          ['B-32/0014', 362],
          ['QA-0127', 461],
        ],
        448.8,
      ),
      ...row([['Datos de la calibración / Calibration details', 50]], 474.5, 11.5),
      ...row(
        [
          ['Número de certificado', 54],
          ['Calibrado el', 183],
        ],
        493,
      ),
      ...row(
        [
          ['Certificate Number', 54],
          ['Calibrated On', 183],
        ],
        504.2,
      ),
      ...row(
        [
          ['2038-2024', 54],
          ['2024-01-23', 183],
        ],
        521.8,
      ),
    ]);

  it('is no instrument of the certificate: its instrument is the one its own captions name', () => {
    const fields = extractionOf(page()).fields;
    expect(fields).toMatchObject({
      equipmentName: 'Reloj comparador',
      manufacturer: 'Käfer',
      model: 'FM 1000',
      serialNumber: 'B-32/0014',
      equipmentId: 'QA-0127',
      certificateNumber: '2038-2024',
      calibrationDate: '2024-01-23',
    });
  });
});

describe("a date's year a scan set apart", () => {
  it('is read with the date it ends', () => {
    // "October 29 to 30, | 2025" beside "Cal Date": the calibration had no date.
    const fields = extractionOf(
      analyseScannedPage([
        ...row([['CALIBRATION CERTIFICATE', 200]], 100, 16),
        ...row(
          [
            ['Unit Under Test', 50],
            ['Bourdon Tube Pressure Gauge', 146],
            ['Cal Date', 320],
            ['October 29 to 30,', 418],
            ['2025', 521],
          ],
          163.6,
          8,
        ),
        ...row(
          [
            ['Serial Number', 50],
            ['02U-0039', 146],
          ],
          180,
          8,
        ),
      ]),
    ).fields;
    expect(fields.calibrationDate).toBe('2025-10-30');
  });
});
