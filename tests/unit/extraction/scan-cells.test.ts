/**
 * Values a scan set in pieces (session 43): a date's day set apart from its month and year, a
 * certificate number spaced after its letters, a value read onto its caption's first line.
 * Each case failed before its mechanism.
 */
import { describe, expect, it } from 'vitest';
import { analyseScannedPage, extractionOf, scannedRow as row } from './helpers/scanned-page.js';

const fields = (outcome: Parameters<typeof extractionOf>[0]) => extractionOf(outcome).fields;

describe('a date in two cells', () => {
  it('joins a day set apart from its month and year ("7" | "Februar 2024")', () => {
    const read = fields(
      analyseScannedPage([
        ...row([['Kalibrierschein', 226]], 105, 18),
        ...row(
          [
            ['Gegenstand', 54],
            ['Datenlogger', 194],
          ],
          355,
        ),
        ...row(
          [
            ['Kalibrierschein-Nr.', 53],
            ['84318 D-K 24', 194],
            ['Eingang am', 301],
            ['2. Februar 2024', 441],
          ],
          385,
        ),
        ...row(
          [
            ['Kalibrierdatum', 54],
            ['7', 194],
            ['Februar 2024', 212],
            ['Rekalibrierung bis', 301],
            ['02/2025', 441],
          ],
          415,
        ),
      ]),
    );
    expect(read.calibrationDate).toBe('2024-02-07');
    expect(read.dueDate).toBe('2025-02-28');
  });
});

describe('a certificate number the scan spaced after its letters', () => {
  const page = (standardsCertificate: string) =>
    analyseScannedPage([
      ...row([['Relatório de calibração N.º ML 25-83910', 160]], 86, 17.5),
      ...row(
        [
          ['Descrição', 53],
          ['Osciloscópio digital', 221],
        ],
        285,
      ),
      ...row(
        [
          ['N.º de série', 53],
          ['J-19/0053', 221],
        ],
        303,
      ),
      ...row([['Padrões de referência', 50]], 516, 12),
      ...row(
        [
          ['Descrição', 50],
          ['Fabricante', 112],
          ['Certificado', 359],
          ['Calibrado', 421],
        ],
        534,
      ),
      ...row(
        [
          ['Calibrador', 50],
          ['Fluke', 114],
          [standardsCertificate, 362],
          ['2025-03-14', 421],
        ],
        548,
      ),
    ]);

  it('is written as the document writes its other codes of those letters ("ML25-91317")', () => {
    expect(fields(page('ML25-91317')).certificateNumber).toBe('ML25-83910');
  });

  it('keeps its space where the document writes none of its codes without one', () => {
    expect(fields(page('CAL-91317')).certificateNumber).toBe('ML 25-83910');
  });
});

describe('a value read onto the first line of its wrapped caption', () => {
  it('reads "1.1 Numéro du CE2351610" over "certificat" as the caption and its value', () => {
    const read = fields(
      analyseScannedPage([
        ...row([["Certificat d'étalonnage", 192]], 87, 18),
        ...row(
          [
            ['1.1 Appareil', 51],
            ['1.1 Numéro du', 312],
            ['CE2351610', 380],
          ],
          137,
          11.5,
        ),
        ...row([['certificat', 311]], 149, 11.5),
        ...row([['Thermo-hygromètre', 50]], 155, 11.5),
        ...row(
          [
            ['1.2 Date de', 312],
            ['23/09/2023', 406],
          ],
          181,
          11.5,
        ),
        ...row([["l'étalonnage", 311]], 192, 11.5),
      ]),
    );
    expect(read.certificateNumber).toBe('CE2351610');
    expect(read.equipmentName).toBe('Thermo-hygromètre');
  });
});

describe('a date read onto the first line of its wrapped caption', () => {
  // Seed 85001: "1.2 Data prossima 11 febbraio 2026" read as one cell over "taratura": the
  // generic "Data" took the due date for the calibration date. The same in Spanish here.
  const page = (under: string) =>
    fields(
      analyseScannedPage([
        ...row([['Certificado de calibración', 192]], 87, 18),
        ...row(
          [
            ['1.1 Instrumento', 51],
            ['Termohigrómetro', 150],
          ],
          137,
        ),
        ...row([['1.2 Fecha de calibración: 11/02/2025', 51]], 160),
        ...row([['1.3 Fecha de próxima 11/02/2026', 51]], 185),
        ...row([[under, 51]], 197),
        ...row([['1.4 Número de serie: 1370VP60610', 51]], 222),
      ]),
    );

  it('reads the caption with the line under it, and the date as its value', () => {
    const read = page('calibración');
    expect(read.calibrationDate).toBe('2025-02-11');
    expect(read.dueDate).toBe('2026-02-11');
  });

  it('keeps the caption as read where the line under it makes no caption with it', () => {
    const read = page('Observaciones');
    expect(read.calibrationDate).toBe('2025-02-11');
    expect(read.dueDate).not.toBe('2026-02-11');
  });
});

describe('a band of captions over a row of values', () => {
  it('reads each value under its caption though one caption wraps onto a line of its own', () => {
    // "Numéro de" / "série" puts a line between the captions and their values; "Référence",
    // a caption only with a colon elsewhere, is one in a row of captions.
    const read = fields(
      analyseScannedPage([
        ...row([["CERTIFICAT D'ÉTALONNAGE", 174]], 106, 17),
        ...row(
          [
            ['Désignation', 54],
            ['Marque', 175],
            ['Référence', 258],
            ['Numéro de', 357],
            ["N° d'inventaire", 441],
          ],
          275,
        ),
        ...row([['série', 357]], 287),
        ...row(
          [
            ['Mégohmmètre', 54],
            ['Megger', 175],
            ['MFT1741+', 258],
            ['05472U', 357],
            ['00295', 441],
          ],
          305,
        ),
        ...row([['Demandeur:', 51]], 329, 8.5),
        ...row([['Laboratoires Dumont SA', 51]], 340),
      ]),
    );
    expect(read).toMatchObject({
      equipmentName: 'Mégohmmètre',
      manufacturer: 'Megger',
      model: 'MFT1741+',
      serialNumber: '05472U',
      equipmentId: '00295',
    });
  });

  it('reads the value under the last line of a band under a form, not as a key of the form', () => {
    // "1.5 Umidita / RH | (58 ± 10) % UR" above: a key column at 54 with values at 183; the
    // band's captions over "Ohaus" say the row under "Description" is a row of values.
    const read = fields(
      analyseScannedPage([
        ...row([['Certificato di taratura', 209]], 105, 18),
        ...row(
          [
            ['1.1 Data taratura', 54],
            ['19.08.2025', 183],
          ],
          153,
          11,
        ),
        ...row(
          [
            ['1.5 Umidita / RH', 54],
            ['(58 ± 10) % UR', 183],
          ],
          238,
          11,
        ),
        ...row(
          [
            ['2.1 Strumento /', 54],
            ['2.2 Marca /', 191],
            ['2.3 Modello /', 262],
            ['2.4 Matricola / Serial', 345],
            ['2.5 Matricola', 482],
          ],
          261,
          11,
        ),
        ...row(
          [
            ['Equipment', 53],
            ['Maker', 191],
            ['Model Number', 262],
            ['No.', 347],
            ['interna / Asset', 482],
          ],
          274,
          11,
        ),
        ...row(
          [
            ['Description', 54],
            ['No.', 482],
          ],
          285,
          11,
        ),
        ...row(
          [
            ['Bilancia di precisione', 54],
            ['Ohaus', 191],
            ['Pioneer PX224', 262],
            ['2853KD05322', 347],
            ['PM 5217', 482],
          ],
          303,
          11,
        ),
      ]),
    );
    expect(read).toMatchObject({
      equipmentName: 'Bilancia di precisione',
      manufacturer: 'Ohaus',
      model: 'Pioneer PX224',
      serialNumber: '2853KD05322',
    });
  });
});

/** The instrument's two lines of a Spanish form: its description and its serial number. */
const torqueWrench = () => [
  ...row(
    [
      ['Descripción', 54],
      ['Llave dinamométrica', 173],
    ],
    330,
  ),
  ...row(
    [
      ['N° de serie', 54],
      ['39/0611', 173],
    ],
    348,
  ),
];

describe('spaces a scan put inside values, closed on the document’s evidence (session 44)', () => {
  const page = (
    standardsCertificate: string,
    letterhead: string,
    footer = 'Servicios Metrológicos del Bajío S.A.',
  ) =>
    analyseScannedPage([
      ...row([['CC 020 757', 496]], 36, 10.5),
      ...row([[letterhead, 51]], 44, 16),
      ...row([['Certificado de calibración', 200]], 113, 18),
      ...row(
        [
          ['Descripción', 50],
          ['Fabricante', 112],
          ['Certificado', 359],
          ['Calibrado', 421],
        ],
        171,
      ),
      ...row(
        [
          ['Transductor', 50],
          ['Norbar', 112],
          [standardsCertificate, 359],
          ['2024-10-05', 421],
        ],
        206,
      ),
      ...row([['Identificación del instrumento', 51]], 305, 12),
      ...torqueWrench(),
      ...row(
        [
          ['Fecha calibración:', 51],
          ['2025-01-19', 173],
        ],
        392,
      ),
      // The lab's name again in the footer, with its address: no statement of who issued it.
      ...row([[`${footer} · Av. Constituyentes 1042`, 50]], 800, 7),
    ]);

  it('writes a code spaced in groups as the document writes a code of those letters and digits', () => {
    const read = fields(page('CC306776', 'Servicios Metrológicos del Bajío S.A.'));
    expect(read.certificateNumber).toBe('CC020757');
  });

  it('keeps the groups where no code of the same letters and as many digits is printed whole', () => {
    expect(fields(page('CC3067', 'Servicios Metrológicos del Bajío S.A.')).certificateNumber).toBe(
      'CC 020 757',
    );
  });

  it('closes a space cut into a name where the document prints the name whole', () => {
    const read = fields(page('CC306776', 'Servicios Metrológicos del B ajío S.A.'));
    expect(read.calibrationLab).toBe('Servicios Metrológicos del Bajío S.A.');
  });

  it('takes no witness from words a scan squeezed together elsewhere ("deC.V.")', () => {
    const name = 'Servicios Metrológicos del Bajío S. de R.L. de C.V.';
    const squeezed = 'Servicios Metrológicos del Bajío S. de R.L. deC.V.';
    expect(fields(page('CC306776', name, squeezed)).calibrationLab).toBe(name);
  });
});

describe('a wrapped caption whose second line the scan misread', () => {
  it('reads "2.4 Número de" over "serte" as the serial number’s caption', () => {
    const read = fields(
      analyseScannedPage([
        ...row([['Informe de calibración', 202]], 105, 16),
        ...row(
          [
            ['2.1 Instrumento', 53],
            ['Calibrador de procesos', 149],
          ],
          299,
        ),
        ...row(
          [
            ['2.2 Fabricante', 53],
            ['Beamex', 148],
          ],
          315,
        ),
        ...row(
          [
            ['2.4 Número de', 53],
            ['6715112', 148],
          ],
          347,
        ),
        ...row([['serte', 54]], 357),
        ...row(
          [
            ['2.5 Código', 53],
            ['INV-2015-097', 149],
          ],
          374,
        ),
        ...row([['interno', 53]], 384),
      ]),
    );
    expect(read.serialNumber).toBe('6715112');
    expect(read.equipmentId).toBe('INV-2015-097');
  });
});

describe('a typed tick box a scan ran into its option', () => {
  const page = (options: [string, string]) =>
    analyseScannedPage([
      ...row([['Certificado de calibración', 200]], 113, 18),
      ...torqueWrench(),
      ...row(
        [
          ['Resultado', 50],
          [options[0], 210],
          [options[1], 262],
        ],
        638,
      ),
    ]);

  it('reads "XIPasa" beside "[]No pasa" as the ticked option', () => {
    expect(fields(page(['XIPasa', '[]No pasa'])).result).toBe('Pass');
    expect(fields(page(['[]Pasa', 'XINo pasa'])).result).toBe('Fail');
  });
});

describe('a digit a scan read in a code’s prefix of letters', () => {
  const page = (standardsCertificate: string) =>
    analyseScannedPage([
      ...row([['Kalibrierschein', 226]], 105, 18),
      ...row([['Messmittel', 50]], 121, 10.5),
      ...row(
        [
          ['Bezeichnung', 50],
          ['Hersteller', 112],
          ['Kalibrierschein-Nr.', 359],
          ['Kalibriert', 421],
        ],
        138,
      ),
      ...row(
        [
          ['Druckregler', 52],
          ['Druck', 114],
          [standardsCertificate, 359],
          ['2023-12-26', 424],
        ],
        159,
      ),
      ...row(
        [
          ['Kalibrierschein-Nr.', 54],
          ['K5-32602/24', 194],
        ],
        300,
      ),
      ...row(
        [
          ['Kalibriergegenstand', 54],
          ['Prozesskalibrator', 194],
        ],
        330,
      ),
      ...row(
        [
          ['Seriennummer', 54],
          ['9441648', 194],
        ],
        345,
      ),
    ]);

  it('is the letter where the document prints the prefix in letters ("KS-56779/23")', () => {
    expect(fields(page('KS-56779/23')).certificateNumber).toBe('KS-32602/24');
  });

  it('stays where the document prints no such prefix in letters', () => {
    expect(fields(page('KT-56779/23')).certificateNumber).toBe('K5-32602/24');
  });
});

describe('a caption whose first language a scan misread', () => {
  it('reads the value under the whole caption, its misread first language included', () => {
    // "1.3 Matériel / Description:" read "1.3 Motuirert/ | Description:": the value under it
    // starts where the caption does, not where its second language does.
    const read = fields(
      analyseScannedPage([
        ...row([["CERTIFICAT D'ÉTALONNAGE", 204]], 88, 14.5),
        ...row(
          [
            ['1.3 Motuirert/', 51],
            ['Description:', 128],
            ['1.2 Fabricant / Mfr.:', 298],
          ],
          239,
          9,
        ),
        ...row(
          [
            ["Contrôleur d'isolement", 50],
            ['Fluke', 298],
          ],
          249,
          9,
        ),
        ...row([['1.4 N° de série / Serial No.:', 298]], 268, 9),
        ...row([['00633', 298]], 278, 9),
      ]),
    );
    expect(read.equipmentName).toBe("Contrôleur d'isolement");
    expect(read.serialNumber).toBe('00633');
  });
});

describe('a row of dates whose years went to the next line', () => {
  it('reads each date with the year under it', () => {
    const read = fields(
      analyseScannedPage([
        ...row([['Rapporto di taratura', 202]], 117, 18.5),
        ...row(
          [
            ['Ricevuto il /', 53],
            ['Tarato il /', 149],
            ['Prossima', 252],
            ['Emesso il /', 342],
          ],
          188,
          11.5,
        ),
        ...row(
          [
            ['Receipt Date', 53],
            ['Calibration', 149],
            ['taratura /', 252],
            ['Date of Issue', 342],
          ],
          200,
          11.5,
        ),
        ...row(
          [
            ['Date', 149],
            ['Next Cal Date', 252],
          ],
          213,
          11.5,
        ),
        ...row(
          [
            ['14 settembre', 54],
            ['21 settembre', 150],
            ['21 marzo 2024', 252],
            ['30 settembre', 342],
          ],
          231,
          11.5,
        ),
        ...row(
          [
            ['2023', 53],
            ['2023', 150],
            ['2023', 342],
          ],
          244,
          11.5,
        ),
        ...row(
          [
            ['Oggetto / Unit', 53],
            ['Bilancia di precisione', 152],
          ],
          363,
          11.5,
        ),
        ...row(
          [
            ['N. di serie / Ser. No.', 53],
            ['7352UR75746', 152],
          ],
          394,
          11.5,
        ),
      ]),
    );
    expect(read.calibrationDate).toBe('2023-09-21');
    expect(read.dueDate).toBe('2024-03-21');
  });
});
