/**
 * Captions over their values on scanned pages, where the recogniser leaves specks between
 * captions, drops the first word of a neighbouring box, measures a wrapped fragment in another
 * size and sets a section's title in the body's size. Each case failed before its mechanism.
 */
import { describe, expect, it } from 'vitest';
import type { TextRun } from '../../../src/extraction/layout/types.js';
import { analyseScannedPage, scannedWords } from './helpers/scanned-page.js';

/** One word run per word of each cell, each cell at its own x. */
function row(cells: readonly (readonly [string, number])[], y: number, size = 9): TextRun[] {
  return cells.flatMap(([text, x]) => scannedWords(text, x, y, { letter: 5, space: 3, size }));
}

describe('values under their captions on a scan', () => {
  it('takes the maker under its caption, not a word of another box far to its right', () => {
    // The box on the right lost "Reçu" to the scan; its "le" sits on the captions' line, and
    // a speck read as ";" between the captions heads no column.
    const outcome = analyseScannedPage([
      ...row([['Certificat d’étalonnage', 200]], 90, 15),
      ...row([['N° de certificat: MSR/2025/5608', 50]], 110),
      ...row(
        [
          ['Objet:', 51],
          [';', 107],
          ['Marque:', 170],
          ['le', 335],
        ],
        138,
        6,
      ),
      ...row(
        [
          ['Contrôleur d’isolement', 50],
          ['Megger', 169],
        ],
        150,
      ),
      ...row(
        [
          ['Référence:', 51],
          ['N° de série:', 169],
        ],
        165,
        6,
      ),
      ...row(
        [
          ['MIT1025', 50],
          ['1476810', 170],
        ],
        177,
      ),
      ...row([['Date d’étalonnage: 17/01/2025', 311]], 200),
    ]);
    expect(outcome.ok && outcome.extraction.fields).toMatchObject({
      equipmentName: 'Contrôleur d’isolement',
      manufacturer: 'Megger',
      model: 'MIT1025',
      serialNumber: '1476810',
    });
  });
});

describe('numbered captions side by side', () => {
  it('takes the customer under its caption, not the next numbered caption beside it', () => {
    // "3.2 Faturar a:" read as "Faturara:", a caption no vocabulary knows.
    const outcome = analyseScannedPage([
      ...row([['Certificado de calibração N° CAL-90725/24', 120]], 86, 15),
      ...row(
        [
          ['2.1 Instrumento', 53],
          ['Termómetro digital', 252],
        ],
        200,
      ),
      ...row(
        [
          ['2.3 Número de série', 53],
          ['4471-22', 252],
        ],
        215,
      ),
      ...row([['3. Dados do cliente / Customer Data', 50]], 413, 10.5),
      ...row(
        [
          ['3.1 Contratante', 51],
          ['3.2 Faturara:', 298],
        ],
        430,
        7,
      ),
      ...row(
        [
          ['Submitted By', 50],
          ['Invoice to', 298],
        ],
        438,
        7,
      ),
      ...row(
        [
          ['Cerâmica Aveirense, Lda.', 50],
          ['Northwind Manufacturing Co.', 298],
        ],
        447,
      ),
    ]);
    expect(outcome.ok && outcome.extraction.fields.customer).toBe('Cerâmica Aveirense, Lda.');
  });
});

describe('a one-row band and a standards table without a heading', () => {
  it('reads one instrument: a section title ends the band, a wrapped "or" stays in its row', () => {
    const outcome = analyseScannedPage([
      ...row([['Kalibrierzertifikat', 216]], 97, 16),
      ...row(
        [
          ['1.1 Bezeichnung', 54],
          ['1.2 Fabrikat', 229],
          ['1.3 Typ', 394],
        ],
        145,
      ),
      ...row(
        [
          ['Multimeter', 50],
          ['Tektronix', 225],
          ['DMM4050', 394],
        ],
        162,
      ),
      ...row(
        [
          ['1.4 Fertigungsnummer', 54],
          ['1.5 Inventarnummer', 306],
        ],
        185,
      ),
      ...row(
        [
          ['LH29838255', 54],
          ['M&TE-6289', 306],
        ],
        201,
      ),
      // The section's title, in the body's size as a scan measures it.
      ...row([['2. Angaben zur Kalibrierung', 50]], 224),
      ...row([['2.1 Zertifikat-Nr.: 2024-39415', 50]], 239),
      ...row([['2.3 Datum der Kalibrierung: 09.10.2024', 50]], 253),
      // The standards, on the same page with no heading over them.
      ...row(
        [
          ['Bezeichnung', 50],
          ['Hersteller', 111],
          ['Typ', 173],
          ['Seriennummer', 235],
          ['Inventar-Nr.', 297],
          ['Kalibriert', 421],
          ['Nächste Kal.', 483],
        ],
        381,
      ),
      ...row(
        [
          ['Multifunkti-', 50],
          ['Fluke', 111],
          ['5522A', 173],
          ['K-98/0098', 235],
          ['STD-827', 297],
          ['21.01.2024', 421],
          ['21.01.2025', 483],
        ],
        403,
      ),
      ...row([['onskalibrat-', 52]], 412),
      // The recogniser measured the wrapped "or" larger than the rest of the table.
      ...row([['or', 52]], 420, 11.5),
      ...row(
        [
          ['Referenzmul-', 50],
          ['Keysight', 111],
          ['3458A', 173],
          ['003305', 235],
          ['REF-562', 297],
          ['20.01.2024', 421],
          ['20.01.2025', 483],
        ],
        434,
      ),
      ...row([['timeter', 52]], 443),
      ...row(
        [
          ['Stromspule', 50],
          ['Fluke', 111],
          ['5500A/COIL', 173],
          ['B97387919', 235],
          ['STD-008', 297],
          ['03.06.2024', 421],
          ['03.06.2026', 483],
        ],
        456,
      ),
    ]);
    expect(outcome.ok && outcome.extraction.items).toHaveLength(1);
    expect(outcome.ok && outcome.extraction.fields).toMatchObject({
      equipmentName: 'Multimeter',
      manufacturer: 'Tektronix',
      model: 'DMM4050',
      serialNumber: 'LH29838255',
      equipmentId: 'M&TE-6289',
    });
  });
});

describe('a standards section whose caption band a scan ran into one cell', () => {
  it('covers the band’s gloss line and the rows under it', () => {
    const outcome = analyseScannedPage([
      ...row([['Certificat d’étalonnage N° CE2331445', 128]], 86, 17),
      ...row(
        [
          ['1.1 Instrument / Calibration Item', 54],
          ['Comparateur à cadran', 251],
        ],
        154,
      ),
      ...row(
        [
          ['1.2 Fabricant / Make', 54],
          ['Mahr', 252],
        ],
        172,
      ),
      ...row(
        [
          ['1.4 Numéro de série / Serial No.', 54],
          ['5320497', 252],
        ],
        208,
      ),
      ...row(
        [
          ['3.1 Date d’étalonnage / Calibrated On', 53],
          ['2023-08-28', 252],
        ],
        359,
      ),
      ...row([['5. Étalons', 51]], 635, 12.5),
      // The band's first line, run into one cell; its gloss line under it reads as captions.
      ...row([['Désignation Constructe- Type / Model N° de série / Certificat/', 50]], 654),
      ...row(
        [
          ['/ Description', 52],
          ['ur /', 114],
          ['Serial', 238],
          ['Certificate', 362],
          ['Due Date', 486],
        ],
        665,
      ),
      ...row(
        [
          ['Manufactur-', 115],
          ['Number', 238],
          ['No.', 362],
        ],
        675,
      ),
      ...row(
        [
          ['Jeu de cales', 50],
          ['Mitutoyo', 112],
          ['516-940-26', 174],
          ['J-73/0098', 235],
          ['MSR/2023/417', 359],
          ['2025-06-25', 483],
        ],
        698,
      ),
      ...row(
        [
          ['Bague étalon', 50],
          ['Mahr', 112],
          ['4475100', 176],
          ['D-55/0093', 235],
          ['23-ET-05469', 359],
          ['2024-03-01', 483],
        ],
        721,
      ),
    ]);
    expect(outcome.ok && outcome.extraction.fields).toMatchObject({
      certificateNumber: 'CE2331445',
      serialNumber: '5320497',
      dueDate: null,
    });
  });
});

describe('a standards table whose run-together captions end on a word its column broke', () => {
  it('is a standards table: its rows are no second instrument, its asset number not ours', () => {
    const outcome = analyseScannedPage([
      ...row([['Certificat d’étalonnage / Calibration Report', 150]], 86, 15),
      ...row([['Instrument / Unit Under Test: Thermomètre numérique', 50]], 150),
      ...row([['N° de certificat / Report No.: CE2450079', 50]], 165),
      ...row([['Marque / Maker: Ebro', 50]], 180),
      ...row([['Modèle / Model Number: TFX 430', 50]], 195),
      ...row([['Numéro de série / S/N: V-47/0046', 50]], 210),
      ...row([['Étalonné le / Calibrated On: 12/09/2024', 50]], 225),
      // No heading over the standards; the scan ran three captions into one cell, the last
      // broken by its narrow column ("Tdentificati-" over "on / Asset", its I read as T).
      ...row(
        [
          ['Désignation', 50],
          ['Constructe-', 112],
          ['Type / Model N° de série / Tdentificati-', 174],
          ['Certificat/', 372],
          ['Étalonne le', 432],
          ['/ Échéance /', 494],
        ],
        400,
      ),
      ...row(
        [
          ['/ Description', 52],
          ['ur/', 114],
          ['Serial', 238],
          ['on / Asset', 298],
          ['Certificate', 374],
          ['Cal Date', 434],
          ['Due Date', 500],
        ],
        411,
      ),
      ...row(
        [
          ['Manufactur-', 114],
          ['Number', 238],
          ['No.', 300],
          ['No.', 374],
        ],
        421,
      ),
      ...row([['er', 114]], 431),
      ...row(
        [
          ['Thermomèt-', 52],
          ['Fluke', 114],
          ['1524', 176],
          ['V31847459', 237],
          ['P-859', 300],
          ['CE2493232', 374],
          ['23/03/2024', 434],
          ['23/03/2025', 500],
        ],
        452,
      ),
      ...row([['re de', 52]], 462),
      ...row([['référence', 52]], 472),
      ...row(
        [
          ['Sonde à', 50],
          ['Fluke', 112],
          ['5615-12', 174],
          ['01535R', 235],
          ['MP-460', 297],
          ['MSR/2024/7022', 372],
          ['23/04/2024', 440],
          ['23/04/2026', 500],
        ],
        492,
      ),
      ...row([['résistance de', 52]], 502),
    ]);
    expect(outcome.ok && outcome.extraction.items).toHaveLength(1);
    expect(outcome.ok && outcome.extraction.fields).toMatchObject({
      certificateNumber: 'CE2450079',
      manufacturer: 'Ebro',
      model: 'TFX 430',
      serialNumber: 'V-47/0046',
      equipmentId: null,
      dueDate: null,
    });
  });
});

describe('two boxes side by side, their lines interleaved', () => {
  it('reads one instrument from a caption band, the box beside it kept out of its rows', () => {
    // Left: captions in small print over their values. Right: a box of captions and values
    // whose lines fall between the band's. "1.1" read as "1:1" and a speck after the caption.
    const outcome = analyseScannedPage([
      ...row([['Certificate of Calibration No. TVM24-3977', 146]], 107, 14.5),
      ...row([['1. Instrument Data', 51]], 129, 8),
      ...row(
        [
          ['1:1 Description -', 51],
          ['1.2 Maker', 174],
        ],
        141,
        6,
      ),
      ...row(
        [
          ['1.1 Receipt Date', 320],
          ['November 7, 2024', 418],
        ],
        145,
        8,
      ),
      ...row(
        [
          ['Force Gauge', 51],
          ['Imada', 174],
        ],
        151,
        8,
      ),
      ...row(
        [
          ['1.2 Calibrated On', 320],
          ['November 12, 2024', 418],
        ],
        160,
        8,
      ),
      ...row(
        [
          ['1.3 Model Number', 51],
          ['1.4 S/N', 174],
        ],
        170,
        6,
      ),
      ...row(
        [
          ['1.3 Calibration', 320],
          ['6 months', 418],
        ],
        175,
        8,
      ),
      ...row(
        [
          ['ZTA-500N', 50],
          ['01/0682', 174],
        ],
        180,
        8,
      ),
      ...row([['Interval', 320]], 184, 8),
    ]);
    expect(outcome.ok && outcome.extraction.items).toHaveLength(1);
    expect(outcome.ok && outcome.extraction.fields).toMatchObject({
      equipmentName: 'Force Gauge',
      manufacturer: 'Imada',
      model: 'ZTA-500N',
      serialNumber: '01/0682',
      calibrationDate: '2024-11-12',
      calibrationInterval: 6,
      dueDate: '2025-05-12',
    });
  });
});

describe('a band of captions over one instrument, as a scan set its cells', () => {
  it('keeps a value set in two cells in its column, and a caption beside its gloss one column', () => {
    const outcome = analyseScannedPage([
      ...row([['Certificado de calibração', 175]], 105, 18),
      ...row(
        [
          ['Descrição /', 53],
          ['Fabricante /', 159],
          ['Modelo /', 270],
          ['N.º de série', 344],
        ],
        230,
        11.5,
      ),
      ...row(
        [
          ['Medidor de isolamento', 53],
          ['Chauvin Arnoux', 159],
          // The model's two words, a scan's wide gap between them.
          ['C.A', 270],
          ['6505', 296],
          ['F-30/0098', 345],
        ],
        255,
        11.5,
      ),
      ...row(
        [
          ['Solicitante', 51],
          ['Owner', 121],
          ['Faturar a', 298],
          ['Invoice to', 359],
        ],
        309,
      ),
      ...row(
        [
          ['Cerâmica Aveirense, Lda.', 50],
          ['Meccanica Rossi S.r.l.', 298],
        ],
        323,
        11.5,
      ),
      ...row([['Data de calibração 2025-11-21', 50]], 360),
    ]);
    expect(outcome.ok && outcome.extraction.fields).toMatchObject({
      equipmentName: 'Medidor de isolamento',
      model: 'C.A 6505',
      serialNumber: 'F-30/0098',
      customer: 'Cerâmica Aveirense, Lda.',
    });
  });
});

describe('a date range wrapped past a line of the box beside it', () => {
  it("reads the range's last day under the line that came between", () => {
    // "10.07.2024 a" / "11.07.2024" under its caption; the maker's line on the left falls
    // between the two.
    const outcome = analyseScannedPage([
      ...row([['Relatório de calibração', 204]], 113, 16),
      ...row(
        [
          ['Equipamento', 50],
          ['Paquímetro', 141],
          ['Data de calibração', 427],
        ],
        151,
        7,
      ),
      ...row([['10.07.2024 a', 427]], 162),
      ...row(
        [
          ['Marca', 50],
          ['TESA', 140],
        ],
        167,
      ),
      ...row([['11.07.2024', 427]], 173),
      ...row(
        [
          ['Modelo', 50],
          ['TWIN-CAL IP67', 140],
        ],
        180,
      ),
      ...row(
        [
          ['N.º de série', 51],
          ['09750U', 141],
        ],
        195,
      ),
    ]);
    expect(outcome.ok && outcome.extraction.fields).toMatchObject({
      equipmentName: 'Paquímetro',
      manufacturer: 'TESA',
      calibrationDate: '2024-07-11',
    });
  });
});

describe('captions a scan misread or ran together', () => {
  it('takes a colonless "Référence" in a column of captions as the model caption', () => {
    const outcome = analyseScannedPage([
      ...row([["Certificat d'étalonnage", 196]], 103, 18),
      ...row(
        [
          ['Objet', 53],
          ['Oscilloscope numérique', 149],
        ],
        277,
      ),
      ...row(
        [
          ['Fabricant', 53],
          ['Tektronix', 145],
        ],
        295,
      ),
      ...row(
        [
          ['Référence', 53],
          ['TBS2104B', 148],
        ],
        313,
      ),
      ...row(
        [
          ['Numéro de série', 53],
          ['04916N', 149],
        ],
        335,
      ),
      ...row([["Date d'étalonnage: 24 août 2024", 308]], 360),
    ]);
    expect(outcome.ok && outcome.extraction.fields).toMatchObject({
      manufacturer: 'Tektronix',
      model: 'TBS2104B',
      serialNumber: '04916N',
    });
  });

  it('reads the model a scan joined to the first line of its bilingual caption', () => {
    const outcome = analyseScannedPage([
      ...row([['Kalibrierschein', 226]], 105, 18.5),
      ...row([['Datum der Kalibrierung / Calibration Date: 08.10.2023', 50]], 299),
      ...row([['Kalibriergegenstand / Instrument Data', 50]], 506),
      ...row(
        [
          ['Typbezeichnung / MC6', 53],
          ['Serien-Nr. / S/N', 301],
          ['84Z-0086', 405],
        ],
        570,
      ),
      ...row([['Model No.', 53]], 583),
    ]);
    expect(outcome.ok && outcome.extraction.fields).toMatchObject({
      model: 'MC6',
      serialNumber: '84Z-0086',
    });
  });

  it('ends a one-row instrument band at the section title set further down, however close', () => {
    const outcome = analyseScannedPage([
      ...row([['Kalibrierzertifikat 2025-33342', 244]], 94, 15),
      ...row([['Kalibrierdatum: 22.07.2025', 50]], 146, 8),
      ...row(
        [
          ['Bezeichnung', 53],
          ['Hersteller', 169],
          ['Typ', 254],
          ['Seriennummer', 349],
          ['Inventar-Nr.', 450],
        ],
        340,
        8,
      ),
      ...row(
        [
          ['Digitales Oszilloskop', 53],
          ['Keysight', 169],
          ['DSOX1204G', 255],
          ['3771-0029', 349],
          ['INV-2020-054', 451],
        ],
        355,
        8,
      ),
      ...row([['Messer gehnisse', 50]], 375, 9.5),
      ...row(
        [
          ['Sollwert', 52],
          ['Anzeige', 134],
          ['Abweichung', 217],
          ['Toleranz', 300],
          ['Messunsicherheit', 382],
          ['Bewertung', 465],
        ],
        389,
        8,
      ),
      ...row(
        [
          ['5,00', 52],
          ['4,99', 134],
          ['-0,01', 217],
          ['+0,10', 300],
          ['0,03', 382],
          ['i.O.', 465],
        ],
        402,
        8,
      ),
      ...row(
        [
          ['10,00', 52],
          ['10,30', 134],
          ['0,30', 217],
          ['+0,20', 300],
          ['0,05', 382],
          ['i.O.', 465],
        ],
        414,
        8,
      ),
    ]);
    expect(outcome.ok && outcome.extraction.items).toHaveLength(1);
    expect(outcome.ok && outcome.extraction.fields).toMatchObject({
      equipmentName: 'Digitales Oszilloskop',
      serialNumber: '3771-0029',
    });
  });
});

describe('a one-row band whose narrow columns wrapped', () => {
  it("joins each value's next line, capitalised or not, where only a few columns wrapped", () => {
    const outcome = analyseScannedPage([
      ...row([['Kalibrierschein 2024-11873', 220]], 96, 16),
      ...row([['Kalibrierdatum: 12.03.2024', 50]], 130),
      ...row(
        [
          ['Bezeichnung', 53],
          ['Hersteller', 177],
          ['Typ', 269],
          ['Seriennummer', 348],
          ['Inventar-Nr.', 448],
        ],
        262,
      ),
      ...row(
        [
          ['Digitale', 53],
          ['Mahr', 177],
          ['Micromar 40', 269],
          ['08254Y', 348],
          ['INV-2018-083', 449],
        ],
        279,
      ),
      ...row(
        [
          ['Bügelmessschraube', 53],
          ['EWR', 270],
        ],
        289,
      ),
    ]);
    expect(outcome.ok && outcome.extraction.fields).toMatchObject({
      equipmentName: 'Digitale Bügelmessschraube',
      model: 'Micromar 40 EWR',
      serialNumber: '08254Y',
    });
  });

  it('leaves a value alone when the line under it is a form row of its own', () => {
    const outcome = analyseScannedPage([
      ...row([['Calibration Certificate No. CAL-259723-02', 138]], 107, 13.5),
      ...row(
        [
          ['Unit Under Test', 53],
          ['Oscilloscope', 152],
          ['Maker', 301],
          ['Keysight', 400],
        ],
        244,
      ),
      ...row(
        [
          ['Model', 53],
          ['DSOX3024T', 152],
          ['Serial #', 301],
          ['07262K', 400],
        ],
        259,
      ),
      ...row(
        [
          ['Measuring Range', 53],
          ['1 mV/div to 10 V/div', 152],
        ],
        270,
      ),
      ...row([['Date of Calibration: 16-JAN-2025', 50]], 303),
    ]);
    expect(outcome.ok && outcome.extraction.fields).toMatchObject({
      model: 'DSOX3024T',
      serialNumber: '07262K',
    });
  });
});

describe('a calibration over several days whose range wrapped in its column', () => {
  const band = (second: readonly (readonly [string, number])[]) =>
    analyseScannedPage([
      ...row([['Certificato di taratura 3109/2024', 180]], 100, 15),
      ...row(
        [
          ['Numero certificato', 54],
          ['Data di taratura', 303],
          ['Prossima taratura', 426],
        ],
        169,
      ),
      ...row(
        [
          ['3109/2024', 53],
          ['2024-01-14', 302],
          ['2024-07-15', 426],
        ],
        200,
      ),
      ...row(second, 211),
      ...row([['Numero di serie: 88123', 54]], 240),
    ]);

  it('reads the last day when the dash at the line end was lost', () => {
    const outcome = band([['2024-01-15', 302]]);
    expect(outcome.ok && outcome.extraction.fields.calibrationDate).toBe('2024-01-15');
  });

  it('reads the last day of a range whose two dates could be day or month first', () => {
    const outcome = analyseScannedPage([
      ...row([['Certificato di taratura', 180]], 100, 15),
      ...row(
        [
          ['Certificato n.', 53],
          ['Tarato il', 150],
          ['Emesso il', 252],
        ],
        241,
      ),
      ...row(
        [
          ['25-00178', 53],
          ['06.12.2025', 151],
          ['17.12.2025', 253],
        ],
        270,
      ),
      ...row([['07.12.2025', 151]], 282),
      ...row([['Numero di serie: 88123', 54]], 310),
    ]);
    expect(outcome.ok && outcome.extraction.fields.calibrationDate).toBe('2025-12-07');
  });

  it('leaves a date with a caption of its own on the next line alone', () => {
    const outcome = band([
      ['Emesso il', 200],
      ['2024-01-15', 302],
    ]);
    expect(outcome.ok && outcome.extraction.fields.calibrationDate).toBe('2024-01-14');
  });
});

describe('a signature block whose gloss line a scan misread', () => {
  it('takes the name above the role, not the gloss under it read one letter wrong', () => {
    const outcome = analyseScannedPage([
      ...row([['Certificado de calibración', 175]], 105, 18),
      ...row(
        [
          ['Instrumento', 53],
          ['Reloj comparador', 152],
        ],
        150,
      ),
      ...row(
        [
          ['N° de serie', 53],
          ['04970X', 152],
        ],
        170,
      ),
      ...row(
        [
          ['Calibrado el', 53],
          ['24-08-2024', 152],
        ],
        190,
      ),
      ...row(
        [
          ['Lucía Gómez', 50],
          ['María José Fernández', 298],
        ],
        329,
      ),
      ...row(
        [
          ['Calibrado por', 50],
          ['Responsable del laboratorio', 298],
        ],
        342,
      ),
      // "Calibration technician", the gloss, with one letter misread.
      ...row(
        [
          ['Calibration techniciun', 50],
          ['Technical manager', 298],
        ],
        351,
      ),
    ]);
    expect(outcome.ok && outcome.extraction.fields.technician).toBe('Lucía Gómez');
  });
});

describe('a key/value form that glosses each caption on the line under it', () => {
  it('takes the value far beside a caption, not its gloss misread under it', () => {
    const outcome = analyseScannedPage([
      ...row([['Certificado de calibración', 175]], 105, 18),
      ...row(
        [
          ['Descripción', 53],
          ['Reloj comparador', 152],
          ['Marca', 301],
          ['Käfer', 400],
        ],
        156,
      ),
      // "Mfr." read as "Mir.": no caption, a word tight under "Marca".
      ...row(
        [
          ['Instrument', 53],
          ['Mir.', 301],
        ],
        165,
      ),
      ...row(
        [
          ['Tipo', 53],
          ['FM 1000', 152],
          ['N° de serie', 301],
          ['04970X', 400],
        ],
        180,
      ),
      ...row(
        [
          ['Model No.', 53],
          ['S/N', 301],
        ],
        189,
      ),
      ...row(
        [
          ['Calibrado el', 53],
          ['24-08-2024', 152],
        ],
        272,
      ),
      ...row([['Calibrated On', 53]], 281),
    ]);
    expect(outcome.ok && outcome.extraction.fields).toMatchObject({
      manufacturer: 'Käfer',
      serialNumber: '04970X',
    });
  });
});

describe('a band of captions a scan measured too tall, a section title tight over it', () => {
  it('takes the values under the band, set a few points off its columns, not the title', () => {
    const outcome = analyseScannedPage([
      ...row([['Certificato di taratura', 234]], 107, 15),
      ...row([["Identificazione dell'oggetto", 50]], 145, 9.5),
      // The recogniser measured the band's words 13.5 high: its top touches the title.
      ...row(
        [
          ['Denominazione', 50],
          ['Costruttore', 234],
          ['Tipo', 402],
        ],
        160,
        13.5,
      ),
      ...row(
        [
          ['Termometro digitale', 53],
          ['Fluke', 230],
          ['1524', 403],
        ],
        175,
        8,
      ),
      ...row([['Matricola', 53]], 196, 8),
      ...row([['W-06/0054', 50]], 211, 8),
      ...row([['Tarato il: 17/06/2025', 50]], 240, 8),
    ]);
    expect(outcome.ok && outcome.extraction.fields).toMatchObject({
      equipmentName: 'Termometro digitale',
      manufacturer: 'Fluke',
      model: '1524',
    });
  });
});

describe('a band of date captions beside a caption we cannot read', () => {
  it('takes each date under its caption, not the unread caption beside it', () => {
    const outcome = analyseScannedPage([
      ...row([['Certificato di taratura', 234]], 107, 15),
      ...row(
        [
          ['Strumento', 50],
          ['Termometro digitale', 150],
        ],
        150,
        8,
      ),
      ...row(
        [
          ['Matricola', 50],
          ['W-06/0054', 150],
        ],
        165,
        8,
      ),
      // "Data di emissione" misread: no caption, no date.
      ...row(
        [
          ['Tarato il:', 51],
          ['Prossima taratura:', 216],
          ['Data di enucdivii', 381],
        ],
        244,
        6,
      ),
      ...row(
        [
          ['17/06/2025', 51],
          ['16/12/2025', 216],
          ['21/06/2025', 380],
        ],
        253,
        8,
      ),
    ]);
    expect(outcome.ok && outcome.extraction.fields).toMatchObject({
      calibrationDate: '2025-06-17',
      dueDate: '2025-12-16',
    });
  });
});

describe("a caption's gloss line a scan misread by one look-alike letter", () => {
  it('is no value: the value is the line under it', () => {
    const outcome = analyseScannedPage([
      ...row([['KALIBRIERSCHEIN', 217]], 98, 15),
      ...row(
        [
          ['Bezeichnung / Description', 53],
          ['Hersteller /', 193],
          ['Typ / Model', 320],
          ['Seriennummer / Serial', 416],
        ],
        262,
      ),
      // "Manufacturer" with its "t" read as an "l".
      ...row(
        [
          ['Manufaclurer', 193],
          ['Number', 416],
        ],
        273,
      ),
      ...row(
        [
          ['Präzisionswaage', 53],
          ['Sartorius', 193],
          ['Quintix 224-1S', 320],
          ['J46601939', 415],
        ],
        289,
      ),
      ...row([['Kalibriert am 23. April 2023', 50]], 320),
    ]);
    expect(outcome.ok && outcome.extraction.fields).toMatchObject({
      manufacturer: 'Sartorius',
      serialNumber: 'J46601939',
    });
  });
});

describe('a numbered caption whose 1 a scan read as a letter', () => {
  it('is no value of the caption beside it: the value is under its caption', () => {
    const outcome = analyseScannedPage([
      ...row([['Calibration Certificate', 209]], 101, 17),
      ...row(
        [
          ['1.3 Model No.', 51],
          ['1.4 Serial No.', 174],
        ],
        198,
        8,
      ),
      ...row(
        [
          ['376 FC', 51],
          ['1093503', 174],
        ],
        210,
      ),
      ...row(
        [
          ['1.5 Instrument ID', 51],
          ['i.6 Range', 174],
        ],
        235,
        8,
      ),
      ...row(
        [
          ['EQ-00265', 50],
          ['0 A to 1000 A', 173],
        ],
        247,
      ),
      ...row([['Date of Calibration: September 2, 2024', 51]], 280),
    ]);
    expect(outcome.ok && outcome.extraction.fields).toMatchObject({
      equipmentId: 'EQ-00265',
      serialNumber: '1093503',
    });
  });

  it('reads a caption and its gloss as one when the scan lost the slash between them', () => {
    // Session 55, block 45, seed 45151: "Número de serie | Serial No.:" and "N° de inventario |
    // Inventory" over "No.:" had become a table's header, its two rows two instruments, and the
    // certificate had lost its inventory number.
    const outcome = analyseScannedPage([
      ...row([['CERTIFICADO DE CALIBRACION', 174]], 103, 15),
      ...row(
        [
          ['Descripción', 50],
          ['Calibration Item:', 118],
          ['Fabricante', 216],
          ['Mfr.:', 278],
          ['Tipo', 380],
          ['Model:', 414],
        ],
        140.6,
        8,
      ),
      ...row(
        [
          ['Pipeta de pistón', 50],
          ['Gilson', 215],
          ['PIPETMAN L P200L', 380],
        ],
        153.5,
      ),
      ...row(
        [
          ['Número de serie', 50],
          ['Serial No.:', 137],
          ['N° de inventario', 216],
          ['Inventory', 307],
        ],
        179.4,
        8,
      ),
      ...row([['No.:', 216]], 189.8, 8.5),
      ...row([['3637LE70874', 50]], 192.5, 10.5),
      ...row([['M&TE-0426', 215]], 202.6, 10.5),
      ...row(
        [
          ['Certificado N° /', 54],
          ['Calibrado el / Cal', 180],
          ['Próxima calibración', 301],
          ['Fecha de emisión /', 428],
        ],
        232.2,
        10.5,
      ),
      ...row(
        [
          ['Certificate Number', 54],
          ['Date', 180],
          ['/ Next Calibration', 301],
          ['Date of Issue', 428],
        ],
        244.6,
        10.5,
      ),
      ...row(
        [
          ['CC919519', 54],
          ['22-01-2023', 180],
          ['22-07-2023', 301],
          ['23-01-2023', 428],
        ],
        258,
        10.5,
      ),
    ]);
    expect(outcome.ok && outcome.extraction.items).toHaveLength(1);
    expect(outcome.ok && outcome.extraction.fields).toMatchObject({
      serialNumber: '3637LE70874',
      equipmentId: 'M&TE-0426',
      manufacturer: 'Gilson',
    });
  });

  it('takes the value under a caption whose gloss went on to the next line, not the next box', () => {
    // Session 55, block 45, seed 45011: "Kalibriergegenstand | Item" over "Description:", the
    // slash lost: the name under it, not the maker beside "Description:" in the next column.
    const outcome = analyseScannedPage([
      ...row([['Kalibrierschein', 227]], 90, 15),
      ...row(
        [
          ['Kalibriergegenstand', 51],
          ['Item', 158],
          ['Hersteller / Mfr.:', 216],
          ['Typbezeichnung / Model Number:', 380],
        ],
        380.2,
        8.5,
      ),
      ...row(
        [
          ['Description:', 51],
          ['Mahr', 215],
          ['Micromar 40 EWR', 380],
        ],
        390.7,
        8.5,
      ),
      ...row([['Digitale', 50]], 402, 9),
      ...row([['Bügelmessschraube', 50]], 413, 9),
      ...row(
        [
          ['Seriennummer / Serial #:', 51],
          ['Ident-Nr. / Asset No.:', 216],
        ],
        440,
        8.5,
      ),
      ...row(
        [
          ['PX87006108', 50],
          ['INV-2024-069', 216],
        ],
        452,
      ),
    ]);
    expect(outcome.ok && outcome.extraction.fields).toMatchObject({
      equipmentName: 'Digitale Bügelmessschraube',
      manufacturer: 'Mahr',
      serialNumber: 'PX87006108',
    });
  });

  it('keeps a date beside a caption its value, not the gloss of a lost slash', () => {
    // Session 55, block 44, seed 44111: "Data da calibração | 21/09/2024" over "Calibration
    // Date" had been read as one caption, and the calibration date lost.
    const outcome = analyseScannedPage([
      ...row([['Certificate of Calibration', 231]], 90, 15),
      ...row(
        [
          ['Certificado n.º', 311],
          ['0915/2024', 406],
        ],
        150,
        8,
      ),
      ...row([['Report No.', 314]], 160, 8),
      ...row(
        [
          ['Medidor de isolamento', 50],
          ['Megger', 169],
        ],
        172,
      ),
      ...row(
        [
          ['Data da calibração', 311],
          ['21/09/2024', 406],
        ],
        184,
        8,
      ),
      ...row([['Calibration Date', 311]], 194, 8),
    ]);
    expect(outcome.ok && outcome.extraction.fields.calibrationDate).toBe('2024-09-21');
  });
});

describe('a heading glossed on its own line, over the first caption of its box', () => {
  it('leaves the caption under it a caption of its own', () => {
    // Session 56, block 46 (seed 46231), the runs as the scan read them: "Kalibriergegenstand /
    // Instrument Data" over "Messgerät | Manometer", the gloss "Equipment" under the caption
    // read "quipmen". The heading's first part and the caption were read as one caption, and
    // the misread gloss became the instrument's name, high.
    const read: [string, number, number, number, number][] = [
      ['Kalibrierlabor', 50.4, 44.0, 16, 90.2],
      ['Elbe-Weser', 145.0, 44.0, 16, 71.5],
      ['GmbH', 232.1, 44.0, 16, 30.2],
      ['Calibration', 249.6, 135.2, 10, 48.2],
      ['Certificate', 301.2, 135.2, 10, 44.4],
      ['Kalibriergegenstand', 50.2, 384.4, 10, 91.2],
      ['/', 144.7, 384.4, 10, 2.9],
      ['Instrument', 150.5, 384.4, 10, 50.6],
      ['Data', 203.8, 384.4, 10, 21.1],
      ['Eingangsdatum', 307.9, 399.4, 8, 46.1],
      ['Kalibriert', 427.0, 399.4, 8, 29.0],
      ['am', 458.2, 399.4, 8, 8.6],
      ['Messgerät', 53.0, 403.1, 10, 41.8],
      ['Manometer', 148.1, 403.2, 10, 44.2],
      ['Date', 307.7, 408.0, 7.5, 13.4],
      ['Received', 323.3, 408.0, 7.5, 25.2],
      ['Date', 426.5, 408.0, 7.5, 13.4],
      ['Calibrated', 442.1, 408.0, 7.5, 30.2],
      ['quipmen', 59.5, 414.2, 10, 35.5],
      ['18.11.2025', 308.2, 419.8, 10, 42],
      ['26.11.2025', 426.5, 419.8, 10, 42.5],
      ['Hersteller', 53.0, 431.9, 10, 40.3],
      ['Ashcroft', 147.6, 431.9, 10, 34.1],
      ['Manufacturer', 53.0, 444.8, 8, 57.1],
      ['Typ', 52.8, 460.8, 10, 16.3],
      ['2089', 148.3, 460.8, 10, 18.2],
    ];
    const outcome = analyseScannedPage(
      read.map(([text, x, y, size, width]) => ({
        text,
        page: 1,
        x,
        y,
        width,
        size,
        font: `ocr@${size}`,
      })),
    );
    expect(outcome.ok && outcome.extraction.fields.equipmentName).toBe('Manometer');
  });
});

describe('a gloss beside another caption’s value', () => {
  it('takes the value under the gloss, not the one under the caption of the next column', () => {
    // Session 56, block 46 (seed 46091): "1.3 Data da próxima calibração / Next Cal Date" over
    // "12/2025", beside "1.4 Emitido em / Date Issued" over "6 de janeiro de 2025" on the
    // gloss's line: the issue date had been read as the due date, high.
    const outcome = analyseScannedPage([
      ...row([['Metrolab Lusitânia, Lda.', 51]], 60, 14),
      ...row([['CERTIFICADO DE CALIBRAÇÃO', 172]], 110, 16),
      ...row([['1.2 Data de calibração', 308]], 180, 9),
      ...row([['29/12/2024', 308]], 192, 9),
      ...row(
        [
          ['1.3 Próxima calibração', 308],
          ['1.4 Emitido em', 427],
        ],
        227.5,
        7,
      ),
      ...row([['Date Issued', 427]], 233, 7.5),
      ...row(
        [
          ['1.4 Número de série', 51],
          ['89/8577', 163],
          ['Next Cal Date', 308],
          ['06/01/2025', 427],
        ],
        242,
        9,
      ),
      ...row([['12/2025', 308]], 251.5, 9),
    ]);
    expect(outcome.ok && outcome.extraction.fields.dueDate).toBe('2025-12-31');
  });
});

describe('a list of captions and values whose caption a scan lost', () => {
  it('takes the value beside a caption while the value column goes on under it', () => {
    // Session 70, block 74: "Tipo" lost to the scan beside "541IB", a speck under it read
    // "Rha" and set a line lower; "Marca" took "Rha" for its value below (high).
    const outcome = analyseScannedPage([
      ...row([['Certificado de calibración', 175]], 105, 18),
      ...row(
        [
          ['Instrumento', 53],
          ['Termómetro digital', 148],
        ],
        170,
        8,
      ),
      // The box of dates beside the list, its rows between the list's.
      ...row([['30-04-2024', 427]], 186, 8),
      ...row(
        [
          ['Marca', 53],
          ['Fluke', 148],
        ],
        201,
        8,
      ),
      ...row([['541IB', 148]], 216, 8),
      ...row(
        [
          ['Rha', 50],
          ['30-10-2024', 308],
        ],
        228,
        8,
      ),
      ...row(
        [
          ['N° de serie', 53],
          ['6921-0047', 148],
        ],
        243,
        8,
      ),
      ...row(
        [
          ['N° de inventario', 53],
          ['LAB/0060', 148],
        ],
        258,
        8,
      ),
    ]);
    expect(outcome.ok && outcome.extraction.fields).toMatchObject({
      manufacturer: 'Fluke',
      serialNumber: '6921-0047',
    });
  });
});

describe('a caption whose generic first word a wide space set apart', () => {
  it('reads "Date | d’étalonnage / Calibrated" as one caption', () => {
    // Session 70, block 75 (seed 75071): "Date  d'étalonnage / Calibrated" over "On", two
    // spaces after "Date"; "Date" alone named no field and the calibration date was lost.
    const outcome = analyseScannedPage([
      ...row([['Certificat d’étalonnage', 200]], 90, 15),
      ...row(
        [
          ['Appareil / Unit Under', 50],
          ['Pied à coulisse', 170],
          ['Date', 308],
          ['d’étalonnage / Calibrated', 336],
        ],
        288,
        6.5,
      ),
      ...row([['On', 308]], 296, 6.5),
      ...row([['Test', 50]], 304, 6.5),
      ...row([['20/08/2025', 308]], 312),
      ...row(
        [
          ['Fabricant / Mfr.', 50],
          ['Mitutoyo', 170],
        ],
        330,
      ),
    ]);
    expect(outcome.ok && outcome.extraction.fields.calibrationDate).toBe('2025-08-20');
  });
});
