/**
 * Values and captions a scan parted or misread (session 51, fresh blocks 31 to 33): a bilingual
 * caption parted into two cells at its slash; a customer's cover page whose letterhead the scan
 * misread; a signatory's name in two cells; a range of dates whose dash was lost, its dates
 * stacked beside a caption and its gloss. Each page is cut to the lines that matter from the
 * seed's reading.
 */
import { describe, expect, it } from 'vitest';
import {
  analyseScannedPage,
  analyseScannedPages,
  extractionOf,
  narrowCells,
  scannedWords,
} from './helpers/scanned-page.js';

/** Seed 31191's second page: a signatory above a header row whose "Manufacturer" stands apart. */
function certificateWithPartedCaption(manufacturerCaption: readonly (readonly [string, number])[]) {
  return analyseScannedPage([
    ...narrowCells([['ICML', 63]], 44, 14),
    ...narrowCells([['Certificado de calibração', 220]], 98, 16),
    ...narrowCells([['4769/2025', 273]], 129, 12.5),
    ...narrowCells(
      [
        ['Contratante / Submitted By:', 50],
        ['Indústrias Metalúrgicas do Norte, S.A.', 164],
      ],
      243,
    ),
    ...narrowCells(
      [
        ['Data de calibração / Date Calibrated:', 50],
        ['07.03.2025', 226],
      ],
      265,
    ),
    ...narrowCells(
      [
        ['Executado por / Technician:', 50],
        ['João Silva', 225],
      ],
      333,
    ),
    ...narrowCells(
      [
        ['Signatário autorizado / Authorized Signatory:', 50],
        ['Pedro Gonçalves', 227],
      ],
      346,
    ),
    ...narrowCells(
      [
        ['Descrição / Description', 53],
        ...manufacturerCaption,
        ['Modelo / Model', 283],
        ['N.º de série / Serial', 366],
        ['Código / Asset No.', 456],
      ],
      370,
    ),
    ...narrowCells([['Number', 366]], 381),
    ...narrowCells(
      [
        ['Termo-higrômetro', 53],
        ['Testo', 176],
        ['176 H1', 283],
        ['T-15/0028', 365],
        ['EQ-00822', 457],
      ],
      397,
    ),
    ...narrowCells([['Certificado emitido por Instituto de Calibração do Minho, Lda.', 50]], 482),
  ]);
}

describe('a bilingual caption a scan parted at its slash', () => {
  it('is one caption over the value under it, not a caption for the name above', () => {
    // "Fabricante / | Manufacturer": the gloss alone, standing under the signatory's name, had
    // taken "Pedro Gonçalves" as the manufacturer, high.
    const read = extractionOf(
      certificateWithPartedCaption([
        ['Fabricante /', 176],
        ['Manufacturer', 230],
      ]),
    );
    expect(read.items[0]!.manufacturer).toBe('Testo');
    expect(read.items[0]!.model).toBe('176 H1');
  });

  it('reads the same as the caption in one cell', () => {
    const read = extractionOf(certificateWithPartedCaption([['Fabricante / Manufacturer', 176]]));
    expect(read.items[0]!.manufacturer).toBe('Testo');
  });
});

/** Seed 32181: the customer's file cover, then the lab's certificate and its standards page. */
function certificateAfterCover(coverLetterhead: string, lastFooter: string) {
  const cover = [
    ...narrowCells([[coverLetterhead, 48]], 50, 13.5),
    ...narrowCells([['Prüfmittelakte Deckblatt', 211]], 90, 17),
    ...narrowCells(
      [
        ['Prüfmittel', 54],
        ['Drehmomentschlüssel', 234],
      ],
      133,
      11.5,
    ),
    ...narrowCells(
      [
        ['Abteilung', 54],
        ['QA / Metrology', 234],
      ],
      173,
      11.5,
    ),
  ];
  const certificate = [
    ...narrowCells([['MSGC', 61]], 44, 14.5),
    ...narrowCells(
      [['lab@ messtechnik-schwaben.example www.messteclinik-schwaben.example', 50]],
      62,
      10,
    ),
    ...narrowCells([['Kalibrierschein', 243]], 105, 18.5),
    ...narrowCells(
      [
        ['Auftraggeber', 50],
        ['Stadtwerke Lüneburg GmbH', 121],
      ],
      153,
      11.5,
    ),
    ...narrowCells([['Am Alten Eisenwerk 2', 120]], 166, 11.5),
    ...narrowCells([['21339 Lüneburg', 121]], 180, 11.5),
    ...narrowCells(
      [
        ['Kalibriergegenstand', 50],
        ['Drehmomentschlüssel', 152],
      ],
      228,
      11.5,
    ),
    ...narrowCells(
      [
        ['Fabrikat', 50],
        ['Norbar', 152],
      ],
      245,
      11.5,
    ),
    ...narrowCells(
      [
        ['Fabrik-Nr.', 50],
        ['011903', 153],
      ],
      279,
      11.5,
    ),
    ...narrowCells(
      [
        ['Kalibriert am', 50],
        ['2023-07-20', 145],
      ],
      394,
      11.5,
    ),
    ...narrowCells(
      [['Messtechniker Schwaben GmbH & Co. KG - Industriestraße 14, 70565 Stuttgart', 50]],
      802,
      7,
    ),
  ];
  const signatures = [
    ...narrowCells([['MSGC', 61]], 44, 14.5),
    ...narrowCells([['Bemerkungen', 50]], 207, 13),
    ...narrowCells(
      [
        ['Jürgen Hoffmann', 49],
        ['S. Brandt', 298],
      ],
      281,
      11.5,
    ),
    ...narrowCells(
      [
        ['Prüfer', 50],
        ['Geprüft und freigegeben', 298],
      ],
      297,
    ),
    ...narrowCells([[lastFooter, 50]], 801, 7),
  ];
  return extractionOf(analyseScannedPages(cover, certificate, signatures));
}

describe("a customer's cover page before the certificate", () => {
  it('does not give the lab its letterhead when the scan misread the customer there', () => {
    // "Stadtwerke Liineburg GmbH" (the "ü" read as "ii") over the file cover had been taken
    // for the lab; the certificate names the customer "Stadtwerke Lüneburg GmbH".
    const read = certificateAfterCover(
      'Stadtwerke Liineburg GmbH',
      'Messtechnik Schwaben GmbH & Co, KG Industriestraße 14, 70565 Stuttgart',
    );
    expect(read.fields.customer).toBe('Stadtwerke Lüneburg GmbH');
    expect(read.fields.calibrationLab).toBe('Messtechnik Schwaben GmbH & Co. KG');
  });
});

describe('a signatory’s name a scan parted into two cells', () => {
  it('is the whole name over its role', () => {
    // Seed 32101, third certificate: "Lucía | Gómez" over "Técnico de calibración" and its
    // gloss, the manager's name and role beside them.
    const read = extractionOf(
      analyseScannedPage([
        ...narrowCells([['Calibraciones del Levante S.A.', 50]], 44, 16.5),
        ...narrowCells([['CERTIFICADO DE CALIBRACION', 169]], 123, 17),
        ...narrowCells(
          [
            ['Certificado Nº', 53],
            ['Fecha calibración', 148],
          ],
          185,
          11,
        ),
        ...narrowCells(
          [
            ['CC485203', 53],
            ['09-11-2024', 149],
          ],
          215,
          11,
        ),
        ...narrowCells(
          [
            ['Instrumento', 53],
            ['Fabricante', 226],
            ['Modelo', 393],
          ],
          353,
          11,
        ),
        ...narrowCells(
          [
            ['Calibrador de procesos', 53],
            ['Fluke', 227],
            ['729', 393],
          ],
          383,
          11,
        ),
        ...scannedWords('Lucía', 50, 432, { size: 9.5, letter: 4.6 }),
        ...scannedWords('Gómez', 83, 432, { size: 9.5, letter: 4.2 }),
        ...narrowCells([['María José Fernández,', 298]], 432),
        ...narrowCells(
          [
            ['Técnico de calibración', 50],
            ['Coordinador Técnico', 298],
          ],
          448,
        ),
        ...narrowCells(
          [
            ['Calibration technician', 50],
            ['Technical mánager', 298],
          ],
          459,
        ),
      ]),
    );
    expect(read.fields.technician).toBe('Lucía Gómez');
  });

  it('is the whole name after a title whose stop the scan lost, the stop put back', () => {
    // Seed 43121: "Ing | Luca Ferrari" over "Tecnico taratore": "Ing" alone is no name.
    const read = extractionOf(
      analyseScannedPage([
        ...narrowCells([['Laboratorio Metrologico Lombardo S.r.l.', 50]], 44, 16.5),
        ...narrowCells([['CERTIFICATO DI TARATURA', 169]], 123, 17),
        ...narrowCells([['Certificato n. LT-2291/24', 53]], 185, 11),
        ...narrowCells([['Strumento: Manometro digitale', 53]], 215, 11),
        ...narrowCells([['Matricola: MD-3390', 53]], 235, 11),
        ...narrowCells([['Data di taratura: 03/02/2025', 53]], 255, 11),
        ...scannedWords('Ing', 50.9, 432, { size: 9.5, letter: 5.6 }),
        ...narrowCells([['Luca Ferrari', 82.3]], 432),
        ...narrowCells([['Giulia Bianchi', 298]], 432),
        ...narrowCells(
          [
            ['Tecnico taratore', 50],
            ['Responsabile del laboratorio', 298],
          ],
          448,
        ),
        ...narrowCells(
          [
            ['Calibration technician', 50],
            ['Technical manager', 298],
          ],
          459,
        ),
      ]),
    );
    expect(read.fields.technician).toBe('Ing. Luca Ferrari');
  });
});

describe('a calibration over two days, its dates stacked beside a caption and its gloss', () => {
  /** Seed 33261: "11/09/2025 –" over "12/09/2025", the dash lost on the scan. */
  function certificate(second: string) {
    return extractionOf(
      analyseScannedPage([
        ...narrowCells([['CTLS', 65]], 44, 14.5),
        ...narrowCells([['Rapporto di taratura', 208]], 100, 17),
        ...narrowCells([['CT25/2599', 266]], 132, 13.5),
        ...narrowCells(
          [
            ['1.1 Oggetto:', 51],
            ['Oscilloscopio digitale', 169],
            ['1.1 Ricevuto il:', 308],
            ['01/09/2025', 427],
          ],
          171,
        ),
        ...narrowCells(
          [
            ['Item Description', 50],
            ['Receipt Date', 308],
          ],
          181,
          7.5,
        ),
        ...narrowCells(
          [
            ['1.2 Costruttore:', 51],
            ['Keysight', 169],
            ['1.2 Data taratura:', 308],
            ['11/09/2025', 427],
          ],
          194,
        ),
        ...narrowCells(
          [
            ['Manufacturer', 50],
            ['Calibrated On', 308],
            [second, 427],
          ],
          204,
          7,
        ),
        ...narrowCells(
          [
            ['1.3 Modello:', 51],
            ['DSOX1204G', 169],
          ],
          220,
        ),
      ]),
    );
  }

  it('is read as the range, its last day the calibration date', () => {
    // The first date alone had been taken, high.
    expect(certificate('12/09/2025').fields.calibrationDate).toBe('2025-09-12');
  });

  it('keeps the date beside the caption when the one under it is no later day of it', () => {
    expect(certificate('11/08/2025').fields.calibrationDate).toBe('2025-09-11');
  });
});

describe('two columns of key/value rows at staggered heights', () => {
  it('reads the value beside a caption, not the other column’s caption under it', () => {
    // Seed 33181: the right column's rows sit between the left column's, so "Número do
    // certificado | CAL-85137/23" read like a grid header over "Data de rececao" (the
    // certificate number had been lost).
    const read = extractionOf(
      analyseScannedPage([
        ...narrowCells([['Metrolab Lusitânia, Lda.', 51]], 44, 14.5),
        ...narrowCells([['Relatório de calibração', 207]], 110, 15.5),
        ...narrowCells([['Identificação do instrumento', 51]], 134, 10),
        ...narrowCells(
          [
            ['Equipamento', 54],
            ['Termômetro digital', 148],
            ['Número do certificado', 308],
            ['CAL-85137/23', 418],
          ],
          148,
          8.5,
        ),
        ...narrowCells(
          [
            ['Data de rececao', 308],
            ['13 de março de 2023', 419],
          ],
          160.56,
          8.5,
        ),
        ...narrowCells(
          [
            ['Fabricante', 54],
            ['Ebro', 149],
          ],
          165.36,
          8.5,
        ),
        ...narrowCells(
          [
            ['Data de calibração', 308],
            ['19 de março de 2023', 419],
          ],
          174,
          8.5,
        ),
        ...narrowCells(
          [
            ['Nº série', 50],
            ['DG81839352', 149],
          ],
          199,
          8.5,
        ),
      ]),
    );
    expect(read.fields.certificateNumber).toBe('CAL-85137/23');
    expect(read.fields.calibrationDate).toBe('2023-03-19');
  });
});

describe('the lab named in its e-mail domain', () => {
  it('is found though the scan read a space after the "@"', () => {
    // Seed 33111: a letterhead of the logo's letters only ("C L S"), the name in the footer.
    const read = extractionOf(
      analyseScannedPage([
        ...narrowCells([['C L S', 67]], 44, 14.5),
        ...narrowCells(
          [['lab@ calibraciones-levante.example calibraciones-levante.example', 50]],
          62,
          6.5,
        ),
        ...narrowCells([['Certificado de calibración', 200]], 100, 16),
        ...narrowCells(
          [
            ['Instrumento:', 50],
            ['Multímetro digital', 150],
          ],
          150,
        ),
        ...narrowCells(
          [
            ['Fecha de calibración:', 50],
            ['12/03/2025', 150],
          ],
          170,
        ),
        ...narrowCells(
          [['Calibraciones del Levante S.A. Avda. de! Puerto 118, 46023 Valencia', 50]],
          802,
          7,
        ),
      ]),
    );
    expect(read.fields.calibrationLab).toBe('Calibraciones del Levante S.A.');
  });
});
