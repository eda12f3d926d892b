/**
 * Which organisation is the laboratory, and that a document's laboratory and customer are
 * carried to every instrument it lists.
 */
import { describe, expect, it } from 'vitest';
import { shareDocumentFields } from '../../../src/extraction/fields/document-wide.js';
import { cleanValue } from '../../../src/extraction/fields/values.js';
import { emptyInstrumentFields } from '../../../src/shared/extraction.js';
import { heading, keyValues, paragraph, row, title } from './helpers/build-pdf.js';
import { extracted } from './helpers/extract.js';

const INSTRUMENT: [string, string][] = [
  ['Instrument', 'Pressure Gauge'],
  ['Serial No.', 'PG-77120'],
  ['Calibration Date', '2025-04-22'],
];

describe('the laboratory', () => {
  it('is the name its e-mail and web addresses spell, not a customer cover line above it', async () => {
    const extraction = await extracted([
      [
        { text: 'Kestrel Mining Services Ltd', x: 50, y: 40, size: 14, bold: true },
        ...paragraph(['Equipment file – cover sheet', 'Next study: 2026-01-15'], 50, 58, 10),
        { text: 'Harbourside Acoustics Lab Pty Ltd', x: 50, y: 110, size: 14, bold: true },
        ...paragraph(
          ['lab@harbourside-acoustics.example · www.harbourside-acoustics.example'],
          50,
          126,
          9,
        ),
        title('Calibration Certificate', 170),
        ...keyValues([['Customer', 'Kestrel Mining Services Ltd'], ...INSTRUMENT], { y: 210 }),
      ],
    ]);
    expect(extraction.fields.customer).toBe('Kestrel Mining Services Ltd');
    expect(extraction.fields.calibrationLab).toBe('Harbourside Acoustics Lab Pty Ltd');
  });

  it('may be the customer too, when the laboratory calibrated its own instrument', async () => {
    const extraction = await extracted([
      [
        { text: 'Northern Metrology Institute', x: 50, y: 40, size: 14, bold: true },
        title('Calibration Certificate', 110),
        ...keyValues([['Customer', 'Northern Metrology Institute'], ...INSTRUMENT], { y: 150 }),
        ...paragraph(['Northern Metrology Institute · Calibration Department'], 50, 700, 9),
      ],
    ]);
    expect(extraction.fields.calibrationLab).toBe('Northern Metrology Institute');
  });

  it('keeps the legal form a wide gap set apart in the letterhead ("Kalibrierdienst Nord" "GmbH")', async () => {
    const extraction = await extracted([
      [
        ...row(['Kalibrierdienst Nord', 'GmbH'], [50, 205], 40).map((item) => ({
          ...item,
          size: 14,
          bold: true,
        })),
        ...paragraph(['Harburger Schloßstraße 21', '21079 Hamburg'], 50, 58, 9),
        title('Kalibrierschein', 110),
        ...keyValues(INSTRUMENT, { y: 150 }),
      ],
    ]);
    expect(extraction.fields.calibrationLab).toBe('Kalibrierdienst Nord GmbH');
  });
});

describe('document-wide fields', () => {
  it('carries the laboratory and customer to instruments that print none, never over their own', () => {
    const first = {
      ...emptyInstrumentFields(),
      serialNumber: 'A1',
      calibrationLab: 'Acme Metrology',
      customer: 'Widget Co',
    };
    const second = { ...emptyInstrumentFields(), serialNumber: 'A2' };
    const third = { ...emptyInstrumentFields(), serialNumber: 'A3', customer: 'Other Co' };
    const { items, itemConfidence } = shareDocumentFields({
      items: [first, second, third],
      itemConfidence: [
        { serialNumber: 'high', calibrationLab: 'high', customer: 'medium' },
        { serialNumber: 'high' },
        { serialNumber: 'low', customer: 'high' },
      ],
    });
    expect(items[0]).toBe(first);
    expect(items[1]).toMatchObject({ calibrationLab: 'Acme Metrology', customer: 'Widget Co' });
    expect(items[2]).toMatchObject({ calibrationLab: 'Acme Metrology', customer: 'Other Co' });
    // A shared name is as sure as where it was read; an instrument's own stays its own.
    expect(itemConfidence[1]).toEqual({
      serialNumber: 'high',
      calibrationLab: 'high',
      customer: 'medium',
    });
    expect(itemConfidence[2]).toEqual({
      serialNumber: 'low',
      calibrationLab: 'high',
      customer: 'high',
    });
  });
});

describe('the customer', () => {
  it('is never a measured quantity, a range or an identifier from the next cell', async () => {
    const extraction = await extracted([
      [
        { text: 'Harbourside Acoustics Lab Pty Ltd', x: 50, y: 40, size: 14, bold: true },
        title('Calibration Certificate', 110),
        ...keyValues([['Customer', '42 % rh'], ...INSTRUMENT], { y: 150 }),
      ],
    ]);
    expect(extraction.fields.customer).toBeNull();
  });

  it('loses its own caption printed in front of it without a colon', () => {
    expect(cleanValue('customer', 'Kunde Bergmann Fahrzeugtechnik AG')).toBe(
      'Bergmann Fahrzeugtechnik AG',
    );
    expect(cleanValue('customer', 'Cliente / Owner Aceros del Norte S.A.')).toBe(
      'Aceros del Norte S.A.',
    );
    // A laboratory's name may begin with the word that is its caption.
    expect(cleanValue('calibrationLab', 'Laboratorio Taratura Adriatico S.r.l.')).toBe(
      'Laboratorio Taratura Adriatico S.r.l.',
    );
  });
});

describe('the model', () => {
  it('is never a caption or a piece of one', () => {
    expect(cleanValue('model', 'Seriennum-')).toBeNull();
    expect(cleanValue('model', 'mer')).toBeNull();
    expect(cleanValue('model', 'Après ajustage: non conforme')).toBeNull();
    expect(cleanValue('model', 'Serial Number')).toBeNull();
    // Model names without digits stay.
    expect(cleanValue('model', 'DREMOMETER SE')).toBe('DREMOMETER SE');
    expect(cleanValue('model', 'AccuSure Basic Model')).toBe('AccuSure Basic Model');
  });
});

describe('the laboratory in the closing lines', () => {
  it('is read from an address line even when its name begins with the word "Laboratoire"', async () => {
    const extraction = await extracted([
      [
        title("Certificat d'étalonnage", 60),
        ...keyValues(
          [
            ['Instrument', 'Bague étalon'],
            ['N° de série', '01650G'],
            ["Date d'étalonnage", '2023-11-22'],
          ],
          { y: 110 },
        ),
        {
          text: "Laboratoire d'Étalonnage de l'Ouest · 5 boulevard des Ateliers, 44300 Nantes",
          x: 50,
          y: 760,
          size: 9,
        },
      ],
    ]);
    expect(extraction.fields.calibrationLab).toBe("Laboratoire d'Étalonnage de l'Ouest");
  });

  it('ends at its legal form when a scan lost the dot between the name and the address', async () => {
    // OCR reads "Messtechnik Schwaben GmbH & Co. KG · Industriestraße 14" without the "·".
    const page = (footer: string) => [
      title('Kalibrierschein', 60),
      ...keyValues(
        [
          ['Gegenstand', 'Drehmomentschlüssel'],
          ['Seriennummer', 'L-83/0067'],
          ['Kalibrierdatum', '2025-06-21'],
        ],
        { y: 110 },
      ),
      { text: footer, x: 50, y: 760, size: 8 },
    ];
    const german = await extracted([
      page('Messtechnik Schwaben GmbH & Co. KG Industriestraße 14, 70565 Stuttgart'),
    ]);
    expect(german.fields.calibrationLab).toBe('Messtechnik Schwaben GmbH & Co. KG');
    const italian = await extracted([
      page("Metrologia Emiliana S.p.A. Via dell'Industria 9, 40138 Bologna"),
    ]);
    expect(italian.fields.calibrationLab).toBe('Metrologia Emiliana S.p.A.');
    // A sentence that names a company is no address line.
    const sentence = await extracted([
      page('Messtechnik Schwaben GmbH & Co. KG calibrated this instrument in 2025'),
    ]);
    expect(sentence.fields.calibrationLab).toBeNull();
  });

  it('keeps a long name whose legal form takes several words', async () => {
    const extraction = await extracted([
      [
        { text: 'Servicios Metrológicos del Bajío S. de R.L. de C.V.', x: 50, y: 40, size: 13 },
        title('Certificado de calibración', 100),
        ...keyValues(
          [
            ['Instrumento', 'Manómetro'],
            ['Número de serie', 'MN-4411'],
            ['Fecha de calibración', '2024-03-02'],
          ],
          { y: 150 },
        ),
      ],
    ]);
    expect(extraction.fields.calibrationLab).toBe(
      'Servicios Metrológicos del Bajío S. de R.L. de C.V.',
    );
  });
});

describe('the laboratory and the customer after a customer cover page', () => {
  it('keeps a caption word that opens the name and a legal form of several words', async () => {
    const footer = (y: number) => ({
      text: 'Laboratorio Taratura Adriatico S.r.l. · Via del Porto 88, 60121 Ancona',
      x: 50,
      y,
      size: 9,
    });
    const extraction = await extracted([
      [
        title('Rapporto di taratura', 60),
        ...keyValues(
          [
            ['Strumento', 'Manometro'],
            ['Numero di serie', 'MN-4411'],
            ['Data di taratura', '2024-03-02'],
          ],
          { y: 110 },
        ),
        footer(780),
      ],
      [...paragraph(['Risultati della taratura: conforme.'], 50, 100), footer(780)],
    ]);
    expect(extraction.fields.calibrationLab).toBe('Laboratorio Taratura Adriatico S.r.l.');

    const german = await extracted([
      [
        title('Kalibrierschein', 60),
        ...keyValues(
          [
            ['Gegenstand', 'Digitalmultimeter'],
            ['Seriennummer', 'F05342132'],
            ['Kalibriert am', '2023-08-19'],
          ],
          { y: 110 },
        ),
        ...paragraph(['Messtechnik Schwaben GmbH & Co. KG · Industriestraße 14'], 50, 780, 9),
      ],
      [...paragraph(['Messtechnik Schwaben GmbH & Co. KG · Industriestraße 14'], 50, 780, 9)],
      [...paragraph(['Messtechnik Schwaben GmbH & Co. KG · Industriestraße 14'], 50, 780, 9)],
    ]);
    expect(german.fields.calibrationLab).toBe('Messtechnik Schwaben GmbH & Co. KG');
  });

  it('reads both when the customer’s own cover page comes first', async () => {
    const extraction = await extracted([
      [
        { text: 'Bergmann Fahrzeugtechnik AG', x: 50, y: 40, size: 14, bold: true },
        { text: 'Prüfmittelakte – Deckblatt', x: 50, y: 60, size: 12, bold: true },
        ...keyValues(
          [
            ['Prüfmittel', 'Digitalmultimeter'],
            ['Nächste Prüfung', '2024-02-20'],
          ],
          { y: 90, colon: false },
        ),
      ],
      [
        { text: 'Messtechnik Schwaben GmbH & Co. KG', x: 50, y: 40, size: 13, bold: true },
        ...paragraph(['Industriestraße 14', '70565 Stuttgart'], 50, 56, 9),
        title('Kalibrierschein', 110),
        { text: 'Auftraggeber / Owner:', x: 50, y: 150 },
        { text: 'Bergmann Fahrzeugtechnik AG', x: 50, y: 164, bold: true },
        ...paragraph(['Porschestraße 100', '38440 Wolfsburg'], 50, 178),
        ...keyValues(
          [
            ['Gegenstand', 'Digitalmultimeter'],
            ['Seriennummer', 'F05342132'],
            ['Kalibriert am', '2023-08-19'],
          ],
          { y: 230 },
        ),
        ...paragraph(
          [
            'Messergebnisse siehe Seite 2.',
            'Die Messunsicherheit ist für k = 2 angegeben.',
            'Dieser Kalibrierschein darf nur vollständig weiterverbreitet werden.',
            'Umgebungstemperatur (23 ± 1) °C',
            'Relative Luftfeuchte (45 ± 10) %',
            'Bearbeiter: A. Huber',
            'Freigabe: Dr. K. Lang',
            'Seite 1 von 1',
          ],
          50,
          600,
        ),
      ],
    ]);
    expect(extraction.fields.customer).toBe('Bergmann Fahrzeugtechnik AG');
    expect(extraction.fields.calibrationLab).toBe('Messtechnik Schwaben GmbH & Co. KG');
  });

  it("takes the certificate's serial over the cover page's where the two differ", async () => {
    // The customer's record sheet (a scan misread its serial) comes before the certificate.
    const extraction = await extracted([
      [
        { text: 'Blue Ridge Water Authority', x: 50, y: 40, size: 14, bold: true },
        { text: 'Instrument study record', x: 200, y: 90, size: 16, bold: true },
        ...keyValues(
          [
            ['Equipment', 'AC/DC Clamp Meter'],
            ['Serial No.', '15210286'],
            ['Next study', '05-NOV-2025'],
          ],
          { y: 130, colon: false },
        ),
      ],
      [
        title('CALIBRATION CERTIFICATE', 100),
        { text: 'Unit Under Test', x: 54, y: 290 },
        { text: 'Manufacturer', x: 206, y: 290 },
        { text: 'AC/DC Clamp Meter', x: 54, y: 306 },
        { text: 'Fluke', x: 206, y: 306 },
        { text: 'Serial No.', x: 54, y: 332 },
        { text: 'Date of Calibration', x: 206, y: 332 },
        { text: '5210286', x: 54, y: 348 },
        { text: '05-MAY-2025', x: 206, y: 348 },
        {
          text: 'This certificate is issued by Ridgeline Instrument Calibration Co.',
          x: 50,
          y: 420,
        },
      ],
    ]);
    expect(extraction.fields.serialNumber).toBe('5210286');
    expect(extraction.confidence.serialNumber).not.toBe('high');
    // "Co." is the issuer's legal form, not the sentence's full stop.
    expect(extraction.fields.calibrationLab).toBe('Ridgeline Instrument Calibration Co.');
  });
});

describe('the instrument name', () => {
  it('is never a column caption, even one a narrow column broke at a hyphen', () => {
    expect(cleanValue('equipmentName', 'Mod- el')).toBeNull();
    expect(cleanValue('equipmentName', 'De- scription')).toBeNull();
    expect(cleanValue('equipmentName', 'rator')).toBeNull();
    expect(cleanValue('equipmentName', 'Torquímetro')).toBe('Torquímetro');
    expect(cleanValue('equipmentName', 'Micro-Epsilon Sensor')).toBe('Micro-Epsilon Sensor');
  });
});

describe('the laboratory on any page', () => {
  it('is read under a letterhead line that names its accreditation', async () => {
    const extraction = await extracted([
      [
        { text: 'Centro di taratura ACCREDIA LAT N° 231', x: 50, y: 30, size: 11, bold: true },
        { text: 'Centro Taratura Lombardo S.r.l.', x: 50, y: 46, size: 11, bold: true },
        ...paragraph(['Via Giuseppe Di Vittorio 27', '20090 Segrate (MI)'], 50, 60, 9),
        title('Certificato di taratura', 110),
        ...keyValues(
          [
            ['Strumento', 'Multimetro digitale'],
            ['Matricola', '61W-0001'],
            ['Data di taratura', '2024-06-07'],
          ],
          { y: 150 },
        ),
      ],
    ]);
    expect(extraction.fields.calibrationLab).toBe('Centro Taratura Lombardo S.r.l.');
  });

  it('is read from the footer of a page that a letter follows', async () => {
    const extraction = await extracted([
      [
        title('Certificado de calibração', 60),
        ...keyValues(
          [
            ['Equipamento', 'Paquímetro digital'],
            ['Número de série', '1953574'],
            ['Data da calibração', '2025-02-03'],
          ],
          { y: 110 },
        ),
        ...paragraph(
          ['Metrolab Lusitânia, Lda. · Rua do Freixo 1071, 4300-219 Porto', 'Página 1 de 1'],
          50,
          780,
          9,
        ),
      ],
      [
        ...paragraph(
          [
            'Os padrões de referência utilizados são rastreáveis a padrões nacionais.',
            'Calibrador multifunção – CAL-65597/24',
            'Multímetro de referência – 7605/2024',
            'Bobina de corrente – 8110/2023',
            'Pedro Gonçalves',
            'Gerente técnico',
          ],
          50,
          120,
        ),
      ],
    ]);
    expect(extraction.fields.calibrationLab).toBe('Metrolab Lusitânia, Lda.');
  });

  it('is read from a footer line whose address starts with the house number', async () => {
    const extraction = await extracted([
      [
        title('Calibration Report', 60),
        ...keyValues(
          [
            ['Description', 'Thermo-Hygrometer'],
            ['Serial Number', '31W-0007'],
            ['Date Calibrated', '2023-05-24'],
          ],
          { y: 110 },
        ),
        ...paragraph(
          ['Midwest Metrology Labs LLC 1275 Kinnear Road, Columbus, OH 43212', 'Page 1 of 2'],
          50,
          780,
          9,
        ),
      ],
      [...paragraph(['Traceability letter', 'The standards used are traceable.'], 50, 120)],
    ]);
    expect(extraction.fields.calibrationLab).toBe('Midwest Metrology Labs LLC');
  });

  it('is read from a footer line that runs name and address together (a scan lost the "·")', async () => {
    const footer = 'Atelier Métrologique du Jura 12 rue des Horlogers, 25500 Morteau';
    const extraction = await extracted([
      [
        title("Certificat d'étalonnage", 60),
        ...keyValues(
          [
            ['Appareil', 'Pied à coulisse'],
            ['Numéro de série', '90T-0015'],
            ["Date d'étalonnage", '2024-06-07'],
          ],
          { y: 110 },
        ),
        ...paragraph([footer, 'Page 1 sur 2'], 50, 780, 9),
      ],
      [
        ...paragraph(['Remarques', 'Réétalonnage recommandé : tous les deux ans.'], 50, 120),
        ...paragraph([footer, 'Page 2 sur 2'], 50, 780, 9),
      ],
    ]);
    expect(extraction.fields.calibrationLab).toBe('Atelier Métrologique du Jura');
  });
});

describe('the laboratory on a scan', () => {
  it('is the footer name a scan split from its street address, on a page before the last', async () => {
    const extraction = await extracted([
      [
        title('Certificat d’étalonnage'),
        ...keyValues(
          [
            ['Désignation', 'Balance de précision'],
            ['N° de série', '3482759'],
            ['Étalonné le', '2025-02-06'],
          ],
          { y: 150 },
        ),
        { text: 'Laboratoire d’Étalonnage de l’Ouest', x: 50, y: 800, size: 7 },
        { text: '5 boulevard des Ateliers, 44300 Nantes', x: 180, y: 800, size: 7 },
      ],
      [
        heading('Lettre de traçabilité', 200, 80),
        ...paragraph(
          ['Les étalons de référence utilisés sont raccordés aux étalons nationaux.'],
          50,
          120,
        ),
      ],
    ]);
    expect(extraction.fields.calibrationLab).toBe('Laboratoire d’Étalonnage de l’Ouest');
  });

  it('is the footer name a scan split from a street address in German order', async () => {
    // Session 46, seed 20041: "Am Godorfer Hafen 3, 50997 Köln" was no address, and the first
    // certificate of the file had no lab.
    const extraction = await extracted([
      [
        title('Kalibrierschein'),
        ...keyValues(
          [
            ['Gegenstand', 'Digitalmultimeter'],
            ['Seriennummer', '3482759'],
            ['Kalibrierdatum', '2025-02-06'],
          ],
          { y: 150 },
        ),
        { text: 'Rheinisches Kalibrierlabor', x: 50, y: 795, size: 7 },
        { text: 'Am Godorfer Hafen 3, 50997 Köln', x: 152, y: 795, size: 7 },
      ],
      [
        heading('Messergebnisse', 200, 80),
        ...paragraph(['Die Messwerte liegen innerhalb der Toleranz.'], 50, 120),
      ],
    ]);
    expect(extraction.fields.calibrationLab).toBe('Rheinisches Kalibrierlabor');
  });

  it('is the whole letterhead name a wide word space parted before its legal form', async () => {
    // Session 47, block 23: "Kalibrierdienst" [gap] "Nord GmbH" had given "Nord GmbH".
    const extraction = await extracted([
      [
        { text: 'Kalibrierdienst', x: 50, y: 44, size: 16.5 },
        { text: 'Nord GmbH', x: 175, y: 44, size: 16.5 },
        title('Kalibrierschein'),
        ...keyValues(
          [
            ['Gegenstand', 'Digitalmultimeter'],
            ['Seriennummer', '3482759'],
            ['Kalibrierdatum', '2025-02-06'],
          ],
          { y: 150 },
        ),
      ],
    ]);
    expect(extraction.fields.calibrationLab).toBe('Kalibrierdienst Nord GmbH');
  });

  it('is the footer name a scan split from an address whose postcode it split off too', async () => {
    // Session 47, block 23: "Av. Presidente Wilson, 2130, São Paulo" holds no postcode of its
    // own; a traceability letter follows, so only an address line names the lab here.
    const extraction = await extracted([
      [
        title('Certificado de calibração'),
        ...keyValues(
          [
            ['Equipamento', 'Balança analítica'],
            ['Número de série', '3482759'],
            ['Data da calibração', '2024-10-11'],
          ],
          { y: 150 },
        ),
        { text: 'Calibração Paulista', x: 50, y: 801, size: 7 },
        { text: 'Av. Presidente Wilson, 2130, São Paulo', x: 159, y: 801, size: 7 },
        { text: 'SP, 04220-000', x: 319, y: 801, size: 7 },
      ],
      [
        heading('Carta de rastreabilidade', 200, 80),
        ...paragraph(['Os padrões de referência utilizados são rastreáveis.'], 50, 120),
      ],
    ]);
    expect(extraction.fields.calibrationLab).toBe('Calibração Paulista');
  });

  it("ends the closing line's name at its legal form, the street's stop read as a comma", async () => {
    // Session 58, block 50: "… Ltda. Av, Presidente Wilson, 2130, …" in one cell, the "·" lost:
    // the name had run on to the house number.
    const extraction = await extracted([
      [
        title('Certificado de calibração'),
        ...keyValues(
          [
            ['Equipamento', 'Chave dinamométrica'],
            ['Número de série', 'RZ55635123'],
            ['Data da calibração', '2025-10-27'],
          ],
          { y: 150 },
        ),
        {
          text: 'Calibração Paulista Ltda. Av, Presidente Wilson, 2130, Sao Paulo SP, 04220-000',
          x: 50,
          y: 801,
          size: 7,
        },
      ],
    ]);
    expect(extraction.fields.calibrationLab).toBe('Calibração Paulista Ltda.');
  });

  it('is the footer name a scan split from its address, though the name says "Standards"', async () => {
    const extraction = await extracted([
      [
        title('Calibration Certificate'),
        ...keyValues(INSTRUMENT, { y: 150 }),
        { text: 'Pacific Standards Calibration', x: 50, y: 795, size: 7 },
        { text: '2150 Zanker Road, San Jose, CA 95131', x: 150, y: 795, size: 7 },
        { text: 'Page 1 of 1', x: 506, y: 806, size: 7.5 },
      ],
    ]);
    expect(extraction.fields.calibrationLab).toBe('Pacific Standards Calibration');
  });

  it('is the footer name a scan split from an address that opens with its street type', async () => {
    const footer = [
      { text: 'Metrolab Lusitânia, Lda.', x: 51, y: 795, size: 7 },
      { text: 'Rua do Freixo 1071, 4300-219 Porto', x: 135, y: 795, size: 7 },
    ];
    const extraction = await extracted([
      [title('Certificado de calibração'), ...keyValues(INSTRUMENT, { y: 150 }), ...footer],
      [heading('Resultados da calibração', 50, 80), ...footer],
    ]);
    expect(extraction.fields.calibrationLab).toBe('Metrolab Lusitânia, Lda.');
  });

  it.each(['-', '+'])(
    'is the footer name before its address when the scan read the "·" as "%s"',
    async (separator) => {
      const extraction = await extracted([
        [
          title('Certificat d’étalonnage'),
          ...keyValues(INSTRUMENT, { y: 150 }),
          {
            text: `Laboratoire d’Étalonnage de l’Ouest ${separator} 5 boulevard des Ateliers, 44300 Nantes`,
            x: 50,
            y: 795,
            size: 7,
          },
        ],
      ]);
      expect(extraction.fields.calibrationLab).toBe('Laboratoire d’Étalonnage de l’Ouest');
    },
  );

  it('is the issuer a sentence names right under the standards table', async () => {
    const xs = [50, 130, 210, 290, 370, 450];
    const extraction = await extracted([
      [
        title('Certificado de calibração'),
        ...keyValues(
          [
            ['Equipamento', 'Micrómetro de exteriores'],
            ['Nº série', 'GJ82474340'],
            ['Data de calibração', '2024-01-05'],
          ],
          { y: 120 },
        ),
        ...row(
          ['Descrição', 'Fabricante', 'Modelo', 'N.º de série', 'Calibrado', 'Próxima cal.'],
          xs,
          250,
          true,
        ),
        ...row(
          ['Anel padrão', 'Mahr', '4475100', 'J-19/0093', '2023-10-03', '2025-10-03'],
          xs,
          264,
        ),
        ...row(['Bancada', 'TESA', 'UPC 1000', 'XY28563287', '2023-04-09', '2025-04-09'], xs, 276),
        { text: 'linear', x: 50, y: 286 },
        { text: 'Certificado emitido por Instituto de Calibração do Minho, Lda.', x: 50, y: 296 },
      ],
    ]);
    expect(extraction.fields.serialNumber).toBe('GJ82474340');
    expect(extraction.fields.calibrationLab).toBe('Instituto de Calibração do Minho, Lda.');
  });

  const WAAGE: [string, string][] = [
    ['Bezeichnung', 'Waage'],
    ['Seriennummer', '4017253'],
    ['Kalibriert am', '8. September 2024'],
  ];

  it('is never a section title that a garbled document title left in the letterhead', async () => {
    const extraction = await extracted([
      [
        { text: 'KNG', x: 66, y: 30, size: 13 },
        // "Werkskalibrierschein" as a scan misread it: not a title, so the letterhead goes on.
        { text: 'Werkskalihrierschein .', x: 235, y: 78, size: 15 },
        { text: 'Angaben zur Kalibrierung', x: 50, y: 123, size: 9.5, bold: true },
        ...keyValues(WAAGE, { y: 140 }),
      ],
    ]);
    expect(extraction.fields.serialNumber).toBe('4017253');
    expect(extraction.fields.calibrationLab).not.toBe('Angaben zur Kalibrierung');
  });

  it('is never the whole sentence when a scan garbled its "ausgestellt von"', async () => {
    const extraction = await extracted([
      [
        title('Kalibrierschein'),
        ...keyValues(WAAGE, { y: 140 }),
        {
          text: 'Dieser Kalihrierschein wurde ansgestellt von Kalibrierdienst Nord GmbH.',
          x: 50,
          y: 530,
          size: 8,
        },
      ],
    ]);
    expect(extraction.fields.serialNumber).toBe('4017253');
    expect(extraction.fields.calibrationLab ?? '').not.toMatch(/wurde/);
  });

  it('is never the start of the title that a scan cut short', async () => {
    const extraction = await extracted([
      [
        { text: 'CLS', x: 67, y: 30, size: 14 },
        { text: 'CERTIFICADO DE CA', x: 184, y: 83, size: 15 },
        { text: 'Certificate of Calibration', x: 247, y: 102, size: 10.5 },
        ...keyValues(
          [
            ['Descripción', 'Termohigrómetro'],
            ['N.º de serie', '8002-0082'],
            ['Fecha de calibración', '2023-04-03'],
          ],
          { y: 160 },
        ),
      ],
    ]);
    expect(extraction.fields.serialNumber).toBe('8002-0082');
    expect(extraction.fields.calibrationLab).not.toBe('CERTIFICADO DE CA');
  });
});

describe('the laboratory its web domain spells by its words run together', () => {
  it('is chosen over the customer a cover sheet and the customer data name', async () => {
    // Tuning seed 146: "ridgelinecal.example" for "Ridgeline Instrument Calibration Co." in the
    // footer; the customer's cover sheet and its "Submitted By" had made the customer the lab.
    const document = (domain: string) =>
      extracted([
        [
          { text: 'Severn Pharmaceuticals plc', x: 50, y: 50, size: 12, bold: true },
          { text: 'Instrument study record', x: 200, y: 90, size: 15, bold: true },
          ...keyValues(
            [
              ['Equipment', 'Single-Channel Pipette'],
              ['Next study', '30-JAN-2026'],
            ],
            { y: 130, colon: false },
          ),
        ],
        [
          { text: 'RICC', x: 64, y: 44, size: 13, bold: true },
          { text: `service@${domain}.example · www.${domain}.example`, x: 50, y: 62, size: 7 },
          title('Certificate of Calibration No. NBC-805692', 98),
          ...row(['Description', 'Manufacturer', 'Serial Number'], [53, 200, 454], 232),
          ...row(['Single-Channel Pipette', 'Eppendorf', '3972502'], [53, 200, 454], 248),
          ...row(['Date of Calibration', 'Next Cal Date'], [53, 224], 300),
          ...row(['30-JUL-2025', '30-JUL-2026'], [53, 224], 316),
          { text: 'Submitted By:', x: 50, y: 391, size: 7 },
          { text: 'Severn Pharmaceuticals plc', x: 50, y: 402 },
          {
            text: 'Ridgeline Instrument Calibration Co. · 77 Foundry Street, Pittsburgh, PA 15222',
            x: 50,
            y: 752,
            size: 7,
          },
        ],
      ]);
    expect((await document('ridgelinecal')).fields.calibrationLab).toBe(
      'Ridgeline Instrument Calibration Co.',
    );
    // One word of the name is no evidence: "calibration.example" is anyone's.
    expect((await document('calibration')).fields.calibrationLab).not.toBe(
      'Ridgeline Instrument Calibration Co.',
    );
  });
});
