/**
 * Forms of captions and values on scanned pages (session 42): a value row between two rows of
 * captions, a caption whose gloss wrapped in its column, a caption begun in the band over it, a
 * value that opens on its caption's word, an instrument's name wrapped beside its caption's gloss
 * or measured in another size, and a letterhead whose legal form the scan set apart. Each case
 * failed before its mechanism.
 */
import { describe, expect, it } from 'vitest';
import type { TextRun } from '../../../src/extraction/layout/types.js';
import type { ExtractionOutcome } from '../../../src/shared/extraction.js';
import { analyseScannedPage, scannedWords } from './helpers/scanned-page.js';

/** One word run per word of each cell, each cell at its own x. */
function row(cells: readonly (readonly [string, number])[], y: number, size = 10): TextRun[] {
  return cells.flatMap(([text, x]) => scannedWords(text, x, y, { letter: 5, space: 3, size }));
}

function fields(outcome: ExtractionOutcome) {
  if (!outcome.ok) throw new Error(`not extracted: ${outcome.message}`);
  return outcome.extraction;
}

describe('a form of caption rows and value rows', () => {
  it('gives a value row to the captions over it, not to the captions under it', () => {
    // "Serial Number:" and "1.5 Nº de inventario" have nothing right under them; the row over
    // them is the values of "Instrumento", "Marca" and "Modelo". The inventory caption's gloss
    // wrapped: "Inventory" beside it, "No.:" under it, and the number under that.
    const extraction = fields(
      analyseScannedPage([
        ...row([['Informe de calibración', 197]], 120, 17),
        ...row([['1. Identificación del instrumento / Instrument Data', 51]], 160),
        ...row(
          [
            ['1. 1 Instrumento', 51],
            ['Description:', 133],
            ['1.2 Marca', 216],
            ['Maker:', 270],
            ['1.3 Modelo', 381],
            ['Model:', 440],
          ],
          175,
          7.5,
        ),
        ...row(
          [
            ['Termómetro con sonda', 50],
            ['Ebro', 216],
            ['TFX 430', 381],
          ],
          187,
        ),
        ...row(
          [
            ['1.4 Nº de serie', 51],
            ['Serial Number:', 133],
            ['1.5 Nº de inventario', 216],
            ['Inventory', 321],
          ],
          212,
          7.5,
        ),
        ...row(
          [
            ['03802F', 51],
            ['No.:', 216],
          ],
          224,
        ),
        ...row([['EQ-00803', 216]], 234),
        ...row([['2. Datos de la calibración / Calibration details', 51]], 263),
        ...row([['Fecha de calibración: 13/05/2025', 54]], 281),
      ]),
    );
    expect(extraction.items).toHaveLength(1);
    expect(extraction.fields).toMatchObject({
      equipmentName: 'Termómetro con sonda',
      manufacturer: 'Ebro',
      model: 'TFX 430',
      serialNumber: '03802F',
      equipmentId: 'EQ-00803',
    });
  });

  it('takes no caption closed by a colon beside a caption as its value', () => {
    // "Ser. No.:" misread "Ser. Now:": a caption we cannot read, the model being under "Model:".
    const extraction = fields(
      analyseScannedPage([
        ...row([['CALIBRATION CERTIFICATE', 190]], 123, 17),
        ...row([['Instrument Data', 51]], 151, 11),
        ...row(
          [
            ['Instrument:', 51],
            ['Make:', 169],
            ['Date Calibrated:', 308],
            ['07-OCT-2023', 401],
          ],
          169,
          11,
        ),
        ...row(
          [
            ['Digital Force Gauge', 50],
            ['Mark-10', 169],
          ],
          180,
          11,
        ),
        ...row(
          [
            ['Model:', 50],
            ['Ser. Now:', 169],
          ],
          206,
          8.5,
        ),
        ...row(
          [
            ['M7-200', 51],
            ['07045U', 169],
          ],
          218,
          11,
        ),
      ]),
    );
    expect(extraction.fields.model).toBe('M7-200');
  });

  it('reads a value under a caption begun in the band of captions over it', () => {
    // "Date du" stands among the band's captions; "prochain" / "étalonnage" go on under it
    // alone, and the month under them is the due date.
    const extraction = fields(
      analyseScannedPage([
        ...row([['Certificat d’étalonnage', 198]], 120, 17.5),
        ...row([['Identification de l’instrument', 51]], 266),
        ...row(
          [
            ['Désignation', 54],
            ['Constructeur', 197],
            ['Type', 338],
            ['N° de série', 435],
          ],
          285,
        ),
        ...row(
          [
            ['Thermomètre à sonde', 53],
            ['Testo', 197],
            ['110', 339],
            ['07768M', 433],
          ],
          302,
        ),
        ...row([['Informations sur l’étalonnage', 51]], 327),
        ...row(
          [
            ['Réf. certificat', 54],
            ['Reçu le', 158],
            ['Étalonné le', 256],
            ['Date du', 353],
            ['Date d’émission', 451],
          ],
          346,
        ),
        ...row([['prochain', 353]], 357),
        ...row([['étalonnage', 353]], 369),
        ...row(
          [
            ['23-ET-04355', 54],
            ['21/10/2023', 158],
            ['01/11/2023', 256],
            ['11/2024', 354],
            ['07/11/2023', 451],
          ],
          386,
        ),
      ]),
    );
    expect(extraction.fields).toMatchObject({
      calibrationDate: '2023-11-01',
      dueDate: '2024-11-30',
    });
  });

  it('reads a customer on past a speck after a connector and a line set a little left', () => {
    const extraction = fields(
      analyseScannedPage([
        ...row([['Certificat d’étalonnage N° CE2516451', 150]], 120, 17.5),
        ...row(
          [
            ['Désignation', 54],
            ['Constructeur', 194],
            ['N° de série', 355],
          ],
          284,
        ),
        ...row(
          [
            ['Thermo-hygromètre', 53],
            ['Testo', 190],
            ['5451-0089', 355],
          ],
          302,
        ),
        ...row([['Client', 50]], 431, 12),
        ...row([['Demandeur', 51]], 446, 8),
        ...row([['Société Nouvelle des.', 50]], 458),
        ...row([['Ateliers Mécaniques', 47.2]], 470),
        ...row(
          [
            ['-', 22],
            ['de Savoie', 50],
          ],
          482,
        ),
        ...row([['Remarques', 51]], 511, 12),
      ]),
    );
    expect(extraction.fields.customer).toBe('Société Nouvelle des Ateliers Mécaniques de Savoie');
  });

  it('ends a customer’s name before an address whose postcode line was measured smaller', () => {
    const extraction = fields(
      analyseScannedPage([
        ...row([['CERTIFICAT D’ÉTALONNAGE', 170]], 105, 17),
        ...row(
          [
            ['Désignation', 54],
            ['Constructeur', 196],
            ['N° de série', 438],
          ],
          169,
          11.5,
        ),
        ...row(
          [
            ['Thermomètre numérique', 53],
            ['Ebro', 197],
            ['79/3947', 438],
          ],
          200,
          11.5,
        ),
        ...row([['Client / Customer Data', 50]], 228, 11.5),
        ...row(
          [
            ['Demandeur', 51],
            ['Facturer à', 298],
          ],
          244,
          8.5,
        ),
        ...row(
          [
            ['Submitted By', 50],
            ['Invoice to', 298],
          ],
          254,
          8,
        ),
        ...row(
          [
            ['Aciéries de Lorraine', 50],
            ['Harlow Precision Engineering Ltd', 298],
          ],
          267,
          11.5,
        ),
        ...row(
          [
            ['Zone industrielle Sud', 50],
            ['Pinnacles West', 298],
          ],
          280,
          11.5,
        ),
        ...row(
          [
            ['57100 Thionville', 51],
            ['Harlow CM19 5BD', 298],
          ],
          293,
          9.5,
        ),
        ...row([['Informations sur l’étalonnage', 51]], 324, 11.5),
      ]),
    );
    expect(extraction.fields.customer).toBe('Aciéries de Lorraine');
  });

  it('takes a value that opens on its caption’s word under its caption in a band', () => {
    const extraction = fields(
      analyseScannedPage([
        ...row([['Certificate of Calibration', 150]], 126, 18),
        ...row([['Instrument Data', 51]], 155, 11),
        ...row(
          [
            ['Description', 54],
            ['Manufacturer', 186],
            ['Model', 330],
            ['Serial Number', 429],
          ],
          176,
          11,
        ),
        ...row(
          [
            ['Click-Type Torque', 53],
            ['Norbar', 186],
            ['Model 60', 330],
            ['38F-0078', 429],
          ],
          194,
          11,
        ),
        ...row([['Wrench', 53]], 207, 11),
      ]),
    );
    expect(extraction.fields).toMatchObject({
      equipmentName: 'Click-Type Torque Wrench',
      model: 'Model 60',
      serialNumber: '38F-0078',
    });
  });
});

describe('glosses and caption halves beside a caption', () => {
  it('takes no gloss beside a gloss as its value, on a line glossing a band of captions', () => {
    // "Modei Number" (a misread "Model Number") beside "Manufacturer" is the next gloss.
    const extraction = fields(
      analyseScannedPage([
        ...row([['Relatório de calibração', 221]], 110, 15.5),
        ...row(
          [
            ['Instrumento:', 50],
            ['Marca:', 215],
            ['Tipo:', 380],
          ],
          239,
          6.5,
        ),
        ...row(
          [
            ['Calibration Item', 50],
            ['Manufacturer', 215],
            ['Modei Number', 380],
          ],
          246,
          6,
        ),
        ...row(
          [
            ['Tacômetro digital', 50],
            ['Testo', 215],
            ['470', 380],
          ],
          256,
          8,
        ),
        ...row(
          [
            ['N.º de série:', 50],
            ['Código interno:', 215],
          ],
          277,
          8,
        ),
        ...row(
          [
            ['07046W', 50],
            ['QA-0337', 215],
          ],
          294,
          8,
        ),
      ]),
    );
    expect(extraction.fields).toMatchObject({ manufacturer: 'Testo', serialNumber: '07046W' });
  });

  it('takes no second half of a caption beside a caption as its value', () => {
    // A standards table's header the scan garbled, its "N°" lost: "“Type | de série".
    const extraction = fields(
      analyseScannedPage([
        ...row([['Certificat d’étalonnage N° 24-ET-04054', 148]], 94, 14.5),
        ...row(
          [
            ['Désignation', 53],
            ['Constructeur', 153],
            ['Type', 257],
            ['N° de série', 338],
          ],
          194,
          8,
        ),
        ...row(
          [
            ['Balance analytique', 53],
            ['Sartorius', 150],
            ['Quintix 224-1S', 258],
            ['YM91066718', 335],
          ],
          209,
          8,
        ),
        ...row([['Étalonné le 08/01/2024', 53]], 245, 8),
        ...row(
          [
            ['Désignation', 50],
            ['Constructeur', 120],
            ['“Type', 200],
            ['de série', 249],
            ['Identification = Certificat', 310],
            ['Fralonné le', 450],
            ['Fihéance', 510],
          ],
          481,
          8,
        ),
        ...row(
          [
            ['Jeu de masses', 50],
            ['Mettler', 122],
            ['E2 1 mg', 203],
            ['00829', 249],
            ['P-178', 310],
            ['05/07/2023', 450],
            ['05/07/2025', 510],
          ],
          493,
          8,
        ),
      ]),
    );
    expect(extraction.fields.model).toBe('Quintix 224-1S');
  });
});

describe('an instrument’s name wrapped on a scan', () => {
  it('goes on in each column whose line a scan set a few points apart', () => {
    const extraction = fields(
      analyseScannedPage([
        ...row([['KALIBRIERSCHEIN', 221]], 120, 16),
        ...row([['4. Kalibriergegenstand', 50]], 428, 11.5),
        ...row(
          [
            ['Bezeichnung', 54],
            ['Hersteller', 156],
            ['Typ', 245],
            ['Seriennummer', 335],
          ],
          447,
        ),
        ...row(
          [
            ['Multimeter', 54],
            ['“Gossen', 152],
            ['METRAHIT', 246],
            ['57/7150', 335],
          ],
          464,
        ),
        ...row(
          [
            ['Metrawatt', 156],
            ['ENERGY', 246],
          ],
          475,
        ),
        ...row([['5. Messergebnisse', 51]], 501, 11.5),
      ]),
    );
    expect(extraction.fields).toMatchObject({
      manufacturer: 'Gossen Metrawatt',
      model: 'METRAHIT ENERGY',
    });
  });

  it('goes on in a lower-case word measured taller than the name', () => {
    const extraction = fields(
      analyseScannedPage([
        ...row([['Certificat d’étalonnage N° CE2338870', 145]], 123, 17.5),
        ...row([['Identification de l’instrument', 50]], 249, 12),
        ...row(
          [
            ['Désignation', 54],
            ['Constructeur', 156],
            ['Type', 264],
            ['N° de série', 345],
            ['Identification', 439],
          ],
          269,
        ),
        ...row(
          [
            ['Tachymètre', 53],
            ['Extech', 157],
            ['461920', 265],
            ['H-22/0094', 345],
            ['EQ-00312', 439],
          ],
          287,
        ),
        ...row([['numérique', 53]], 299, 11.5),
        ...row([['Résultats d’étalonnage', 51]], 325, 12),
      ]),
    );
    expect(extraction.fields.equipmentName).toBe('Tachymètre numérique');
  });

  it('goes on past a word of small letters measured apart, to the range and its unit', () => {
    // Seed 85291: "Research" / "plus" / "100-1000" / "µL" in the model's column, "plus"
    // measured 12 pt between lines of 10, the unit 8: the model read "Research plus", high.
    const extraction = fields(
      analyseScannedPage([
        ...row([['Kalibrierschein', 190]], 105, 17),
        ...row([['Kalibriergegenstand / Instrument Data', 50]], 249, 12),
        ...row(
          [
            ['Bezeichnung', 54],
            ['Hersteller', 178],
            ['Typ', 276],
            ['Seriennummer', 351],
            ['Inventar-Nr.', 450],
          ],
          269,
        ),
        ...row(
          [
            ['Kolbenhubpipette', 54],
            ['Eppendorf', 178],
            ['Research', 277],
            ['6045RP58351', 351],
            ['00773', 450],
          ],
          287,
        ),
        ...row([['plus', 277]], 299, 12),
        ...row([['100-1000', 277]], 312),
        ...row([['µL', 277]], 324, 8),
        ...row([['Vor Justage: außerhalb der Toleranz', 50]], 350),
      ]),
    );
    expect(extraction.fields.model).toBe('Research plus 100-1000 µL');
  });

  it('goes on in a lower-case word beside its caption’s gloss', () => {
    // "Instrument" glosses "1.1 Equipo:"; "digital" beside it ends the name.
    const extraction = fields(
      analyseScannedPage([
        ...row([['CERTIFICADO DE CALIBRACION', 170]], 105, 17),
        ...row([['1. Identificación del instrumento / Instrument Data', 51]], 148, 11.5),
        ...row(
          [
            ['1.1 Equipo:', 51],
            ['Dinamómetro', 169],
          ],
          168,
          11.5,
        ),
        ...row(
          [
            ['Instrument', 50],
            ['digital', 169],
          ],
          181,
          11.5,
        ),
        ...row(
          [
            ['1.2 Marca:', 51],
            ['Sauter', 169],
          ],
          197,
          11.5,
        ),
        ...row([['Maker', 50]], 213, 11.5),
        ...row(
          [
            ['1.4 Número de serie:', 51],
            ['N56786571', 169],
          ],
          251,
          11.5,
        ),
      ]),
    );
    expect(extraction.fields.equipmentName).toBe('Dinamómetro digital');
  });
});

describe('an instrument’s name that may go on in a line the scan measured apart', () => {
  // Seed 82261: "Digitales" read at 11.5 pt over "Speicheroszilloskop" at 10: no gloss of it
  // (a gloss would be smaller still), perhaps its rest. Not joined, and not marked sure.
  const form = (under: readonly TextRun[]) =>
    fields(
      analyseScannedPage([
        ...row([['Werkskalibrierschein', 190]], 105, 17),
        ...row(
          [
            ['2.1 Kalibriergegenstand:', 51],
            ['2.2 Hersteller:', 200],
          ],
          168,
        ),
        ...row(
          [
            ['Equipment', 51],
            ['Manufacturer', 200],
          ],
          180,
          8,
        ),
        ...row([['Digitales', 51]], 194, 11.5),
        ...row([['Keysight', 200]], 194),
        ...under,
        ...row([['2.3 Fertigungsnummer: 42D-0073', 51]], 240),
      ]),
    );

  it('leaves the name as read, marked for review, with a line under it in the scan’s error', () => {
    const extraction = form(row([['Speicheroszilloskop', 51]], 207, 10));
    expect(extraction.fields.equipmentName).toBe('Digitales');
    expect(extraction.confidence.equipmentName).toBe('medium');
  });

  it('marks the name sure where nothing stands under it', () => {
    const extraction = form([]);
    expect(extraction.fields.equipmentName).toBe('Digitales');
    expect(extraction.confidence.equipmentName).toBe('high');
  });
});

describe('tables on a scan', () => {
  it('knows a standards table whose serial caption the scan cut in two cells', () => {
    // "N°" | "de serie": neither a caption alone. Unknown, the table's "Modelo" (among captions
    // the scan garbled) had "N°" beside it as the instrument's model.
    const extraction = fields(
      analyseScannedPage([
        ...row([['CERTIFICADO DE CALIBRACION', 170]], 105, 17),
        ...row(
          [
            ['1.1 Equipo:', 51],
            ['Dinamómetro digital', 169],
          ],
          168,
        ),
        ...row(
          [
            ['1.3 Tipo:', 51],
            ['FH 500', 170],
          ],
          225,
        ),
        ...row(
          [
            ['1.4 Número de serie:', 51],
            ['N56786571', 169],
          ],
          251,
        ),
        ...row([['Fecha de calibración: 08/04/2023', 51]], 280),
        // Results whose third column starts where "de serie" starts.
        ...row(
          [
            ['200,00', 53],
            ['200,05', 152],
            ['0,05', 252],
            ['± 1,00', 349],
          ],
          583,
        ),
        ...row(
          [
            ['300,00', 53],
            ['299,92', 152],
            ['-0,08', 252],
            ['± 1,50', 349],
          ],
          600,
        ),
        ...row(
          [
            ['Descripcié-', 50],
            ['Fabricante-', 112],
            ['Modelo', 174],
            // "N°" (below) and "de serie": one caption, cut where a column of the page starts.
            ['de serie', 252],
            ['“Código', 297],
            ['Certificad-', 359],
            ['Calibrado', 421],
            ['Próxima cal.', 483],
          ],
          626,
          9,
        ),
        ...scannedWords('N°', 235, 626, { letter: 5, space: 3, size: 9 }),
        ...row(
          [
            ['Célula', 50],
            ['HBM', 112],
            ['Z4A', 174],
            ['B66098340', 235],
            ['STD-350', 297],
            ['CC029604', 359],
            ['20/08/2022', 421],
            ['20/08/2024', 483],
          ],
          640,
          9,
        ),
        ...row(
          [
            ['Indicador', 50],
            ['HBM', 112],
            ['DMP41', 174],
            ['074733', 235],
            ['REF-402', 297],
            ['LMI-23/560', 359],
            ['23/02/2023', 421],
            ['23/02/2024', 483],
          ],
          654,
          9,
        ),
      ]),
    );
    expect(extraction.items).toHaveLength(1);
    expect(extraction.fields).toMatchObject({
      model: 'FH 500',
      serialNumber: 'N56786571',
      calibrationDate: '2023-04-08',
    });
  });

  it('ends a one-row instrument band at a section title set in two cells', () => {
    // "2. Dados da calibração | / Calibration details" under the band is no second instrument.
    const extraction = fields(
      analyseScannedPage([
        ...row([['CERTIFICADO DE CALIBRAÇÃO', 179]], 103, 17),
        ...row([['1. Identificação do instrumento / Instrument Data', 51]], 145),
        ...row(
          [
            ['1.1 Equipamento', 54],
            ['1.2 Marca', 229],
            ['1.3 Tipo', 392],
          ],
          164,
        ),
        ...row(
          [
            ['Item Description', 54],
            ['Maker', 228],
            ['Model', 391],
          ],
          177,
        ),
        ...row(
          [
            ['Micropipeta monocanal', 53],
            ['Sartorius', 229],
            ['Tacta 100-1000', 391],
          ],
          195,
        ),
        ...row(
          [
            ['1.4 Nº série', 54],
            ['1.5 Identificação', 283],
          ],
          220,
        ),
        ...row(
          [
            ['Serial No.', 54],
            ['Inventory No.', 283],
          ],
          232,
        ),
        ...row(
          [
            ['4919080', 50],
            ['M&TE-6300', 283],
          ],
          250,
        ),
        ...row(
          [
            ['2. Dados da calibração', 51],
            ['/ Calibration details', 202],
          ],
          277,
        ),
        ...row(
          [
            ['2.1 Certificado n.º:', 50],
            ['ML25-80600', 204],
          ],
          295,
        ),
        ...row(
          [
            ['2.3 Data de calibração:', 50],
            ['16.02.2025', 205],
          ],
          346,
        ),
      ]),
    );
    expect(extraction.items).toHaveLength(1);
    expect(extraction.fields).toMatchObject({
      serialNumber: '4919080',
      equipmentId: 'M&TE-6300',
      certificateNumber: 'ML25-80600',
    });
  });
});

describe('a laboratory named in a sentence', () => {
  it('ends the name before the sentence’s full stop after a legal form written without stops', () => {
    const extraction = fields(
      analyseScannedPage([
        ...row([['MSRS', 58]], 44, 14),
        ...row([['Certificat d’étalonnage', 202]], 100, 17),
        ...row([['N° de série: T-73/0057', 50]], 150),
        ...row([['Date d’étalonnage: 03/01/2023', 50]], 165),
        ...row([['Certificat émis par Métrologie Services Rhône SAS.', 50]], 355, 9),
      ]),
    );
    expect(extraction.fields.calibrationLab).toBe('Métrologie Services Rhône SAS');
  });
});

describe('a letterhead on a scan', () => {
  it('ends the laboratory’s name with the legal form the scan set apart', () => {
    const extraction = fields(
      analyseScannedPage([
        ...row(
          [
            ['Messtechnik Schwaben', 51],
            ['GmbH & Co. KG', 165],
          ],
          44,
          14.5,
        ),
        ...row([['Industriestraße 14', 51]], 60, 9.5),
        ...row([['70565 Stuttgart', 51]], 69, 9.5),
        ...row([['Kalibrierzertifikat', 239]], 113, 16),
        ...row([['1.1 Zertifikatsnummer: KS-77402/23', 51]], 153, 9.5),
        ...row([['1.2 Kalibrierdatum: 25.01.2023', 51]], 167, 9.5),
        ...row([['Seriennummer: 00171', 51]], 181, 9.5),
      ]),
    );
    expect(extraction.fields.calibrationLab).toBe('Messtechnik Schwaben GmbH & Co. KG');
  });
});
