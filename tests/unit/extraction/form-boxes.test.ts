/**
 * Forms of captioned boxes whose lines a scan set at odd heights: a caption of the next box
 * between captions and their values, a garbled first language over its gloss, a standards
 * table over a band of captions. Built as text PDFs at the heights the scans measured (session
 * 62's fresh blocks 58 and 59), so the field rules are tested without the recogniser.
 */
import { describe, expect, it } from 'vitest';
import { title, type Text } from './helpers/build-pdf.js';
import { extracted } from './helpers/extract.js';

const text = (value: string, x: number, y: number, size = 10): Text => ({
  text: value,
  x,
  y,
  size,
});

describe('a form of captioned boxes in two columns', () => {
  it('makes no table of two captions whose "row" is the next box\'s caption', async () => {
    // Seed 58101: "Fecha de emisión / Issue" (its slash lost) at the right stands between
    // "Modelo / Model: | Número de serie / Serial #:" and their values: read as a second
    // instrument's serial number, it made a table of two, the first without model or serial.
    const { fields, items } = await extracted([
      [
        title('Informe de calibración'),
        text('Fecha calibración / Date Calibrated:', 308, 270),
        text('18/07/2025', 308, 282),
        text('Modelo / Model:', 50, 321, 8),
        text('Número de serie / Serial #:', 170, 321, 8),
        text('Fecha de emisión Issue', 308, 329),
        text('ZTA-500N', 50, 335),
        text('8950271', 170, 335),
        text('Date:', 308, 341),
        text('22/07/2025', 308, 352),
      ],
    ]);
    expect(items).toHaveLength(1);
    expect(fields).toMatchObject({ model: 'ZTA-500N', serialNumber: '8950271' });
  });

  it("reads a caption's value under it, not beside the gloss of the caption at its left", async () => {
    // Seed 59071: "1.1 Désignation" (its slash lost) over its gloss "Instrument", which stands
    // on the line of "Chauvin Arnoux", the value under "1.2 Constructeur / Maker". The row
    // of captions goes on with a third box's caption and date.
    const { fields } = await extracted([
      [
        title("Certificat d'étalonnage"),
        text('1.1 Désignation', 51, 199),
        text('1.2 Constructeur / Maker', 170, 199),
        text("1.1 Date de l'étalonnage", 308, 199),
        text('2024-09-28', 427, 199),
        text('Instrument', 51, 212),
        text('Chauvin Arnoux', 169, 212),
        text('Mégohmmètre', 50, 225),
        text('1.4 N° de série / Serial No.', 170, 248),
        text('18/1288', 170, 261),
      ],
    ]);
    expect(fields).toMatchObject({ equipmentName: 'Mégohmmètre', manufacturer: 'Chauvin Arnoux' });
  });
});

describe('a caption under a section heading', () => {
  it("takes the customer from the caption under the heading, not the heading's garbled line", async () => {
    // Seed 58141: "Solicitante:" read as "Salieitzyie" under "Datos del cliente / Customer
    // Data", over its gloss "Customer Name" and the customer's name.
    const { fields } = await extracted([
      [
        title('Certificado de calibración'),
        text('Número de serie: 58211', 50, 150),
        text('Datos del cliente / Customer Data', 50, 352, 9.5),
        text('Salieitzyie', 50, 363, 8),
        text('Customer Name', 50, 371, 6),
        text('Industrias Plásticas de', 50, 380, 8),
        text('Occidente S.A. de C.V.', 50, 390, 8),
      ],
    ]);
    expect(fields.customer).toBe('Industrias Plásticas de Occidente S.A. de C.V.');
  });

  it("reads a numbered heading's value under its first sub-item's garbled caption", async () => {
    // Seed 59011: "2.1 Auftraggeber:" read as "2.1 A uliayyeuer:".
    const { fields } = await extracted([
      [
        title('Kalibrierschein'),
        text('Seriennummer: G-40/0003', 50, 150),
        text('2. Auftraggeber', 50, 235, 10.5),
        text('2.1 A uliayyeuer:', 50, 248, 7),
        text('Bergmann Fahrzeugtechnik AG', 50, 259, 9),
        text('Porschestraße 100', 50, 270, 9),
      ],
    ]);
    expect(fields.customer).toBe('Bergmann Fahrzeugtechnik AG');
  });
});

describe('a caption a typewriter font set apart', () => {
  it('reads two cells a letter apart, neither a caption alone, as one caption', async () => {
    // Seed 58021: "Nächster Kalibriertermin" in 6 pt monospace, measured a little small on a
    // scan: its word space was taken for a cell's gap, and the due date was lost.
    const { fields } = await extracted([
      [
        title('Kalibrierzertifikat'),
        text('Zertifikatsnummer', 50, 203, 6),
        text('2023-08204', 50, 213, 7.5),
        text('Nächster', 50, 232, 5.5),
        text('Kalibriertermin', 78, 232, 5.5),
        text('11. November 2024', 50, 242, 7.5),
        text('Kalibriert am: 12. November 2023', 50, 262, 7.5),
      ],
    ]);
    expect(fields.dueDate).toBe('2024-11-11');
  });
});
