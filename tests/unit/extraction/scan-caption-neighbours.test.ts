/**
 * What stands next to a caption on a scan and is not its value, or is: a two-line caption's
 * second line beside a value, a numbered heading's first sub-item read past recognition, a date
 * over a caption, a one-word caption whose colon was read as a full stop, a speck read as two
 * letters beside a caption, and a code the document prints elsewhere (session 59, fresh blocks
 * 52 and 53). Each page is cut to the lines that matter from the seed's reading; each case
 * failed before its mechanism.
 */
import { describe, expect, it } from 'vitest';
import { analyseScannedPage, extractionOf, scannedRow as row } from './helpers/scanned-page.js';

describe("a value beside the second line of another column's caption", () => {
  it('is the value under its own caption, not a key of an unread caption', () => {
    // "Número do" / "certificado" wraps in the right-hand column; "certificado" stands beside
    // the maker as an unread caption's value would.
    const fields = extractionOf(
      analyseScannedPage([
        ...row([['CERTIFICADO DE CALIBRAÇÃO', 190]], 98, 15.5),
        ...row([['Identificacdo do instrumento', 51]], 123, 9.5),
        ...row(
          [
            ['Instrumento:', 51],
            ['Marca:', 169],
          ],
          135.6,
          7,
        ),
        ...row(
          [
            ['Número do', 311],
            ['9006/2025', 406],
          ],
          139.4,
          9.5,
        ),
        ...row(
          [
            ['Multímetro digital', 50],
            ['Tektronix', 169],
            ['certificado', 311],
          ],
          146.7,
          9.5,
        ),
        ...row(
          [
            ['Modelo:', 50],
            ['N.º de série:', 169],
            ['Data de receção', 311],
            ['14 de abril de 2025', 407],
          ],
          165.8,
          9.5,
        ),
        ...row(
          [
            ['DMM4050', 50],
            ['R33828309', 169],
            ['Calibrado em', 311],
            ['17 de abril de 2025', 407],
          ],
          182,
          9.5,
        ),
      ]),
    ).fields;
    expect(fields).toMatchObject({
      equipmentName: 'Multímetro digital',
      manufacturer: 'Tektronix',
      model: 'DMM4050',
      serialNumber: 'R33828309',
    });
  });
});

describe("a numbered heading's first sub-item, its caption unread", () => {
  it("gives the heading the value under the sub-item's caption", () => {
    // "Destinatario:" read "Destinato:": no caption, but numbered on from the heading's "2.".
    const fields = extractionOf(
      analyseScannedPage([
        ...row([['CERTIFICATO DI TARATURA', 193]], 100, 16),
        ...row([['1. Identificazione dell’oggetto', 51]], 142),
        ...row(
          [
            ['Descrizione', 53],
            ['Costruttore', 186],
            ['Matricola', 425],
          ],
          160,
        ),
        ...row(
          [
            ['Pinza amperometrica', 53],
            ['Hioki', 186],
            ['RX45120145', 425],
          ],
          177,
        ),
        ...row([['2. Dati del cliente', 50]], 201),
        ...row([['2.1 Destinato:', 50]], 215, 8),
        ...row([['Meccanica Rossi S.r.l.', 50]], 226),
        ...row([['Via Emilia Ovest 1480', 50]], 238, 8),
        ...row([['41123 Modena', 50]], 249, 8),
        ...row([['3. Dati della taratura', 50]], 276),
        ...row([['3.1 Data taratura', 54]], 293),
        ...row([['2023-02-15', 152]], 293),
      ]),
    ).fields;
    expect(fields.customer).toBe('Meccanica Rossi S.r.l.');
  });
});

describe('a date over a caption', () => {
  it('stays the value of the caption over it, not the first line of the caption under it', () => {
    // "25 février 2024" over "Hygrométrie / RH:-" had been read as the caption "février
    // Hygrométrie / RH" with "2024" its value, and the due date fell to the date above.
    const fields = extractionOf(
      analyseScannedPage([
        ...row([['Certificat d’étalonnage', 214]], 102, 17.5),
        ...row(
          [
            ['Instrument / Unit', 54],
            ['Thermo-hygromètre', 148],
            ['Certificat n° / Certificate #', 308],
            ['Reçu le / Date Received:', 427],
          ],
          198,
        ),
        ...row(
          [
            ['Under Test', 54],
            ['MSR/2023/2204', 308],
            ['19 août 2023', 427],
          ],
          210,
        ),
        ...row(
          [
            ['Étalonné le / Cal Date:', 308],
            ['Date du prochain étalonnage /', 427],
          ],
          235,
          8,
        ),
        ...row(
          [
            ['26 août 2023', 308],
            ['Calibration Due:', 427],
          ],
          247,
        ),
        ...row([['25 février 2024', 427]], 256),
        ...row(
          [
            ['N° de série / Ser.', 54],
            ['ZX37312791', 148],
          ],
          265,
        ),
        // Two rows the recogniser ran together, measured as one line of twice the size.
        ...row(
          [
            ['No.', 53],
            ['Température ambiante /', 307],
            ['Hygrométrie / RH:-', 427],
          ],
          281,
          21,
        ),
        ...row(
          [
            ['Temperature:', 308],
            ['(39 ± 10) % HR', 427],
          ],
          293,
        ),
      ]),
    ).fields;
    expect(fields).toMatchObject({
      calibrationDate: '2023-08-26',
      dueDate: '2024-02-25',
      humidity: '(39 ± 10) % HR',
    });
  });
});

describe('a one-word caption whose colon a scan read as a full stop', () => {
  it('is the caption of the value beside it', () => {
    const fields = extractionOf(
      analyseScannedPage([
        ...row([['CERTIFICADO DE CALIBRAÇÃO', 190]], 98, 15.5),
        ...row(
          [
            ['Instrumento:', 51],
            ['Balança analítica', 150],
          ],
          140,
        ),
        ...row(
          [
            ['N.º de série:', 51],
            ['0038410231', 150],
          ],
          155,
        ),
        ...row(
          [
            ['Calibrado em:', 51],
            ['12/03/2025', 150],
          ],
          170,
        ),
        ...row([['Dados do cliente', 50]], 192, 9.5),
        ...row(
          [
            ['Solicitante.', 50],
            ['Petroquímica Santista S.A.', 125],
          ],
          205,
          8,
        ),
      ]),
    ).fields;
    expect(fields.customer).toBe('Petroquímica Santista S.A.');
  });
});

describe('a speck read as two letters beside a caption', () => {
  it('heads no column: the value under the caption stays whole', () => {
    // Session 59, block 53: "2.1 Owner:" read "2.. | Owner | So"; the customer had been cut
    // to "Blue Ridge" at the speck's column, high.
    const fields = extractionOf(
      analyseScannedPage([
        ...row([['Certificate of Calibration', 200]], 100, 16),
        ...row(
          [
            ['Equipment:', 50],
            ['Force Gauge', 150],
          ],
          140,
          8,
        ),
        ...row(
          [
            ['Serial Number:', 50],
            ['46-0038', 150],
          ],
          152,
          8,
        ),
        ...row(
          [
            ['Calibration Date:', 50],
            ['12 May 2025', 150],
          ],
          164,
          8,
        ),
        ...row([['2. Customer Data', 50]], 188, 9),
        ...row(
          [
            ['2..', 36],
            ['Owner', 62],
            ['So', 105],
            ['2.2 Invoice to:', 306],
          ],
          200,
          8,
        ),
        ...row(
          [
            ['Blue Ridge Water Authority', 50],
            ['Stadtwerke Lüneburg GmbH', 306],
          ],
          209,
          8,
        ),
        ...row(
          [
            ['15 Reservoir Lane', 50],
            ['Am Alten Eisenwerk 2', 306],
          ],
          219,
          8,
        ),
      ]),
    ).fields;
    expect(fields.customer).toBe('Blue Ridge Water Authority');
  });
});

describe("a certificate number's zero read as an O after its letters", () => {
  it('is a zero where the document prints codes of those letters and as many digits', () => {
    // Session 59, block 53: "CCO40163" under the title; the lab's standards table prints its
    // own certificate "CC691643".
    const page = (number: string, standard: string) =>
      analyseScannedPage([
        ...row([['Certificado de calibracion', 207]], 110, 15.5),
        ...row([[number, 270]], 128, 12),
        ...row(
          [
            ['1.1 Equipo', 54],
            ['Tacómetro digital', 152],
          ],
          166,
          8.5,
        ),
        ...row(
          [
            ['1.4 N° de serie', 54],
            ['04417D', 152],
          ],
          181,
          8.5,
        ),
        ...row(
          [
            ['3.1 Calibrado el:', 50],
            ['2024-08-22', 172],
          ],
          253,
          8.5,
        ),
        ...row([['4. Patrones utilizados', 50]], 366),
        ...row(
          [
            ['Descripción', 53],
            ['Fabricante', 112],
            ['Certificado', 359],
            ['Calibrado', 421],
            ['Próxima cal.', 486],
          ],
          381,
          8.5,
        ),
        ...row(
          [
            ['Contador', 52],
            ['Keysight', 114],
            [standard, 362],
            ['2024-02-26', 424],
            ['2026-02-26', 486],
          ],
          393,
          8.5,
        ),
      ]);
    expect(extractionOf(page('CCO40163', 'CC691643')).fields.certificateNumber).toBe('CC040163');
    // A prefix the document prints with its letter stays as read.
    expect(extractionOf(page('CCO40163', 'CCO91643')).fields.certificateNumber).toBe('CCO40163');
  });
});
